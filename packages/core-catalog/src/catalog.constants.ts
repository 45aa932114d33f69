/**
 * Every constant of the specification that the catalogue owns, named once.
 *
 * @remarks
 * Values come from 000 §9 (page sizes, dedupe window, cm/inch factor, storage key) and 000 §2
 * (collection page defaults). Decisions where the spec is silent cite `docs/decisions/`.
 */

/** Products per page on a collection, products-all, types/tags/vendors page. 000 §9 Page sizes. */
export const PRODUCT_PAGE_SIZE = 12;

/** Collections per page on the collections list. 000 §9 Page sizes. */
export const COLLECTION_LIST_PAGE_SIZE = 12;

/** Collections per page on the home page's collection list section. 000 §9 Page sizes. */
export const HOME_COLLECTION_LIST_PAGE_SIZE = 50;

/** Products per search page. 000 §9 Page sizes. */
export const SEARCH_PAGE_SIZE = 12;

/** Milliseconds a search waits after the last keystroke before it runs. 000 §9 Page sizes. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A product load started less than this many milliseconds ago is reused. 000 §9, 000 §4 Product page. */
export const PRODUCT_FETCH_DEDUPE_MS = 20_000;

/** Inches per centimetre used by the v3 size chart unit tabs. 000 §9, 000 §4 Size chart v3. */
export const CM_TO_INCH_FACTOR = 0.3937;

/** Decimals shown after converting a size chart value. 000 §9 ("one decimal"). */
export const SIZE_CHART_DECIMALS = 1;

/** Storage key of the recently viewed products list. 000 §9. */
export const RECENT_VIEWED_PRODUCTS_KEY = 'recent_viewed_products';

/**
 * How many recently viewed products are kept, most recent first.
 *
 * @remarks The spec does not give a cap: see docs/decisions/0144-recently-viewed-products.md.
 */
export const RECENT_VIEWED_PRODUCTS_LIMIT = 12;

/** Tag sent with a reported personalisation preview failure. 001 §8 Preview image failure. */
export const PREVIEW_FAILURE_TAGS: Readonly<Record<string, string>> = Object.freeze({
  personalize: 'preview',
});
