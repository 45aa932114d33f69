import { DIGEST_COOKIE } from '@vitrine/api-client';

const DAY_SECONDS = 86_400;

/**
 * The cookies of 000 §6 and §9 by name, with their lifetimes in seconds (000 §9 "Cookie lifetimes:
 * digest 7 days; from-dashboard 2 days; currency and locale 12 (unit not shown); feature list 5
 * (unit not shown); fingerprint 12 (unit not shown); default 30 days; distinct id 1 day").
 * The units the spec does not show are days (docs/decisions/0190).
 */
export const COOKIE_LIFETIME_SECONDS: Readonly<Record<string, number>> = {
  [DIGEST_COOKIE]: 7 * DAY_SECONDS,
  from_dashboard: 2 * DAY_SECONDS,
  currency: 12 * DAY_SECONDS,
  locale: 12 * DAY_SECONDS,
  feature_list: 5 * DAY_SECONDS,
  fingerprint: 12 * DAY_SECONDS,
  distinct_id: 1 * DAY_SECONDS,
};

/** Lifetime of a cookie the table does not name (000 §9 "default 30 days"). */
export const DEFAULT_COOKIE_LIFETIME_SECONDS = 30 * DAY_SECONDS;

/** The lifetime the browser adapter gives a cookie written without one. */
export function cookieLifetimeSeconds(name: string): number {
  return COOKIE_LIFETIME_SECONDS[name] ?? DEFAULT_COOKIE_LIFETIME_SECONDS;
}
