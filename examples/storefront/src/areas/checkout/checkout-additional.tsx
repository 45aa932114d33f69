import type { CheckoutAddress, CheckoutError } from '@vitrine/core-checkout';
import { routePath } from '@vitrine/core-shop';
import { formatMessage, type MessageId } from '@vitrine/messages';
import { useCheckoutAdditional, useMoney } from '@vitrine/react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Field } from '../../components/field';
import { missingField, useRequiredFields } from '../../components/required-fields';
import { TEXTS } from '../../texts';
import { isCompleteAddress, requiredAddressFields } from './address-rules';
import { anyCountryOptions, countryName } from './countries';
import { CountrySelect } from './country-select';
import { OrderUnavailable } from './order-unavailable';
import { useCharged } from './use-charged';
import '../../styles/order-status.css';

/** The text of a refused read or payment: the platform's words, else the catalogue's (001 §8). */
function errorText(error: CheckoutError): string {
  if (error.text) return error.text;
  return formatMessage(error.message ?? 'checkout.something_went_wrong');
}

/** `MM/YY` or `MM/YYYY` as month and four-digit year. */
function expiry(text: string): { readonly expMonth?: number; readonly expYear?: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return {};
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

const EMPTY_ADDRESS = { firstName: '', lastName: '', address1: '', city: '', zip: '', countryCode: '' };
type AddressFields = typeof EMPTY_ADDRESS;

/**
 * A billing address other than the shipping address (001 §7 billing_address). Its fields are
 * required as an address's are (requiredAddressFields: all of them but the zip where the country
 * has no postal codes; docs/decisions/0655); with `showMissing` (a Pay refused), each one left
 * empty says 'Field is required.' (000 §5).
 */
function BillingFields({
  value,
  onChange,
  showMissing,
}: {
  readonly value: AddressFields;
  readonly onChange: (next: AddressFields) => void;
  readonly showMissing: boolean;
}) {
  const required: ReadonlySet<string> = new Set(requiredAddressFields(value.countryCode));
  const missing = (key: keyof AddressFields): MessageId | undefined =>
    required.has(key) ? missingField(showMissing, value[key]) : undefined;
  const field = (key: keyof AddressFields, label: string, autoComplete: string) => (
    <Field
      id={`billing-${key}`}
      label={label}
      autoComplete={`billing ${autoComplete}`}
      required={required.has(key)}
      error={missing(key)}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
    />
  );
  return (
    <fieldset className="billing-fields">
      <legend>{TEXTS.billingAddress}</legend>
      {field('firstName', TEXTS.firstName, 'given-name')}
      {field('lastName', TEXTS.lastName, 'family-name')}
      {field('address1', TEXTS.address1, 'address-line1')}
      {field('city', TEXTS.city, 'address-level2')}
      {field('zip', TEXTS.zip, 'postal-code')}
      <CountrySelect
        id="billing-countryCode"
        value={value.countryCode}
        countries={anyCountryOptions()}
        autoComplete="billing country"
        error={missing('countryCode')}
        onChange={(countryCode) => onChange({ ...value, countryCode })}
      />
    </fieldset>
  );
}

/**
 * Checkout-additional (001 §2 `/checkout-additional/{token}`, checkout layout): pays an additional
 * balance on an existing order. Shows the balance still owed and pays exactly that amount with the
 * order's method (001 §7 request_amount, is_using_same_address, billing_address); a balance changed
 * meanwhile is refused with 'additional balance changed' and shown again (001 §8).
 * docs/decisions/0431.
 */
export function Component() {
  const { token = '' } = useParams();
  // Try again reads the balance again: the page is mounted anew (the hook reads it once a mount).
  const [attempt, setAttempt] = useState(0);
  return <AdditionalBalance key={attempt} token={token} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** The balance of order `token` and its payment form ({@link Component}). */
function AdditionalBalance({ token, onRetry }: { readonly token: string; readonly onRetry: () => void }) {
  const { status, balance, order, paying, paid, error, pay } = useCheckoutAdditional(token);
  const { format, convert } = useMoney();
  // The balance is paid in the shop's currency (001 §7 request_amount; decision 0251 reads it
  // unconverted): shown in another, the amount charged is said under it (docs/decisions/0646).
  const charged = useCharged(balance && convert(balance));
  const [cardNumber, setCardNumber] = useState('');
  const [cardExpiry, setCardExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [sameAddress, setSameAddress] = useState(true);
  const [billing, setBilling] = useState<AddressFields>(EMPTY_ADDRESS);
  // Another billing address is sent complete or not at all (001 §5: the payload carries it when
  // is_using_same_address is false), as the checkout's Place order requires it. Pay is pressable
  // before: pressed, each required field left empty says so and the first of them gets the focus.
  const billingReady = sameAddress || isCompleteAddress(billing);
  const { form, showMissing, refused } = useRequiredFields(!billingReady);
  const orderLink = (
    <p>
      <Link to={routePath('order-status', { token })}>{TEXTS.viewOrder}</Link>
    </p>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refused()) return;
    const billingAddress: CheckoutAddress | undefined = sameAddress
      ? undefined
      : { ...billing, country: countryName(billing.countryCode) };
    const outcome = await pay({
      card: { cardNumber, ...expiry(cardExpiry), ...(cvc ? { cvc } : {}) },
      ...(billingAddress ? { billingAddress } : {}),
    });
    // 3-D Secure: the bank's page, which sends the shopper back here.
    if (outcome.ok && outcome.value.status === 'requires_action')
      window.location.assign(outcome.value.redirectUrl);
  };

  if (status === 'loading')
    return (
      <section className="message-screen" aria-busy="true">
        <h1 className="visually-hidden">{TEXTS.additionalTitle}</h1>
        <p role="status">{TEXTS.loading}</p>
      </section>
    );
  // Not found only when the platform says so (or the storefront has no such calls): a failed
  // read is read again.
  if (status !== 'ready' || !balance)
    return <OrderUnavailable error={status === 'failed' ? error : undefined} onRetry={onRetry} />;
  if (paid || balance.amount <= 0)
    return (
      <section className="order-additional">
        <h1>{TEXTS.additionalTitle}</h1>
        <p role="status">{paid ? TEXTS.balancePaid : TEXTS.nothingToPay}</p>
        {orderLink}
      </section>
    );
  return (
    <section className="order-additional" aria-labelledby="additional-title">
      <h1 id="additional-title">{TEXTS.additionalTitle}</h1>
      {order ? <p className="muted">{TEXTS.additionalIntro(order.name)}</p> : null}
      <p className="balance-due">
        <span>{TEXTS.balanceDue}</span>
        <span className="price">{format(balance)}</span>
      </p>
      {charged ? <p className="order-charged muted small">{TEXTS.willBeCharged(charged)}</p> : null}
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="card-fields">
          <legend>{TEXTS.paymentMethod}</legend>
          <Field
            id="additional-card"
            label={TEXTS.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            value={cardNumber}
            onChange={(event) => setCardNumber(event.currentTarget.value)}
          />
          <Field
            id="additional-expiry"
            label={TEXTS.cardExpiry}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={cardExpiry}
            onChange={(event) => setCardExpiry(event.currentTarget.value)}
          />
          <Field
            id="additional-cvc"
            label={TEXTS.cardCvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={cvc}
            onChange={(event) => setCvc(event.currentTarget.value)}
          />
        </fieldset>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={sameAddress}
            onChange={(event) => setSameAddress(event.currentTarget.checked)}
          />{' '}
          {TEXTS.sameAsShipping}
        </label>
        {sameAddress ? null : (
          <BillingFields value={billing} onChange={setBilling} showMissing={showMissing} />
        )}
        {error ? (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={paying}>
          {TEXTS.payBalance(format(balance))}
        </button>
      </form>
      {orderLink}
    </section>
  );
}
