import { type KnownFeatureFlag, routePath } from '@vitrine/core-shop';
import { useCart, useFeatureFlag, useMoney } from '@vitrine/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CartLines } from '../../components/cart-lines';
import { TEXTS } from '../../texts';

/** The flag that shows the wallet express button on the cart page (000 §2, §9). */
const WALLET_FLAG: KnownFeatureFlag = 'paypal_smart_button';

/**
 * The cart page (000 §2 "titled Your Shopping Cart"): lines with their quantities (collected and
 * sent together by "update all"), remove, the subtotal, go to checkout, and the wallet express
 * button when the paypal_smart_button flag is on (its payment comes with the checkout storefront).
 */
export function Component() {
  const { cart, updateMany, goToCheckout, busy } = useCart();
  const { format } = useMoney();
  const wallet = useFeatureFlag(WALLET_FLAG);
  const [changes, setChanges] = useState<Readonly<Record<string, number>>>({});
  const pending = Object.entries(changes).filter(
    ([lineId, quantity]) =>
      Number.isInteger(quantity) &&
      cart.lines.some((line) => line.id === lineId && line.quantity !== quantity),
  );
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">{TEXTS.cartTitle}</h1>
      {cart.lines.length === 0 ? (
        <>
          <p>{TEXTS.cartEmpty}</p>
          <Link to={routePath('products-all')}>{TEXTS.continueShopping}</Link>
        </>
      ) : (
        <>
          <CartLines
            onQuantity={(lineId, quantity) => setChanges((all) => ({ ...all, [lineId]: quantity }))}
          />
          <p className="totals">
            <span>{TEXTS.subtotal}</span> <span className="price">{format(cart.totals.subtotal)}</span>
          </p>
          <div className="actions">
            <button
              type="button"
              className="button secondary"
              disabled={pending.length === 0 || busy}
              onClick={async () => {
                await updateMany(pending.map(([lineId, quantity]) => ({ lineId, quantity })));
                setChanges({});
              }}
            >
              {TEXTS.updateAll}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void goToCheckout()}>
              {TEXTS.goToCheckout}
            </button>
            {wallet ? (
              <button type="button" className="button secondary" disabled>
                PayPal
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
