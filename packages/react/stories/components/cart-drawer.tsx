import type { NavigationIntent } from '@vitrine/ports';
import { useCart, useNavigationIntent } from '@vitrine/react';
import { useState } from 'react';
import { TEXTS } from '../texts';
import { CartBadge } from './product-card';
import { CartLines } from './cart-line';

/**
 * The cart drawer (000 §2 "a cart with a drawer"), built only on `useCart`: a cart button with the
 * count opens it, the close button closes it (the cart's `miniCartOpen` state, so any component
 * or the shop's after-add behaviour can open it too), the lines and subtotal inside, and check
 * out, which leaves through the storefront's navigation intent.
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

/** Where the storefront last asked the host router to go (`useNavigationIntent`), for a story to show. */
export function NavigationLog() {
  const [intent, setIntent] = useState<NavigationIntent | null>(null);
  useNavigationIntent(setIntent);
  if (intent === null) return null;
  const where =
    intent.type === 'route' ? intent.route : intent.type === 'path' ? intent.path : intent.type;
  return <output aria-label="navigation">{where}</output>;
}
