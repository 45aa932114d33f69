import type { RandomSource } from '@vitrine/ports';
import { isFunnelEvent } from './funnel.rules';
import {
  DISTINCT_ID_RANDOM_MAX,
  DISTINCT_ID_RANDOM_MIN,
  type FunnelEvent,
  SESSION_IDLE_MS,
} from './tracking.constants';

/** A whole number from `min` to `max` (both included) drawn from `random`. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  const value = Math.floor(random() * (max - min + 1)) + min;
  return Math.min(max, Math.max(min, value));
}

/** `length` base-36 characters drawn from `random` (event and session ids). */
export function randomToken(random: RandomSource, length = 10): string {
  let token = '';
  for (let i = 0; i < length; i += 1) token += randomInt(random, 0, 35).toString(36);
  return token;
}

/**
 * A new distinct id: a generated value (the time) plus a random number from 1000 to 9999
 * (001 §9), e.g. `17640000000004821`.
 */
export function newDistinctId(now: number, random: RandomSource): string {
  return `${Math.floor(now)}${randomInt(random, DISTINCT_ID_RANDOM_MIN, DISTINCT_ID_RANDOM_MAX)}`;
}

/** A new event id (one per event, reused by every sink): time and randomness. */
export function newEventId(now: number, random: RandomSource): string {
  return `${Math.floor(now).toString(36)}-${randomToken(random, 12)}`;
}

/** The visitor's session: its id, when it last tracked, and the funnel steps it tracked. */
export interface TrackingSession {
  readonly id: string;
  readonly lastSeen: number;
  readonly tracked: readonly FunnelEvent[];
}

/**
 * The session an event at `now` belongs to: the stored one while it was seen less than 30
 * minutes ago (docs/decisions/0311), else a new one with nothing tracked.
 */
export function currentSession(
  stored: TrackingSession | undefined,
  now: number,
  random: RandomSource,
): TrackingSession {
  if (stored && now - stored.lastSeen < SESSION_IDLE_MS && now >= stored.lastSeen) return stored;
  return { id: `${Math.floor(now).toString(36)}-${randomToken(random, 8)}`, lastSeen: now, tracked: [] };
}

/** A stored session read back, or `undefined` when it is not one. */
export function parseSession(raw: string | undefined): TrackingSession | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, lastSeen, tracked } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof lastSeen !== 'number' || !Array.isArray(tracked)) return undefined;
    return { id, lastSeen, tracked: tracked.filter(isFunnelEvent) };
  } catch {
    return undefined;
  }
}
