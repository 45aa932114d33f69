/**
 * The server render of a public page (issue 18, docs/decisions/0460): a storefront in Node for the
 * request's host (in-memory ports: no visitor's cookie or storage ever reaches it), the navigation
 * guard and the page's data through react-router's static handler, React's streaming renderer, the
 * SEO head, and the storefront's PUBLIC snapshot embedded for the browser to resume from.
 */
import { createHash } from 'node:crypto';
import { type ShopData, matchRoute, routePath } from '@vitrine/core-shop';
import { createMemoryNavigate, createMemoryPorts, type RouteName } from '@vitrine/ports';
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
import { TEXTS } from '../texts';
import { answerIntent, cacheControl, statusOfLocation } from './answer';
import { EMBEDDED_ID } from './embedded';
import { preload, SERVER_RENDERED } from './preload';
import {
  collectionSeo,
  contentSeo,
  headTags,
  homeSeo,
  type PageSeo,
  plainSeo,
  productSeo,
  type SeoCrumb,
  scriptJson,
} from './seo';

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

/** The page's head: its SEO tags in place of the template's title and description. */
export function fillTemplate(template: string, head: string, body: string, embedded: EmbeddedState): string {
  const withHead = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`);
  const state = `<script id="${EMBEDDED_ID}" type="application/json">${scriptJson(embedded)}</script>`;
  return withHead.replace('<div id="root"></div>', `<div id="root">${body}</div>\n    ${state}`);
}

function crumbsOf(url: URL, ...rest: readonly SeoCrumb[]): SeoCrumb[] {
  return [{ name: TEXTS.home, url: `${url.origin}/` }, ...rest];
}

/** The SEO of the page rendered, from the storefront's data. */
function seoOf(
  storefront: Storefront,
  shop: ShopData | null,
  url: URL,
  name: RouteName | 'catch-all',
): PageSeo {
  const context = shop === null ? null : { shop, url: url.toString() };
  const catalog = storefront.catalog.getSnapshot().context;
  if (context !== null) {
    if (name === 'home') return homeSeo(context);
    const product = catalog.product?.product;
    if ((name === 'product-single' || name === 'product-single-with-category') && product) {
      const category = matchRoute(url.pathname)?.params.categorySlug;
      const known = product.collections.find((item) => item.handle === category);
      return productSeo(
        context,
        product,
        crumbsOf(
          url,
          category
            ? {
                name: known?.title ?? category,
                url: `${url.origin}${routePath('category', { slug: category })}`,
              }
            : { name: TEXTS.allProducts, url: `${url.origin}${routePath('products-all')}` },
          { name: product.title },
        ),
      );
    }
    const collection = catalog.collection;
    if (
      collection &&
      (name === 'products-all' ||
        name === 'category' ||
        name === 'products-types' ||
        name === 'products-tags' ||
        name === 'products-vendors')
    ) {
      const title = collection.collection?.title ?? TEXTS.allProducts;
      return collectionSeo(context, collection.collection, title, crumbsOf(url, { name: title }));
    }
    const page = storefront.pages.getSnapshot().context.page;
    if ((name === 'other-page' || name === 'policies') && page) {
      return contentSeo(context, page, crumbsOf(url, { name: page.title }));
    }
    if (name === 'collections') return plainSeo(context, TEXTS.collections);
  }
  const noindex =
    name === 'page-not-found' ||
    name === 'catch-all' ||
    name === 'error' ||
    name === 'password' ||
    name === 'wrong-domain';
  return plainSeo({ shop, url: url.toString() }, shop?.name ?? TEXTS.home, { noindex });
}

async function renderBody(
  context: StaticHandlerContext,
  handler: ReturnType<typeof createStaticHandler>,
  storefront: Storefront,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <StrictMode>
      <StorefrontProvider storefront={storefront}>
        <StaticRouterProvider router={router} context={context} />
      </StorefrontProvider>
    </StrictMode>,
    { onError: (error) => console.error('storefront server render', error) },
  );
  // The whole page, for crawlers and for its ETag: suspended parts are awaited, not streamed late.
  await stream.allReady;
  return new Response(stream).text();
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
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
    query: Object.fromEntries(asked.searchParams),
    ports: createMemoryPorts({ navigate }),
  });
  try {
    let shownName: RouteName | 'catch-all' = 'catch-all';
    // The guard and the page's data, as the root loader (the browser's guard runs it too).
    const guard = async ({ request: routed }: { readonly request: Request }): Promise<GuardData> => {
      const url = new URL(routed.url);
      const answer = await storefront.shop.resolve({ path: url.pathname, search: url.search });
      if (!answer.ok || answer.value.type !== 'proceed') return { proceed: false };
      const match = matchRoute(url.pathname);
      shownName = match?.route.name ?? 'catch-all';
      await preload(storefront, shownName, match?.params ?? {}, url.searchParams);
      return { proceed: true };
    };
    const handler = createStaticHandler(storefrontRoutes(guard));

    let url = asked;
    let status = 200;
    let location: string | undefined;
    let context = await handler.query(new Request(url, { headers: request.headers }));
    // At most one other location is rendered (the not-found, password or error page).
    const intent = navigate.intents[0];
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

    const body = await renderBody(context, handler, storefront);
    const shop = storefront.shop.getSnapshot().context.shop;
    const seo = seoOf(storefront, shop, url, shownName);
    const embedded: EmbeddedState = {
      snapshot: publicSnapshot(storefront.getSnapshot()),
      ...(location === undefined ? {} : { location }),
    };
    const html = fillTemplate(options.template, headTags(seo), body, embedded);
    const etag = etagOf(html);
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl(status),
      etag,
      vary: 'host',
    };
    if (request.headers.get('if-none-match') === etag && status === 200) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(html, { status, headers });
  } finally {
    storefront.stop();
  }
}
