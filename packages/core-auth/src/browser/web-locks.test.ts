import { describe, expect, it, vi } from 'vitest';
import { type WebLockManager, webLocks } from './web-locks';

describe('webLocks', () => {
  it('runs the function under navigator.locks.request with the given name', async () => {
    const request = vi.fn(async (_name: string, callback: (lock: unknown) => Promise<unknown>) =>
      callback({ name: 'held' }),
    );
    const lock = webLocks({ request } as WebLockManager);
    expect(await lock.request('vitrine.auth.refresh', async () => 42)).toBe(42);
    expect(request).toHaveBeenCalledWith('vitrine.auth.refresh', expect.any(Function));
  });
});
