import type { CheckoutError } from '@vitrine/core-checkout';
import { isEmail } from '@vitrine/core-shop';
import { formatMessage, type MessageId } from '@vitrine/messages';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/field';
import { TEXTS } from '../../texts';

/** The text of a refused authenticate: the platform's words, else the catalogue's (001 §8). */
function errorText(error: CheckoutError): string {
  if (error.text) return error.text;
  return formatMessage(error.message ?? 'checkout.something_went_wrong');
}

/**
 * The order status page's authenticate form (001 §2 order-status, §7 authenticate): shown when
 * the access key is missing or wrong; the order's e-mail obtains the key. An empty or malformed
 * e-mail is refused before any call with the spec's e-mail texts (docs/decisions/0430).
 */
export function AuthenticateForm({
  busy,
  error,
  onSubmit,
}: {
  readonly busy: boolean;
  readonly error: CheckoutError | undefined;
  readonly onSubmit: (email: string) => Promise<unknown>;
}) {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<MessageId | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem: MessageId | undefined =
      email.trim() === ''
        ? 'newsletter.email_required'
        : isEmail(email)
          ? undefined
          : 'newsletter.email_invalid';
    setInvalid(problem);
    if (problem) return;
    setSubmitted(true);
    await onSubmit(email.trim());
  };
  const refused = submitted && !busy && error ? errorText(error) : undefined;
  return (
    <section className="order-auth" aria-labelledby="order-auth-title">
      <h1 id="order-auth-title">{TEXTS.authenticateTitle}</h1>
      <p className="muted">{TEXTS.authenticateHint}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={refused ? 'order-auth-error' : undefined}
      >
        <Field
          id="order-auth-email"
          label={TEXTS.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={invalid}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {refused ? (
          <p id="order-auth-error" className="field-error" role="alert">
            {refused}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {TEXTS.showOrder}
        </button>
      </form>
    </section>
  );
}
