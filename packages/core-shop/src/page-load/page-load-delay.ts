import type { PageType } from '../navigation/routes';

/** Delay of the page-load event on product and collection pages, in ms (000 §2, 001 §2, 001 §9). */
export const PRODUCT_COLLECTION_PAGE_LOAD_DELAY_MS = 1000;
/** Delay of the page-load event on other pages, in ms (000 §2, 001 §2, 001 §9). */
export const OTHER_PAGE_LOAD_DELAY_MS = 500;
/** Delay of the page-load event on the cart: at once (000 §2). */
export const CART_PAGE_LOAD_DELAY_MS = 0;

/**
 * How long after a navigation the page-load event is raised (000 §2 Navigation rules).
 *
 * @example
 * ```ts
 * pageLoadDelayFor('product'); // 1000
 * pageLoadDelayFor('cart'); // 0
 * ```
 */
export function pageLoadDelayFor(pageType: PageType): number {
  switch (pageType) {
    case 'product':
    case 'collection':
      return PRODUCT_COLLECTION_PAGE_LOAD_DELAY_MS;
    case 'cart':
      return CART_PAGE_LOAD_DELAY_MS;
    default:
      return OTHER_PAGE_LOAD_DELAY_MS;
  }
}
