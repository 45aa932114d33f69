import { major } from '../tracker.map';
import { configureGtag, GTAG_EVENTS, gtagPage, gtagScript, prepareGtag, remarketingItems } from './gtag';
import { type VendorSink, vendorFunction } from './sink.types';

/**
 * Google Ads (`gads_conversion_id`): dynamic remarketing with the first 5 products of each step
 * (001 §9), and a conversion on purchase when `gads_conversion_label` is set.
 */
export const googleAdsSink: VendorSink = {
  name: 'google-ads',
  enabled: (preferences) => Boolean(preferences.gadsConversionId),
  script: (preferences) => gtagScript(preferences.gadsConversionId ?? ''),
  prepare: prepareGtag,
  setUp: (globals, preferences, _visitor, now, page) =>
    configureGtag(globals, preferences.gadsConversionId ?? '', now, page.pageUrl),
  send(globals, preferences, event) {
    const name = GTAG_EVENTS[event.event];
    if (!name) return 'skipped';
    const gtag = vendorFunction(globals, 'gtag');
    if (!gtag) return 'not-ready';
    const id = preferences.gadsConversionId ?? '';
    const value = event.data.value;
    const money = { ...(value ? { value: major(value), currency: value.currency } : {}), ...gtagPage(event) };
    gtag('event', name, { send_to: id, event_id: event.id, items: remarketingItems(event), ...money });
    const purchase = event.data.purchase;
    if (purchase && preferences.gadsConversionLabel) {
      gtag('event', 'conversion', {
        send_to: `${id}/${preferences.gadsConversionLabel}`,
        event_id: event.id,
        transaction_id: purchase.orderId,
        ...money,
      });
    }
    return 'sent';
  },
};
