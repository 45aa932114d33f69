import type { TokenChannel } from '../auth.ports';
import type { AuthTokens } from '../auth.types';

/** The part of the browser's `BroadcastChannel` the adapter uses, so the core needs no DOM types. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

/** The message a tab broadcasts after a refresh. */
const MESSAGE_TYPE = 'vitrine.auth.tokens';

/** Reads a broadcast message: tokens, or `undefined` for anything else. */
export function readTokenMessage(data: unknown): AuthTokens | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const message = data as {
    readonly type?: unknown;
    readonly token?: unknown;
    readonly refreshToken?: unknown;
  };
  if (message.type !== MESSAGE_TYPE) return undefined;
  if (typeof message.token !== 'string' || typeof message.refreshToken !== 'string') return undefined;
  return { token: message.token, refreshToken: message.refreshToken };
}

/**
 * A {@link TokenChannel} over a `BroadcastChannel` the host creates
 * (`new BroadcastChannel('vitrine.auth')`); messages of other shapes are ignored.
 *
 * @example
 * ```ts
 * const channel = broadcastTokenChannel(new BroadcastChannel('vitrine.auth'));
 * ```
 */
export function broadcastTokenChannel(channel: BroadcastChannelLike): TokenChannel {
  return {
    publish: (tokens) =>
      channel.postMessage({ type: MESSAGE_TYPE, token: tokens.token, refreshToken: tokens.refreshToken }),
    subscribe: (listener) => {
      const onMessage = (event: { readonly data: unknown }) => {
        const tokens = readTokenMessage(event.data);
        if (tokens) listener(tokens);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
