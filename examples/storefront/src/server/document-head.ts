/**
 * The head of the page follows the page in the browser (issue 18, docs/decisions/0463): after a
 * client navigation, once the new page's data is loaded, the title, meta description, canonical
 * URL, robots, Open Graph and Twitter tags and JSON-LD are the ones the server writes for that URL
 * (`pageSeo` and `headTags`, shared with the server render). Runs in the browser only, called from
 * main.tsx with the page's document and router.
 */
import { inBackground } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { pageSeo, routeOfUrl } from './page-seo';
import { headTags } from './seo';

/** The head elements `headTags` writes: the ones replaced when the page changes. */
export const SEO_HEAD_SELECTOR = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

/** What the head needs of the router: where it is, and word of every move. */
export interface RouterLocationSource {
  readonly state: { readonly location: { readonly pathname: string; readonly search: string } };
  subscribe(listener: (state: RouterLocationSource['state']) => void): () => void;
}

/**
 * Keeps `document`'s head in step with the page shown: on every router move and every change of
 * the shop, catalogue or pages data, the SEO of the current URL is built and, when it is known
 * (the page's data loaded) and differs from what the head holds, written in place of the old tags.
 * A page server-rendered with the same head is left as it is. The work runs in a background task,
 * once for a burst of changes: a page's load changes the catalogue many times, and the head is
 * nothing the shopper waits for (docs/decisions/0551).
 *
 * @returns the unsubscribe function
 *
 * @example
 * ```ts
 * const stop = followDocumentHead(document, storefront, router);
 * ```
 */
export function followDocumentHead(
  document: Document,
  storefront: Storefront,
  router: RouterLocationSource,
): () => void {
  let written = '';
  const update = (): void => {
    const { pathname, search } = router.state.location;
    const url = new URL(`${pathname}${search}`, document.location.origin);
    const seo = pageSeo(storefront, url, routeOfUrl(url).name);
    if (seo === null) return;
    const html = headTags(seo);
    if (html === written) return;
    written = html;
    const template = document.createElement('template');
    template.innerHTML = html;
    const current = document.head.querySelectorAll(SEO_HEAD_SELECTOR);
    const fresh = template.content;
    // The server's head for this very page: nothing to replace (the first page of a visit).
    if (sameTags(current, fresh.children)) return;
    for (const element of current) element.remove();
    document.head.append(fresh);
  };
  let pending: (() => void) | undefined;
  const schedule = (): void => {
    pending ??= inBackground(() => {
      pending = undefined;
      update();
    });
  };
  const stops = [
    router.subscribe(schedule),
    storefront.shop.subscribe(schedule),
    storefront.catalog.subscribe(schedule),
    storefront.pages.subscribe(schedule),
  ];
  schedule();
  return () => {
    pending?.();
    for (const stop of stops) stop();
  };
}

function sameTags(current: NodeListOf<Element>, fresh: HTMLCollection): boolean {
  if (current.length !== fresh.length) return false;
  return [...current].every((element, index) => fresh[index]?.isEqualNode(element) === true);
}
