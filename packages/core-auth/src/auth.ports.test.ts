import { describe, expect, it, vi } from 'vitest';
import { deferred, flush, tokens } from './auth.fixtures';
import { createMemoryLock, createMemoryStorage, createMemoryTokenChannel } from './auth.ports';

describe('createMemoryStorage', () => {
  it('gets, sets and removes', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.get('a')).toBe('1');
    storage.set('a', '2');
    expect(storage.get('a')).toBe('2');
    storage.remove('a');
    storage.remove('absent');
    expect(storage.get('a')).toBeUndefined();
  });
});

describe('createMemoryLock', () => {
  it('runs holders of one name one after another, in request order, and passes results through', async () => {
    const lock = createMemoryLock();
    const first = deferred<string>();
    const order: string[] = [];
    const a = lock.request('x', async () => {
      order.push('a start');
      const value = await first.promise;
      order.push('a end');
      return value;
    });
    const b = lock.request('x', async () => {
      order.push('b');
      return 2;
    });
    const other = lock.request('y', async () => {
      order.push('y');
      return 3;
    });
    await flush();
    expect(order).toEqual(['a start', 'y']);
    first.resolve('one');
    expect(await a).toBe('one');
    expect(await b).toBe(2);
    expect(await other).toBe(3);
    expect(order).toEqual(['a start', 'y', 'a end', 'b']);
  });

  it('a holder that rejects releases the lock', async () => {
    const lock = createMemoryLock();
    const failing = lock.request('x', async () => {
      throw new Error('boom');
    });
    const next = lock.request('x', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });
});

describe('createMemoryTokenChannel', () => {
  it('delivers a publish to every subscriber at once, until it unsubscribes', () => {
    const channel = createMemoryTokenChannel();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = channel.subscribe(a);
    channel.subscribe(b);
    channel.publish(tokens(1));
    stopA();
    channel.publish(tokens(2));
    expect(a.mock.calls).toEqual([[tokens(1)]]);
    expect(b.mock.calls).toEqual([[tokens(1)], [tokens(2)]]);
  });
});
