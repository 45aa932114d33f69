/**
 * How a facade verb waits for its request: the verb sends an event with a fresh request id and
 * resolves when the machine emits `settled` with that id (or with `stopped` when the actor stops
 * first), so a verb never throws and never waits forever.
 * @internal
 */
import { type EndingActor, pendingVerbs, requestIds } from '@vitrine/ports';

/** What the requester needs of an actor: its end is watched (`subscribe`), as a stop of its system. @internal */
export interface RequestActor<E> extends EndingActor {
  getSnapshot(): { readonly status: string; readonly children?: Readonly<Record<string, unknown>> };
  on(type: '*', handler: (event: E) => void): { unsubscribe(): void };
}

/** The emitted event that settles a request. @internal */
export interface SettledEvent<R> {
  readonly type: string;
  readonly requestId?: string;
  readonly result?: R;
}

let facades = 0;

/**
 * A request function over `actor`: `request(send)` calls `send(requestId)` and resolves with the
 * `result` of the emitted event of type `settledType` carrying that id. @internal
 */
export function createRequester<R>(
  actor: RequestActor<SettledEvent<R>>,
  settledType: string,
  stopped: R,
): { request(send: (requestId: string) => void): Promise<R>; stopAll(): void } {
  facades += 1;
  // A restored snapshot may hold a request in flight under an id this facade would reuse.
  const nextRequestId = requestIds(`f${facades}r`, (id) => actor.getSnapshot().children?.[id] !== undefined);
  // Settled `stopped` when the actor ends, on its own or with the storefront's system.
  const verbs = pendingVerbs(actor);
  return {
    request: (send) =>
      verbs.wait(stopped, (settle) => {
        const requestId = nextRequestId();
        const subscription = actor.on('*', (event) => {
          if (event.type === settledType && event.requestId === requestId && event.result !== undefined) {
            settle(event.result);
          }
        });
        send(requestId);
        return () => subscription.unsubscribe();
      }),
    stopAll: verbs.stopAll,
  };
}

/** The request id a spawned request actor's done or error event names (`xstate.done.actor.<id>`). @internal */
export function requestIdOf(eventType: string): string {
  return eventType.replace(/^xstate\.(done|error)\.actor\./, '');
}
