/**
 * Constants of the cart (000 §3, §4 Cart, §9), each named once.
 */

/** Go to checkout waits this long before the navigation intent (000 §4 Cart, §9): 500 ms. */
export const GO_TO_CHECKOUT_DELAY_MS = 500;

/**
 * After a failed change, a refetch that fails too is retried after this long (ours, 0181): 1000 ms.
 */
export const RESYNC_DELAY_MS = 1000;

/** How many times a failed refetch after a failed change is retried (ours, 0181). */
export const MAX_RESYNC_ATTEMPTS = 3;

/** Storage key of the cart token (000 §3 Cart: "cart token and checkout token, both kept locally"). */
export const CART_TOKEN_STORAGE_KEY = 'cart_token';

/** Storage key of the checkout token (000 §3 Cart). */
export const CHECKOUT_TOKEN_STORAGE_KEY = 'checkout_token';

/** The server error code that clears the cart and makes a new token (000 §4 Cart, §8). */
export const CHECKOUT_CART_COMPLETED = 'CHECKOUT_CART_COMPLETED';

/** The server error code of an unknown cart token (ours, see docs/decisions/0180): treated as an absent token. */
export const CART_NOT_FOUND = 'CART_NOT_FOUND';

/**
 * The server error code of a change naming a line the cart no longer has (another tab removed it):
 * a removal of it is done, an update of it fails `line_not_found` (docs/decisions/0181).
 */
export const CART_ITEM_NOT_FOUND = 'CART_ITEM_NOT_FOUND';

/** Cart settings (000 §4 Product page) that send the shopper to checkout after an add. */
export const AFTER_ADD_CHECKOUT_SETTINGS = ['check_out', 'checkout'] as const;

/** The cart setting (000 §4 Product page) that sends the shopper to the cart page after an add. */
export const AFTER_ADD_PAGE_SETTING = 'page';

/** Prefix of the temporary `item_id` of a line the server has not confirmed yet. */
export const OPTIMISTIC_ITEM_PREFIX = 'optimistic:';

/**
 * Version of the persisted cart snapshot (`cart.persist()`); 2 since the express approval left
 * the cart and the facade follows the one public shape (docs/decisions/0222).
 */
export const CART_SNAPSHOT_VERSION = 2;

/** Name of the cross-tab channel (`ports.channels(CART_CHANNEL_NAME)`, docs/decisions/0183). */
export const CART_CHANNEL_NAME = 'vitrine.cart';

/**
 * How long a tab that holds the cart-creation lock and finds no cart stored waits before it looks
 * again and creates one: another tab's tokens, stored just before it released the lock, reach this
 * tab's copy of localStorage a moment later (docs/decisions/0573). Our own figure; the spec has none.
 */
export const CART_CREATE_SETTLE_MS = 50;

/** Name of the cross-tab lock cart creation always runs in (docs/decisions/0183, 0220). */
export const CART_CREATE_LOCK_NAME = 'vitrine.cart.create';

/** The smallest quantity an add may carry (000 §4 Cart, issue 16: an add below 1 is refused). */
export const MIN_ADD_QUANTITY = 1;
