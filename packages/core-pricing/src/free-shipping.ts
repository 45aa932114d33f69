import { decimalOf } from './decimal';

/** The part of an overridden discount (001 §3 Overridden discount) that free shipping reads. */
export interface OverriddenDiscount {
  readonly is_valid?: boolean | null | undefined;
  readonly discount_type?: string | null | undefined;
}

/** The part of a shipping method (001 §3 Shipping method) that free shipping reads. */
export interface ChosenShippingMethod {
  readonly method_code?: string | null | undefined;
  /** The method's price once discounts apply; when given and above 0, the method is not free. */
  readonly discounted_price?: number | null | undefined;
}

/** What `isFreeShipping` decides from: the checkout's discount and shipping state. */
export interface FreeShippingInput {
  /** The checkout's `overided_discount`. */
  readonly overriddenDiscount?: OverriddenDiscount | null | undefined;
  /** The chosen shipping method, as an object or its method code; absent when none is chosen. */
  readonly shippingMethod?: ChosenShippingMethod | string | null | undefined;
  /** Checkout info `discount_applied`. */
  readonly discountApplied?: boolean | null | undefined;
  /** Totals `total_shipping`. */
  readonly totalShipping?: number | null | undefined;
  /** Checkout info `discount_type`. */
  readonly discountType?: string | null | undefined;
}

/** The discount types that make a zero shipping total free shipping (001 §4 Free shipping). */
const SHIPPING_DISCOUNT_TYPES: readonly string[] = ['shipping_line', 'free_shipping'];

function isZero(value: number | null | undefined): boolean {
  const exact = value === null || value === undefined ? undefined : decimalOf(value);
  return exact !== undefined && exact.units === 0n;
}

/** A method is covered when one is chosen and its discounted price, if known, is not above 0. */
function coversMethod(method: ChosenShippingMethod | string | null | undefined): boolean {
  if (method === null || method === undefined) return false;
  if (typeof method === 'string') return method.trim() !== '';
  const price = method.discounted_price;
  const exact = price === null || price === undefined ? undefined : decimalOf(price);
  return exact === undefined || exact.units <= 0n;
}

/**
 * Whether the checkout's shipping is free (001 §4 Free shipping): a valid overridden discount of
 * type `free_shipping` covers the chosen shipping method, or a discount is applied, the total
 * shipping is 0 and the discount type is `shipping_line` or `free_shipping`. See
 * docs/decisions/0106-free-shipping.md for what "covers" means.
 *
 * @example
 * ```ts
 * isFreeShipping({
 *   overriddenDiscount: { is_valid: true, discount_type: 'free_shipping' },
 *   shippingMethod: { method_code: 'standard', discounted_price: 0 },
 * }); // true
 * isFreeShipping({ discountApplied: true, totalShipping: 0, discountType: 'shipping_line' }); // true
 * isFreeShipping({ discountApplied: true, totalShipping: 0, discountType: 'percentage' }); // false
 * ```
 */
export function isFreeShipping(input: FreeShippingInput): boolean {
  const override = input.overriddenDiscount;
  if (
    override?.is_valid === true &&
    override.discount_type === 'free_shipping' &&
    coversMethod(input.shippingMethod)
  ) {
    return true;
  }
  return (
    input.discountApplied === true &&
    isZero(input.totalShipping) &&
    SHIPPING_DISCOUNT_TYPES.includes(input.discountType ?? '')
  );
}
