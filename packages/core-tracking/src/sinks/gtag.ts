import { REMARKETING_PRODUCT_LIMIT } from '../tracking.constants';
import type { QueuedEvent, TrackedLine } from '../tracking.types';
import { major } from '../tracker.map';
import { type Globals, vendorFunction, vendorQueue } from './sink.types';

/** The gtag.js script of a Google tag id (GA4 `G-…` or Google Ads `AW-…`). */
export const gtagScript = (id: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** Google's event name for each funnel step (order_success has none: the purchase was sent). */
export const GTAG_EVENTS = {
  view_content: 'view_item',
  add_to_cart: 'add_to_cart',
  reached_checkout: 'begin_checkout',
  purchase: 'purchase',
  order_success: undefined,
} as const;

/**
 * Google's snippet: `dataLayer` and the `gtag` function that pushes its `arguments` (gtag.js
 * reads Arguments objects, not arrays).
 */
export function prepareGtag(globals: Globals): void {
  if (!vendorQueue(globals, 'dataLayer')) globals.dataLayer = [];
  if (vendorFunction(globals, 'gtag')) return;
  const dataLayer = vendorQueue(globals, 'dataLayer');
  globals.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects.
    dataLayer?.push(arguments);
  };
}

/** The globals objects (pages) whose gtag was started: `gtag('js')` once per page, whichever sink comes first. */
const started = new WeakSet<Globals>();

/**
 * `gtag('js', …)` once per page and `gtag('config', id, …)`. The config's page view would send
 * `location.href` (a reset link's token and e-mail, an order's access key): it is given the
 * cleaned address instead, and sends none when there is no address (decision 0629).
 */
export function configureGtag(globals: Globals, id: string, now: number, pageUrl: string): boolean {
  const gtag = vendorFunction(globals, 'gtag');
  if (!gtag) return false;
  if (!started.has(globals)) {
    gtag('js', new Date(now));
    started.add(globals);
  }
  gtag('config', id, pageUrl ? { page_location: pageUrl } : { send_page_view: false });
  return true;
}

/**
 * The address a gtag event is sent with: the event's page, cleaned when it was recorded (decision
 * 0629), so a later event does not carry the config's page or `location.href`.
 */
export const gtagPage = (event: QueuedEvent) =>
  event.page.pageUrl ? { page_location: event.page.pageUrl } : {};

/** An enhanced-ecommerce item (GA4 `items`). */
export const gaItem = (line: TrackedLine) => ({
  item_id: line.productId ?? line.variantId,
  item_variant: line.variantId,
  item_name: line.title ?? undefined,
  price: major(line.price),
  quantity: line.quantity,
});

/** The first 5 products of an event for dynamic remarketing (001 §9). */
export const remarketingItems = (event: QueuedEvent) =>
  event.data.lines.slice(0, REMARKETING_PRODUCT_LIMIT).map((line) => ({
    id: line.productId ?? line.variantId,
    google_business_vertical: 'retail',
  }));
