import {
  type CheckoutAddress,
  type CheckoutError,
  EXPRESS_PAYMENT_METHOD,
  type PaymentMethodOption,
  TEST_GATEWAY,
} from '@vitrine/core-checkout';
import { formatMessage } from '@vitrine/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { type CheckoutState, useExpressWallet } from '@vitrine/react';
import { useRequiredFields } from '../../components/required-fields';
import { TEXTS } from '../../texts';
import { AddressForm } from './address-form';
import { isCompleteAddress } from './address-rules';
import { CheckoutErrorText } from './checkout-error';
import { anyCountryOptions, countryName } from './countries';

/**
 * How this storefront collects each payment method (docs/decisions/0422): the test gateway's card
 * form; providers whose SDK hands over a one-time credential pay with their sandbox's test
 * credential (the reference server's sandboxes, examples/platform-api/PAYMENTS.md); hosted payment
 * pages are left for; the wallet pays with the order the shopper approved (decision 0483), and
 * shows its own button here until they approved one (decision 0500); paypal-pro needs its
 * provider's fields, which this page lacks (0422).
 */
type Collection =
  | { readonly kind: 'card' }
  | { readonly kind: 'credential'; readonly credential: string }
  | { readonly kind: 'hosted' }
  | { readonly kind: 'wallet'; readonly orderId: string }
  | { readonly kind: 'wallet-button' }
  | { readonly kind: 'unavailable' };

const SANDBOX_CREDENTIALS: Readonly<Record<string, string>> = {
  stripe: 'pm_card_visa',
  braintree: 'fake-valid-nonce',
  'checkout-com': 'tok_visa',
  bluesnap: 'tok_visa',
  platform: 'tok_visa',
};
const HOSTED_PAGES: readonly string[] = ['cardpay', 'faster-pay'];

function collectionOf(method: PaymentMethodOption, walletOrderId?: string): Collection {
  if (method.code === TEST_GATEWAY) return { kind: 'card' };
  if (method.code === EXPRESS_PAYMENT_METHOD)
    return walletOrderId ? { kind: 'wallet', orderId: walletOrderId } : { kind: 'wallet-button' };
  const credential = SANDBOX_CREDENTIALS[method.code];
  if (credential && method.options.sandbox) return { kind: 'credential', credential };
  if (HOSTED_PAGES.includes(method.code)) return { kind: 'hosted' };
  return { kind: 'unavailable' };
}

/** A collection this form's Place order pays with (the wallet's own button pays by itself). */
type Placeable = Exclude<Collection, { readonly kind: 'unavailable' | 'wallet-button' }>;
const placeable = (collection: Collection): collection is Placeable =>
  collection.kind !== 'unavailable' && collection.kind !== 'wallet-button';

/**
 * The wallet's own button at the payment step (decision 0500): the cart page's wallet
 * (`useExpressWallet`, 0483) on this checkout (the page's `token`, which need not be the cart's: a
 * recovered link, 001 §2); approved, the checkout stays at the payment step with the wallet order
 * to pay with. A wallet that cannot load says the method is unavailable.
 */
function WalletButton({ token }: { readonly token: string | undefined }) {
  const wallet = useExpressWallet({ ...(token === undefined ? {} : { token }), atPaymentStep: true });
  if (wallet.status === 'loading') return <p className="muted">{TEXTS.loading}</p>;
  if (wallet.status !== 'ready' && wallet.status !== 'approving')
    return <p className="muted">{TEXTS.methodUnavailable}</p>;
  return (
    <div className="wallet-express" aria-busy={wallet.status === 'approving'}>
      <div id={wallet.buttonId} />
      <CheckoutErrorText id="wallet-error" error={wallet.error} />
    </div>
  );
}

/** The test gateway's card form (examples/platform-api/PAYMENTS.md: 4242 4242 4242 4242 pays). */
function CardForm({ disabled }: { readonly disabled: boolean }) {
  return (
    <div className="card-form">
      <div className="field">
        <label htmlFor="card-number">{TEXTS.cardNumber}</label>
        <input
          id="card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          disabled={disabled}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="card-expiry">{TEXTS.cardExpiry}</label>
          <input
            id="card-expiry"
            name="cardExpiry"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            pattern={String.raw`\d{1,2}\s*/\s*\d{2,4}`}
            required
            disabled={disabled}
          />
        </div>
        <div className="field">
          <label htmlFor="card-cvc">{TEXTS.cardCvc}</label>
          <input
            id="card-cvc"
            name="cardCvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            disabled={disabled}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="card-name">{TEXTS.cardName}</label>
        <input id="card-name" name="cardName" autoComplete="cc-name" disabled={disabled} />
      </div>
    </div>
  );
}

/** The card of the form's fields, as the test gateway's strategy collects it. */
function cardOf(form: FormData) {
  const [month = '', year = ''] = String(form.get('cardExpiry') ?? '')
    .split('/')
    .map((part) => part.trim());
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return {
    cardNumber: String(form.get('cardNumber') ?? ''),
    ...(month ? { expMonth: Number(month) } : {}),
    ...(year ? { expYear: fullYear } : {}),
    ...(form.get('cardCvc') ? { cvc: String(form.get('cardCvc')) } : {}),
  };
}

/**
 * The payment step (001 §2, §4): billing address (same as shipping or its own, 001 §5), the
 * payment methods in their priority order (docs/decisions/0241) with the chosen one's form, and
 * "Place order". A double click, a slow answer or a second tab still make one order: the checkout
 * joins a repeated submit to the payment under way (docs/decisions/0242).
 */
export function PaymentStep({ page }: { readonly page: CheckoutState }) {
  const { checkout, facade, paymentMethods, submitting, walletOrderId } = page;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [sameAddress, setSameAddress] = useState(checkout?.usingSameAddress ?? true);
  const [billing, setBilling] = useState<CheckoutAddress>(
    checkout?.billingAddress ?? { countryCode: checkout?.shippingAddress?.countryCode ?? '' },
  );
  const [error, setError] = useState<CheckoutError | undefined>(undefined);
  const [placing, setPlacing] = useState(false);
  // Another billing address is sent complete (001 §5, §3 Address; docs/decisions/0655), but Place
  // order is pressable before: pressed (or Enter in a field), each required field left empty says
  // 'Field is required.' (000 §5) and the first of them gets the focus, as my-account's Add address.
  // The press is refused before the browser's own checks of the form (the card's fields) that would
  // stop the submit first with words of their own.
  const {
    form: formRef,
    showMissing,
    refused,
    press,
  } = useRequiredFields(!sameAddress && !isCompleteAddress(billing));
  // A payment refused after the bank's or the provider's page (001 §8): the checkout resumed it by
  // itself, the challenge is gone and the checkout's error says why (nothing else shows it).
  const [challenged, setChallenged] = useState(page.challenge !== undefined);
  useEffect(() => {
    if (page.challenge) setChallenged(true);
  }, [page.challenge]);
  const shownError = error ?? (challenged && !page.challenge ? page.error : undefined);

  // Whether the methods were answered: an empty answer (every method behind a flag that is off,
  // 001 §4) is "no payment method", not a load that never ends; a failed load is its error and a
  // way to ask again (001 §8 checkout actions failing), as the shipping methods'.
  const [methodsAnswered, setMethodsAnswered] = useState(false);
  const [methodsError, setMethodsError] = useState<CheckoutError | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again
  useEffect(() => {
    if (!facade || paymentMethods.length > 0) return;
    setMethodsError(undefined);
    void facade.loadPaymentMethods().then((result) => {
      if (!result.ok) setMethodsError(result.error);
      else setMethodsAnswered(true);
    });
  }, [facade, paymentMethods.length, attempt]);

  if (!checkout || !facade) return null;
  const collect = (m: PaymentMethodOption) => collectionOf(m, walletOrderId);
  // The approved wallet is the shopper's choice until they pick another; else the first method
  // that pays without a provider's button.
  const method =
    paymentMethods.find((m) => m.id === chosen) ??
    paymentMethods.find((m) => collect(m).kind === 'wallet') ??
    paymentMethods.find((m) => placeable(collect(m)));
  const collection = method ? collect(method) : undefined;
  const busy = placing || submitting;
  // A line that cannot ship to the address (001 §3 not_shippable_variant_ids): the platform refuses
  // the order, so it is not placed (and the card not asked) until the address or the cart changes.
  const notShippable = new Set(page.notShippableVariantIds);
  const cannotShip = checkout.totals.lines.some((line) => notShippable.has(line.variantId));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method || !collection || !placeable(collection) || cannotShip || refused()) return;
    setPlacing(true);
    setError(undefined);
    setChallenged(false);
    const form = new FormData(event.currentTarget);
    const payment =
      collection.kind === 'card'
        ? cardOf(form)
        : collection.kind === 'credential'
          ? { credential: collection.credential }
          : collection.kind === 'wallet'
            ? { orderId: collection.orderId }
            : undefined;
    // The billing address is sent with its country's name, as the shipping address is (001 §3
    // Address country): a prefilled country the shopper kept has no name yet.
    const billingAddress = billing.countryCode
      ? { ...billing, country: countryName(billing.countryCode) }
      : billing;
    const placed = await facade.placeOrder({
      paymentMethod: method.id,
      payment,
      ...(sameAddress ? {} : { billingAddress }),
    });
    // A 3-D Secure challenge shows by itself (the checkout waits on it); other failures here.
    if (!placed.ok && placed.error.code !== 'payment_requires_action') setError(placed.error);
    setPlacing(false);
  };

  return (
    <form
      ref={formRef}
      className="checkout-form"
      onSubmit={submit}
      aria-describedby={shownError ? 'payment-error' : undefined}
    >
      <fieldset>
        <legend>
          <h2>{TEXTS.billingAddress}</h2>
        </legend>
        <label className="checkbox">
          <input
            type="checkbox"
            name="sameAddress"
            checked={sameAddress}
            onChange={(event) => setSameAddress(event.target.checked)}
          />
          <span>{TEXTS.sameAsShipping}</span>
        </label>
        {sameAddress ? null : (
          <AddressForm
            id="billing"
            value={billing}
            onChange={setBilling}
            countries={anyCountryOptions()}
            facade={facade}
            showMissing={showMissing}
          />
        )}
      </fieldset>
      <fieldset className="checkout-options">
        <legend>
          <h2>{TEXTS.paymentMethod}</h2>
        </legend>
        {paymentMethods.length > 0 ? null : methodsError ? (
          <div>
            <CheckoutErrorText id="payment-methods-error" error={methodsError} />
            <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
              {TEXTS.tryAgain}
            </button>
          </div>
        ) : (
          <p className="muted">{methodsAnswered ? TEXTS.noPaymentMethods : TEXTS.loading}</p>
        )}
        {paymentMethods.map((option) => {
          const kind = collect(option).kind;
          const selected = method?.id === option.id;
          const title = option.title ?? option.code;
          return (
            <div key={option.id} className="payment-option" data-selected={selected}>
              <label className="option">
                <input
                  type="radio"
                  name="payment-method"
                  value={option.id}
                  checked={selected}
                  disabled={kind === 'unavailable' || busy}
                  onChange={() => setChosen(option.id)}
                />
                <span className="option-title">{title}</span>
              </label>
              {selected ? (
                <div className="option-body">
                  {kind === 'card' ? <CardForm disabled={busy} /> : null}
                  {kind === 'credential' ? <p className="muted">{TEXTS.sandboxPayment(title)}</p> : null}
                  {kind === 'hosted' ? <p className="muted">{TEXTS.continueWith(title)}</p> : null}
                  {kind === 'wallet' ? <p className="muted">{TEXTS.walletApproved(title)}</p> : null}
                  {kind === 'wallet-button' ? <WalletButton token={page.token} /> : null}
                </div>
              ) : kind === 'unavailable' ? (
                <p className="muted small option-note">{TEXTS.methodUnavailable}</p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <CheckoutErrorText id="payment-error" error={shownError} />
      {cannotShip ? (
        <p id="not-shippable" className="field-error">
          {formatMessage('checkout.items_not_shippable')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button primary place-order"
        disabled={busy || !method || cannotShip || collection?.kind === 'wallet-button'}
        aria-describedby={cannotShip ? 'not-shippable' : undefined}
        aria-busy={busy}
        onClick={press}
      >
        {busy ? TEXTS.placingOrder : TEXTS.placeOrder}
      </button>
    </form>
  );
}
