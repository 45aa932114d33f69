import { major } from '../tracker.map';
import { configureGtag, GTAG_EVENTS, gaItem, gtagPage, gtagScript, prepareGtag } from './gtag';
import { type VendorSink, vendorFunction } from './sink.types';

/**
 * Google Analytics 4 (`ga_id`): the funnel as GA4 events with the event id; with enhanced
 * ecommerce (`ga_enhanced_ecommerce`) the items, and the order fields on purchase.
 */
export const ga4Sink: VendorSink = {
  name: 'ga4',
  enabled: (preferences) => Boolean(preferences.gaId),
  script: (preferences) => gtagScript(preferences.gaId ?? ''),
  prepare: prepareGtag,
  setUp: (globals, preferences, _visitor, now, page) =>
    configureGtag(globals, preferences.gaId ?? '', now, page.pageUrl),
  send(globals, preferences, event) {
    const name = GTAG_EVENTS[event.event];
    if (!name) return 'skipped';
    const gtag = vendorFunction(globals, 'gtag');
    if (!gtag) return 'not-ready';
    const { data } = event;
    const purchase = data.purchase;
    gtag('event', name, {
      send_to: preferences.gaId,
      event_id: event.id,
      ...gtagPage(event),
      ...(data.value ? { value: major(data.value), currency: data.value.currency } : {}),
      ...(preferences.gaEnhancedEcommerce ? { items: data.lines.map(gaItem) } : {}),
      ...(purchase
        ? {
            transaction_id: purchase.orderId,
            tax: major(purchase.tax),
            shipping: major(purchase.shipping),
            ...(purchase.discountCode ? { coupon: purchase.discountCode } : {}),
          }
        : {}),
    });
    return 'sent';
  },
};
