import { type ApiFailure, type HttpFailure, type Transport, trackerTrack } from '@vitrine/api-client';
import type { Clock, LockPort, Logger, StoragePort } from '@vitrine/ports';
import { type HeldOutbox, heldOutbox, markKnownDelivered, readKnownOutbox } from './outbox';
import type { Globals, SinkSendResult, TrackingSink, VendorSink } from './sinks/sink.types';
import { ADDED_SINK_SEND_TIMEOUT_MS, OUTBOX_LOCK_NAME, TEST_GATEWAY_CODE } from './tracking.constants';
import { trackerQuery } from './tracker.map';
import type { AddedSinkMark, QueuedEvent, SinkName, SinkStatus, TrackingSettings } from './tracking.types';

/** What delivering needs. */
export interface DeliverDeps {
  readonly transport: Transport;
  readonly storage: StoragePort;
  readonly lock: LockPort;
  readonly logger: Logger;
  /** Times an added sink's send ({@link ADDED_SINK_SEND_TIMEOUT_MS}). */
  readonly clock: Clock;
  readonly globals: Globals;
  readonly sinks: readonly VendorSink[];
  /** The sinks a host or its plugins added, read at each delivery (one may come or go meanwhile). */
  readonly addedSinks?: () => readonly TrackingSink[];
  /** What this tab holds of the outbox when storage drops a write (decision 0190). */
  readonly held?: HeldOutbox;
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

/**
 * The 4xx answers that say the tracker cannot take a call now, not that it refuses this one: the
 * shop is locked ("HTTP 401 with error 'password protection'", 000 §8) or forbids it (403), the call
 * was too slow or too early (408, 425), or too many came (429). They are retried as a lost answer is.
 */
const RETRYABLE_CLIENT_ERRORS: ReadonlySet<number> = new Set([401, 403, 408, 425, 429]);

/**
 * Whether the tracker refused this call for good: another 4xx (400, 414 URI Too Long, 431 Request
 * Header Fields Too Large, ...) says the request itself is wrong, and the same event id sends the
 * same request again. Anything else (a lost answer, a time-out, a 5xx) may pass later.
 */
export const refusedForGood = (failure: ApiFailure): failure is HttpFailure =>
  failure.kind === 'http' &&
  failure.statusCode >= 400 &&
  failure.statusCode < 500 &&
  !RETRYABLE_CLIENT_ERRORS.has(failure.statusCode);

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

/**
 * The tracker's query of an event, or `undefined` (logged) when it cannot be built: an event kept
 * by another version of the SDK in another shape can never be sent.
 */
function queryOf(event: QueuedEvent, shopDomain: string, logger: Logger) {
  try {
    return trackerQuery(event, shopDomain);
  } catch (error) {
    logger.log('error', 'tracking: an event cannot be sent to the first-party tracker', {
      id: event.id,
      error,
    });
    return undefined;
  }
}

/**
 * Hands one event to an added sink; a throw, a rejection or no answer within
 * {@link ADDED_SINK_SEND_TIMEOUT_MS} is logged and counts as handled (decision 0479: a broken sink
 * never holds up the funnel, nor the outbox lock other tabs wait for).
 */
function sendToAdded(sink: TrackingSink, event: QueuedEvent, deps: DeliverDeps): Promise<void> {
  const { done: _done, ...view } = event;
  return new Promise((resolve) => {
    const handle = deps.clock.setTimeout(() => {
      deps.logger.log('error', `tracking: the ${sink.name} sink did not answer in time`, {
        id: event.id,
        timeoutMs: ADDED_SINK_SEND_TIMEOUT_MS,
      });
      resolve();
    }, ADDED_SINK_SEND_TIMEOUT_MS);
    const settled = (): void => {
      deps.clock.clearTimeout(handle);
      resolve();
    };
    const threw = (error: unknown): void => {
      deps.logger.log('error', `tracking: the ${sink.name} sink threw`, error);
      settled();
    };
    try {
      Promise.resolve(sink.send(view)).then(settled, threw);
    } catch (error) {
      threw(error);
    }
  });
}

/**
 * Sends the outbox, oldest first, to every sink that is ready in this page, inside the outbox lock
 * (so two tabs never send one event twice), marking each event's sinks in storage as soon as they
 * have it (so a reload never re-sends what went out). A failed first-party call stops the
 * tracker's turn (its order kept; retried at the next event, flush or page start, decision 0310);
 * an event the tracker can never take — refused for good ({@link refusedForGood}), or whose query
 * cannot be built — is logged and given up for the tracker, so it never holds the events after it.
 * A vendor without its global makes the delivery wait. The sinks a host or its plugins added get
 * each event after the tracker and the vendors.
 */
export function deliver(deps: DeliverDeps, input: DeliverInput): Promise<DeliverOutput> {
  return deps.lock.request(OUTBOX_LOCK_NAME, async () => {
    const { preferences, shopDomain } = input.settings;
    const held = deps.held ?? heldOutbox();
    const added = deps.addedSinks?.() ?? [];
    const required = requiredSinks(deps.sinks, input, added);
    const complete = (event: QueuedEvent) => required.every((sink) => event.done.includes(sink));
    const markDelivered = (id: string, sinks: readonly (SinkName | AddedSinkMark)[]) =>
      markKnownDelivered(deps.storage, held, id, sinks, complete);
    const ready = deps.sinks.filter(
      (sink) => sink.enabled(preferences) && input.statuses[sink.name] === 'ready',
    );
    const sent: SentEvent[] = [];
    let waiting = false;
    let trackerFailed = false;
    for (const event of readKnownOutbox(deps.storage, held)) {
      const done: (SinkName | AddedSinkMark)[] = [];
      if (!event.done.includes('tracker')) {
        if (!trackerAccepts(event)) done.push('tracker');
        else if (!trackerFailed) {
          const query = queryOf(event, shopDomain, deps.logger);
          const answer = query && (await deps.transport.send(trackerTrack, { query }));
          if (!answer) done.push('tracker');
          else if (answer.ok) {
            done.push('tracker');
            sent.push({ id: event.id, event: event.event, sink: 'tracker' });
          } else if (refusedForGood(answer.failure)) {
            // Sent again it would be refused again, and hold every event after it (decision 0310).
            done.push('tracker');
            deps.logger.log('error', 'tracking: the first-party tracker refused an event', {
              id: event.id,
              statusCode: answer.failure.statusCode,
            });
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
      if (done.length > 0 || complete(event)) markDelivered(event.id, done);
      // The added sinks last, each marked as soon as it has the event (they may take their time).
      for (const sink of added) {
        const mark = addedSinkMark(sink);
        if (event.done.includes(mark)) continue;
        await sendToAdded(sink, event, deps);
        markDelivered(event.id, [mark]);
        sent.push({ id: event.id, event: event.event, sink: mark });
      }
    }
    return { sent, waiting, trackerFailed, pending: readKnownOutbox(deps.storage, held).length };
  });
}
