import type { Facade, PersistedSnapshot } from '@vitrine/ports';

/**
 * The facade members of a plain state holder (for facades that need no machine, like pricing):
 * the same contract as `actorFacade` in @vitrine/ports.
 * @internal
 */
export interface Store<S, E extends { readonly type: string }> extends Facade<S, E> {
  /** Replaces the state and tells the subscribers. */
  set(next: S): void;
  /** Emits an event to the `on` handlers. */
  emit(event: E): void;
}

/** @internal */
export function createStore<S, E extends { readonly type: string }>(
  initial: S,
  version: number,
): Store<S, E> {
  let state = initial;
  let stopped = false;
  const listeners = new Set<(snapshot: S) => void>();
  const handlers = new Set<(event: E) => void>();
  const subscribe = (listener: (snapshot: S) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    getSnapshot: () => state,
    subscribe,
    select(selector, listener, equal = Object.is) {
      let current = selector(state);
      return subscribe((snapshot) => {
        const next = selector(snapshot);
        if (equal(current, next)) return;
        current = next;
        listener(next);
      });
    },
    on(type, handler) {
      const wrapped = (event: E): void => {
        if (event.type === type) handler(event as Extract<E, { readonly type: typeof type }>);
      };
      handlers.add(wrapped);
      return () => void handlers.delete(wrapped);
    },
    persist: (): PersistedSnapshot => ({ version, state }),
    stop() {
      stopped = true;
      listeners.clear();
      handlers.clear();
    },
    set(next) {
      if (stopped || Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener(state);
    },
    emit(event) {
      if (stopped) return;
      for (const handler of [...handlers]) handler(event);
    },
  };
}
