import { PREVIEW_PAGE_PATHS, PREVIEW_QUERY_PARAM } from './preview.constants';

/**
 * The storefront path that shows an editor page.
 *
 * @remarks 001 §2 Live preview (see {@link PREVIEW_PAGE_PATHS}). Other page names go to
 * `/{page}`; leading and trailing slashes and spaces of the name are ignored, and an empty name
 * is the home page.
 *
 * @example
 * ```ts
 * previewPagePath('product'); // '/products/preview'
 * previewPagePath('collections/all'); // '/collections/all'
 * ```
 */
export function previewPagePath(page: string): string {
  const name = page.trim().replace(/^\/+|\/+$/g, '');
  if (Object.hasOwn(PREVIEW_PAGE_PATHS, name)) return PREVIEW_PAGE_PATHS[name] ?? '/';
  return name === '' ? '/' : `/${name}`;
}

/**
 * Whether a query turns live preview on (`preview=true`, 001 §2).
 *
 * @param query - the URL's query, as a `URLSearchParams` or a plain record (a router's query)
 */
export function isPreviewQuery(
  query: URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>,
): boolean {
  const value =
    query instanceof URLSearchParams ? query.get(PREVIEW_QUERY_PARAM) : query[PREVIEW_QUERY_PARAM];
  const first: string | null | undefined = typeof value === 'string' || value === null ? value : value?.[0];
  return first === 'true';
}
