/**
 * Small helpers the core-shop facades share.
 *
 * @internal
 */
import type { Transport } from '@vitrine/api-client';
import { createMemoryPorts, type PersistedSnapshot, type Ports, restorable } from '@vitrine/ports';
import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  createActor,
  type InputFrom,
  type Observer,
  type Snapshot,
  type Subscription,
} from 'xstate';

/** What the helpers need of an actor ref. */
export interface Watchable<S> {
  getSnapshot(): S;
  subscribe(observer: Observer<S>): Subscription;
}

/**
 * Resolves with the first snapshot (the current one included) that `done` accepts; resolves with
 * the last snapshot when the actor stops first.
 *
 * @internal
 */
export function whenSnapshot<S extends { readonly status: string }>(
  actor: Watchable<S>,
  done: (snapshot: S) => boolean,
): Promise<S> {
  const current = actor.getSnapshot();
  if (done(current) || current.status !== 'active') return Promise.resolve(current);
  return new Promise((resolve) => {
    let settled = false;
    let subscription: Subscription | undefined;
    const finish = (snapshot: S): void => {
      if (settled) return;
      settled = true;
      subscription?.unsubscribe();
      resolve(snapshot);
    };
    subscription = actor.subscribe({
      next: (snapshot: S) => {
        if (done(snapshot) || snapshot.status !== 'active') finish(snapshot);
      },
      complete: () => finish(actor.getSnapshot()),
      error: () => finish(actor.getSnapshot()),
    });
    if (settled) subscription.unsubscribe();
  });
}

let counter = 0;

/** A fresh id for a request a facade sends (unique within the page). @internal */
export function requestId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/**
 * What every core-shop `createX(options)` takes (the facade convention): the api-client's
 * transport, the ports it uses (in-memory defaults from `@vitrine/ports` for the missing ones), a
 * snapshot from `persist()` to restore, and an XState inspector.
 */
export interface ShopFacadeOptions<P extends keyof Ports = never> {
  /** The api-client's transport (`createTransport(...)` or the sdk's). */
  readonly transport: Pick<Transport, 'send'>;
  /** The host's ports; missing ones default to the in-memory adapters. */
  readonly ports?: Partial<Pick<Ports, P | 'clock'>>;
  /** A snapshot written by `persist()`; dropped when its version is not this SDK's. */
  readonly snapshot?: PersistedSnapshot;
  /** Receives XState inspection events. */
  readonly inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

/** The full ports of a facade: the host's over the in-memory defaults. @internal */
export function portsOf(options: { readonly ports?: Partial<Ports> | undefined }): Ports {
  return createMemoryPorts(options.ports ?? {});
}

/**
 * Creates and starts the actor of a standalone facade: the clock port, the restorable snapshot
 * and the inspector of the options, and the machine's input. @internal
 */
export function startActor<L extends AnyActorLogic>(
  logic: L,
  options: {
    readonly ports?: Partial<Pick<Ports, 'clock'>> | undefined;
    readonly snapshot?: PersistedSnapshot | undefined;
    readonly inspect?: ActorOptions<AnyActorLogic>['inspect'] | undefined;
  },
  version: number,
  input?: InputFrom<L>,
): Actor<L> {
  const snapshot = restorable(options.snapshot, version);
  return createActor(logic, {
    ...(options.ports?.clock === undefined ? {} : { clock: options.ports.clock }),
    ...(snapshot === undefined ? {} : { snapshot: snapshot as Snapshot<unknown> }),
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
    ...(input === undefined ? {} : { input }),
  }).start();
}
