import { isMessageId } from '@vitrine/messages';
import { createStorefrontInSteps, type Storefront, type StorefrontOptions } from '@vitrine/sdk';
import { browserPorts } from '@vitrine/sdk/browser';
import { previewEditorOrigin } from '../preview/editor-origin';
import type { ErrorReporter, PersistedSnapshot } from '@vitrine/ports';
import { holdStoredChoices, SERVER_RENDERED_COUNTRY, urlQuery } from '../server/held-choices';
import { yieldToMain } from './main-thread';
import { createRouterNavigate, type RouterNavigate } from './navigate';

function editorOriginOption(page: Window): { editorOrigin?: string } {
  const editorOrigin = previewEditorOrigin(page);
  return editorOrigin === undefined ? {} : { editorOrigin };
}

/** The storefront options a page's URL decides (see {@link urlOptions}). */
export interface UrlOptions extends Pick<StorefrontOptions, 'path' | 'themePreviewId'> {
  readonly path: string;
  /** The URL's query, one value a parameter, the first if repeated (`currency`, `locale`, 000 §9; 0103). */
  readonly query: Readonly<Record<string, string>>;
}

/**
 * What the page's URL tells the storefront: the path asked for (with its query), the query
 * (`currency`, `locale`, 000 §9) and the theme an editor previews, `?theme_preview_id=` (000 §7
 * "GET /api/bootstrap/{domain}.json, optional query theme_preview_id"), sent with the bootstrap call.
 *
 * @example
 * ```ts
 * urlOptions({ pathname: '/', search: '?theme_preview_id=preview-1' });
 * // { path: '/?theme_preview_id=preview-1', query: { theme_preview_id: 'preview-1' }, themePreviewId: 'preview-1' }
 * ```
 */
export function urlOptions(location: Pick<Location, 'pathname' | 'search'>): UrlOptions {
  // the first value of a repeated parameter (decision 0103), as the server renders it
  const query = urlQuery(new URLSearchParams(location.search));
  const themePreviewId = query.theme_preview_id?.trim();
  return {
    path: `${location.pathname}${location.search}`,
    query,
    ...(themePreviewId === undefined || themePreviewId === '' ? {} : { themePreviewId }),
  };
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
  const fromUrl = urlOptions(location);
  const { query } = fromUrl;
  const ports = browserPorts({ navigate });
  // A server-rendered page hydrates in the currency and locale it was rendered in (decision 0462).
  const held = snapshot === undefined ? undefined : holdStoredChoices(ports.cookies);
  const created = await createStorefrontInSteps(
    {
      domain: location.hostname,
      baseUrl: location.origin,
      // The path, its query and the previewed theme (000 §7 theme_preview_id).
      ...fromUrl,
      ports: held === undefined ? ports : { ...ports, cookies: held.cookies },
      // A server-rendered page resolves for the country the server rendered it for until it
      // hydrated; `hydrated()` then follows the visitor's own (decision 0571). Other pages ask the
      // location lookup themselves on a first visit (000 §9).
      ...(held === undefined ? {} : { country: SERVER_RENDERED_COUNTRY }),
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
