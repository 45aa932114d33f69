// A module of its own: the first load uses some (the reviews' page count, core-offers' rules) without
// the offers', reviews' and notifications' rows, which only their parts call; beside those rows, the
// whole module would be bundled with the first page (a module is kept in one chunk).
/** Offer products limit (001 §9). */
export const OFFER_PRODUCTS_LIMIT = 200;
/** Widget and collection-products page size (001 §9). */
export const OFFER_WIDGET_PAGE_SIZE = 12;
/** Sale and checkout notifications page size (001 §7, §9). */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** Countdown page size (001 §7, §9). */
export const COUNTDOWNS_PAGE_SIZE = 100;
/** Review page size (001 §9). */
export const REVIEW_PAGE_SIZE = 20;
