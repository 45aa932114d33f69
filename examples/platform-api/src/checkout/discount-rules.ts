import type { DiscountType } from '../db/schema/discounts';
import type { TotalsDiscount, TotalsLine } from './totals';

/** Error codes of the coupon calls (001 §8 Coupon errors; codes chosen in docs/decisions/0160). */
export const DISCOUNT_ERROR_CODES = {
  missing: 'DISCOUNT_CODE_MISSING',
  notFound: 'DISCOUNT_NOT_FOUND',
  notApplicable: 'DISCOUNT_NOT_APPLICABLE',
  alreadyApplied: 'DISCOUNT_ALREADY_APPLIED',
  used: 'DISCOUNT_USED',
} as const;

/** Why a code does not apply. */
export type DiscountProblem = keyof typeof DISCOUNT_ERROR_CODES;

/** The spec's discount texts (001 §5, §8). */
export const DISCOUNT_TEXTS = {
  missing: 'Missing discount code',
  notFound: 'Unable to find a valid discount matching the code entered.',
  notApplicable: "discount code isn't valid for the items in your cart.",
  alreadyApplied: "A discount has been applied to this order. You can't add another discount.",
  used: 'discount code has already been used.',
} as const satisfies Record<DiscountProblem, string>;

/**
 * The message of a coupon problem (001 §8): the invalid-code and used-code messages are the
 * upper-cased code followed by the text; the others are the text alone.
 */
export function discountMessage(problem: DiscountProblem, code: string): string {
  const text = DISCOUNT_TEXTS[problem];
  if (problem === 'notApplicable' || problem === 'used') return `${code.trim().toUpperCase()} ${text}`;
  return text;
}

/** What the rules need of a stored discount code. */
export interface DiscountCodeRule {
  id: number;
  code: string;
  title: string;
  discountType: DiscountType;
  value: number;
  collectionId: number | null;
  usageLimit: number | null;
  timesUsed: number;
  active: boolean;
}

/** Outcome of checking a code against a checkout. */
export type DiscountCheck =
  | { ok: true; rule: DiscountCodeRule; totals: TotalsDiscount }
  | { ok: false; problem: DiscountProblem };

/** The totals discount of a rule; `toMinor` converts the rule's fixed amount to minor units. */
export function totalsDiscountOf(
  rule: DiscountCodeRule,
  toMinor: (amount: number) => number,
): TotalsDiscount {
  if (rule.discountType === 'free_shipping') return { type: 'free_shipping' };
  if (rule.discountType === 'percentage') {
    return { type: 'percentage', basisPoints: Math.round(rule.value * 100), collectionId: rule.collectionId };
  }
  return { type: 'fixed_amount', amount: toMinor(rule.value), collectionId: rule.collectionId };
}

/**
 * Checks a code for a checkout (001 §8): a missing code, an unknown or inactive one, one used up,
 * one that matches no line of a collection-only rule.
 */
export function checkDiscount(
  code: string,
  rule: DiscountCodeRule | undefined,
  lines: readonly TotalsLine[],
  toMinor: (amount: number) => number,
): DiscountCheck {
  if (code.trim() === '') return { ok: false, problem: 'missing' };
  if (!rule?.active) return { ok: false, problem: 'notFound' };
  if (rule.usageLimit !== null && rule.timesUsed >= rule.usageLimit) return { ok: false, problem: 'used' };
  if (rule.collectionId !== null) {
    const collectionId = rule.collectionId;
    if (!lines.some((line) => line.collectionIds.includes(collectionId))) {
      return { ok: false, problem: 'notApplicable' };
    }
  }
  return { ok: true, rule, totals: totalsDiscountOf(rule, toMinor) };
}

/** The overridden-discount object of the cart and checkout answers (001 §3 Overridden discount). */
export function overriddenDiscount(rule: DiscountCodeRule, amount: number, isValid: boolean) {
  return {
    allocation_method: rule.discountType === 'fixed_amount' ? 'across' : 'each',
    amount,
    code: rule.code,
    discount_type: rule.discountType,
    price_rule_id: rule.id,
    price_rule_type: rule.collectionId === null ? 'all' : 'entitled',
    type: 'manual',
    value: rule.value,
    value_type: rule.discountType === 'percentage' ? 'percentage' : 'fixed_amount',
    price_rule_title: rule.title,
    is_valid: isValid,
  };
}

/** The price rule of the cart answer (000 §7 `price_rule`). */
export function priceRule(rule: DiscountCodeRule) {
  return {
    id: rule.id,
    title: rule.title,
    code: rule.code,
    value_type: rule.discountType === 'percentage' ? 'percentage' : 'fixed_amount',
    value: rule.discountType === 'free_shipping' ? 100 : rule.value,
    target_type: rule.discountType === 'free_shipping' ? 'shipping_line' : 'line_item',
    target_selection: rule.collectionId === null ? 'all' : 'entitled',
    entitled_collection_ids: rule.collectionId === null ? [] : [rule.collectionId],
  };
}
