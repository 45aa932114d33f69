import { type MessageId, messages } from '@vitrine/messages';
import { createStorefrontInSteps, type Storefront } from '@vitrine/sdk';
import { browserPorts } from '@vitrine/sdk/browser';
import { previewEditorOrigin } from '../preview/editor-origin';
import type { ErrorReporter, PersistedSnapshot } from '@vitrine/ports';
import { holdStoredChoices } from '../server/held-choices';
import { yieldToMain } from './main-thread';
import { createRouterNavigate, type RouterNavigate } from './navigate';

function editorOriginOption(page: Window): { editorOrigin?: string } {
  const editorOrigin = previewEditorOrigin(page);
  return editorOrigin === undefined ? {} : { editorOrigin };
}

/** The storefront of this page and its `navigate` port (attach the router once it exists). */
export interface BrowserStorefront {
  readonly storefront: Storefront;
  readonly navigate: RouterNavigate;
  /**
   * Call once a server-rendered page hydrated: the shopper's stored currency and locale, held back
   * so the page hydrates as it was rendered, are shown now (docs/decisions/0462).
   */
  readonly hydrated: () => void;
  /**
   * The error monitor of the page (the browser ports' reporter), for the page's uncaught
   * exceptions (000 §8); `undefined` inside the theme editor's frame, where error monitoring calls
   * are skipped (001 §2).
   */
  readonly reporter: ErrorReporter | undefined;
}

function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(messages, id);
}

/**
 * Creates the page's storefront: the shop of this host (000 §1 "each is identified by its host
 * domain"), the platform on this origin, the browser's ports, and navigation through react-router.
 * Call it from the browser entry only (it reads `window`). Built in steps, each its own task
 * (`createStorefrontInSteps`): on a slow phone the whole is hundreds of milliseconds.
 *
 * @example
 * ```ts
 * const { storefront, navigate } = await createBrowserStorefront(window);
 * const router = createBrowserRouter(storefrontRoutes(storefront));
 * navigate.attach(router);
 * ```
 */
export async function createBrowserStorefront(
  page: Window,
  snapshot?: PersistedSnapshot,
): Promise<BrowserStorefront> {
  const { location } = page;
  let storefront: Storefront | undefined;
  const navigate = createRouterNavigate({
    page: () => page,
    onNotice: (id) => {
      if (!storefront || !isMessageId(id)) return;
      void storefront.notifications.push({ type: 'error', message: { id } });
    },
  });
  const query = Object.fromEntries(new URLSearchParams(location.search));
  const ports = browserPorts({ navigate });
  // A server-rendered page hydrates in the currency and locale it was rendered in (decision 0462).
  const held = snapshot === undefined ? undefined : holdStoredChoices(ports.cookies);
  const created = await createStorefrontInSteps(
    {
      domain: location.hostname,
      baseUrl: location.origin,
      path: `${location.pathname}${location.search}`,
      query,
      ports: held === undefined ? ports : { ...ports, cookies: held.cookies },
      // A server-rendered page's public snapshot (issue 18): what the server fetched is not asked again.
      ...(snapshot === undefined ? {} : { snapshot }),
      // 001 §2 live preview: the editor origin only inside the editor's frame (src/preview).
      ...editorOriginOption(page),
      // Tracking (001 §3; docs/decisions/0440): the page's context and the vendor globals; the
      // visitor's consent is core-tracking's stored answer, asked by the consent banner.
      tracking: {
        context: () => ({
          pageUrl: page.location.href,
          referrer: page.document.referrer,
          userAgent: page.navigator.userAgent,
          timezoneOffset: new Date().getTimezoneOffset(),
        }),
        globals: page as unknown as Record<string, unknown>,
      },
    },
    yieldToMain,
  );
  storefront = created;
  return {
    storefront: created,
    navigate,
    hydrated: () => held?.release(created.pricing, query),
    reporter: previewEditorOrigin(page) === undefined ? ports.reporter : undefined,
  };
}
