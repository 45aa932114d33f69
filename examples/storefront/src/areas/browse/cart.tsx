import { formatMessage } from '@vitrine/messages';
import { routePath } from '@vitrine/core-shop';
import { useCart, useExpressWallet, useMoney } from '@vitrine/react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { CartLines, CartStatus, useQuantityChanges } from '../../components/cart-lines';
import { CartNotLoaded } from '../../components/cart-not-loaded';
import { CheckOutButton } from '../../components/check-out-button';
import { AfterAddUpsell, UpsellDiscountRow } from '../../components/engagement/upsell';
import { TEXTS } from '../../texts';
import { CheckoutErrorText } from '../checkout/checkout-error';

/**
 * The wallet express button (000 §2, with the paypal_smart_button flag): the wallet's own button
 * once its SDK loaded; approved, the shopper goes to the checkout at contact_information with the
 * wallet as payment method (001 §4). A wallet that cannot load shows nothing (decision 0483).
 * `before` runs when it is clicked, before the wallet's order is created; `false` stops there.
 * Prices shown in another currency than the shop's: the wallet charges the shop's (001 §4 "the
 * store currency"; decision 0281), and says so beside the button (docs/decisions/0646).
 */
function WalletButton({ before }: { readonly before: () => Promise<boolean> }) {
  const wallet = useExpressWallet({ before });
  const { currency, shopCurrency } = useMoney();
  if (wallet.status !== 'ready' && wallet.status !== 'approving') return null;
  return (
    <div className="wallet-express" aria-busy={wallet.status === 'approving'}>
      <div id={wallet.buttonId} />
      {currency === shopCurrency ? null : (
        <p className="muted small">{TEXTS.walletChargesIn(shopCurrency)}</p>
      )}
      <CheckoutErrorText id="wallet-error" error={wallet.error} />
    </div>
  );
}

/**
 * The cart page (000 §2 "titled Your Shopping Cart"): lines with their quantities (collected and
 * sent together by "update all"), remove, the subtotal, go to checkout, and the wallet express
 * button when the paypal_smart_button flag is on. The offers of the last add (000 §4 "Upsell
 * offers may show after an add"; the 'page' cart setting brings the shopper here) show above the
 * lines, with the cart's offer discount, as in the mini cart (docs/decisions/0542).
 */
export function Component() {
  const { cart, status, busy } = useCart();
  const { format } = useMoney();
  const changes = useQuantityChanges();
  // Where the keyboard goes when the last line's Remove goes with its line (WCAG 2.4.3).
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title" ref={heading} tabIndex={-1}>
        {formatMessage('cart.title')}
      </h1>
      <CartStatus />
      {cart.lines.length === 0 && status !== 'ready' ? (
        <CartNotLoaded />
      ) : cart.lines.length === 0 ? (
        <>
          <p>{TEXTS.cartEmpty}</p>
          <Link to={routePath('products-all')}>{TEXTS.continueShopping}</Link>
        </>
      ) : (
        <>
          <AfterAddUpsell />
          <CartLines
            typed={changes.typed}
            onQuantity={changes.type}
            onLastRemoved={() => heading.current?.focus()}
          />
          <UpsellDiscountRow />
          <p className="totals">
            <span>{TEXTS.subtotal}</span> <span className="price">{format(cart.totals.subtotal)}</span>
          </p>
          <div className="actions">
            <button
              type="button"
              className="button secondary"
              disabled={changes.pending.length === 0 || busy}
              onClick={() => void changes.sendTyped()}
            >
              {TEXTS.updateAll}
            </button>
            {/* The checkout gets the quantities the fields show: typed ones are sent first, and a
                refused one stops here, told as every refused change is (docs/decisions/0223). */}
            <CheckOutButton before={changes.settle} />
          </div>
          {/* The wallet's order is priced from the server's checkout (001 §5): typed quantities are
              sent first too, and a refused one stops there. */}
          <WalletButton before={changes.settle} />
        </>
      )}
    </section>
  );
}
