/**
 * Reads shared by the requests that arrive together, each given a read that STARTED after it
 * arrived (issue 17): while one read of a key runs, the requests that come in wait for the next one,
 * which starts when the running one ends and serves them all. So a burst of N requests costs two
 * reads, not N, and no request sees a value older than itself: a change committed before a request
 * arrived, through this instance, another one or straight in the database, is in its read. Used
 * for the shop of every API request (`tenantMiddleware`) and the version of a kept answer
 * (`HttpCache`).
 */
export class FreshReads<K, V> {
  private readonly slots = new Map<K, ReadSlot<V>>();

  constructor(private readonly read: (key: K) => Promise<V>) {}

  /** The value of `key` as of a read started after this call. */
  current(key: K): Promise<V> {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { running: undefined, queued: undefined };
      this.slots.set(key, slot);
    }
    const { running } = slot;
    if (!running) return this.start(key, slot);
    if (slot.queued) return slot.queued;
    const own = slot;
    const settled = () => undefined;
    const queued = running.then(settled, settled).then(() => {
      own.queued = undefined;
      return this.start(key, own);
    });
    own.queued = queued;
    return queued;
  }

  private start(key: K, slot: ReadSlot<V>): Promise<V> {
    const running: Promise<V> = this.read(key).finally(() => {
      if (slot.running === running) slot.running = undefined;
      // A key read once is not kept: the map holds only keys with a read under way.
      if (!slot.running && !slot.queued) this.slots.delete(key);
    });
    slot.running = running;
    return running;
  }
}

/** The read of one key under way, and the one waiting to start after it. */
interface ReadSlot<V> {
  running: Promise<V> | undefined;
  queued: Promise<V> | undefined;
}
