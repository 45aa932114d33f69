/**
 * The one place where the platform's snake_case cart (000 §3 Cart, api-client `Cart`) becomes the
 * TypeScript shapes the facade speaks, and back (DESIGN "One public shape"; docs/decisions/0221).
 * Money goes from the wire's major units (19.99) to integer minor units plus currency.
 */
import type { CartAddPayload, Cart as WireCart } from '@vitrine/api-client';
import {
  DEFAULT_CURRENCY,
  fromMinorUnits,
  lineTotal,
  type Money,
  moneyOf,
  shopMoney,
} from '@vitrine/core-pricing';
import type { CartContents, CartLine, CartLineInput, WireLine } from './cart.types';

/** The currency of a wire cart, upper-case: its `currency`, else the default (000 §9: USD). */
export function cartCurrency(cart: WireCart): string {
  return typeof cart.currency === 'string' && cart.currency !== ''
    ? cart.currency.toUpperCase()
    : DEFAULT_CURRENCY;
}

/**
 * One wire line as a {@link CartLine}. The line total is the server's `line_price`; while the
 * line is pending (or the server sent none), unit price × quantity.
 *
 * @example
 * ```ts
 * toCartLine({ item_id: 12, variant_id: 7, qty: 2, price: 12.5, line_price: 25, title: 'Tee' }, 'USD');
 * // { id: '12', variantId: '7', quantity: 2, price: { amount: 1250, currency: 'USD' },
 * //   lineTotal: { amount: 2500, currency: 'USD' }, title: 'Tee', pending: false, ... }
 * ```
 */
export function toCartLine(line: WireLine, currency: string): CartLine {
  const price: Money = moneyOf(line.price, currency);
  const pending = line.pending === true;
  const serverTotal = !pending && typeof line.line_price === 'number';
  return {
    id: String(line.item_id),
    variantId: String(line.variant_id),
    productId:
      line.product_id === null || line.product_id === undefined ? undefined : String(line.product_id),
    title: line.title ?? undefined,
    variantTitle: line.variant_title ?? undefined,
    handle: line.handle ?? undefined,
    image: line.image ?? undefined,
    quantity: line.qty,
    price,
    lineTotal: serverTotal
      ? moneyOf(line.line_price, currency)
      : { amount: lineTotal({ price: price.amount, qty: line.qty }), currency },
    properties: line.properties ?? [],
    pending,
  };
}

const mapped = new WeakMap<WireCart, CartContents>();

/**
 * The wire cart as {@link CartContents}. The same wire cart object always gives the same
 * contents object, so a selected slice compares equal until the cart changes.
 *
 * @example
 * ```ts
 * const contents = toCartContents(wireCart);
 * contents.totals.total; // { amount: 4800, currency: 'USD' }
 * ```
 */
export function toCartContents(cart: WireCart): CartContents {
  const known = mapped.get(cart);
  if (known) return known;
  const currency = cartCurrency(cart);
  const lines = cart.items.map((line: WireLine) => toCartLine(line, currency));
  const contents: CartContents = {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    currency,
    totals: {
      subtotal: moneyOf(cart.subtotal_price, currency),
      total: moneyOf(cart.total_price, currency),
      discounts: moneyOf(cart.total_discounts, currency),
    },
    discountCode:
      typeof cart.discount_code === 'string' && cart.discount_code !== '' ? cart.discount_code : undefined,
  };
  mapped.set(cart, contents);
  return contents;
}

const wireAmount = (money: Money): number => fromMinorUnits(money.amount, money.currency);

/**
 * What the shopper adds as the wire's add payload (000 §3): camelCase to snake_case, a
 * post-purchase price from minor units back to the wire's major units.
 *
 * @example
 * ```ts
 * toWireAdd({ variantId: 7, quantity: 1, properties: [{ name: 'Name', value: 'Ann' }] });
 * // { variant_id: 7, qty: 1, properties: [{ name: 'Name', value: 'Ann' }] }
 * ```
 */
export function toWireAdd(line: CartLineInput): CartAddPayload {
  return {
    variant_id: line.variantId,
    qty: line.quantity,
    // Strings on the wire whatever a script passed (a number would break the line identity rules).
    ...(line.properties === undefined
      ? {}
      : {
          properties: line.properties.map(({ name, value }) => ({
            name: String(name),
            value: String(value),
          })),
        }),
    ...(line.app === undefined ? {} : { app: line.app }),
    ...(line.metadata === undefined ? {} : { metadata: { ...line.metadata } }),
    // The platform takes shop-currency amounts: a converted price goes back as its shop amount.
    ...(line.postPurchasePrice === undefined
      ? {}
      : { post_purchase_price: wireAmount(shopMoney(line.postPurchasePrice)) }),
  };
}
