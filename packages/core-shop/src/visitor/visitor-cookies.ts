import { DIGEST_COOKIE, FINGERPRINT_COOKIE } from '@vitrine/api-client';
import type { Clock, CookiePort, RandomSource } from '@vitrine/ports';
import { cookieLifetimeSeconds, FROM_DASHBOARD_COOKIE, PREVIEW_TOKEN_COOKIE } from './cookie-lifetimes';

/**
 * The visitor-side cookies a landing URL's query sets, by the query parameter of the same name
 * (000 §6 "coming from the merchant dashboard, and a preview token"; 000 §7 the digest;
 * docs/decisions/0272).
 */
export const QUERY_COOKIES = [DIGEST_COOKIE, FROM_DASHBOARD_COOKIE, PREVIEW_TOKEN_COOKIE] as const;

/** A cookie to write, with its lifetime. */
export interface CookieWrite {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds: number;
}

/**
 * The cookies a landing URL's query sets: `digest` (7 days), `from_dashboard` (2 days) and
 * `preview_token` (the default 30 days), each when its parameter has a value (000 §6, §9).
 *
 * @param search - the query, with or without its `?` (`'?digest=abc&from_dashboard=1'`)
 *
 * @example
 * ```ts
 * queryCookieWrites('?from_dashboard=1');
 * // [{ name: 'from_dashboard', value: '1', maxAgeSeconds: 172800 }]
 * ```
 */
export function queryCookieWrites(search: string): readonly CookieWrite[] {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return QUERY_COOKIES.flatMap((name) => {
    const value = query.get(name)?.trim();
    return value ? [{ name, value, maxAgeSeconds: cookieLifetimeSeconds(name) }] : [];
  });
}

/**
 * A new visitor fingerprint: the time in base 36 and 16 random base-36 digits (no personal data).
 *
 * @example
 * ```ts
 * newFingerprint(Math.random, 1_700_000_000_000); // 'lonxr2ps-4fzyo82mvyr5'
 * ```
 */
export function newFingerprint(random: RandomSource, now: number): string {
  let digits = '';
  while (digits.length < 16) digits += Math.floor(random() * 36).toString(36);
  return `${now.toString(36)}-${digits}`;
}

/** The ports {@link rememberVisitor} writes with. */
export type VisitorPorts = {
  readonly cookies: CookiePort;
  readonly random: RandomSource;
  readonly clock: Pick<Clock, 'now'>;
};

/**
 * Writes the visitor-side cookies of a page load (000 §6, §9): the ones the landing URL's query
 * sets ({@link queryCookieWrites}), and the fingerprint cookie (12 days) when the visitor has none.
 * Returns the fingerprint, which the api-client sends as `x-fingerprint` (000 §7).
 *
 * @example
 * ```ts
 * const fingerprint = rememberVisitor(ports, '?digest=abc');
 * ```
 */
export function rememberVisitor(ports: VisitorPorts, search: string): string {
  for (const cookie of queryCookieWrites(search))
    ports.cookies.set(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAgeSeconds });
  const known = ports.cookies.get(FINGERPRINT_COOKIE);
  if (known) return known;
  const fingerprint = newFingerprint(ports.random, ports.clock.now());
  ports.cookies.set(FINGERPRINT_COOKIE, fingerprint, {
    maxAgeSeconds: cookieLifetimeSeconds(FINGERPRINT_COOKIE),
  });
  return fingerprint;
}
