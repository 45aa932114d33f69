import type { Checkout } from '@vitrine/core-checkout';
import { isPreviewSampleCheckoutToken, isPreviewSampleOrderToken } from '@vitrine/core-shop';
import { FUNNEL_EVENTS, type FunnelEvent } from './tracking.constants';

/** The step before `event` in the funnel (001 §4), or `undefined` for the first. */
export function previousStep(event: FunnelEvent): FunnelEvent | undefined {
  const index = FUNNEL_EVENTS.indexOf(event);
  return index > 0 ? FUNNEL_EVENTS[index - 1] : undefined;
}

/**
 * Whether the step before `event` was already tracked (001 §4 "Each event records whether the
 * previous step was already tracked"). The first step has none: `false` (docs/decisions/0311).
 *
 * @example
 * ```ts
 * isTrackedPreviousEvent('add_to_cart', ['view_content']); // true
 * isTrackedPreviousEvent('purchase', ['view_content']); // false
 * ```
 */
export function isTrackedPreviousEvent(event: FunnelEvent, tracked: readonly FunnelEvent[]): boolean {
  const previous = previousStep(event);
  return previous !== undefined && tracked.includes(previous);
}

/** The session's tracked steps once `event` is tracked: each step once, in funnel order. */
export function withTracked(tracked: readonly FunnelEvent[], event: FunnelEvent): readonly FunnelEvent[] {
  return FUNNEL_EVENTS.filter((step) => step === event || tracked.includes(step));
}

/** Whether a value is a funnel step. */
export const isFunnelEvent = (value: unknown): value is FunnelEvent =>
  typeof value === 'string' && (FUNNEL_EVENTS as readonly string[]).includes(value);

/**
 * Whether a checkout is the live preview's sample (001 §2: the editor's checkout page
 * `/checkouts/token`, the sample order's thank-you page): made-up data that no tracker may
 * receive as a shopper's funnel step (docs/decisions/0543).
 *
 * @example
 * ```ts
 * isPreviewSampleCheckout({ ...checkout, token: 'token' }); // true
 * ```
 */
export function isPreviewSampleCheckout(checkout: Pick<Checkout, 'token' | 'order'>): boolean {
  const orderToken = checkout.order?.token;
  return (
    isPreviewSampleCheckoutToken(checkout.token) ||
    (orderToken !== undefined && isPreviewSampleOrderToken(orderToken))
  );
}
