import type { Channel, ChannelFactory } from '@vitrine/ports';

/** The part of a `BroadcastChannel` the adapter uses. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  close(): void;
}

/** Opens a `BroadcastChannel` (the constructor, so tests and old browsers can pass their own). */
export type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;

interface OpenChannel {
  readonly channel: BroadcastChannelLike;
  users: number;
}

/**
 * One `BroadcastChannel` per name for the whole tab, shared by every factory: two objects of one
 * name in one tab would hear each other, and a tab must never hear itself.
 */
const openByConstructor = new WeakMap<BroadcastChannelConstructor, Map<string, OpenChannel>>();

/**
 * A {@link ChannelFactory} over `BroadcastChannel`: a message posted by a tab reaches the other
 * tabs of the origin, never the poster (every factory of a tab shares one `BroadcastChannel` per
 * name, and a channel object never hears its own posts). Messages are structured clones; a message
 * that cannot be cloned is dropped. Without `BroadcastChannel`, nobody else listens.
 *
 * @example
 * ```ts
 * const channels = broadcastChannels();
 * channels('vitrine.cart').subscribe((message) => console.log('another tab says', message));
 * ```
 */
export function broadcastChannels(Ctor?: BroadcastChannelConstructor): ChannelFactory {
  const Constructor =
    Ctor ?? (globalThis as { BroadcastChannel?: BroadcastChannelConstructor }).BroadcastChannel;
  return (name) => {
    if (!Constructor)
      return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };
    const open = openByConstructor.get(Constructor) ?? new Map<string, OpenChannel>();
    openByConstructor.set(Constructor, open);
    const entry = open.get(name) ?? { channel: new Constructor(name), users: 0 };
    entry.users += 1;
    open.set(name, entry);
    const listeners = new Set<(event: { readonly data: unknown }) => void>();
    let closed = false;
    const channel: Channel<unknown> = {
      post(message) {
        if (closed) return;
        try {
          entry.channel.postMessage(message);
        } catch {
          // A message that cannot be cloned is dropped (the other tabs resync on their next call).
        }
      },
      subscribe(listener) {
        const onMessage = (event: { readonly data: unknown }): void => listener(event.data);
        listeners.add(onMessage);
        entry.channel.addEventListener('message', onMessage);
        return () => {
          listeners.delete(onMessage);
          entry.channel.removeEventListener('message', onMessage);
        };
      },
      close() {
        if (closed) return;
        closed = true;
        for (const onMessage of listeners) entry.channel.removeEventListener('message', onMessage);
        listeners.clear();
        entry.users -= 1;
        if (entry.users === 0) {
          entry.channel.close();
          open.delete(name);
        }
      },
    };
    return channel;
  };
}
