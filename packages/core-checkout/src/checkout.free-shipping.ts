/**
 * How far the checkout is from free shipping (issue 14 "order summary with … free-shipping
 * progress"; docs/decisions/0432). Pure.
 */
import { type DisplayMoney, shopMoney } from '@vitrine/core-pricing';

/** The shopper's way to free shipping: the threshold, what is left to spend and the share reached. */
export interface FreeShippingProgress {
  /** The line-items subtotal from which the checkout ships free (a free price-based rate). */
  readonly threshold: DisplayMoney;
  /** What is left to add before shipping is free; zero once reached. */
  readonly remaining: DisplayMoney;
  /** The share of the threshold reached, a whole percentage from 0 to 100. */
  readonly percent: number;
  /** The subtotal reaches the threshold, so the free rate is offered. */
  readonly reached: boolean;
}

/**
 * The progress of a line-items subtotal towards the free-shipping threshold. Whether it is reached
 * is decided on the platform's amounts (`shop`), as the platform decides which rates it offers
 * (a rate "offered from its minimum subtotal on"); what is left and the share are taken from the
 * amounts shown, so "$42.00 more" matches the subtotal beside it. Undefined without a positive
 * threshold in the subtotal's currency.
 *
 * @example
 * ```ts
 * freeShippingProgress({ amount: 5800, currency: 'USD' }, { amount: 10000, currency: 'USD' });
 * // { threshold: …10000, remaining: { amount: 4200, currency: 'USD' }, percent: 58, reached: false }
 * ```
 */
export function freeShippingProgress(
  subtotal: DisplayMoney,
  threshold: DisplayMoney,
): FreeShippingProgress | undefined {
  if (threshold.amount <= 0 || threshold.currency !== subtotal.currency) return undefined;
  const shopSubtotal = shopMoney(subtotal);
  const shopThreshold = shopMoney(threshold);
  const reached =
    shopSubtotal.currency === shopThreshold.currency
      ? shopSubtotal.amount >= shopThreshold.amount
      : subtotal.amount >= threshold.amount;
  const spent = Math.max(0, subtotal.amount);
  return {
    threshold,
    remaining: { amount: reached ? 0 : Math.max(1, threshold.amount - spent), currency: threshold.currency },
    percent: reached ? 100 : Math.min(99, Math.floor((spent * 100) / threshold.amount)),
    reached,
  };
}
