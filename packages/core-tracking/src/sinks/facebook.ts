import { REMARKETING_PRODUCT_LIMIT } from '../tracking.constants';
import { major } from '../tracker.map';
import { type Globals, type VendorSink, vendorFunction } from './sink.types';

/** The Facebook pixel script. */
export const FACEBOOK_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** The pixel's standard event for each step (order_success has none: the purchase was sent). */
export const FACEBOOK_EVENTS = {
  view_content: 'ViewContent',
  add_to_cart: 'AddToCart',
  reached_checkout: 'InitiateCheckout',
  purchase: 'Purchase',
  order_success: undefined,
} as const;

/** The pixel snippet's command queue `fbq`, replaced by the vendor script once it runs. */
function prepareFbq(globals: Globals): void {
  if (vendorFunction(globals, 'fbq')) return;
  const queue: unknown[] = [];
  const fbq = (...args: unknown[]) => {
    queue.push(args);
  };
  globals.fbq = Object.assign(fbq, { queue, loaded: true, version: '2.0' });
}

/**
 * The Facebook pixel (`fb_pixel_id`): the funnel as standard events with `eventID` (the event
 * id, so the pixel and the first-party tracker deduplicate), content ids of the first 5 products
 * (001 §9), the purchase value from the total with `fb_using_total`, else the subtotal, and
 * advanced matching (`external_id`, the distinct id) with `fb_advanced_analytics`.
 */
export const facebookSink: VendorSink = {
  name: 'facebook',
  enabled: (preferences) => Boolean(preferences.fbPixelId),
  script: () => FACEBOOK_PIXEL_SCRIPT,
  prepare: prepareFbq,
  setUp(globals, preferences, visitor) {
    const fbq = vendorFunction(globals, 'fbq');
    if (!fbq) return false;
    // The pixel's automatic events (button clicks, page metadata) carry the page address as the
    // browser has it, token and e-mail included: off, only the funnel is sent (decision 0629).
    fbq('set', 'autoConfig', false, preferences.fbPixelId);
    if (preferences.fbAdvancedAnalytics && visitor.distinctId)
      fbq('init', preferences.fbPixelId, { external_id: visitor.distinctId });
    else fbq('init', preferences.fbPixelId);
    return true;
  },
  send(globals, preferences, event) {
    const name = FACEBOOK_EVENTS[event.event];
    if (!name) return 'skipped';
    const fbq = vendorFunction(globals, 'fbq');
    if (!fbq) return 'not-ready';
    const { data } = event;
    const purchase = data.purchase;
    const value = purchase
      ? preferences.fbUsingTotal
        ? purchase.totalPrice
        : purchase.subtotalPrice
      : data.value;
    fbq(
      'track',
      name,
      {
        content_type: 'product',
        content_ids: data.lines
          .slice(0, REMARKETING_PRODUCT_LIMIT)
          .map((line) => line.productId ?? line.variantId),
        contents: data.lines.map((line) => ({
          id: line.productId ?? line.variantId,
          quantity: line.quantity,
        })),
        num_items: data.lines.reduce((count, line) => count + line.quantity, 0),
        ...(value ? { value: major(value), currency: value.currency } : {}),
        ...(purchase ? { order_id: purchase.orderId } : {}),
      },
      { eventID: event.id },
    );
    return 'sent';
  },
};
