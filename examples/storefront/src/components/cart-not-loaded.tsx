import { formatMessage } from '@vitrine/messages';
import { useCart } from '@vitrine/react';
import { TEXTS } from '../texts';

/**
 * What the cart page and the drawer show in place of an empty cart until the cart loaded (000 §4
 * Cart "A ready flag is set once, after the first successful fetch"): that it is loading, or, when
 * it could not be loaded (000 §8 'Fetch cart error', 'Init cart error'), the catalogue's
 * cart.load_error with Try again, which fetches the cart again.
 */
export function CartNotLoaded() {
  const { status, loadError, refresh } = useCart();
  if (status !== 'failed') return <p aria-busy="true">{TEXTS.loading}</p>;
  return (
    <div className="cart-load-error">
      <p role="alert">{loadError?.message ?? formatMessage('cart.load_error')}</p>
      <button type="button" className="button secondary" onClick={() => void refresh()}>
        {TEXTS.tryAgain}
      </button>
    </div>
  );
}
