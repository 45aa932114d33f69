/** Stops a subscription. */
export type Unsubscribe = () => void;

/**
 * A snapshot a facade wrote with `persist()` and `createX({ snapshot })` restores. The version
 * lets a newer SDK recognise (and migrate or drop) what an older one stored.
 */
export interface PersistedSnapshot<S = unknown> {
  readonly version: number;
  readonly state: S;
}

/**
 * What a machine's builder (`xMachineWith(impl)`) takes in place of its defaults, each by name
 * (docs/decisions/0550): the actors, and the port actions a host fills in (no-ops when missing).
 *
 * @typeParam Actors - the machine's actors, as its defaults declare them
 * @typeParam Actions - its port actions, as a host writes them (none by default)
 */
export interface MachineImplementations<Actors, Actions = Record<never, never>> {
  /** Replaces actors by name (what the package's `…Logic` provides). */
  readonly actors?: Partial<Actors>;
  /** Replaces port actions by name (what the package's `…Logic` provides). */
  readonly actions?: Partial<Actions>;
}

/**
 * The public shape every core package meets its host with (DESIGN "One public shape"):
 * `createX(options)` returns a facade with these members plus the package's verbs, each verb
 * resolving to a {@link Result}.
 *
 * @typeParam S - the snapshot (read it with the package's `selectX(snapshot)` selectors)
 * @typeParam E - the events the facade emits (`{ type: 'notify', ... }`, `{ type: 'navigate', ... }`)
 */
export interface Facade<S, E extends { readonly type: string } = never> {
  /** The current snapshot. */
  getSnapshot(): S;
  /** Calls `listener` with every new snapshot; returns the unsubscribe function. */
  subscribe(listener: (snapshot: S) => void): Unsubscribe;
  /**
   * Calls `listener` when the selected slice changes (by `equal`, `Object.is` by default), so a
   * component re-renders only for its slice.
   */
  select<T>(
    selector: (snapshot: S) => T,
    listener: (value: T) => void,
    equal?: (a: T, b: T) => boolean,
  ): Unsubscribe;
  /** Calls `handler` for every emitted event of `type`; returns the unsubscribe function. */
  on<K extends E['type']>(type: K, handler: (event: Extract<E, { readonly type: K }>) => void): Unsubscribe;
  /** A versioned, serialisable snapshot to restore with `createX({ snapshot })`. */
  persist(): PersistedSnapshot;
  /** Stops the machines; the facade answers no more. */
  stop(): void;
}

/** What {@link actorFacade} needs of an actor: XState's `Actor` has it. */
export interface FacadeActor<S, E> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
  on(type: '*', handler: (event: E) => void): { unsubscribe(): void };
  getPersistedSnapshot(): unknown;
  stop(): void;
}

/**
 * The members of {@link Facade} for one actor, so a package writes only its verbs.
 *
 * @param version - the version written by `persist()` (raise it when the persisted shape changes)
 *
 * @example
 * ```ts
 * const actor = createActor(cartMachine).start();
 * return { ...actorFacade(actor, 1), add: (line) => ... };
 * ```
 */
export function actorFacade<S, E extends { readonly type: string }>(
  actor: FacadeActor<S, E>,
  version: number,
): Facade<S, E> {
  return {
    getSnapshot: () => actor.getSnapshot(),
    subscribe(listener) {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    select(selector, listener, equal = Object.is) {
      let current = selector(actor.getSnapshot());
      const subscription = actor.subscribe((snapshot) => {
        const next = selector(snapshot);
        if (equal(current, next)) return;
        current = next;
        listener(next);
      });
      return () => subscription.unsubscribe();
    },
    on(type, handler) {
      const subscription = actor.on('*', (event) => {
        if (event.type === type) handler(event as Extract<E, { readonly type: typeof type }>);
      });
      return () => subscription.unsubscribe();
    },
    persist: () => ({ version, state: actor.getPersistedSnapshot() }),
    stop: () => actor.stop(),
  };
}

/**
 * What {@link pendingVerbs} needs of an actor: XState's `Actor`, and a child's ref in a system,
 * have it. `complete` is called when the actor stops (a child with its system too), `error` when
 * it fails.
 */
export interface EndingActor {
  getSnapshot(): { readonly status: string };
  subscribe(
    next: (snapshot: { readonly status: string }) => void,
    error: (error: unknown) => void,
    complete: () => void,
  ): { unsubscribe(): void };
}

/** The verbs of a facade waiting on its actor ({@link pendingVerbs}). */
export interface PendingVerbs {
  /**
   * A verb: `start(settle)` sends its request and listens for its answer (returning what stops
   * listening); the promise resolves with what `settle` is given, or with `stopped` once the actor
   * has ended (at once when it already has, `start` not called).
   */
  wait<R>(stopped: R, start: (settle: (result: R) => void) => Unsubscribe): Promise<R>;
  /** Settles every waiting verb with its `stopped` answer (a facade's `stop()`). */
  stopAll(): void;
}

/**
 * Keeps the verbs waiting on `actor` so that none waits for ever (DESIGN "One public shape":
 * verbs resolve to a `Result`; `Facade.stop()`, the facade answers no more): a stopped actor
 * clears its listeners and never emits the event a verb waits for, so each waiting verb settles
 * with its `stopped` answer when the actor ends: stopped on its own, or as a child when the system
 * it belongs to stops (the sdk's `storefront.stop()`), or failed. A verb asked after answers at
 * once. @internal
 *
 * @example
 * ```ts
 * const verbs = pendingVerbs(actor);
 * const add = (line) =>
 *   verbs.wait(failure({ code: 'stopped' }), (settle) => {
 *     const listener = actor.on('cart.settled', (event) => settle(event.result));
 *     actor.send({ type: 'cart.add', line });
 *     return () => listener.unsubscribe();
 *   });
 * ```
 */
export function pendingVerbs(actor: EndingActor): PendingVerbs {
  const waiting = new Set<() => void>();
  // Watches the actor's end while a verb waits (XState calls `complete` when it stops).
  let watch: { unsubscribe(): void } | undefined;
  const unwatch = () => {
    watch?.unsubscribe();
    watch = undefined;
  };
  const stopAll = () => {
    unwatch();
    for (const stop of [...waiting]) stop();
  };
  return {
    wait<R>(stopped: R, start: (settle: (result: R) => void) => Unsubscribe): Promise<R> {
      if (actor.getSnapshot().status !== 'active') return Promise.resolve(stopped);
      return new Promise<R>((resolve) => {
        let settled = false;
        let stopListening: Unsubscribe | undefined;
        const settle = (result: R) => {
          if (settled) return;
          settled = true;
          waiting.delete(stop);
          if (waiting.size === 0) unwatch();
          stopListening?.();
          resolve(result);
        };
        const stop = () => settle(stopped);
        waiting.add(stop);
        watch ??= actor.subscribe(
          (snapshot) => {
            if (snapshot.status !== 'active') stopAll();
          },
          stopAll,
          stopAll,
        );
        stopListening = start(settle);
        // Answered while starting: it listens no more.
        if (settled) stopListening();
      });
    },
    stopAll,
  };
}

/**
 * The state of a persisted snapshot when its version is the expected one, else `undefined` (a
 * snapshot from another SDK version is dropped, and the facade starts fresh).
 */
export function restorable(snapshot: PersistedSnapshot | undefined, version: number): unknown {
  return snapshot !== undefined && snapshot.version === version ? snapshot.state : undefined;
}

/**
 * The ids of a facade's requests: `${prefix}1`, `${prefix}2`, … skipping every id `held` says the
 * actor still holds. A facade restored from a snapshot numbers its calls from the start again, while
 * the snapshot keeps an earlier page's request under such an id: its settlement would answer the
 * new call. @internal
 *
 * @example
 * ```ts
 * const nextId = requestIds('order-', (id) => actor.getSnapshot().context.requestId === id);
 * nextId(); // 'order-1', or 'order-2' when the restored context still holds 'order-1'
 * ```
 */
export function requestIds(prefix: string, held: (id: string) => boolean): () => string {
  let counter = 0;
  return () => {
    let id: string;
    do {
      counter += 1;
      id = `${prefix}${counter}`;
    } while (held(id));
    return id;
  };
}
