import type { Clock, CookiePort, Logger, RandomSource, StoragePort } from '@vitrine/ports';
import { isTrackedPreviousEvent, withTracked } from './funnel.rules';
import { currentSession, newDistinctId, newEventId, parseSession } from './identity.rules';
import {
  appendToKnownOutbox,
  type HeldOutbox,
  heldOutbox,
  readOutbox,
  rememberedOrders,
  rememberOrder,
} from './outbox';
import {
  DISTINCT_ID_COOKIE,
  DISTINCT_ID_MAX_AGE_SECONDS,
  type FunnelEvent,
  SESSION_STORAGE_KEY,
} from './tracking.constants';
import type { ConsentState, PageContext, QueuedEvent, RecordOutcome, TrackedData } from './tracking.types';

/** The ports recording uses. */
export interface RecordPorts {
  readonly storage: StoragePort;
  readonly cookies: CookiePort;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly logger: Logger;
}

/** One event to record, with what the machine knows when it arrives. */
export interface RecordRequest {
  readonly event: FunnelEvent;
  readonly data: TrackedData;
  readonly consent: ConsentState;
  readonly customerId: string | null;
}

/**
 * The visitor's distinct id: the cookie's, else the one the waiting events carry (recorded before
 * the visitor decided), else a new one. With `write` it is kept in the cookie for 1 day (000 §9,
 * 001 §3); without (consent undecided) no cookie is written: while the visitor has not decided,
 * events wait in the outbox and nothing leaves the page (docs/decisions/0310, 0193).
 */
export function distinctIdOf(
  ports: Pick<RecordPorts, 'cookies' | 'clock' | 'random' | 'storage'>,
  write = true,
): string {
  const known = ports.cookies.get(DISTINCT_ID_COOKIE);
  if (known) return known;
  const id = readOutbox(ports.storage).at(-1)?.distinctId ?? newDistinctId(ports.clock.now(), ports.random);
  if (write) ports.cookies.set(DISTINCT_ID_COOKIE, id, { maxAgeSeconds: DISTINCT_ID_MAX_AGE_SECONDS });
  return id;
}

/** The key an order's purchase (or success) is remembered by, so it is recorded once. */
export const orderKey = (event: FunnelEvent, orderId: string): string => `${event}:${orderId}`;

/**
 * Records one funnel event in the outbox (docs/decisions/0310): nothing when consent is denied;
 * a purchase or order success once per order; the distinct id (its cookie written only once
 * consent is granted), session and customer; whether the
 * previous step was tracked (001 §4); one event id for every sink. Recording is synchronous, so
 * the event is in storage before the verb resolves, or in `held` when storage dropped the write
 * (decision 0190), and this tab still delivers it.
 */
export function recordEvent(
  ports: RecordPorts,
  page: PageContext,
  request: RecordRequest,
  held: HeldOutbox = heldOutbox(),
): RecordOutcome {
  if (request.consent === 'denied') return { ok: false, error: { code: 'consent_denied' } };
  const orderId = request.data.purchase?.orderId;
  const key = orderId === undefined ? undefined : orderKey(request.event, orderId);
  if (key !== undefined && rememberedOrders(ports.storage).includes(key))
    return { ok: false, error: { code: 'already_tracked' } };
  const now = ports.clock.now();
  const session = currentSession(parseSession(ports.storage.get(SESSION_STORAGE_KEY)), now, ports.random);
  const queued: QueuedEvent = {
    id: newEventId(now, ports.random),
    event: request.event,
    at: now,
    page,
    sessionId: session.id,
    distinctId: distinctIdOf(ports, request.consent === 'granted'),
    customerId: request.customerId,
    trackedEvents: session.tracked,
    isTrackedPreviousEvent: isTrackedPreviousEvent(request.event, session.tracked),
    data: request.data,
    done: [],
  };
  const dropped = appendToKnownOutbox(ports.storage, held, queued);
  for (const old of dropped)
    ports.logger.log('warn', 'tracking: the outbox is full, an unsent event was dropped', { id: old.id });
  ports.storage.set(
    SESSION_STORAGE_KEY,
    JSON.stringify({ ...session, lastSeen: now, tracked: withTracked(session.tracked, request.event) }),
  );
  if (key !== undefined) rememberOrder(ports.storage, key);
  return { ok: true, value: { id: queued.id, event: queued.event } };
}
