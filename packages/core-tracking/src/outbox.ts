/**
 * The outbox: unsent events in the StoragePort, shared by the tabs of a shop, so an event
 * survives navigation and reload and is re-sent on start (docs/decisions/0310). The functions
 * here read and write storage, and the tab's {@link HeldOutbox} for what storage dropped; the
 * machine decides when they run.
 */
import type { StoragePort } from '@vitrine/ports';
import { isFunnelEvent } from './funnel.rules';
import {
  CONSENT_STORAGE_KEY,
  MAX_QUEUED_EVENTS,
  MAX_REMEMBERED_ORDERS,
  ORDERS_STORAGE_KEY,
  OUTBOX_STORAGE_KEY,
} from './tracking.constants';
import type { AddedSinkMark, ConsentState, QueuedEvent, SinkName } from './tracking.types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readJson = (storage: StoragePort, key: string): unknown => {
  const raw = storage.get(key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** Whether a stored value is a queued event this version can send (anything else is dropped). */
export function isQueuedEvent(value: unknown): value is QueuedEvent {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    isFunnelEvent(value.event) &&
    typeof value.at === 'number' &&
    isRecord(value.page) &&
    typeof value.sessionId === 'string' &&
    typeof value.distinctId === 'string' &&
    Array.isArray(value.trackedEvents) &&
    typeof value.isTrackedPreviousEvent === 'boolean' &&
    isRecord(value.data) &&
    Array.isArray(value.done)
  );
}

/** The unsent events, oldest first. */
export function readOutbox(storage: StoragePort): readonly QueuedEvent[] {
  const value = readJson(storage, OUTBOX_STORAGE_KEY);
  return Array.isArray(value) ? value.filter(isQueuedEvent) : [];
}

/** Writes the unsent events (removes the key when there are none). */
export function writeOutbox(storage: StoragePort, events: readonly QueuedEvent[]): void {
  if (events.length === 0) storage.remove(OUTBOX_STORAGE_KEY);
  else storage.set(OUTBOX_STORAGE_KEY, JSON.stringify(events));
}

/**
 * Appends an event; beyond {@link MAX_QUEUED_EVENTS} the oldest are dropped and returned (the
 * caller logs them).
 */
export function appendToOutbox(storage: StoragePort, event: QueuedEvent): readonly QueuedEvent[] {
  const events = [...readOutbox(storage), event];
  const dropped = events.splice(0, Math.max(0, events.length - MAX_QUEUED_EVENTS));
  writeOutbox(storage, events);
  return dropped;
}

/**
 * Records that `sinks` have the event `id`, on the outbox as it is in storage now (another tab
 * may have added events meanwhile), and removes the event once `complete` says it is done.
 */
export function markDelivered(
  storage: StoragePort,
  id: string,
  sinks: readonly (SinkName | AddedSinkMark)[],
  complete: (event: QueuedEvent) => boolean,
): void {
  const events: QueuedEvent[] = [];
  for (const event of readOutbox(storage)) {
    if (event.id !== id) {
      events.push(event);
      continue;
    }
    const marked = { ...event, done: [...new Set([...event.done, ...sinks])] };
    if (!complete(marked)) events.push(marked);
  }
  writeOutbox(storage, events);
}

/**
 * What one tab holds in memory of the outbox, for when storage drops a write (blocked, private
 * mode, quota full: decision 0190, "a write is dropped" and the SDK goes on with what it holds in
 * memory): the events storage did not keep, and the sinks this tab gave each event (storage may
 * have dropped the mark, and the event would go out again).
 */
export interface HeldOutbox {
  /** Events this tab recorded that storage did not keep, oldest first. */
  readonly events: QueuedEvent[];
  /** The sinks that have an event, as this tab marked them. */
  readonly marks: Map<string, readonly (SinkName | AddedSinkMark)[]>;
}

/** An empty {@link HeldOutbox}. */
export const heldOutbox = (): HeldOutbox => ({ events: [], marks: new Map() });

/**
 * Appends an event, and holds it in memory when storage did not keep it; beyond
 * {@link MAX_QUEUED_EVENTS} the oldest are dropped and returned (the caller logs them).
 */
export function appendToKnownOutbox(
  storage: StoragePort,
  held: HeldOutbox,
  event: QueuedEvent,
): readonly QueuedEvent[] {
  const dropped = appendToOutbox(storage, event);
  if (readOutbox(storage).some((stored) => stored.id === event.id)) return dropped;
  held.events.push(event);
  return [...dropped, ...held.events.splice(0, Math.max(0, held.events.length - MAX_QUEUED_EVENTS))];
}

/**
 * The unsent events as this tab knows them, oldest first: storage's and those only memory holds,
 * each with the marks this tab gave it. Marks of an event neither holds any more are forgotten.
 */
export function readKnownOutbox(storage: StoragePort, held: HeldOutbox): readonly QueuedEvent[] {
  const stored = readOutbox(storage);
  const ids = new Set(stored.map((event) => event.id));
  const memoryOnly = held.events.filter((event) => !ids.has(event.id));
  const events = memoryOnly.length === 0 ? stored : [...stored, ...memoryOnly].sort((a, b) => a.at - b.at);
  const known = new Set(events.map((event) => event.id));
  for (const id of held.marks.keys()) if (!known.has(id)) held.marks.delete(id);
  return events.map((event) => {
    const marks = held.marks.get(event.id);
    return marks ? { ...event, done: [...new Set([...event.done, ...marks])] } : event;
  });
}

/**
 * {@link markDelivered} on the outbox as this tab knows it: the marks are kept in memory too, and
 * an event only memory holds leaves it once `complete` says it is done.
 */
export function markKnownDelivered(
  storage: StoragePort,
  held: HeldOutbox,
  id: string,
  sinks: readonly (SinkName | AddedSinkMark)[],
  complete: (event: QueuedEvent) => boolean,
): void {
  const marks = [...new Set([...(held.marks.get(id) ?? []), ...sinks])];
  held.marks.set(id, marks);
  const index = held.events.findIndex((event) => event.id === id);
  const event = held.events[index];
  if (event === undefined) {
    markDelivered(storage, id, marks, complete);
    return;
  }
  if (complete({ ...event, done: [...new Set([...event.done, ...marks])] })) {
    held.events.splice(index, 1);
    held.marks.delete(id);
  }
}

/** Forgets what a tab holds (consent denied). */
export function clearHeldOutbox(held: HeldOutbox): void {
  held.events.length = 0;
  held.marks.clear();
}

/** Removes every unsent event (consent denied). */
export function clearOutbox(storage: StoragePort): void {
  storage.remove(OUTBOX_STORAGE_KEY);
}

/** The keys (`purchase:1001`) of orders whose purchase or success was recorded. */
export function rememberedOrders(storage: StoragePort): readonly string[] {
  const value = readJson(storage, ORDERS_STORAGE_KEY);
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

/** Remembers an order key (the last {@link MAX_REMEMBERED_ORDERS}). */
export function rememberOrder(storage: StoragePort, key: string): void {
  const keys = [...rememberedOrders(storage).filter((known) => known !== key), key];
  storage.set(ORDERS_STORAGE_KEY, JSON.stringify(keys.slice(-MAX_REMEMBERED_ORDERS)));
}

/** The visitor's stored consent decision, if any. */
export function storedConsent(storage: StoragePort): ConsentState | undefined {
  const value = storage.get(CONSENT_STORAGE_KEY);
  return value === 'granted' || value === 'denied' ? value : undefined;
}

/** Stores the visitor's consent decision. */
export function storeConsent(storage: StoragePort, granted: boolean): void {
  storage.set(CONSENT_STORAGE_KEY, granted ? 'granted' : 'denied');
}
