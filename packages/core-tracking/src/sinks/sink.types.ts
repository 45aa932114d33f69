import type { PageContext, QueuedEvent, TrackingPreferences } from '../tracking.types';

/** The object vendor scripts define their globals on (`window` in a browser, given by the host). */
export type Globals = Record<string, unknown>;

/** What a vendor sink did with one event: sent it, has nothing for its step, or cannot yet (its global is missing). */
export type SinkSendResult = 'sent' | 'skipped' | 'not-ready';

/** Who the visitor is, for a sink's set-up (advanced matching). */
export interface SinkVisitor {
  readonly distinctId: string | undefined;
}

/**
 * A vendor sink (a plugin): on only when its shop preference is set, its script loaded through
 * the ScriptLoader port, its events written to the global the vendor script defines.
 */
export interface VendorSink {
  readonly name: 'ga4' | 'google-ads' | 'facebook' | 'klaviyo';
  /** Whether the shop's preferences turn it on. */
  enabled(preferences: TrackingPreferences): boolean;
  /** The vendor script to load. */
  script(preferences: TrackingPreferences): string;
  /** What the vendor's snippet does before its script loads (a command queue stub). */
  prepare?(globals: Globals): void;
  /**
   * What the vendor's snippet does once its script has run (`init`, `config`); `false` when the
   * vendor global is missing. `page` is the page now, its address already without secrets
   * (decision 0629): a vendor that reads the address itself is given this one instead.
   */
  setUp(
    globals: Globals,
    preferences: TrackingPreferences,
    visitor: SinkVisitor,
    now: number,
    page: PageContext,
  ): boolean;
  /** Sends one event, with its event id for the vendor's deduplication. */
  send(globals: Globals, preferences: TrackingPreferences, event: QueuedEvent): SinkSendResult;
}

/** An event as a sink a host or plugin added receives it: the outbox's event without its delivery marks. */
export type TrackingSinkEvent = Omit<QueuedEvent, 'done'>;

/**
 * A tracking sink a host or a plugin adds (`provide('tracking-sink', sink)` of `@vitrine/sdk`,
 * or `addedSinks` of `createTracking`). It gets the events the built-in sinks get, under their
 * rules: only once the visitor consented (none while undecided; a refusal drops them,
 * docs/decisions/0310), oldest first, after the first-party tracker, and each event once across
 * tabs and reloads (marked `plugin:<name>` in the outbox when sent; decision 0479).
 *
 * @example
 * ```ts
 * const sink: TrackingSink = {
 *   name: 'acme-analytics',
 *   send: (event) => navigator.sendBeacon('https://acme.example/collect', JSON.stringify(event)),
 * };
 * ```
 */
export interface TrackingSink {
  /** Unique among the added sinks; the outbox marks what it received with it. */
  readonly name: string;
  /**
   * Sends one event. Awaited before the next one; a throw or a rejection is logged and counts as
   * handled (a broken sink never holds up the funnel): a sink that wants retries keeps its own.
   */
  send(event: TrackingSinkEvent): void | Promise<void>;
}

/** A function global of the vendor, if it is one. */
export function vendorFunction(
  globals: Globals,
  name: string,
): ((...args: unknown[]) => unknown) | undefined {
  const value = globals[name];
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown) : undefined;
}

/** A command queue global of the vendor (`dataLayer`, `_learnq`, `klaviyo`): anything with `push`. */
export function vendorQueue(
  globals: Globals,
  name: string,
): { push(...items: unknown[]): unknown } | undefined {
  const value = globals[name];
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  const push = (value as { push?: unknown }).push;
  return typeof push === 'function' ? (value as { push(...items: unknown[]): unknown }) : undefined;
}
