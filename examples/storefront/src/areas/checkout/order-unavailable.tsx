import type { CheckoutError } from '@vitrine/core-checkout';
import { routePath } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { Link } from 'react-router';
import { TEXTS } from '../../texts';

/**
 * An order page whose order could not be read (001 §2 `/orders/{token}`, `/checkout-additional/{token}`):
 * an order the platform does not have (404, or no error at all) is not found; any other failure (a
 * server error, no answer) is the catalogue's "something went wrong" (001 §8 checkout actions
 * failing), read again with Try again when `onRetry` is given.
 */
export function OrderUnavailable({
  error,
  onRetry,
}: {
  readonly error: CheckoutError | undefined;
  readonly onRetry?: (() => void) | undefined;
}) {
  const notFound = error === undefined || error.status === 404;
  return (
    <section className="message-screen">
      <h1>{notFound ? TEXTS.orderUnavailable : TEXTS.orderLoadFailed}</h1>
      {notFound ? null : <p role="alert">{formatMessage('checkout.something_went_wrong')}</p>}
      {notFound || !onRetry ? null : (
        <button type="button" className="button secondary" onClick={onRetry}>
          {TEXTS.tryAgain}
        </button>
      )}
      <p>
        <Link to={routePath('home')}>{TEXTS.continueShopping}</Link>
      </p>
    </section>
  );
}
