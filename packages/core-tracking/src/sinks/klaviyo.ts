import { major, wireLine } from '../tracker.map';
import { type Globals, type VendorSink, vendorQueue } from './sink.types';

/** The Klaviyo onsite script of a public API key. */
export const klaviyoScript = (apiKey: string): string =>
  `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${encodeURIComponent(apiKey)}`;

/** Klaviyo's metric for each step (order_success has none: the order was sent). */
export const KLAVIYO_EVENTS = {
  view_content: 'Viewed Product',
  add_to_cart: 'Added to Cart',
  reached_checkout: 'Started Checkout',
  purchase: 'Placed Order',
  order_success: undefined,
} as const;

/** The queue Klaviyo's script defines: `klaviyo`, else `_learnq`. */
const klaviyoQueue = (globals: Globals) => vendorQueue(globals, 'klaviyo') ?? vendorQueue(globals, '_learnq');

/**
 * Klaviyo (`klaviyo_api_key`): the funnel as Klaviyo metrics pushed to the queue its script
 * defines, with `$event_id` (the event id) for deduplication. The queue may appear after the
 * script loaded: until it does, the event waits and is retried every 500 ms (001 §9).
 */
export const klaviyoSink: VendorSink = {
  name: 'klaviyo',
  enabled: (preferences) => Boolean(preferences.klaviyoApiKey),
  script: (preferences) => klaviyoScript(preferences.klaviyoApiKey ?? ''),
  setUp: () => true,
  send(globals, _preferences, event) {
    const metric = KLAVIYO_EVENTS[event.event];
    if (!metric) return 'skipped';
    const queue = klaviyoQueue(globals);
    if (!queue) return 'not-ready';
    const { data } = event;
    if (event.customerId) queue.push(['identify', { $id: event.customerId }]);
    queue.push([
      'track',
      metric,
      {
        $event_id: event.id,
        ...(data.value ? { $value: major(data.value), Currency: data.value.currency } : {}),
        // Never the checkout token: alone it opens the placed order with the shopper's e-mail,
        // phone and addresses; only the first-party tracker keeps it (001 §3, decision 0629).
        ...(data.purchase ? { OrderId: data.purchase.orderId } : {}),
        Items: data.lines.map(wireLine),
      },
    ]);
    return 'sent';
  },
};
