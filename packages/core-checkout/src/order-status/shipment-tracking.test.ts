import { describe, expect, it } from 'vitest';
import { TRACKING_STATUSES, trackingLink, trackingStatusView } from './shipment-tracking';

/** 001 §4 Shipment tracking statuses: every status, its label (docs/decisions/0248) and kind. */
const TABLE = [
  ['attempted_delivery', 'Attempted delivery', 'success'],
  ['undelivered', 'Undelivered', 'error'],
  ['ready_for_pickup', 'Ready for pickup', 'success'],
  ['confirmed', 'Confirmed', 'success'],
  ['in_transit', 'In transit', 'success'],
  ['out_for_delivery', 'Out for delivery', 'success'],
  ['delivered', 'Delivered', 'success'],
  ['delayed', 'Synchronizing', 'error'],
  ['failure', 'Failure', 'error'],
  ['not_found', 'Not found', 'error'],
  ['invalid', 'Invalid', 'error'],
  ['tracking_created', 'Tracking created', 'success'],
  ['carrier_not_found', 'Carrier not found', 'error'],
] as const;

describe('shipment tracking labels (001 §4)', () => {
  it('the table covers every status of 001 §4, in its order', () => {
    expect(TABLE.map(([status]) => status)).toEqual([...TRACKING_STATUSES]);
  });

  it.each(TABLE)(
    '%s is labelled %s, kind %s, with a description from the catalogue',
    (status, label, kind) => {
      const view = trackingStatusView(status);
      expect(view).toMatchObject({
        status,
        label,
        kind,
        labelId: `checkout.tracking.${status}`,
        descriptionId: `checkout.tracking.${status}_description`,
      });
      expect(view.description).toMatch(/^[A-Z].+\.$/);
    },
  );

  it('delayed is shown as Synchronizing (001 §4)', () => {
    expect(trackingStatusView('delayed').label).toBe('Synchronizing');
  });

  it('a shipment link: the platform one, else the carrier template with the number, else none', () => {
    expect(trackingLink('UPS', '1Z 9', 'https://carrier.example/t/1')).toBe('https://carrier.example/t/1');
    expect(trackingLink('ups', '1Z999AA10123456784', undefined)).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingLink('USPS', '9400 1', undefined)).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201',
    );
    expect(trackingLink('DHL', '123', undefined)).toBeUndefined();
    expect(trackingLink('UPS', undefined, undefined)).toBeUndefined();
  });
});
