import type { ShopBootstrap } from '@vitrine/api-client';
import type { NavigationShop } from '../navigation/resolve-navigation';

/**
 * What the navigation guard reads from the bootstrap data (000 §1: store flags redirect and
 * visible_link, redirects, page_locks; the redirect count of 000 §2).
 *
 * @example
 * ```ts
 * const state = { bootstrap: { status: 'ready', shop: navigationShop(bootstrap) }, ... };
 * ```
 */
export function navigationShop(
  bootstrap: Pick<ShopBootstrap, 'store' | 'redirects' | 'redirect_count' | 'page_locks'>,
): NavigationShop {
  const redirectDomain = bootstrap.store.redirect?.trim();
  return {
    pageLocks: bootstrap.page_locks.map((lock) => lock.path),
    redirects: bootstrap.redirects.map(({ from, to }) => ({ from, to })),
    redirectCount: bootstrap.redirect_count,
    ...(redirectDomain === undefined || redirectDomain === '' ? {} : { redirectDomain }),
    visibleLink: bootstrap.store.visible_link,
  };
}
