/**
 * The ready queue: callbacks pushed before the storefront is ready wait, in order, and run once
 * when it is (like Segment's snippet buffer, DESIGN "Scripting interface"); a callback pushed
 * afterwards runs at once.
 * @internal
 */
export interface ReadyQueue<C> {
  /** Queues `callback`, or runs it at once when the queue is open. */
  push(callback: C): void;
  /** Runs every queued callback once, in push order, and every later one at once. */
  open(): void;
  /** Whether {@link ReadyQueue.open} ran. */
  readonly isOpen: boolean;
}

/**
 * A ready queue over `run` (which must not throw: wrap callbacks with `callIsolated`).
 * @internal
 */
export function createReadyQueue<C>(run: (callback: C) => void, initial: readonly C[] = []): ReadyQueue<C> {
  const waiting: C[] = [...initial];
  let isOpen = false;
  let draining = false;
  return {
    push(callback) {
      if (isOpen) run(callback);
      else waiting.push(callback);
    },
    open() {
      if (isOpen || draining) return;
      draining = true;
      // A callback may push another: it joins the end of the line, so the order stays first in, first out.
      while (waiting.length > 0) {
        const next = waiting.shift() as C;
        run(next);
      }
      draining = false;
      isOpen = true;
    },
    get isOpen() {
      return isOpen;
    },
  };
}
