/**
 * The server render of a public page (issue 18, docs/decisions/0460): a storefront in Node for the
 * request's host (in-memory ports: no visitor's cookie or storage ever reaches it), the navigation
 * guard and the page's data through react-router's static handler, React's streaming renderer, the
 * SEO head, and the storefront's PUBLIC snapshot embedded for the browser to resume from.
 */
import { languageTag } from '@vitrine/core-pricing';
import { matchRoute, routePath } from '@vitrine/core-shop';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import { createStorefront, publicSnapshot, type Storefront } from '@vitrine/sdk';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { GuardData } from '../app/guard';
import { storefrontRoutes } from '../app/routes';
import { answerIntent, cacheControl, statusOfLocation } from './answer';
import { EMBEDDED_ID } from './embedded';
import { SERVER_RENDERED_COUNTRY, urlQuery } from './held-choices';
import { preload, SERVER_RENDERED } from './preload';
import { type PageRouteName, renderedPageSeo } from './page-seo';
import { framedStream, ifNoneMatchNames, pageEtag, pageFrame } from './page-stream';
import { headTags } from './seo';

export { EMBEDDED_ID };

/** What the page embeds for the browser (read by main.tsx). */
export interface EmbeddedState {
  /** `publicSnapshot(storefront.getSnapshot())` of @vitrine/sdk. */
  readonly snapshot: unknown;
  /** The location rendered, when it is not the one asked for (not-found, password, ...). */
  readonly location?: string;
}

/** What a server render needs from its host. */
export interface RenderOptions {
  /** The platform API (the platform-api's in-process handler, or a fetch to it). */
  readonly fetch: typeof globalThis.fetch;
  /** The client build's index.html: its scripts and styles wrap the rendered page. */
  readonly template: string;
}

/** Query parameters that make a page private or a preview: such requests are client-rendered. */
const CLIENT_ONLY_QUERY = ['theme_preview_id', 'preview'];

/**
 * Whether a request is server-rendered: a GET of a public route of 000 §2 (home, collections,
 * products, pages, policies, the status pages) or an unknown URL; the cart, account, checkout and
 * search routes and theme previews stay client-rendered.
 */
export function isServerRendered(url: URL): boolean {
  if (CLIENT_ONLY_QUERY.some((name) => url.searchParams.has(name))) return false;
  const match = matchRoute(url.pathname);
  return SERVER_RENDERED.has(match?.route.name ?? 'catch-all');
}

/** The page's markup as React streams it; resolves once the shell (here, every element) is ready. */
function renderBody(
  context: StaticHandlerContext,
  handler: ReturnType<typeof createStaticHandler>,
  storefront: Storefront,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToReadableStream(
    <StrictMode>
      <StorefrontProvider storefront={storefront}>
        <StaticRouterProvider router={router} context={context} />
      </StorefrontProvider>
    </StrictMode>,
    { signal, onError: (error) => console.error('storefront server render', error) },
  );
}

/**
 * Renders a request for a public route, or answers its redirect; `null` when the route is not
 * server-rendered (the host serves the client shell then).
 *
 * @example
 * ```ts
 * const answer = await renderPage(request, { fetch: (input, init) => app.fetch(new Request(input, init)), template });
 * return answer ?? shell;
 * ```
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<Response | null> {
  const asked = new URL(request.url);
  if (request.method !== 'GET' || !isServerRendered(asked)) return null;
  const navigate = createMemoryNavigate();
  const storefront = createStorefront({
    domain: asked.hostname,
    baseUrl: asked.origin,
    fetch: options.fetch,
    path: `${asked.pathname}${asked.search}`,
    // the first value of a repeated `currency` or `locale` (decision 0103), as the browser has it
    query: urlQuery(asked.searchParams),
    // The cached page is the same for every visitor of its URL (decision 0462): rendered for the
    // default country, not the request's, and no location lookup is asked (decision 0571).
    country: SERVER_RENDERED_COUNTRY,
    ports: createMemoryPorts({ navigate }),
    // rendered for every visitor of the URL: no visitor's cart is fetched or created
    visitor: false,
  });
  let streaming = false;
  try {
    let shownName: PageRouteName = 'catch-all';
    // The guard and the page's data, as the root loader (the browser's guard runs it too).
    const guard = async ({ request: routed }: { readonly request: Request }): Promise<GuardData> => {
      const url = new URL(routed.url);
      const answer = await storefront.shop.resolve({ path: url.pathname, search: url.search });
      if (!answer.ok || answer.value.type !== 'proceed') return { proceed: false };
      const match = matchRoute(url.pathname);
      shownName = match?.route.name ?? 'catch-all';
      await preload(storefront, shownName, match?.params ?? {}, url.searchParams, url.search);
      return { proceed: true };
    };
    const handler = createStaticHandler(storefrontRoutes(guard));

    let url = asked;
    let status = 200;
    let location: string | undefined;
    let context = await handler.query(new Request(url, { headers: request.headers }));
    // At most one other location is rendered (the not-found, password or error page).
    const intent = navigate.intents[0];
    // A locked shop (000 §2, §5): the server cannot know the password hash the shopper's browser
    // stored when they entered it (it never reads browser storage), so the browser decides. The
    // client shell, 401 and never stored: it sends the stored hash, or shows the password page.
    if (intent?.type === 'route' && intent.route === 'password') {
      const status = statusOfLocation(routePath('password'), true);
      return new Response(options.template, {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': cacheControl(status),
          vary: 'host',
        },
      });
    }
    if (intent !== undefined) {
      const answer = answerIntent(intent);
      if (answer.kind === 'redirect') {
        return new Response(null, {
          status: answer.status,
          headers: { location: answer.location, 'cache-control': cacheControl(answer.status), vary: 'host' },
        });
      }
      if (answer.kind === 'render') {
        url = new URL(answer.location, asked.origin);
        status = answer.status;
        location = answer.location;
        context = await handler.query(new Request(url, { headers: request.headers }));
      }
    } else {
      status = statusOfLocation(`${asked.pathname}${asked.search}`);
    }
    if (context instanceof Response) return context;
    if (context.statusCode >= 500) status = context.statusCode;

    // Status and headers are decided before the first byte: the data is loaded, the page's SEO
    // and its embedded state are known (docs/decisions/0464).
    const seo = renderedPageSeo(storefront, url, shownName);
    const embedded: EmbeddedState = {
      snapshot: publicSnapshot(storefront.getSnapshot()),
      ...(location === undefined ? {} : { location }),
    };
    // `<html lang>` the locale the page is rendered in (decision 0452; 000 §9), which the browser
    // keeps once hydrated (app/document-language.ts)
    const lang = languageTag(storefront.pricing.getSnapshot().locale);
    const frame = pageFrame(options.template, headTags(seo), embedded, lang);
    const etag = pageEtag(frame, `${url.pathname}${url.search}`, status);
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl(status),
      etag,
      vary: 'host',
    };
    // Preconditions hold for a 2xx only (RFC 9110 §13.2.1: a 404 ignores them).
    if (ifNoneMatchNames(request.headers.get('if-none-match'), etag) && status === 200) {
      return new Response(null, { status: 304, headers });
    }
    const body = await renderBody(context, handler, storefront, request.signal);
    streaming = true;
    return new Response(
      framedStream(frame, body, () => storefront.stop()),
      { status, headers },
    );
  } finally {
    // A streamed page stops its storefront when the stream ends (React reads it while rendering).
    if (!streaming) storefront.stop();
  }
}
