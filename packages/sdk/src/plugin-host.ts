import type { Ports, Unsubscribe } from '@vitrine/ports';
import type { EventStream, StorefrontEventType } from './events';
import {
  type AnyStorefrontPlugin,
  PluginError,
  type StorefrontExtensions,
  type StorefrontPlugin,
} from './plugins';

/** What plugins are given by the storefront. @internal */
export interface PluginHost {
  readonly ports: Ports;
  readonly events: EventStream;
  /** Takes a plugin's extension of a kind; returns its removal. */
  readonly provide?: <K extends keyof StorefrontExtensions>(
    kind: K,
    extension: StorefrontExtensions[K],
  ) => Unsubscribe;
}

/**
 * Sets up the plugins in order. Each gets the ports its manifest names and may listen only to the
 * events it names; a plugin whose set-up throws is logged and left out (what it listened to or
 * provided before throwing is released), never breaking the storefront. Returns the clean-up of
 * them all.
 * @internal
 */
export function startPlugins(plugins: readonly AnyStorefrontPlugin[], host: PluginHost): Unsubscribe {
  const cleanups: Unsubscribe[] = [];
  const names = new Set<string>();
  for (const plugin of plugins as readonly unknown[] as readonly StorefrontPlugin<
    keyof Ports,
    StorefrontEventType
  >[]) {
    const { manifest } = plugin;
    // What it listens to and provides, released with it, or at once if its set-up throws: a plugin
    // left out keeps nothing registered (decision 0192).
    const subscriptions: Unsubscribe[] = [];
    try {
      if (names.has(manifest.name))
        throw new PluginError(`Vitrine: two plugins are named "${manifest.name}"`);
      names.add(manifest.name);
      const ports = {} as Record<keyof Ports, unknown>;
      for (const port of manifest.ports) {
        if (!(port in host.ports))
          throw new PluginError(`Vitrine: plugin "${manifest.name}" asks for unknown port "${port}"`);
        ports[port] = host.ports[port];
      }
      const cleanup = plugin.setup({
        ports: ports as Pick<Ports, keyof Ports>,
        on(type, handler) {
          if (!manifest.events.includes(type)) {
            throw new PluginError(
              `Vitrine: plugin "${manifest.name}" listens to "${type}" without declaring it`,
            );
          }
          // Heard as it comes: an event held for the page's first listener stays held (decision 0495).
          const stop = host.events.on(type, handler, { takesHeld: false });
          subscriptions.push(stop);
          return stop;
        },
        provide(kind, extension) {
          if (!host.provide) throw new PluginError(`Vitrine: nothing takes "${String(kind)}" extensions yet`);
          const stop = host.provide(kind, extension);
          subscriptions.push(stop);
          return stop;
        },
      });
      cleanups.push(() => {
        for (const stop of subscriptions) stop();
        cleanup?.();
      });
    } catch (error) {
      for (const stop of subscriptions) stop();
      host.ports.logger.log('error', `plugin "${manifest.name}" could not be set up`, error);
    }
  }
  return () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        cleanup();
      } catch (error) {
        host.ports.logger.log('error', 'a plugin clean-up threw', error);
      }
    }
  };
}
