/**
 * The first page's events, kept for listeners that come after them (decision 0652): a storefront's
 * entry shows the first page before an app's code loads, so that page's load (at once on the cart,
 * 000 §2), its product viewed (a server-rendered product page) and an order completed on it (back
 * from a provider's payment page) are often raised before anyone listens. One keeper serves the
 * sdk's `storefront.on(type, handler, { firstPage: true })` and `window.Vitrine.on`.
 */
import type { Shop } from './shop.facade';
import { selectShownPath } from './bootstrap.selectors';

/** What a keeper of the first page's events does. @internal */
export interface FirstPageEvents<E extends { readonly type: string }> {
  /** Keeps `event` while the first page is shown (nothing once the shopper left it). */
  keep(event: E): void;
  /**
   * Hands `deliver` the events of `type` kept on the first page, once each, in order, after the
   * calling code's task: none once the shopper left that page, nor before a page is shown (a
   * storefront used without its guard). Returns the function that cancels what is not delivered yet.
   */
  handOver<T extends E['type']>(
    type: T,
    deliver: (event: Extract<E, { readonly type: T }>) => void,
  ): () => void;
  /** Forgets the events and stops following the shop. */
  stop(): void;
}

/**
 * Keeps events while the page shown at the start (or, before any, the first the guard lets
 * through) is shown; forgets them, and keeps no more, once another path is shown.
 * @internal
 */
export function keepFirstPageEvents<E extends { readonly type: string }>(
  shop: Pick<Shop, 'getSnapshot' | 'select'>,
): FirstPageEvents<E> {
  let kept: E[] | undefined = [];
  let firstPath = selectShownPath(shop.getSnapshot());
  const unfollow = shop.select(selectShownPath, (path) => {
    if (firstPath === undefined) firstPath = path;
    else kept = undefined;
  });
  return {
    keep(event) {
      kept?.push(event);
    },
    handOver(type, deliver) {
      const page = firstPath === undefined ? undefined : kept;
      const earlier = (page ?? []).filter((event): event is Extract<E, { readonly type: typeof type }> => {
        return event.type === type;
      });
      if (earlier.length === 0) return () => undefined;
      let listening = true;
      queueMicrotask(() => {
        for (const event of earlier) {
          if (!listening || kept !== page) return;
          deliver(event);
        }
      });
      return () => {
        listening = false;
      };
    },
    stop() {
      kept = undefined;
      unfollow();
    },
  };
}
