import type { Clock, Logger, StoragePort } from '@vitrine/ports';

/** A cache read or write gives up after this many ms (000 §9 "Cache call time-out 800 ms"). */
export const CACHE_CALL_TIMEOUT_MS = 800;
/** Going over every entry gives up after this many ms (000 §9 "iterate time-out 2000 ms"). */
export const CACHE_ITERATE_TIMEOUT_MS = 2000;
/** The persistent cache turns off after this many failed reads (000 §9 "after 1 get error"). */
export const CACHE_GET_ERROR_LIMIT = 1;
/** The persistent cache turns off after this many failed writes (000 §9 "or 30 set errors"). */
export const CACHE_SET_ERROR_LIMIT = 30;
/** How often the storage quota is checked (000 §9 "Storage quota checks every 30 s"). */
export const STORAGE_QUOTA_CHECK_INTERVAL_MS = 30_000;
/**
 * The share of the quota in use from which the cache empties itself (the spec gives the check's
 * period, not its threshold; docs/decisions/0271).
 */
export const STORAGE_QUOTA_FULL_RATIO = 0.9;
/** The key prefix of the cache's entries in storage. */
export const CACHE_KEY_PREFIX = 'vitrine-cache:';

type MaybePromise<T> = T | Promise<T>;

/**
 * Where the cache keeps its entries: synchronous (a {@link StoragePort}, see {@link storageCacheStore})
 * or asynchronous (IndexedDB); every call may be slow or fail, which the cache tolerates.
 */
export interface CacheStore {
  get(key: string): MaybePromise<string | undefined>;
  set(key: string, value: string): MaybePromise<void>;
  remove(key: string): MaybePromise<void>;
  /** The keys of the cache's entries. */
  keys(): MaybePromise<readonly string[]>;
}

/** How much of the storage quota is used, in bytes (`navigator.storage.estimate()` in a browser). */
export interface StorageEstimate {
  readonly usage?: number;
  readonly quota?: number;
}

/** Options of {@link createPersistentCache}. */
export interface PersistentCacheOptions {
  /** The store: a {@link CacheStore}, or a {@link StoragePort} (kept with an index of its keys). */
  readonly store: CacheStore | StoragePort;
  /** The clock of the time-outs, the entries' age and the quota checks. */
  readonly clock: Clock;
  /** Where failures are logged (000 §8 "logged and tolerated"). */
  readonly logger?: Logger;
  /** The storage estimate for the quota check every 30 s; without it, no quota check. */
  readonly estimate?: () => Promise<StorageEstimate>;
  /** How long an entry is fresh, in ms, unless `set` says otherwise; default: no limit. */
  readonly maxAgeMs?: number;
}

/** Why the persistent cache turned off. */
export type CacheOffReason = 'get-errors' | 'set-errors';

/** A snapshot of the cache's health. */
export interface PersistentCacheState {
  /** False once the persistent cache turned off (then every read misses and writes are skipped). */
  readonly enabled: boolean;
  readonly offReason: CacheOffReason | null;
  readonly getErrors: number;
  readonly setErrors: number;
}

/** A persistent cache whose failures never reach its caller (000 §8, §9). */
export interface PersistentCache {
  /** The fresh value under `key`, or `undefined` (a miss, a failure, a time-out, or off). */
  get<T>(key: string): Promise<T | undefined>;
  /** Keeps `value` (JSON); resolves `false` when it could not (failure, time-out, or off). */
  set(key: string, value: unknown, maxAgeMs?: number): Promise<boolean>;
  /** Forgets `key`. */
  remove(key: string): Promise<void>;
  /** Forgets every entry (within the iterate time-out). */
  clear(): Promise<void>;
  /** Checks the storage quota now: at {@link STORAGE_QUOTA_FULL_RATIO} or more, the cache empties. */
  checkQuota(): Promise<void>;
  /** The cache's health. */
  state(): PersistentCacheState;
  /** Stops the quota checks. */
  stop(): void;
}

type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly reason: 'timeout' | 'error'; readonly error?: unknown };

/** Runs `work`, giving up after `ms` on `clock`. Never rejects. */
function within<T>(clock: Clock, ms: number, work: () => MaybePromise<T>): Promise<Outcome<T>> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome<T>): void => {
      if (settled) return;
      settled = true;
      clock.clearTimeout(handle);
      resolve(outcome);
    };
    const handle = clock.setTimeout(() => finish({ ok: false, reason: 'timeout' }), ms);
    try {
      Promise.resolve(work()).then(
        (value) => finish({ ok: true, value }),
        (error: unknown) => finish({ ok: false, reason: 'error', error }),
      );
    } catch (error) {
      finish({ ok: false, reason: 'error', error });
    }
  });
}

const isCacheStore = (store: CacheStore | StoragePort): store is CacheStore =>
  typeof (store as Partial<CacheStore>).keys === 'function';

/**
 * A {@link CacheStore} over a {@link StoragePort} (local storage): entries under
 * {@link CACHE_KEY_PREFIX}, with an index of their keys (a storage port cannot list its keys).
 *
 * @example
 * ```ts
 * const store = storageCacheStore(ports.storage);
 * ```
 */
export function storageCacheStore(storage: StoragePort): CacheStore {
  const indexKey = `${CACHE_KEY_PREFIX}index`;
  const readIndex = (): string[] => {
    const raw = storage.get(indexKey);
    if (raw === undefined) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return [];
    }
  };
  const writeIndex = (keys: readonly string[]): void => storage.set(indexKey, JSON.stringify(keys));
  return {
    get: (key) => storage.get(CACHE_KEY_PREFIX + key),
    set(key, value) {
      storage.set(CACHE_KEY_PREFIX + key, value);
      const keys = readIndex();
      if (!keys.includes(key)) writeIndex([...keys, key]);
    },
    remove(key) {
      storage.remove(CACHE_KEY_PREFIX + key);
      writeIndex(readIndex().filter((known) => known !== key));
    },
    keys: () => readIndex(),
  };
}

/** What is stored per key. */
interface Entry {
  readonly value: unknown;
  /** Ms since the epoch after which it is stale; absent: fresh for ever. */
  readonly expires?: number;
}

function parseEntry(raw: string): Entry | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'value' in parsed ? (parsed as Entry) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The persistent cache of 000 §8–9 over the storage and clock ports: every read or write gives up
 * after 800 ms, going over the entries after 2000 ms; failures are logged and tolerated (a read
 * misses, a write is skipped); after 1 failed read or 30 failed writes the persistent cache turns
 * off for the page; every 30 s the storage quota is checked and a nearly full cache empties itself.
 *
 * @example
 * ```ts
 * const cache = createPersistentCache({ store: ports.storage, clock: ports.clock, logger: ports.logger });
 * const page = await cachedCall(cache, `page:${handle}`, () => fetchPage(transport, handle));
 * ```
 */
export function createPersistentCache(options: PersistentCacheOptions): PersistentCache {
  const { clock, logger } = options;
  const store = isCacheStore(options.store) ? options.store : storageCacheStore(options.store);
  let getErrors = 0;
  let setErrors = 0;
  let offReason: CacheOffReason | null = null;
  let timer: unknown;
  let stopped = false;

  const failed = (
    what: 'get' | 'set' | 'remove' | 'iterate',
    key: string,
    outcome: Outcome<unknown>,
  ): void => {
    if (outcome.ok) return;
    // 000 §8 "Cache read or write failure: logged and tolerated"
    logger?.log('warn', `cache ${what} ${outcome.reason === 'timeout' ? 'timed out' : 'failed'}`, {
      key,
      ...(outcome.reason === 'error' ? { error: outcome.error } : {}),
    });
    if (what === 'get' && ++getErrors >= CACHE_GET_ERROR_LIMIT) turnOff('get-errors');
    if (what === 'set' && ++setErrors >= CACHE_SET_ERROR_LIMIT) turnOff('set-errors');
  };

  function turnOff(reason: CacheOffReason): void {
    if (offReason !== null) return;
    offReason = reason;
    logger?.log('warn', 'persistent cache turned off', { reason });
  }

  async function clear(): Promise<void> {
    const keys = await within(clock, CACHE_ITERATE_TIMEOUT_MS, () => store.keys());
    if (!keys.ok) return failed('iterate', '*', keys);
    for (const key of keys.value) {
      const removed = await within(clock, CACHE_CALL_TIMEOUT_MS, () => store.remove(key));
      failed('remove', key, removed);
    }
  }

  async function checkQuota(): Promise<void> {
    if (!options.estimate) return;
    const estimate = await within(clock, CACHE_CALL_TIMEOUT_MS, options.estimate);
    if (!estimate.ok) return;
    const { usage, quota } = estimate.value;
    if (usage === undefined || quota === undefined || quota <= 0) return;
    if (usage / quota >= STORAGE_QUOTA_FULL_RATIO) {
      logger?.log('warn', 'storage nearly full: cache cleared', { usage, quota });
      await clear();
    }
  }

  const schedule = (): void => {
    if (stopped || !options.estimate) return;
    timer = clock.setTimeout(() => {
      void checkQuota().then(schedule);
    }, STORAGE_QUOTA_CHECK_INTERVAL_MS);
  };
  schedule();

  return {
    async get<T>(key: string) {
      if (offReason !== null) return undefined;
      const read = await within(clock, CACHE_CALL_TIMEOUT_MS, () => store.get(key));
      if (!read.ok) {
        failed('get', key, read);
        return undefined;
      }
      if (read.value === undefined) return undefined;
      const entry = parseEntry(read.value);
      if (entry === undefined) return undefined;
      if (entry.expires !== undefined && clock.now() >= entry.expires) return undefined;
      return entry.value as T;
    },
    async set(key, value, maxAgeMs = options.maxAgeMs) {
      if (offReason !== null) return false;
      const entry: Entry = maxAgeMs === undefined ? { value } : { value, expires: clock.now() + maxAgeMs };
      const written = await within(clock, CACHE_CALL_TIMEOUT_MS, () => store.set(key, JSON.stringify(entry)));
      failed('set', key, written);
      return written.ok;
    },
    async remove(key) {
      const removed = await within(clock, CACHE_CALL_TIMEOUT_MS, () => store.remove(key));
      failed('remove', key, removed);
    },
    clear,
    checkQuota,
    state: () => ({ enabled: offReason === null, offReason, getErrors, setErrors }),
    stop() {
      stopped = true;
      if (timer !== undefined) clock.clearTimeout(timer);
    },
  };
}

/**
 * The cached value of `key`, else `load()`'s, kept when `keep` accepts it (by default a value that
 * is not a failed result). A failing cache only costs its time-out.
 *
 * @example
 * ```ts
 * const result = await cachedCall(cache, 'bootstrap:localhost', () => fetchShopBootstrap(transport, { domain }), (r) => r.ok);
 * ```
 */
export async function cachedCall<T>(
  cache: PersistentCache,
  key: string,
  load: () => Promise<T>,
  keep: (value: T) => boolean = (value) =>
    !(typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false),
): Promise<T> {
  const cached = await cache.get<T>(key);
  if (cached !== undefined) return cached;
  const value = await load();
  if (keep(value)) void cache.set(key, value);
  return value;
}
