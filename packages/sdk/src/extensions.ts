import type { PaymentStrategy } from '@vitrine/core-checkout';
import type { TrackingSink } from '@vitrine/core-tracking';
import type { Unsubscribe } from '@vitrine/ports';
import { PluginError, type StorefrontExtensions } from './plugins';

/** How each kind of extension is added; each returns its removal. */
type Adders = {
  readonly [K in keyof StorefrontExtensions]: (extension: StorefrontExtensions[K]) => Unsubscribe;
};

/**
 * What the storefront's plugins added, by kind, for the parts that use them: the checkout's
 * payment strategies and tracking's added sinks. @internal
 */
export interface Extensions {
  /** Payment strategies by payment method code (filled as plugins provide them). */
  readonly strategies: Record<string, PaymentStrategy>;
  /** The tracking sinks added so far (read at each delivery). */
  readonly trackingSinks: () => readonly TrackingSink[];
  /** Adds a plugin's extension; returns its removal. */
  provide<K extends keyof StorefrontExtensions>(kind: K, extension: StorefrontExtensions[K]): Unsubscribe;
}

/** An empty set of extensions, filled by `provide`. @internal */
export function createExtensions(): Extensions {
  const strategies: Record<string, PaymentStrategy> = {};
  let sinks: readonly TrackingSink[] = [];
  const adders: Adders = {
    'payment-strategy': (strategy) => {
      strategies[strategy.code] = strategy;
      return () => {
        if (strategies[strategy.code] === strategy) delete strategies[strategy.code];
      };
    },
    'tracking-sink': (sink) => {
      // The outbox marks what a sink received by its name (decision 0479): two of one name would share it.
      if (sinks.some((added) => added.name === sink.name))
        throw new PluginError(`Vitrine: two tracking sinks are named "${sink.name}"`);
      sinks = [...sinks, sink];
      return () => {
        sinks = sinks.filter((added) => added !== sink);
      };
    },
  };
  return {
    strategies,
    trackingSinks: () => sinks,
    provide: (kind, extension) => adders[kind](extension),
  };
}
