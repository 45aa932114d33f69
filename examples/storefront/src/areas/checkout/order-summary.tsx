import type { CheckoutState } from '@vitrine/react';
import { TEXTS } from '../../texts';
import { DiscountForm } from './discount-form';
import { FreeShippingProgress } from './free-shipping-progress';
import { OrderItems, OrderTotals } from './order-items';
import '../../styles/order-status.css';

/**
 * The order summary beside the checkout (001 §3 Totals): the lines, the discount form, subtotal,
 * discount, shipping (free, 001 §4), tax and total in the display currency, and how far the order is
 * from free shipping (docs/decisions/0432). Lines whose stock
 * cannot be fulfilled are named (001 §3 stock_can_not_fulfill), and lines that cannot ship to the
 * address are marked (001 §3 not_shippable_variant_ids). Totals in another currency than the
 * shop's say the amount charged in the shop's (000 §9; decision 0281; docs/decisions/0646): what
 * will be charged, then on the thank-you step what is charged.
 */
export function OrderSummary({ page }: { readonly page: CheckoutState }) {
  const { checkout } = page;
  if (!checkout) return null;
  const discountCode = checkout.discount.applied ? checkout.discount.code : undefined;
  const short = new Set(checkout.stockCanNotFulfill);
  const outOfStock = checkout.totals.lines.filter(
    (line) => line.itemId !== undefined && short.has(line.itemId),
  );
  return (
    <aside className="checkout-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{TEXTS.orderSummary}</h2>
      <OrderItems lines={checkout.totals.lines} notShippableVariantIds={page.notShippableVariantIds} />
      {outOfStock.length > 0 ? (
        <ul className="stock-problems" role="alert">
          {outOfStock.map((line) => (
            <li key={line.itemId}>
              {line.title}: {TEXTS.soldOut}
            </li>
          ))}
        </ul>
      ) : null}
      {page.step === 'thank_you' ? null : <DiscountForm page={page} />}
      <OrderTotals
        totals={checkout.totals}
        discountCode={discountCode}
        shippingPending={checkout.shippingMethod === undefined}
        beforePayment={page.step !== 'thank_you'}
      />
      {checkout.freeShipping ? (
        <p className="free-shipping">{TEXTS.freeShippingApplied}</p>
      ) : checkout.freeShippingProgress && page.step !== 'thank_you' ? (
        <FreeShippingProgress progress={checkout.freeShippingProgress} />
      ) : null}
    </aside>
  );
}
