/**
 * The query parameter that turns live preview on: `?preview=true`.
 *
 * @remarks 001 §2 Live preview: "With preview=true in the query".
 */
export const PREVIEW_QUERY_PARAM = 'preview';

/**
 * The version of the preview message protocol (docs/preview-protocol.md). Every message carries
 * it; a message of another version is ignored.
 */
export const PREVIEW_PROTOCOL_VERSION = 1;

/**
 * The `channel` every preview message carries, so the storefront can tell editor messages from
 * other `postMessage` traffic.
 */
export const PREVIEW_CHANNEL = 'vitrine.preview';

/**
 * How long settings changes wait before the theme is redrawn; a new change restarts the wait.
 *
 * @remarks 001 §2, §9: "Settings changes are redrawn after a 800 ms debounce".
 */
export const PREVIEW_REDRAW_DEBOUNCE_MS = 800;

/**
 * How long after an element is chosen the storefront scrolls to it.
 *
 * @remarks 001 §2, §9: "scrolling to a chosen element happens after 100 ms".
 */
export const PREVIEW_SCROLL_DELAY_MS = 100;

/** The preview devices the editor can switch between. */
export const PREVIEW_DEVICES = ['mobile', 'desktop'] as const;

/** One of {@link PREVIEW_DEVICES}. */
export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];

/**
 * The device a preview starts on.
 *
 * @remarks 000 §4 "Preview mode … with a device setting defaulting to mobile".
 */
export const DEFAULT_PREVIEW_DEVICE: PreviewDevice = 'mobile';

/** The editor page a preview starts on when none is given. */
export const DEFAULT_PREVIEW_PAGE = 'homepage';

/**
 * The sample order token of the fake order-status page in preview.
 *
 * @remarks 001 §2: "thankyou to an order page with a sample token"; "Sample order data with a
 * sample token serves the fake order status preview". The value is ours
 * (docs/decisions/0133-preview-protocol.md).
 */
export const PREVIEW_SAMPLE_ORDER_TOKEN = 'preview-sample-order';

/**
 * The checkout token of the editor's checkout page: a sample checkout in preview.
 *
 * @remarks 001 §2: "checkout to /checkouts/token"; 001 §4: live preview shows contact_information.
 * In the editor's frame the sdk serves it the sample checkout (docs/decisions/0500).
 */
export const PREVIEW_SAMPLE_CHECKOUT_TOKEN = 'token';

/**
 * Paths of the editor's named pages; any other page name `p` maps to `/p`.
 *
 * @remarks 001 §2 Live preview: "homepage to /, product to /products/preview, checkout to
 * /checkouts/token, thankyou to an order page with a sample token, cart to /cart, other pages to
 * /{page}".
 */
export const PREVIEW_PAGE_PATHS: Readonly<Record<string, string>> = {
  homepage: '/',
  product: '/products/preview',
  checkout: `/checkouts/${PREVIEW_SAMPLE_CHECKOUT_TOKEN}`,
  thankyou: `/orders/${PREVIEW_SAMPLE_ORDER_TOKEN}`,
  cart: '/cart',
};

/**
 * Whether an order token is the preview's sample one (its order status is the sample order,
 * `PREVIEW_SAMPLE_ORDER`). Beside the token, not with the sample's data: a caller that only asks
 * (tracking) bundles no sample.
 */
export function isPreviewSampleOrderToken(token: string): boolean {
  return token === PREVIEW_SAMPLE_ORDER_TOKEN;
}

/** Whether a checkout token is the preview's sample one (the editor's checkout page, 001 §2). */
export function isPreviewSampleCheckoutToken(token: string): boolean {
  return token === PREVIEW_SAMPLE_CHECKOUT_TOKEN;
}
