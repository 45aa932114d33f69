/**
 * Shipment tracking statuses (001 §4 Shipment tracking statuses): each is a success or an error;
 * `delayed` is shown as Synchronizing. Allowed transitions are not shown, so none are enforced.
 */

/** The tracking statuses of 001 §4. */
export const TRACKING_STATUSES = [
  'attempted_delivery',
  'undelivered',
  'ready_for_pickup',
  'confirmed',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delayed',
  'failure',
  'not_found',
  'invalid',
  'tracking_created',
  'carrier_not_found',
] as const;
/** A tracking status. */
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** The statuses of the error kind (001 §4). */
const ERROR_STATUSES: readonly TrackingStatus[] = [
  'undelivered',
  'delayed',
  'failure',
  'not_found',
  'invalid',
  'carrier_not_found',
];

/** Whether a string is one of {@link TRACKING_STATUSES}. */
export const isTrackingStatus = (value: unknown): value is TrackingStatus =>
  typeof value === 'string' && (TRACKING_STATUSES as readonly string[]).includes(value);

/** The kind of a tracking status: `error` for undelivered, delayed, failure, not_found, invalid, carrier_not_found. */
export function trackingKind(status: TrackingStatus): 'success' | 'error' {
  return ERROR_STATUSES.includes(status) ? 'error' : 'success';
}

/** The status a shopper sees: `delayed` is shown as `synchronizing` (001 §4). */
export function shownTrackingStatus(status: TrackingStatus): TrackingStatus | 'synchronizing' {
  return status === 'delayed' ? 'synchronizing' : status;
}
