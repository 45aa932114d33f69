import type { CheckoutError } from '@vitrine/core-checkout';
import { formatMessage } from '@vitrine/messages';
import { TEXTS } from '../../texts';

/**
 * The text of a checkout failure: the platform's own text (001 §8 keeps it, e.g. a declined card),
 * else the spec's catalogue text of its message id.
 */
export function checkoutErrorText(error: CheckoutError): string {
  if (error.text) return error.text;
  if (error.message) return formatMessage(error.message);
  return formatMessage('checkout.something_went_wrong');
}

/** A checkout failure under the form it belongs to, announced when it appears. */
export function CheckoutErrorText({
  id,
  error,
}: {
  readonly id: string;
  readonly error: CheckoutError | undefined | null;
}) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {checkoutErrorText(error)}
    </p>
  );
}

/** A visually hidden loading text for a region that is busy. */
export function Busy({ busy }: { readonly busy: boolean }) {
  return busy ? (
    <span className="visually-hidden" role="status">
      {TEXTS.loading}
    </span>
  ) : null;
}
