/**
 * Checkout totals in integer minor units (cents): line prices, the discount, shipping and tax.
 * Pure: no database, no floating-point money. The route layer converts to and from major units.
 */

/** A line to price. */
export interface TotalsLine {
  /** Public line id. */
  itemId: string;
  /** Unit price in minor units. */
  unitPrice: number;
  qty: number;
  /** Collections of the line's product (a collection-only discount looks at them). */
  collectionIds: readonly number[];
  /** The line's upsell offer discount in minor units (001 §3 Upsell discount; `offerDiscounts`). */
  offerDiscount?: number | undefined;
}

/** The discount applied to the totals. */
export type TotalsDiscount =
  | {
      type: 'percentage' /** percent × 100 (10 % = 1000) */;
      basisPoints: number;
      collectionId: number | null;
    }
  | { type: 'fixed_amount' /** minor units */; amount: number; collectionId: number | null }
  | { type: 'free_shipping' };

/** What the totals are computed from. */
export interface TotalsInput {
  lines: readonly TotalsLine[];
  discount?: TotalsDiscount | undefined;
  /** Price of the chosen shipping method in minor units; undefined when none is chosen yet. */
  shippingPrice?: number | undefined;
  /** Tax rate as percent × 1000 (7.25 % = 7250); 0 when the country is unknown. */
  taxRateMilli: number;
}

/** Per-line result. */
export interface TotalsLineResult {
  itemId: string;
  lineTotal: number;
  discount: number;
  tax: number;
}

/** The computed totals, every amount in minor units. */
export interface TotalsResult {
  lines: TotalsLineResult[];
  /** Sum of the line totals before discounts (total_line_items_price). */
  lineItemsTotal: number;
  /** Discount on the lines: the code's and the upsell offers'. */
  lineItemsDiscount: number;
  /** The upsell offers' part of the line discount. */
  offerDiscount: number;
  /** Lines after their discount (subtotal_price). */
  subtotal: number;
  /** Price of the shipping method before its discount (shipping_fee). */
  shippingFee: number;
  /** Discount on shipping (free shipping). */
  shippingDiscount: number;
  /** Shipping to pay (total_shipping). */
  shipping: number;
  tax: number;
  /** Line and shipping discounts (total_discounts). */
  totalDiscounts: number;
  /** What the shopper pays (total_price). */
  total: number;
  /** Whether the discount applies to at least one line (or, for free shipping, always). */
  discountApplies: boolean;
}

const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);
const qtyOf = (qty: number): number => (Number.isFinite(qty) && qty >= 1 ? Math.floor(qty) : 0);

/** `amount × numerator ÷ denominator`, rounded half up, on integers. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) return 0;
  return Math.floor((amount * numerator * 2 + denominator) / (denominator * 2));
}

/**
 * Splits `amount` across `weights` in proportion, by largest remainder, so the parts add up to
 * exactly `amount` (a fixed discount over several lines).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left--;
  }
  return parts;
}

function eligible(line: TotalsLine, collectionId: number | null): boolean {
  return collectionId === null || line.collectionIds.includes(collectionId);
}

/** Computes the totals of a checkout (001 §3 Totals). Tax is charged on discounted lines and shipping. */
export function computeTotals(input: TotalsInput): TotalsResult {
  const lineTotals = input.lines.map((line) => whole(line.unitPrice) * qtyOf(line.qty));
  const lineItemsTotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const discount = input.discount;
  let discounts = lineTotals.map(() => 0);
  let discountApplies = discount?.type === 'free_shipping';
  if (discount && discount.type !== 'free_shipping') {
    const mask = input.lines.map(
      (line, index) => eligible(line, discount.collectionId) && (lineTotals[index] ?? 0) > 0,
    );
    discountApplies = mask.some(Boolean);
    if (discount.type === 'percentage') {
      const bp = Math.min(10_000, whole(discount.basisPoints));
      discounts = lineTotals.map((total, index) => (mask[index] ? mulDivRound(total, bp, 10_000) : 0));
    } else {
      const weights = lineTotals.map((total, index) => (mask[index] ? total : 0));
      const base = weights.reduce((sum, weight) => sum + weight, 0);
      discounts = allocate(Math.min(whole(discount.amount), base), weights);
    }
  }
  // An upsell offer's discount adds to the code's (computed on the line price, as the cart's code
  // discount is), never beyond the line: the cart shows both and the checkout charges both.
  const offers = input.lines.map((line, index) =>
    Math.min(whole(line.offerDiscount ?? 0), (lineTotals[index] ?? 0) - (discounts[index] ?? 0)),
  );
  discounts = discounts.map((value, index) => value + (offers[index] ?? 0));
  const lineItemsDiscount = discounts.reduce((sum, value) => sum + value, 0);
  const shippingFee = whole(input.shippingPrice ?? 0);
  const shippingDiscount = discount?.type === 'free_shipping' ? shippingFee : 0;
  const shipping = shippingFee - shippingDiscount;
  const rate = whole(input.taxRateMilli);
  const lines = input.lines.map((line, index) => {
    const lineTotal = lineTotals[index] ?? 0;
    const lineDiscount = discounts[index] ?? 0;
    return {
      itemId: line.itemId,
      lineTotal,
      discount: lineDiscount,
      tax: mulDivRound(lineTotal - lineDiscount, rate, 100_000),
    };
  });
  const tax = lines.reduce((sum, line) => sum + line.tax, 0) + mulDivRound(shipping, rate, 100_000);
  const subtotal = lineItemsTotal - lineItemsDiscount;
  return {
    lines,
    lineItemsTotal,
    lineItemsDiscount,
    offerDiscount: offers.reduce((sum, value) => sum + value, 0),
    subtotal,
    shippingFee,
    shippingDiscount,
    shipping,
    tax,
    totalDiscounts: lineItemsDiscount + shippingDiscount,
    total: subtotal + shipping + tax,
    discountApplies,
  };
}

/**
 * The tax on an amount (the tax call's TotalCartCost is amount + tax; 001 §5: tax is never negative).
 */
export function taxOn(amount: number, taxRateMilli: number): number {
  return mulDivRound(whole(amount), whole(taxRateMilli), 100_000);
}
