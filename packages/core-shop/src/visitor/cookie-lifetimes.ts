import { DIGEST_COOKIE, FINGERPRINT_COOKIE } from '@vitrine/api-client';

const DAY_SECONDS = 86_400;

/** The cookie of a visitor who came from the merchant dashboard (000 §6). */
export const FROM_DASHBOARD_COOKIE = 'from_dashboard';
/** The cookie of the preview token (000 §6). */
export const PREVIEW_TOKEN_COOKIE = 'preview_token';

/**
 * The cookies of 000 §6 and §9 by name, with their lifetimes in seconds (000 §9 "Cookie lifetimes:
 * digest 7 days; from-dashboard 2 days; currency and locale 12 (unit not shown); feature list 5
 * (unit not shown); fingerprint 12 (unit not shown); default 30 days; distinct id 1 day").
 * The units the spec does not show are days (docs/decisions/0190). Declared once: the browser
 * cookie adapter of `@vitrine/sdk/browser` and the core packages that write cookies read it here.
 */
export const COOKIE_LIFETIME_SECONDS: Readonly<Record<string, number>> = {
  [DIGEST_COOKIE]: 7 * DAY_SECONDS,
  [FROM_DASHBOARD_COOKIE]: 2 * DAY_SECONDS,
  currency: 12 * DAY_SECONDS,
  locale: 12 * DAY_SECONDS,
  feature_list: 5 * DAY_SECONDS,
  [FINGERPRINT_COOKIE]: 12 * DAY_SECONDS,
  distinct_id: 1 * DAY_SECONDS,
};

/** Lifetime of a cookie the table does not name (000 §9 "default 30 days"). */
export const DEFAULT_COOKIE_LIFETIME_SECONDS = 30 * DAY_SECONDS;

/**
 * The lifetime of a cookie by name: the table's, else the default 30 days (the preview token's,
 * which 000 §9 does not name).
 */
export function cookieLifetimeSeconds(name: string): number {
  return COOKIE_LIFETIME_SECONDS[name] ?? DEFAULT_COOKIE_LIFETIME_SECONDS;
}
