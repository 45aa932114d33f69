/** A tiny typed event emitter: listeners never break the emitter (each call is wrapped). */
export class Emitter<Events extends { [K in keyof Events]: unknown }> {
  readonly #listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void {
    let set = this.#listeners.get(type);
    if (!set) {
      set = new Set();
      this.#listeners.set(type, set);
    }
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  /** Calls every listener of `type`; a listener that throws is skipped, not propagated. */
  emit<K extends keyof Events>(type: K, payload: Events[K]): void {
    for (const listener of this.#listeners.get(type) ?? []) {
      try {
        (listener as (payload: Events[K]) => void)(payload);
      } catch {
        // A broken listener must not break the call that emitted.
      }
    }
  }
}
