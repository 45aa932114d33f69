import { formatMessage } from '@vitrine/messages';
import { routePath } from '@vitrine/core-shop';
import { useCart, useMiniCart, useMoney } from '@vitrine/react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../server/hydration';
import { TEXTS } from '../texts';
import { CartLines, CartStatus, useQuantityChanges } from './cart-lines';
import { CartNotLoaded } from './cart-not-loaded';
import { CheckOutButton } from './check-out-button';
import { EngagementLayer } from './engagement/engagement-layer';
import { AfterAddUpsell, UpsellDiscountRow } from './engagement/upsell';
import { OverlayDialog } from './overlays/overlay-dialog';

/**
 * The mini cart (000 §2 "a cart with a drawer"): an overlay dialog like the sidebar and the search
 * panel (decision 0451), so focus moves in and stays in, Escape or a click on the backdrop closes
 * it and focus returns to the cart button. Open while the cart says so (the header's button, or
 * the shop's after-add behaviour); closed by the dialog, it tells the cart.
 */
export function CartDrawer() {
  const { open, closeMiniCart } = useMiniCart();
  const close = () => void closeMiniCart();
  // Where the keyboard goes when the last line's Remove goes with its line (WCAG 2.4.3): the
  // drawer's own control, as the dialog's first (a focusable heading would take the dialog's
  // first focus when it opens).
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <EngagementLayer />
      <OverlayDialog open={open} onClose={close} labelledBy="drawer-title" side="right" className="drawer">
        <div className="drawer-head">
          <h2 id="drawer-title">{TEXTS.cart}</h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            onClick={close}
            aria-label={TEXTS.closeCart}
          >
            ×
          </button>
        </div>
        <CartStatus />
        <DrawerCart open={open} onClose={close} onLastRemoved={() => closeButton.current?.focus()} />
      </OverlayDialog>
    </>
  );
}

/**
 * The drawer's lines, totals and actions: the only part that reads the cart, so a cart change
 * re-renders it and not the engagement layer beside the drawer. Private to the visitor, like the
 * header's count: a server-rendered page holds the empty drawer, and so does its hydration, even
 * when a returning shopper's cart answered before it (issue 18).
 *
 * The offers after an add and the offer discount mount only while the drawer is open: closed, they
 * loaded the offers' code and asked the cart's discount at each cart change on every page, unseen,
 * and on /cart asked it a second time beside the cart page's own row (docs/decisions/0542).
 */
function DrawerCart({
  open,
  onClose,
  onLastRemoved,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onLastRemoved: () => void;
}) {
  const { cart, status } = useCart();
  const { format } = useMoney();
  const changes = useQuantityChanges();
  const hydrated = useHydrated();
  if (!hydrated) return <p>{TEXTS.cartEmpty}</p>;
  // Empty only once loaded (000 §4 Cart ready flag): loading, or why it could not load, before.
  if (cart.lines.length === 0) return status === 'ready' ? <p>{TEXTS.cartEmpty}</p> : <CartNotLoaded />;
  return (
    <>
      {open ? <AfterAddUpsell onFollow={onClose} /> : null}
      <CartLines onSend={changes.send} onFollow={onClose} onLastRemoved={onLastRemoved} />
      {open ? <UpsellDiscountRow /> : null}
      <p className="totals">
        <span>{TEXTS.subtotal}</span> <span className="price">{format(cart.totals.subtotal)}</span>
      </p>
      <div className="drawer-actions">
        <Link className="button secondary" to={routePath('cart')} onClick={onClose}>
          {formatMessage('cart.title')}
        </Link>
        {/* A quantity field left by pressing Check out sends its change then: the checkout waits
            for it, and a refused one stops here, told as on the cart page (docs/decisions/0223). */}
        <CheckOutButton before={changes.settle} />
      </div>
    </>
  );
}
