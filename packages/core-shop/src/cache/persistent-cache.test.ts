import { createMemoryLogger, createMemoryStorage } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import {
  CACHE_KEY_PREFIX,
  type CacheStore,
  cachedCall,
  createPersistentCache,
  storageCacheStore,
} from './persistent-cache';

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A store whose calls are answered by hand (or never), to meet the time-outs. */
function slowStore(base: CacheStore = storageCacheStore(createMemoryStorage())) {
  const calls: string[] = [];
  let hang: Partial<Record<keyof CacheStore, boolean>> = {};
  let fail: Partial<Record<keyof CacheStore, boolean>> = {};
  const wrap =
    <K extends keyof CacheStore>(name: K) =>
    (...args: Parameters<CacheStore[K]>) => {
      calls.push(name);
      if (hang[name]) return new Promise<never>(() => undefined);
      if (fail[name]) return Promise.reject(new Error(`${name} failed`));
      return (base[name] as (...a: Parameters<CacheStore[K]>) => unknown)(...args);
    };
  const store = {
    get: wrap('get'),
    set: wrap('set'),
    remove: wrap('remove'),
    keys: wrap('keys'),
  } as CacheStore;
  return {
    store,
    calls,
    hang: (which: typeof hang) => {
      hang = which;
    },
    fail: (which: typeof fail) => {
      fail = which;
    },
  };
}

describe('the persistent cache (000 §8, §9)', () => {
  it('keeps values in storage, and an entry older than its age misses', async () => {
    const clock = new SimulatedClock();
    const storage = createMemoryStorage();
    const cache = createPersistentCache({ store: storage, clock });
    expect(await cache.set('page:about', { title: 'About' }, 60_000)).toBe(true);
    expect(await cache.get('page:about')).toEqual({ title: 'About' });
    expect(storage.get(`${CACHE_KEY_PREFIX}page:about`)).toContain('About');
    clock.increment(60_000);
    expect(await cache.get('page:about')).toBeUndefined();
  });

  it('a read that does not answer in 800 ms misses, and after that 1 get error the cache is off', async () => {
    const clock = new SimulatedClock();
    const slow = slowStore();
    const logger = createMemoryLogger();
    const cache = createPersistentCache({ store: slow.store, clock, logger });
    await cache.set('a', 1);
    slow.hang({ get: true });
    let answered: unknown = 'pending';
    void cache.get('a').then((value) => {
      answered = value;
    });
    clock.increment(799);
    await settle();
    expect(answered).toBe('pending');
    clock.increment(1);
    await settle();
    expect(answered).toBeUndefined();
    expect(cache.state()).toMatchObject({ enabled: false, offReason: 'get-errors', getErrors: 1 });
    // off: nothing more reaches the store, reads miss, writes are skipped
    slow.hang({});
    const before = slow.calls.length;
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.set('b', 2)).toBe(false);
    expect(slow.calls.length).toBe(before);
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'cache get timed out',
      'persistent cache turned off',
    ]);
  });

  it('a failed read is tolerated (a miss) and turns the cache off', async () => {
    const slow = slowStore();
    const cache = createPersistentCache({ store: slow.store, clock: new SimulatedClock() });
    slow.fail({ get: true });
    await expect(cache.get('a')).resolves.toBeUndefined();
    expect(cache.state().enabled).toBe(false);
  });

  it('stays on through 29 failed writes and turns off at the 30th', async () => {
    const slow = slowStore();
    const cache = createPersistentCache({ store: slow.store, clock: new SimulatedClock() });
    slow.fail({ set: true });
    for (let i = 0; i < 29; i++) expect(await cache.set(`k${i}`, i)).toBe(false);
    expect(cache.state()).toMatchObject({ enabled: true, setErrors: 29 });
    await cache.set('k29', 29);
    expect(cache.state()).toMatchObject({ enabled: false, offReason: 'set-errors', setErrors: 30 });
  });

  it('a write that does not answer in 800 ms counts as a failed write', async () => {
    const clock = new SimulatedClock();
    const slow = slowStore();
    const cache = createPersistentCache({ store: slow.store, clock });
    slow.hang({ set: true });
    const written = cache.set('a', 1);
    clock.increment(800);
    expect(await written).toBe(false);
    expect(cache.state()).toMatchObject({ enabled: true, setErrors: 1 });
  });

  it('checks the storage quota every 30 s and empties a nearly full cache', async () => {
    const clock = new SimulatedClock();
    const storage = createMemoryStorage();
    let usage = 10;
    const cache = createPersistentCache({
      store: storage,
      clock,
      estimate: () => Promise.resolve({ usage, quota: 100 }),
    });
    await cache.set('a', 1);
    clock.increment(30_000);
    await settle();
    expect(await cache.get('a')).toBe(1);
    usage = 95;
    clock.increment(29_999);
    await settle();
    expect(await cache.get('a')).toBe(1);
    clock.increment(1);
    await settle();
    await settle();
    expect(await cache.get('a')).toBeUndefined();
    expect(storage.get(`${CACHE_KEY_PREFIX}a`)).toBeUndefined();
    cache.stop();
  });

  it('going over the entries gives up after 2000 ms', async () => {
    const clock = new SimulatedClock();
    const slow = slowStore();
    const logger = createMemoryLogger();
    const cache = createPersistentCache({ store: slow.store, clock, logger });
    slow.hang({ keys: true });
    const cleared = cache.clear();
    clock.increment(1999);
    await settle();
    let done = false;
    void cleared.then(() => {
      done = true;
    });
    await settle();
    expect(done).toBe(false);
    clock.increment(1);
    await cleared;
    expect(logger.entries[0]?.message).toBe('cache iterate timed out');
    expect(cache.state().enabled).toBe(true);
  });

  it('cachedCall loads once and serves the kept value after', async () => {
    const cache = createPersistentCache({ store: createMemoryStorage(), clock: new SimulatedClock() });
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve({ ok: true, value: 'shop' });
    };
    await cachedCall(cache, 'k', load);
    await settle();
    expect(await cachedCall(cache, 'k', load)).toEqual({ ok: true, value: 'shop' });
    expect(loads).toBe(1);
    // a failed result is not kept
    await cachedCall(cache, 'f', () => Promise.resolve({ ok: false }));
    await settle();
    expect(await cache.get('f')).toBeUndefined();
  });
});
