/**
 * The rules of the notification scheduler (001 §3 Notifications, §9), pure and tested without a
 * machine; `social-proof.machine.ts` applies them on the actor's clock.
 */
import type { RandomSource, RouteName } from '@vitrine/ports';
import type { NotificationDisplaySettings, SocialProofKind } from './social-proof.types';

/**
 * The index of the next notification to show of `count`: in order after `previous` (wrapping), or
 * at random when `random` is on, never the same one twice in a row when there are several.
 *
 * @example
 * ```ts
 * nextIndex({ count: 3, previous: 2, random: false, source: Math.random }); // 0
 * ```
 */
export function nextIndex(options: {
  readonly count: number;
  readonly previous: number | null;
  readonly random: boolean;
  readonly source: RandomSource;
}): number | null {
  const { count, previous, random, source } = options;
  if (count <= 0) return null;
  if (!random) return previous === null ? 0 : (previous + 1) % count;
  const picked = Math.min(count - 1, Math.floor(source() * count));
  return count > 1 && picked === previous ? (picked + 1) % count : picked;
}

/**
 * Whether another popup may show on this page: fewer than `maximum_per_page` shown so far,
 * something to show, and on a phone only when `show_on_mobile` is on.
 */
export function canShowAnother(options: {
  readonly shown: number;
  readonly count: number;
  readonly mobile: boolean;
  readonly settings: Pick<NotificationDisplaySettings, 'maximumPerPage' | 'showOnMobile'>;
}): boolean {
  const { shown, count, mobile, settings } = options;
  if (count === 0 || (mobile && !settings.showOnMobile)) return false;
  return shown < settings.maximumPerPage;
}

/** Seconds (as the platform sets them) to milliseconds, never negative. */
export const secondsToMs = (seconds: number): number =>
  Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;

/**
 * Which notifications a page shows (docs/decisions/0491; 001 §3 names both kinds but not where):
 * the checkout notifications ("{{purchased_number}} people are buying {{product_title}} right
 * now") on the cart, the step before checkout; the sale notifications on every other page.
 *
 * @example
 * ```ts
 * notificationKindFor('cart'); // 'checkout'
 * notificationKindFor('home'); // 'sale'
 * ```
 */
export const notificationKindFor = (route: RouteName | 'catch-all' | undefined): SocialProofKind =>
  route === 'cart' ? 'checkout' : 'sale';
