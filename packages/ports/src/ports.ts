import { type ChannelFactory, loneChannels } from './channel';
import { type Clock, systemClock } from './clock';
import { type CookiePort, createMemoryCookies } from './cookies';
import { createMemoryLock, type LockPort } from './lock';
import { type ErrorReporter, type Logger, silentLogger } from './logger';
import { createMemoryNavigate, type Navigate } from './navigation';
import { mathRandom, type RandomSource } from './random';
import { createMemoryScriptLoader, type ScriptLoader } from './scripts';
import { createMemoryStorage, type StoragePort } from './storage';

/**
 * Everything a host injects, in one object: `@vitrine/sdk` passes each core package the ports it
 * uses. In Node the in-memory ones are the default ({@link createMemoryPorts});
 * `@vitrine/sdk/browser` supplies the browser ones.
 */
export interface Ports {
  /** Long-lived key/value storage (local storage). */
  readonly storage: StoragePort;
  /** The shop's cookies. */
  readonly cookies: CookiePort;
  /** Timers and the current time. */
  readonly clock: Clock;
  /** The cross-tab lock. */
  readonly lock: LockPort;
  /** Cross-tab channels by name. */
  readonly channels: ChannelFactory;
  /** The host router. */
  readonly navigate: Navigate;
  /** Developer-facing log lines. */
  readonly logger: Logger;
  /** The error monitor. */
  readonly reporter: ErrorReporter;
  /** Script tags (themes, apps, payment SDKs). */
  readonly scripts: ScriptLoader;
  /** Random numbers. */
  readonly random: RandomSource;
}

/**
 * A full set of {@link Ports}: in-memory adapters (one tab, no other tabs, a recording navigate,
 * scripts that load nothing, a silent logger, the system clock) with `overrides` on top.
 *
 * @example
 * ```ts
 * const ports = createMemoryPorts({ clock: new SimulatedClock() });
 * ```
 */
export function createMemoryPorts(overrides: Partial<Ports> = {}): Ports {
  return {
    storage: createMemoryStorage(),
    cookies: createMemoryCookies(),
    clock: systemClock,
    lock: createMemoryLock(),
    channels: loneChannels,
    navigate: createMemoryNavigate(),
    logger: silentLogger,
    reporter: { report: () => undefined },
    scripts: createMemoryScriptLoader(),
    random: mathRandom,
    ...overrides,
  };
}
