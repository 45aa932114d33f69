import { type CheckoutAddress, marketingOptIn } from '@vitrine/core-checkout';
import type { MessageId } from '@vitrine/messages';
import { useCustomer, useShop, type CheckoutState } from '@vitrine/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FieldHint } from '../../components/field';
import { missingField, useRequiredFields } from '../../components/required-fields';
import { TEXTS } from '../../texts';
import { AddressForm } from './address-form';
import { isCompleteAddress } from './address-rules';
import { CheckoutErrorText } from './checkout-error';
import type { CheckoutError } from '@vitrine/core-checkout';

/** What the shopper typed and has not saved yet, kept for a reload (docs/decisions/0421). */
interface Draft {
  readonly email: string;
  readonly acceptsMarketing: boolean;
  readonly address: CheckoutAddress;
}

const draftKey = (token: string) => `vitrine.checkout.draft.${token}`;

function readDraft(token: string): Draft | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(draftKey(token));
    return raw ? (JSON.parse(raw) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

function writeDraft(token: string, draft: Draft | undefined): void {
  try {
    if (draft) globalThis.sessionStorage?.setItem(draftKey(token), JSON.stringify(draft));
    else globalThis.sessionStorage?.removeItem(draftKey(token));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

/**
 * The contact step (001 §2, §4, §5): e-mail, the marketing opt-in (001 §4: on
 * contact_information the existing opt-in if true, else the store's preselect), and the shipping
 * address. A signed-in customer's e-mail is the account's (001 §5) and their saved address fills
 * an empty form. Saving moves on to the shipping methods of the address's country.
 */
export function ContactStep({
  page,
  countries,
  submitLabel,
  onSaved,
}: {
  readonly page: CheckoutState;
  readonly countries: readonly string[];
  readonly submitLabel: string;
  /** Called once the platform saved the information. */
  readonly onSaved?: () => void;
}) {
  const { checkout, facade } = page;
  const { customer } = useCustomer();
  const { shop } = useShop();
  const preselect = shop?.checkout.marketingPreselect ?? false;
  const token = checkout?.token ?? '';
  const [email, setEmail] = useState(checkout?.email ?? customer?.email ?? '');
  const [acceptsMarketing, setAcceptsMarketing] = useState(
    marketingOptIn(page.step ?? 'contact_information', checkout?.acceptsMarketing, preselect),
  );
  const saved = checkout?.shippingAddress;
  const fromAccount = customer?.addresses[0];
  const [address, setAddress] = useState<CheckoutAddress>(
    saved && saved.address1
      ? saved
      : {
          firstName: customer?.firstName ?? '',
          lastName: customer?.lastName ?? '',
          ...(fromAccount ?? {}),
        },
  );
  const [error, setError] = useState<CheckoutError | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  // The address is saved complete (001 §3 Address; docs/decisions/0655) and a guest's e-mail given
  // (001 §3 Checkout info's email; 001 §5: a signed-in customer's is the account's), but Continue
  // is pressable before: pressed (or Enter in a field), each required field left empty says 'Field
  // is required.' (000 §5) and the first of them gets the focus, as my-account's Add address. The
  // press is refused before the browser's own checks of the form (the e-mail's) that would stop the
  // submit first with words of their own; an e-mail given but malformed is still the browser's.
  const signedIn = customer !== null;
  const noEmail = !signedIn && !email.trim();
  const { form, showMissing, refused, press, reset } = useRequiredFields(
    noEmail || !isCompleteAddress(address),
  );
  const restored = useRef(false);
  // Only what the shopper changed is kept: a form mounted again must not read back its own
  // untouched first values over what was typed meanwhile.
  const touched = useRef(false);
  const typed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      touched.current = true;
      set(value);
    };

  // A reload keeps what was typed (docs/decisions/0421): the draft is read once mounted.
  useEffect(() => {
    if (restored.current || !token) return;
    restored.current = true;
    const draft = readDraft(token);
    if (!draft) return;
    if (!customer) setEmail(draft.email);
    setAcceptsMarketing(draft.acceptsMarketing);
    setAddress(draft.address);
  }, [token, customer]);
  // The signed-in customer arrives after the first render on a fresh load.
  useEffect(() => {
    if (customer) setEmail((current) => current || customer.email);
  }, [customer]);
  useEffect(() => {
    if (restored.current && touched.current && token) writeDraft(token, { email, acceptsMarketing, address });
  }, [token, email, acceptsMarketing, address]);

  if (!facade || !checkout) return null;
  const emailError: MessageId | undefined = signedIn ? undefined : missingField(showMissing, email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || refused()) return;
    setSaving(true);
    setError(undefined);
    const result = await facade.saveCustomer({
      email: signedIn ? customer.email : email.trim(),
      acceptsMarketing,
      ...(address.phone ? { phone: address.phone } : {}),
      shippingAddress: address,
    });
    // The shipping step then loads the methods of the saved country.
    if (result.ok) {
      reset();
      writeDraft(token, undefined);
      onSaved?.();
    } else setError(result.error);
    setSaving(false);
  };

  return (
    <form
      ref={form}
      className="checkout-form"
      onSubmit={submit}
      aria-describedby={error ? 'contact-error' : undefined}
    >
      {/* while saving, what is being sent cannot change under it (an edit then would be lost) */}
      <fieldset disabled={saving}>
        <legend>
          <h2>{TEXTS.contactInformation}</h2>
        </legend>
        {signedIn ? (
          <p className="muted" data-testid="logged-in-as">
            {TEXTS.loggedInAs(customer.email)}
          </p>
        ) : (
          <div className="field">
            <label htmlFor="checkout-email">{TEXTS.email}</label>
            <input
              id="checkout-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => typed(setEmail)(event.target.value)}
              aria-invalid={emailError !== undefined}
              aria-describedby={emailError ? 'checkout-email-error' : undefined}
            />
            <FieldHint id="checkout-email-error" error={emailError} />
          </div>
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            name="acceptsMarketing"
            checked={acceptsMarketing}
            onChange={(event) => typed(setAcceptsMarketing)(event.target.checked)}
          />
          <span>{TEXTS.acceptsMarketing}</span>
        </label>
      </fieldset>
      <fieldset disabled={saving}>
        <legend>
          <h2>{TEXTS.shippingAddress}</h2>
        </legend>
        <AddressForm
          id="shipping"
          value={address}
          onChange={typed(setAddress)}
          countries={countries}
          facade={facade}
          showMissing={showMissing}
        />
      </fieldset>
      <CheckoutErrorText id="contact-error" error={error} />
      <button type="submit" className="button primary" disabled={saving} aria-busy={saving} onClick={press}>
        {submitLabel}
      </button>
    </form>
  );
}
