import type { Storefront } from '@vitrine/sdk';

/** What the root route's loader answers: whether the requested route may be shown. */
export interface GuardData {
  /** `false` while the guard's intent (redirect, password page, not-found, ...) takes over. */
  readonly proceed: boolean;
}

/**
 * The navigation guard as the root route's loader (000 §2 Navigation rules): every navigation asks
 * core-shop's guard (`storefront.shop.resolve`) first, which waits for the bootstrap data (000 §2
 * "Bootstrap data is fetched before any route not marked to skip it"). Any answer other than
 * `proceed` has already been sent to the `navigate` port (see navigate.ts), which replaces this
 * navigation; meanwhile the route renders nothing, so a login-required screen never flashes.
 */
export function navigationGuard(storefront: Pick<Storefront, 'shop'>) {
  return async ({ request }: { readonly request: Request }): Promise<GuardData> => {
    const url = new URL(request.url);
    const answer = await storefront.shop.resolve({ path: url.pathname, search: url.search });
    return { proceed: answer.ok && answer.value.type === 'proceed' };
  };
}
