import { describe, expect, it, vi } from 'vitest';
import {
  type BroadcastChannelLike,
  broadcastTokenChannel,
  readTokenMessage,
} from './broadcast-token-channel';

/** Two ends of a fake broadcast channel: a post on one reaches the other's listeners. */
function pair(): [BroadcastChannelLike, BroadcastChannelLike] {
  const listeners: Set<(event: { data: unknown }) => void>[] = [new Set(), new Set()];
  const end = (self: number): BroadcastChannelLike => ({
    postMessage: (data) => {
      for (const listener of listeners[1 - self] ?? []) listener({ data });
    },
    addEventListener: (_type, listener) => listeners[self]?.add(listener),
    removeEventListener: (_type, listener) => listeners[self]?.delete(listener),
  });
  return [end(0), end(1)];
}

describe('broadcastTokenChannel', () => {
  it('carries tokens to the other tab, until it unsubscribes', () => {
    const [a, b] = pair();
    const received = vi.fn();
    const stop = broadcastTokenChannel(b).subscribe(received);
    broadcastTokenChannel(a).publish({ token: 'at_2', refreshToken: 'rt_2' });
    stop();
    broadcastTokenChannel(a).publish({ token: 'at_3', refreshToken: 'rt_3' });
    expect(received.mock.calls).toEqual([[{ token: 'at_2', refreshToken: 'rt_2' }]]);
  });

  it('ignores messages of other shapes', () => {
    expect(readTokenMessage({ type: 'other', token: 'a', refreshToken: 'b' })).toBeUndefined();
    expect(readTokenMessage({ type: 'vitrine.auth.tokens', token: 1, refreshToken: 'b' })).toBeUndefined();
    expect(readTokenMessage('text')).toBeUndefined();
    expect(readTokenMessage(null)).toBeUndefined();
  });
});
