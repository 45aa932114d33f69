import { createMemoryChannelHub } from '@vitrine/ports';
import { describe, expect, it, vi } from 'vitest';
import { authChannel, isAuthTabMessage } from './auth.channel';
import { flush } from './auth.fixtures';

describe('isAuthTabMessage — what another tab posts is checked before it is trusted', () => {
  it.each([
    [{ type: 'auth.signedOut' }, true],
    [{ type: 'auth.signedIn', tokens: { token: 'at_1', refreshToken: 'rt_1' } }, true],
    [{ type: 'auth.refreshed', tokens: { token: 'at_1', refreshToken: '' } }, true],
    [{ type: 'auth.signedIn', tokens: { token: '', refreshToken: 'rt_1' } }, false],
    [{ type: 'auth.refreshed', tokens: { token: 1, refreshToken: 'rt_1' } }, false],
    [{ type: 'auth.signedIn' }, false],
    [{ type: 'cart.changed' }, false],
    ['auth.signedOut', false],
    [null, false],
  ])('%j → %s', (message, expected) => {
    expect(isAuthTabMessage(message)).toBe(expected);
  });

  it('the channel delivers checked messages to the other tabs only', async () => {
    const hub = createMemoryChannelHub();
    const a = authChannel(hub.tab());
    const b = authChannel(hub.tab());
    const heardByA = vi.fn();
    const heardByB = vi.fn();
    a.subscribe(heardByA);
    b.subscribe(heardByB);
    a.post({ type: 'auth.signedOut' });
    hub.tab()('vitrine.auth').post({ type: 'auth.signedIn', tokens: 'nope' });
    await flush();
    expect(heardByB).toHaveBeenCalledTimes(1);
    expect(heardByB).toHaveBeenCalledWith({ type: 'auth.signedOut' });
    expect(heardByA).not.toHaveBeenCalled();
  });
});
