/**
 * Shipment tracking statuses (001 §4 Shipment tracking statuses): each has a label and a
 * description and is a success or an error; `delayed` is shown as Synchronizing. Allowed
 * transitions are not shown, so none are enforced. Labels, descriptions and the carriers' link
 * templates: docs/decisions/0248.
 */
import { checkoutMessages } from '@vitrine/messages';

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

/** The catalogue id of a status's label (`@vitrine/messages`, `checkout.tracking.{status}`). */
export type TrackingLabelId = `checkout.tracking.${TrackingStatus}`;
/** The catalogue id of a status's description. */
export type TrackingDescriptionId = `checkout.tracking.${TrackingStatus}_description`;

/** A tracking status as a shopper sees it: its label and description (ids and texts) and its kind. */
export interface TrackingStatusView {
  readonly status: TrackingStatus;
  readonly kind: 'success' | 'error';
  readonly labelId: TrackingLabelId;
  /** The label ('Delivered', 'Synchronizing' for delayed, ...). */
  readonly label: string;
  readonly descriptionId: TrackingDescriptionId;
  readonly description: string;
}

/** The label, description and kind of a tracking status (001 §4). */
export function trackingStatusView(status: TrackingStatus): TrackingStatusView {
  const labelId: TrackingLabelId = `checkout.tracking.${status}`;
  const descriptionId: TrackingDescriptionId = `checkout.tracking.${status}_description`;
  return {
    status,
    kind: trackingKind(status),
    labelId,
    label: checkoutMessages[labelId],
    descriptionId,
    description: checkoutMessages[descriptionId],
  };
}

/**
 * Tracking-link templates of two carriers (001 §4 "Tracking-link templates exist for two carriers
 * (not shown which)"; docs/decisions/0248): `{number}` is the tracking number.
 */
export const TRACKING_LINK_TEMPLATES: Readonly<Record<string, string>> = {
  UPS: 'https://www.ups.com/track?tracknum={number}',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
};

/**
 * The link of a shipment: the platform's own, else the carrier's template filled with the number,
 * else `undefined`.
 */
export function trackingLink(
  company: string | undefined,
  number: string | undefined,
  url: string | undefined,
): string | undefined {
  if (url) return url;
  const template = company ? TRACKING_LINK_TEMPLATES[company.trim().toUpperCase()] : undefined;
  return template && number ? template.replace('{number}', encodeURIComponent(number)) : undefined;
}
