import type { SnapshotFrom } from 'xstate';
import type { trackingMachine } from './tracking.machine';
import type { ConsentState, SinkName, SinkStatus, TrackingSettings } from './tracking.types';

/** A snapshot of the tracking machine. */
export type TrackingSnapshot = SnapshotFrom<typeof trackingMachine>;

/** The visitor's consent: `undecided`, `granted` or `denied`. */
export const selectConsent = (snapshot: TrackingSnapshot): ConsentState => snapshot.context.consent;

/** The shop settings tracking runs with, `null` before `configure`. */
export const selectTrackingSettings = (snapshot: TrackingSnapshot): TrackingSettings | null =>
  snapshot.context.settings;

/** The signed-in customer's id, `null` for a guest. */
export const selectCustomerId = (snapshot: TrackingSnapshot): string | null => snapshot.context.customerId;

/** Each vendor sink's script in this page: `loading`, `ready` or `failed`. */
export const selectSinks = (snapshot: TrackingSnapshot): Partial<Record<SinkName, SinkStatus>> =>
  snapshot.context.sinks;

/** Whether the outbox is being sent right now. */
export const selectIsDelivering = (snapshot: TrackingSnapshot): boolean =>
  snapshot.matches({ delivery: 'delivering' });

/**
 * Whether delivery has settled: nothing being sent, no vendor script loading, and nothing new to
 * send (or nothing may be sent: consent not granted, or the shop not configured).
 */
export const selectIsSettled = (snapshot: TrackingSnapshot): boolean => {
  if (snapshot.status !== 'active') return true;
  const { context } = snapshot;
  const mayDeliver = context.consent === 'granted' && context.settings !== null;
  if (!mayDeliver) return true;
  if (Object.values(context.sinks).includes('loading')) return false;
  return (
    (snapshot.matches({ delivery: 'idle' }) || snapshot.matches({ delivery: 'waiting' })) && !context.dirty
  );
};
