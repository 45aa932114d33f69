/**
 * A cross-tab channel of one name (a `BroadcastChannel` in the browser).
 *
 * @remarks
 * One semantics everywhere: a message posted by a tab reaches every other tab's listeners of the
 * same name, asynchronously, and never the poster's own. Another tab may run another version of
 * the SDK, so what arrives is `unknown` until checked: wrap a channel with {@link typedChannel}.
 */
export interface Channel<M = unknown> {
  /** Tells the other tabs. */
  post(message: M): void;
  /** Listens to the other tabs; returns the unsubscribe function. */
  subscribe(listener: (message: M) => void): () => void;
  /** Stops listening and posting. */
  close(): void;
}

/** Opens the channel of a name (`vitrine.auth`, `vitrine.cart`, ...). */
export type ChannelFactory = (name: string) => Channel<unknown>;

/**
 * A channel of checked messages: what the other tabs post is passed to listeners only when `is`
 * accepts it, so a malformed or foreign message is dropped, never trusted.
 *
 * @example
 * ```ts
 * const isChanged = (v: unknown): v is { type: 'cart.changed' } =>
 *   typeof v === 'object' && v !== null && (v as { type?: unknown }).type === 'cart.changed';
 * const channel = typedChannel(channels('vitrine.cart'), isChanged);
 * ```
 */
export function typedChannel<M>(channel: Channel<unknown>, is: (value: unknown) => value is M): Channel<M> {
  return {
    post: (message) => channel.post(message),
    subscribe: (listener) =>
      channel.subscribe((message) => {
        if (is(message)) listener(message);
      }),
    close: () => channel.close(),
  };
}

/** A hub of in-memory channels: each {@link MemoryChannelHub.tab} call is one simulated tab. */
export interface MemoryChannelHub {
  /** A new tab's channel factory. */
  tab(): ChannelFactory;
  /** Every message posted so far on the hub, with its channel name, in order. */
  readonly posted: readonly { readonly name: string; readonly message: unknown }[];
}

/**
 * In-memory cross-tab channels for tests and servers, with the semantics of {@link Channel}:
 * delivered on a later microtask to every other tab's listeners of the same name.
 *
 * @example
 * ```ts
 * const hub = createMemoryChannelHub();
 * const tabA = hub.tab()('vitrine.cart');
 * const tabB = hub.tab()('vitrine.cart');
 * tabB.subscribe((message) => console.log(message));
 * tabA.post({ type: 'cart.changed' }); // tab B logs it, tab A does not
 * ```
 */
export function createMemoryChannelHub(): MemoryChannelHub {
  type Endpoint = {
    readonly tab: object;
    readonly name: string;
    readonly listeners: Set<(m: unknown) => void>;
  };
  const endpoints = new Set<Endpoint>();
  const posted: { name: string; message: unknown }[] = [];
  return {
    posted,
    tab() {
      const tab = {};
      return (name) => {
        const endpoint: Endpoint = { tab, name, listeners: new Set() };
        endpoints.add(endpoint);
        let open = true;
        return {
          post(message) {
            if (!open) return;
            posted.push({ name, message });
            for (const other of endpoints) {
              if (other.tab === tab || other.name !== name) continue;
              for (const listener of other.listeners) {
                void Promise.resolve(message).then((m) => {
                  if (other.listeners.has(listener)) listener(m);
                });
              }
            }
          },
          subscribe(listener) {
            endpoint.listeners.add(listener);
            return () => void endpoint.listeners.delete(listener);
          },
          close() {
            open = false;
            endpoint.listeners.clear();
            endpoints.delete(endpoint);
          },
        };
      };
    },
  };
}

/** A channel factory for a single tab: nobody else listens (the default when none is given). */
export const loneChannels: ChannelFactory = () => ({
  post: () => undefined,
  subscribe: () => () => undefined,
  close: () => undefined,
});
