/**
 * Countdown rules (001 §3 timer countdowns). Pure: the host passes the clock's `now()`.
 */
import type { Countdown, CountdownRemaining } from './social-proof.types';

const DAY = 86_400;
const HOUR = 3_600;
const MINUTE = 60;

/**
 * The time left until `endsAt` at `now` (ms since the epoch), in whole seconds; an ended (or
 * unreadable) end time is expired with everything at 0.
 *
 * @example
 * ```ts
 * countdownRemaining('2030-01-02T01:01:01Z', Date.parse('2030-01-01T00:00:00Z'));
 * // { expired: false, totalSeconds: 90061, days: 1, hours: 1, minutes: 1, seconds: 1 }
 * ```
 */
export function countdownRemaining(endsAt: string, now: number): CountdownRemaining {
  const end = Date.parse(endsAt);
  const total = Number.isFinite(end) ? Math.floor((end - now) / 1000) : 0;
  if (total <= 0) return { expired: true, totalSeconds: 0, days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    expired: false,
    totalSeconds: total,
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: total % MINUTE,
  };
}

/** The running countdowns of a product (a countdown naming no product runs for every product). */
export function countdownsForProduct(
  countdowns: readonly Countdown[],
  productId: string,
  now: number,
): readonly Countdown[] {
  return countdowns.filter(
    (countdown) =>
      (countdown.productIds.length === 0 || countdown.productIds.includes(productId)) &&
      !countdownRemaining(countdown.endsAt, now).expired,
  );
}
