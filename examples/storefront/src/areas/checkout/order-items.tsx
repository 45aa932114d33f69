import type { CheckoutLine, CheckoutTotals } from '@vitrine/core-checkout';
import { routePath } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { useMoney } from '@vitrine/react';
import { Link } from 'react-router';
import { Image } from '../../components/image';
import { TEXTS } from '../../texts';
import { useCharged } from './use-charged';

/** A line's title: a link to its product when the order knows the product's handle (001 §7). */
function LineTitle({ line }: { readonly line: CheckoutLine }) {
  const title = line.title ?? '';
  if (!line.handle) return <span className="order-item-title">{title}</span>;
  return (
    <Link className="order-item-title" to={routePath('product-single', { slug: line.handle })}>
      {title}
    </Link>
  );
}

/**
 * The order's items (001 §3 Totals line item): image, title linking to its product, variant,
 * quantity and line price, in the display currency. A line whose variant cannot ship to the
 * address (001 §3 not_shippable_variant_ids) says so under its title.
 */
export function OrderItems({
  lines,
  notShippableVariantIds = [],
}: {
  readonly lines: readonly CheckoutLine[];
  /** The variants that cannot ship to the address (`useCheckout`'s `notShippableVariantIds`). */
  readonly notShippableVariantIds?: readonly string[];
}) {
  const { format } = useMoney();
  const notShippable = new Set(notShippableVariantIds);
  return (
    <ul className="order-items">
      {lines.map((line) => (
        <li key={line.itemId ?? line.variantId} className="order-item">
          <span className="order-item-media">
            <Image src={line.image} alt="" sizes="64px" className="order-item-image" />
            <span className="order-item-count" aria-hidden="true">
              {line.quantity}
            </span>
          </span>
          <span className="order-item-body">
            <LineTitle line={line} />
            {line.variantTitle ? <span className="muted small">{line.variantTitle}</span> : null}
            <span className="muted small">{TEXTS.quantityOf(line.quantity)}</span>
            {notShippable.has(line.variantId) ? (
              <span className="field-error small">{formatMessage('checkout.items_not_shippable')}</span>
            ) : null}
          </span>
          <span className="price order-item-price">
            {format(line.linePrice ?? { ...line.price, amount: line.price.amount * line.quantity })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The order's totals (001 §3 Totals), as the platform sends them (decision 0162,
 * docs/decisions/0597: the subtotal is net of the line discounts, shipping net of its discount,
 * total = subtotal + shipping + tax): the lines before discounts as the subtotal (as on the cart
 * page), the line discounts (with the code), shipping (free when 0, a free-shipping code beside
 * it; before a method is chosen, to be calculated: an unchosen method costs nothing yet but is
 * not free), tax and total. The rows add up to the total. A total shown in another currency than
 * the shop's has the amount charged in the shop's under it (000 §9; decision 0281;
 * docs/decisions/0646).
 */
export function OrderTotals({
  totals,
  discountCode,
  shippingPending = false,
  beforePayment = false,
}: {
  readonly totals: CheckoutTotals;
  readonly discountCode?: string | undefined;
  /** No shipping method is chosen yet. */
  readonly shippingPending?: boolean;
  /** The order is not placed yet: the charged amount is what will be charged. */
  readonly beforePayment?: boolean;
}) {
  const { format } = useMoney();
  const charged = useCharged(totals.total);
  const lineDiscounts = totals.lineItems.amount - totals.subtotal.amount;
  const code = discountCode ? <span className="discount-code">{discountCode}</span> : null;
  return (
    <>
      <dl className="order-totals">
        <div>
          <dt>{TEXTS.subtotal}</dt>
          <dd>{format(lineDiscounts > 0 ? totals.lineItems : totals.subtotal)}</dd>
        </div>
        {lineDiscounts > 0 ? (
          <div>
            <dt>
              {TEXTS.discount}
              {code}
            </dt>
            <dd>−{format({ amount: lineDiscounts, currency: totals.subtotal.currency })}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            {TEXTS.shipping}
            {lineDiscounts > 0 || totals.discounts.amount <= 0 ? null : code}
          </dt>
          <dd>
            {shippingPending
              ? TEXTS.shippingAtNextStep
              : totals.shipping.amount === 0
                ? TEXTS.freeShipping
                : format(totals.shipping)}
          </dd>
        </div>
        <div>
          <dt>{TEXTS.tax}</dt>
          <dd>{format(totals.tax)}</dd>
        </div>
        <div className="order-total">
          <dt>{TEXTS.total}</dt>
          <dd>
            <span className="muted small">{totals.total.currency}</span> {format(totals.total)}
          </dd>
        </div>
      </dl>
      {/* Under the total, outside the list of rows (a <dl> holds only its rows). */}
      {charged ? (
        <p className="order-charged muted small">
          {beforePayment ? TEXTS.willBeCharged(charged) : TEXTS.chargedInShopCurrency(charged)}
        </p>
      ) : null}
    </>
  );
}
