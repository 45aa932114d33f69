/**
 * The browser adapter of the cross-tab {@link CartChannel}: a `BroadcastChannel`. The
 * constructor is a parameter, so core code never reaches for the global (DESIGN "Ports").
 */
import { CART_CHANNEL_NAME } from '../cart.constants';
import { type CartChannel, isCartChannelMessage } from '../cart.ports';

/** The part of a `BroadcastChannel` the adapter uses. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  close(): void;
}

/** A `BroadcastChannel` constructor (`globalThis.BroadcastChannel` in a browser). */
export type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;

/** A {@link CartChannel} that can also be closed. */
export interface ClosableCartChannel extends CartChannel {
  /** Closes the underlying channel; listeners stop receiving. */
  close(): void;
}

/**
 * A {@link CartChannel} over `BroadcastChannel`: messages reach the other tabs of the same
 * origin, never the posting tab. Messages that are not cart messages are ignored.
 *
 * @param Channel - the `BroadcastChannel` constructor (inject `globalThis.BroadcastChannel`)
 * @param name - the channel name, default `'vitrine-cart'`
 *
 * @example
 * ```ts
 * import { createBroadcastCartChannel } from '@vitrine/core-cart';
 *
 * const channel = createBroadcastCartChannel(BroadcastChannel);
 * const cart = createCart({ client, storage, navigate, channel });
 * ```
 */
export function createBroadcastCartChannel(
  Channel: BroadcastChannelConstructor,
  name: string = CART_CHANNEL_NAME,
): ClosableCartChannel {
  const channel = new Channel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: { readonly data: unknown }): void => {
        if (isCartChannelMessage(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
