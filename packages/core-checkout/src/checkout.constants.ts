/**
 * The checkout's named constants, each once (001 §3, §4, §8, §9). Decisions: docs/decisions/0240-0245.
 */

/** The checkout steps (001 §4 Checkout steps; the full table is docs/decisions/0240). */
export const CHECKOUT_STEPS = [
  'contact_information',
  'shipping_method',
  'payment_method',
  'thank_you',
] as const;
/** A checkout step. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The default step, and the fallback on errors and in live preview (001 §4). */
export const DEFAULT_STEP: CheckoutStep = 'contact_information';

/** The step after a completed order (001 §4). */
export const THANK_YOU_STEP: CheckoutStep = 'thank_you';

/** The checkout layouts of the shop setting (001 §1, §9: one page is the default). */
export const CHECKOUT_LAYOUTS = ['one_page', 'multi_step'] as const;
/** A checkout layout. */
export type CheckoutLayout = (typeof CHECKOUT_LAYOUTS)[number];
/** The default layout (001 §9 "Default checkout layout one-page"). */
export const DEFAULT_LAYOUT: CheckoutLayout = 'one_page';

/** The error codes of 001 §4 / §8, spelled as the platform sends them. */
export const ALREADY_COMPLETED = 'order_related_with_this_checkout_is_already_completed';
/** 001 §8: an item is out of stock (refetch only). */
export const ITEM_OUT_STOCK = 'ITEM_OUT_STOCK';
/** 001 §8: the additional balance changed (refetch only). */
export const CHECKOUT_ADDITIONAL_BALANCE_CHANGE = 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE';
/**
 * The reference server's refusal of an order with a line that cannot ship to the address
 * (docs/decisions/0160), naming them in `variants_not_shippable_ids` (docs/decisions/0638).
 */
export const VARIANT_NOT_SHIPPABLE = 'VARIANT_NOT_SHIPPABLE';
/** The codes after which the checkout is refetched and nothing else (001 §4). */
export const REFETCH_ONLY_CODES: readonly string[] = [ITEM_OUT_STOCK, CHECKOUT_ADDITIONAL_BALANCE_CHANGE];

/** The reference server's "a payment of this checkout is under way" (docs/decisions/0160). */
export const PAYMENT_PROCESSING = 'PAYMENT_PROCESSING';
/**
 * The reference server's "a request with this idempotency key is still running": the first request
 * sent under the key has not answered yet, so the payment's outcome is unknown (docs/decisions/0599).
 */
export const IDEMPOTENCY_KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';
/** The reference server's 3-D Secure answer to create-order (docs/decisions/0160). */
export const PAYMENT_REQUIRES_ACTION = 'PAYMENT_REQUIRES_ACTION';

/** HTTP status of a checkout fetch that sends the shopper to /limit-order (001 §4). */
export const LIMIT_ORDER_STATUS = 403;
/** HTTP status of a checkout fetch that clones the checkout when a recover key was sent (001 §4). */
export const CLONE_STATUS = 400;
/** The code the checkout's failed actions return (001 §4, §8 "returns 500"). */
export const FAILED_ACTION_STATUS = 500;

/** The wallet's payment method code (001 §4 PayPal express approval, §9). */
export const EXPRESS_PAYMENT_METHOD = 'paypal-express';
/** The wallet button's container id when none is given (001 §5 PayPal order request, 000 §9). */
export const DEFAULT_WALLET_BUTTON_ID = 'paypal-smart-button';
/** The test gateway's code (001 §9). */
export const TEST_GATEWAY = 'test-gateway';
/** The stripe code (001 §9). */
export const STRIPE = 'stripe';

/**
 * Payment methods in the order a shopper sees them (001 §4 "a fixed priority order of known
 * payment codes; unknown codes go last"; the order is docs/decisions/0241).
 */
export const PAYMENT_METHOD_PRIORITY: readonly string[] = [
  'test-gateway',
  'stripe',
  'braintree',
  'checkout-com',
  'cardpay',
  'bluesnap',
  'paypal-pro',
  'platform',
  'faster-pay',
  'paypal-express',
];

/**
 * Methods that support a post-purchase offer (001 §4 Post-purchase); braintree and checkout-com
 * only with their feature flags.
 */
export const POST_PURCHASE_METHODS: readonly string[] = [
  'paypal-express',
  'cardpay',
  'stripe',
  'test-gateway',
  'paypal-pro',
];
/**
 * Payment methods behind a feature flag (001 §4 "braintree or {host} when their feature flags are
 * on", §9 feature flags `feature_braintree`, `feature_checkout.com`): without it the method is not
 * offered (docs/decisions/0250) and supports no post-purchase.
 */
export const METHOD_FLAGS = {
  braintree: 'feature_braintree',
  'checkout-com': 'feature_checkout.com',
} as const satisfies Readonly<Record<string, string>>;
/** Post-purchase methods behind a feature flag (001 §4): the flagged methods. */
export const POST_PURCHASE_FLAGGED_METHODS: Readonly<Record<string, string>> = METHOD_FLAGS;

/** The lock every tab takes to place the order of one checkout (docs/decisions/0242). */
export const PLACE_ORDER_LOCK_PREFIX = 'vitrine.checkout.place.';
/**
 * Where the first attempt of a checkout's payment not yet spent is stored (docs/decisions/0242,
 * 0660): a payment refused, or sent to a 3-D Secure or provider page, spends its attempt for every
 * page of the checkout (a reload, another tab), so the next payment is a new request.
 */
export const PLACE_ATTEMPT_STORAGE_PREFIX = 'vitrine.checkout.attempt.';
/**
 * Where the attempt (a random id) of an order's additional-balance payment is stored
 * (docs/decisions/0660): a payment paid, refused or sent to a 3-D Secure page spends it for every
 * page of the browser (a reload, another tab), so the next payment, of another balance or with
 * another card, is a new request; a lost answer keeps it.
 */
export const ADDITIONAL_ATTEMPT_STORAGE_PREFIX = 'vitrine.checkout-additional.attempt.';
/** Where the access key of a completed checkout's order is stored (001 §4). */
export const ACCESS_KEY_STORAGE_PREFIX = 'vitrine.order-access-key.';
/**
 * Where a checkout whose purchase-complete was sent is marked (001 §7; docs/decisions/0580): another
 * page of the same checkout (a second tab, a copy restored from before the payment) does not send it
 * again.
 */
export const PURCHASE_COMPLETE_STORAGE_PREFIX = 'vitrine.checkout.purchase-complete.';
/**
 * 001 §9 feature flag: create-abandoned-checkout is sent at every contact save, so the platform's
 * abandoned time follows the shopper's last one; without it only for a new e-mail (docs/decisions/0580).
 */
export const UPDATE_ABANDONED_CHECKOUT_TIME_FLAG = 'update_abandoned_checkout_time';

/** How long to wait between processing-status polls while another payment runs (docs/decisions/0242). */
export const PROCESSING_POLL_MS = 1000;
/** How many processing-status polls before giving up (docs/decisions/0242). */
export const PROCESSING_POLL_LIMIT = 60;

/**
 * After a completed order whose checkout info could not be refetched (001 §4 "checkout info is
 * refetched"), the wait before fetching it again; doubled at each further try.
 */
export const ORDER_INFO_RETRY_MS = 1000;
/** How many times a completed order's missing info is fetched again (1 + 2 + 4 + 8 + 16 s). */
export const ORDER_INFO_RETRY_LIMIT = 5;

/**
 * The version `persist()` writes; raise it when the persisted shape changes (2: the challenge of a
 * waiting payment, docs/decisions/0246).
 */
export const CHECKOUT_PERSIST_VERSION = 2;
