import { type Transport, trackerTrack } from '@vitrine/api-client';
import type { LockPort, Logger, StoragePort } from '@vitrine/ports';
import { markDelivered, readOutbox } from './outbox';
import type { Globals, SinkSendResult, TrackingSink, VendorSink } from './sinks/sink.types';
import { OUTBOX_LOCK_NAME, TEST_GATEWAY_CODE } from './tracking.constants';
import { trackerQuery } from './tracker.map';
import type { AddedSinkMark, QueuedEvent, SinkName, SinkStatus, TrackingSettings } from './tracking.types';

/** What delivering needs. */
export interface DeliverDeps {
  readonly transport: Transport;
  readonly storage: StoragePort;
  readonly lock: LockPort;
  readonly logger: Logger;
  readonly globals: Globals;
  readonly sinks: readonly VendorSink[];
  /** The sinks a host or its plugins added, read at each delivery (one may come or go meanwhile). */
  readonly addedSinks?: () => readonly TrackingSink[];
}

/** What the machine knows when it delivers. */
export interface DeliverInput {
  readonly settings: TrackingSettings;
  readonly statuses: Partial<Record<SinkName, SinkStatus>>;
}

/** One event a sink received. */
export interface SentEvent {
  readonly id: string;
  readonly event: QueuedEvent['event'];
  readonly sink: SinkName | AddedSinkMark;
}

/** What a delivery did. */
export interface DeliverOutput {
  readonly sent: readonly SentEvent[];
  /** A sink's global is missing: retry on the clock (Klaviyo, 001 §9). */
  readonly waiting: boolean;
  /** The first-party tracker failed: its events wait for the next delivery. */
  readonly trackerFailed: boolean;
  /** Events still in the outbox. */
  readonly pending: number;
}

/**
 * Whether the first-party tracker takes an event: purchases paid with the test gateway are not
 * sent to it (001 §5).
 */
export function trackerAccepts(event: QueuedEvent): boolean {
  return !(event.event === 'purchase' && event.data.purchase?.paymentMethod === TEST_GATEWAY_CODE);
}

/** The outbox's mark of an added sink. */
export const addedSinkMark = (sink: TrackingSink): AddedSinkMark => `plugin:${sink.name}`;

/**
 * The sinks an event must reach in this page before it leaves the outbox: the first-party tracker,
 * every vendor sink the shop turned on whose script did not fail here, and every added sink.
 */
export function requiredSinks(
  sinks: readonly VendorSink[],
  input: DeliverInput,
  added: readonly TrackingSink[] = [],
): readonly (SinkName | AddedSinkMark)[] {
  return [
    'tracker',
    ...sinks
      .filter((sink) => sink.enabled(input.settings.preferences) && input.statuses[sink.name] !== 'failed')
      .map((sink) => sink.name),
    ...added.map(addedSinkMark),
  ];
}

/** Hands one event to an added sink; a throw or a rejection is logged and counts as handled. */
async function sendToAdded(sink: TrackingSink, event: QueuedEvent, logger: Logger): Promise<void> {
  const { done: _done, ...view } = event;
  try {
    await sink.send(view);
  } catch (error) {
    logger.log('error', `tracking: the ${sink.name} sink threw`, error);
  }
}

/**
 * Sends the outbox, oldest first, to every sink that is ready in this page, inside the outbox lock
 * (so two tabs never send one event twice), marking each event's sinks in storage as soon as they
 * have it (so a reload never re-sends what went out). A failed first-party call stops the
 * tracker's turn (its order kept); a vendor without its global makes the delivery wait. The sinks a
 * host or its plugins added get each event after the tracker and the vendors.
 */
export function deliver(deps: DeliverDeps, input: DeliverInput): Promise<DeliverOutput> {
  return deps.lock.request(OUTBOX_LOCK_NAME, async () => {
    const { preferences, shopDomain } = input.settings;
    const added = deps.addedSinks?.() ?? [];
    const required = requiredSinks(deps.sinks, input, added);
    const complete = (event: QueuedEvent) => required.every((sink) => event.done.includes(sink));
    const ready = deps.sinks.filter(
      (sink) => sink.enabled(preferences) && input.statuses[sink.name] === 'ready',
    );
    const sent: SentEvent[] = [];
    let waiting = false;
    let trackerFailed = false;
    for (const event of readOutbox(deps.storage)) {
      const done: (SinkName | AddedSinkMark)[] = [];
      if (!event.done.includes('tracker')) {
        if (!trackerAccepts(event)) done.push('tracker');
        else if (!trackerFailed) {
          const answer = await deps.transport.send(trackerTrack, { query: trackerQuery(event, shopDomain) });
          if (answer.ok) {
            done.push('tracker');
            sent.push({ id: event.id, event: event.event, sink: 'tracker' });
          } else {
            trackerFailed = true;
            deps.logger.log('warn', 'tracking: the first-party tracker failed', {
              kind: answer.failure.kind,
            });
          }
        }
      }
      for (const sink of ready) {
        if (event.done.includes(sink.name)) continue;
        let result: SinkSendResult;
        try {
          result = sink.send(deps.globals, preferences, event);
        } catch (error) {
          // A throwing vendor must not block the funnel: logged, and counted as handled.
          deps.logger.log('error', `tracking: the ${sink.name} sink threw`, error);
          result = 'skipped';
        }
        if (result === 'not-ready') waiting = true;
        else {
          done.push(sink.name);
          if (result === 'sent') sent.push({ id: event.id, event: event.event, sink: sink.name });
        }
      }
      if (done.length > 0 || complete(event)) markDelivered(deps.storage, event.id, done, complete);
      // The added sinks last, each marked as soon as it has the event (they may take their time).
      for (const sink of added) {
        const mark = addedSinkMark(sink);
        if (event.done.includes(mark)) continue;
        await sendToAdded(sink, event, deps.logger);
        markDelivered(deps.storage, event.id, [mark], complete);
        sent.push({ id: event.id, event: event.event, sink: mark });
      }
    }
    return { sent, waiting, trackerFailed, pending: readOutbox(deps.storage).length };
  });
}
