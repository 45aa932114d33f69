import type { MessageId } from '@vitrine/messages';
import type { NavigationIntent } from '@vitrine/ports';
import { PAGE_NOT_FOUND_PATH, routePath } from './routes';

/**
 * What the navigation guard answers: `proceed` (show the requested route as asked) or one
 * {@link NavigationIntent} of `@vitrine/ports` for the host router. `proceed` is a guard
 * resolution, not an intent: nothing is navigated.
 */
export type GuardResolution = { readonly type: 'proceed' } | NavigationIntent;

/** The guard's `proceed` resolution. */
export const PROCEED: GuardResolution = Object.freeze({ type: 'proceed' });

/**
 * The error page with its code, replacing the current entry (000 §2 "the error page with a code").
 *
 * @example
 * ```ts
 * errorIntent('BOOTSTRAP_ERROR'); // { type: 'route', route: 'error', query: { code: 'BOOTSTRAP_ERROR' }, replace: true }
 * ```
 */
export function errorIntent(code: string): NavigationIntent {
  return { type: 'route', route: 'error', query: { code }, replace: true };
}

/**
 * The store password page with the wanted page as `to`, replacing the current entry (000 §2 "sends
 * the user to /password with a query carrying the wanted page").
 */
export function passwordIntent(to: string): NavigationIntent {
  return { type: 'route', route: 'password', query: { to }, replace: true };
}

/**
 * Home with a notice, for a logged-out visitor on a login-required route (000 §2; 000 §8
 * "Unauthenticated access").
 */
export function loginRequiredIntent(notice: MessageId = 'auth.login_required'): NavigationIntent {
  return { type: 'route', route: 'home', replace: true, notice };
}

/** Where the host's history adapter goes for an intent (see {@link intentHref}). */
export interface IntentHref {
  /** A storefront path with query and hash, or an absolute URL when `external`. */
  readonly href: string;
  /** Replace the current history entry rather than push one. */
  readonly replace: boolean;
  /** Leave the storefront (full page load). */
  readonly external: boolean;
  /** A second path to go to once `href` is shown (000 §2 first load of a login-required route). */
  readonly next?: string;
  /** A message id to show on arrival (000 §8 "Unauthenticated access"). */
  readonly notice?: string;
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
 * The location an intent leads to, for a history-based host router (the sdk's browser adapter);
 * `undefined` for `reload` and `scroll`, which change no location.
 *
 * @remarks
 * Route paths come from the one route table ({@link routePath}). `not-found` always replaces, so
 * the back button does not return to a URL that cannot be shown.
 *
 * @example
 * ```ts
 * intentHref({ type: 'route', route: 'password', query: { to: '/cart' }, replace: true });
 * // { href: '/password?to=%2Fcart', replace: true, external: false }
 * ```
 */
export function intentHref(intent: NavigationIntent): IntentHref | undefined {
  switch (intent.type) {
    case 'route': {
      const path = withQuery(routePath(intent.route, intent.params), intent.query ?? {});
      const hash = intent.hash === undefined || intent.hash === '' ? '' : `#${intent.hash.replace(/^#/, '')}`;
      return {
        href: `${path}${hash}`,
        replace: intent.replace ?? false,
        external: false,
        ...(intent.next === undefined ? {} : { next: intent.next }),
        ...(intent.notice === undefined ? {} : { notice: intent.notice }),
      };
    }
    case 'path':
      return { href: intent.path, replace: intent.replace ?? false, external: false };
    case 'external':
      return { href: intent.url, replace: intent.replace ?? false, external: true };
    case 'not-found':
      return { href: withQuery(PAGE_NOT_FOUND_PATH, { from: intent.from }), replace: true, external: false };
    case 'reload':
    case 'scroll':
      return undefined;
  }
}
