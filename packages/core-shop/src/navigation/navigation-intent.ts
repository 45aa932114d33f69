import type { MessageId } from '@vitrine/messages';
import { ERROR_PATH, HOME_PATH, PAGE_NOT_FOUND_PATH, PASSWORD_PATH } from './routes';

/**
 * What the navigation guard (or a machine) wants the host router to do. Core code never changes
 * the location itself; the host carries intents out (DESIGN "Ports").
 *
 * - `proceed`: show the requested route.
 * - `redirect`: go to `to` (a path, or an absolute URL when `external`); `replace` replaces the
 *   current history entry; `next` is a second path to go to once `to` is shown (000 §2: first load
 *   of a login-required route by a logged-in user goes to / and then to the requested path).
 * - `not-found`: the page-not-found screen, query `from`.
 * - `error`: the error screen, query `code`.
 * - `password`: the store password page, query `to` (the wanted page).
 * - `login-required`: go home and show `message` (000 §2, §8 "Unauthenticated access").
 */
export type NavigationIntent =
  | { readonly type: 'proceed' }
  | {
      readonly type: 'redirect';
      readonly to: string;
      readonly replace: boolean;
      readonly external: boolean;
      readonly next?: string;
    }
  | { readonly type: 'not-found'; readonly from: string }
  | { readonly type: 'error'; readonly code: string }
  | { readonly type: 'password'; readonly to: string }
  | { readonly type: 'login-required'; readonly message: MessageId };

/** Where the host router should go for an intent other than `proceed`. */
export interface IntentLocation {
  /** A path with query, or an absolute URL when `external`. */
  readonly href: string;
  /** Replace the current history entry rather than push one. */
  readonly replace: boolean;
  /** Leave the storefront (full page load). */
  readonly external: boolean;
}

/**
 * A path with query parameters appended (values URI-encoded, existing query kept).
 *
 * @example
 * ```ts
 * withQuery('/password', { to: '/cart?x=1' }); // '/password?to=%2Fcart%3Fx%3D1'
 * ```
 */
export function withQuery(path: string, params: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(params).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  if (pairs.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/**
 * The location an intent leads to, or `undefined` for `proceed`.
 *
 * @remarks
 * Guard outcomes replace the requested entry, so the back button does not return to a URL that
 * cannot be shown; a `redirect` keeps its own `replace`.
 *
 * @example
 * ```ts
 * intentLocation({ type: 'error', code: 'BOOTSTRAP_ERROR' });
 * // { href: '/error?code=BOOTSTRAP_ERROR', replace: true, external: false }
 * ```
 */
export function intentLocation(intent: NavigationIntent): IntentLocation | undefined {
  switch (intent.type) {
    case 'proceed':
      return undefined;
    case 'redirect':
      return { href: intent.to, replace: intent.replace, external: intent.external };
    case 'not-found':
      return { href: withQuery(PAGE_NOT_FOUND_PATH, { from: intent.from }), replace: true, external: false };
    case 'error':
      return { href: withQuery(ERROR_PATH, { code: intent.code }), replace: true, external: false };
    case 'password':
      return { href: withQuery(PASSWORD_PATH, { to: intent.to }), replace: true, external: false };
    case 'login-required':
      return { href: HOME_PATH, replace: true, external: false };
  }
}
