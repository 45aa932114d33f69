/**
 * The timer source machines run on. It is structurally XState's clock
 * (`createActor(machine, { clock })`), so XState's `SimulatedClock` fits it in tests, plus `now()`
 * for rules that compare times (token expiry, cache age).
 */
export interface Clock {
  /** Calls `fn` after `timeout` ms; returns a handle for {@link Clock.clearTimeout}. */
  setTimeout(fn: () => void, timeout: number): unknown;
  /** Cancels a pending call. */
  clearTimeout(handle: unknown): void;
  /** The current time in ms since the epoch. */
  now(): number;
}

/** The real clock: the host's timers and `Date.now()`. */
export const systemClock: Clock = {
  setTimeout: (fn, timeout) => globalThis.setTimeout(fn, timeout),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
  now: () => Date.now(),
};
