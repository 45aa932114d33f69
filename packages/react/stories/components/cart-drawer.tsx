import { useCart } from '@vitrine/react';
import { TEXTS } from '../texts';
import { CartBadge } from './product-card';
import { CartLines } from './cart-line';

/**
 * The cart drawer (000 §2 "a cart with a drawer"), built only on `useCart`: a cart button with the
 * count opens it, the close button closes it (the cart's `miniCartOpen` state, so any component
 * or the shop's after-add behaviour can open it too), the lines and subtotal inside, and check
 * out, which leaves through the storefront's navigation intent (the host router's `navigate` port).
 */
export function CartDrawer() {
  const { miniCartOpen, openMiniCart, closeMiniCart, goToCheckout, busy, cart } = useCart();
  return (
    <>
      <button type="button" aria-expanded={miniCartOpen} onClick={() => void openMiniCart()}>
        {TEXTS.openCart} (<CartBadge />)
      </button>
      {miniCartOpen ? (
        <section role="dialog" aria-label={TEXTS.cartTitle}>
          <h2>{TEXTS.cartTitle}</h2>
          <button type="button" onClick={() => void closeMiniCart()}>
            {TEXTS.closeCart}
          </button>
          <CartLines />
          <button
            type="button"
            disabled={busy || cart.lines.length === 0}
            onClick={() => void goToCheckout()}
          >
            {TEXTS.goToCheckout}
          </button>
        </section>
      ) : null}
    </>
  );
}
