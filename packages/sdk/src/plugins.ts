import type { PaymentStrategy } from '@vitrine/core-checkout';
import type { TrackingSink } from '@vitrine/core-tracking';
import type { Ports, Unsubscribe } from '@vitrine/ports';
import type { StorefrontEventHandler, StorefrontEventType } from './events';

/**
 * What a plugin declares about itself: its name, the ports it uses and the events it listens to.
 * A plugin gets exactly those ports and may listen to exactly those events.
 */
export interface PluginManifest<
  P extends keyof Ports = keyof Ports,
  E extends StorefrontEventType = StorefrontEventType,
> {
  /** A unique name, e.g. `'acme-analytics'`. */
  readonly name: string;
  /** The plugin's own version, for logs. */
  readonly version?: string;
  /** The ports it uses (`['logger', 'scripts']`). */
  readonly ports: readonly P[];
  /** The storefront events it listens to. */
  readonly events: readonly E[];
}

/** What a plugin receives at set-up. */
export interface PluginContext<P extends keyof Ports, E extends StorefrontEventType> {
  /** The ports the manifest names, and no others. */
  readonly ports: Pick<Ports, P>;
  /** Listens to an event the manifest names; returns the unsubscribe function. */
  on<K extends E>(type: K, handler: StorefrontEventHandler<K>): Unsubscribe;
  /** Registers an extension of a core package: a payment strategy or a tracking sink. */
  provide<K extends keyof StorefrontExtensions>(kind: K, extension: StorefrontExtensions[K]): Unsubscribe;
}

/**
 * The extension points plugins fill, by kind: `payment-strategy` adds a payment provider to the
 * checkout (core-checkout's `PaymentStrategy`, by its payment method code, 001 §9);
 * `tracking-sink` adds an analytics destination (core-tracking's `TrackingSink`), which gets the
 * funnel's events only once the visitor consented to tracking, each once across tabs and reloads
 * (decision 0479). An analytics plugin should add a sink rather than listen to storefront
 * events, which know nothing of consent.
 */
export interface StorefrontExtensions {
  readonly 'payment-strategy': PaymentStrategy;
  readonly 'tracking-sink': TrackingSink;
}

/** A plugin: a manifest and a set-up that may return its clean-up. */
export interface StorefrontPlugin<
  P extends keyof Ports = keyof Ports,
  E extends StorefrontEventType = StorefrontEventType,
> {
  readonly manifest: PluginManifest<P, E>;
  setup(context: PluginContext<P, E>): undefined | (() => void);
}

/** A plugin of any manifest, as `createStorefront({ plugins })` takes them. */
export interface AnyStorefrontPlugin {
  readonly manifest: PluginManifest;
  setup(context: never): undefined | (() => void);
}

/**
 * Declares a plugin with its types inferred from the manifest.
 *
 * @example
 * ```ts
 * const analytics = definePlugin({
 *   manifest: { name: 'acme-analytics', ports: ['logger'], events: ['cart.updated'] },
 *   setup({ ports, on }) {
 *     on('cart.updated', ({ cart }) => ports.logger.log('info', 'cart changed', cart));
 *     return undefined;
 *   },
 * });
 * ```
 */
export function definePlugin<P extends keyof Ports, E extends StorefrontEventType>(
  plugin: StorefrontPlugin<P, E>,
): StorefrontPlugin<P, E> {
  return plugin;
}

/** Why a plugin could not be set up (a manifest that asks for an unknown port or event). */
export class PluginError extends Error {
  readonly code = 'plugin_invalid';
}
