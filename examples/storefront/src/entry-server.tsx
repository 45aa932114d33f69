/**
 * The server entry (issue 18, docs/decisions/0460), built by `vite build --ssr` into
 * dist/server/entry-server.js next to the client build. The platform-api imports it when it is
 * there and hands it every GET of a storefront path: robots.txt and the sitemaps, the server
 * render of public pages; `null` means "not mine" (the host serves the file or the client shell).
 */
import { renderPage } from './server/render';
import { answerSitemap } from './server/sitemap-route';

export type { EmbeddedState, RenderOptions } from './server/render';
export { EMBEDDED_ID, isServerRendered, renderPage } from './server/render';
export { answerSitemap } from './server/sitemap-route';

/**
 * Answers a storefront request on the server, or `null` when the host should serve the built file
 * or the client-rendered shell (private routes: cart, account, checkout, search, previews).
 *
 * @example
 * ```ts
 * const { handleRequest } = await import('./dist/server/entry-server.js');
 * const answer = await handleRequest(request, { fetch: (input, init) => app.fetch(new Request(input, init)), template });
 * ```
 */
export async function handleRequest(
  request: Request,
  options: { readonly fetch: typeof globalThis.fetch; readonly template: string },
): Promise<Response | null> {
  return (await answerSitemap(request, options)) ?? renderPage(request, options);
}
