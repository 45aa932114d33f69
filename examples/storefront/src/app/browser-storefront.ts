import { type MessageId, messages } from '@vitrine/messages';
import { createStorefront, type Storefront } from '@vitrine/sdk';
import { browserPorts } from '@vitrine/sdk/browser';
import { createRouterNavigate, type RouterNavigate } from './navigate';

/** The storefront of this page and its `navigate` port (attach the router once it exists). */
export interface BrowserStorefront {
  readonly storefront: Storefront;
  readonly navigate: RouterNavigate;
}

function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(messages, id);
}

/**
 * Creates the page's storefront: the shop of this host (000 §1 "each is identified by its host
 * domain"), the platform on this origin, the browser's ports, and navigation through react-router.
 * Call it from the browser entry only (it reads `window`).
 *
 * @example
 * ```ts
 * const { storefront, navigate } = createBrowserStorefront(window);
 * const router = createBrowserRouter(storefrontRoutes(storefront));
 * navigate.attach(router);
 * ```
 */
export function createBrowserStorefront(page: Window): BrowserStorefront {
  const { location } = page;
  let storefront: Storefront | undefined;
  const navigate = createRouterNavigate({
    page: () => page,
    onNotice: (id) => {
      if (!storefront || !isMessageId(id)) return;
      void storefront.notifications.push({ type: 'error', message: { id } });
    },
  });
  storefront = createStorefront({
    domain: location.hostname,
    baseUrl: location.origin,
    path: `${location.pathname}${location.search}`,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    ports: browserPorts({ navigate }),
  });
  return { storefront, navigate };
}
