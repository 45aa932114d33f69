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

/** Whether delivery has settled: nothing being sent and nothing new to send. */
export const selectIsSettled = (snapshot: TrackingSnapshot): boolean =>
  snapshot.status !== 'active' ||
  ((snapshot.matches({ delivery: 'idle' }) || snapshot.matches({ delivery: 'waiting' })) &&
    !(
      snapshot.context.dirty &&
      snapshot.context.consent === 'granted' &&
      snapshot.context.settings !== null
    ));
