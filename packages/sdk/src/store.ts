import { actorFacade, type Facade, type FacadeActor } from '@vitrine/ports';

/**
 * The facade members of a plain state holder (for facades that need no machine, like pricing):
 * `actorFacade` of @vitrine/ports over a minimal actor, so `select`, `on` and `persist` behave
 * exactly as every other facade's.
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
  const holder: FacadeActor<S, E> = {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    on(_type, handler) {
      handlers.add(handler);
      return { unsubscribe: () => void handlers.delete(handler) };
    },
    getPersistedSnapshot: () => state,
    stop() {
      stopped = true;
      listeners.clear();
      handlers.clear();
    },
  };
  return {
    ...actorFacade(holder, version),
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
