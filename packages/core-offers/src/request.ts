/**
 * How a facade verb waits for its request: the verb sends an event with a fresh request id and
 * resolves when the machine emits `settled` with that id (or with `stopped` when the actor stops
 * first), so a verb never throws and never waits forever.
 * @internal
 */
import { requestIds } from '@vitrine/ports';

/** What the requester needs of an actor. @internal */
export interface RequestActor<E> {
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
  const waiting = new Set<(result: R) => void>();
  return {
    request(send) {
      if (actor.getSnapshot().status !== 'active') return Promise.resolve(stopped);
      const requestId = nextRequestId();
      return new Promise<R>((resolve) => {
        const settle = (result: R) => {
          subscription.unsubscribe();
          waiting.delete(settle);
          resolve(result);
        };
        const subscription = actor.on('*', (event) => {
          if (event.type === settledType && event.requestId === requestId && event.result !== undefined) {
            settle(event.result);
          }
        });
        waiting.add(settle);
        send(requestId);
      });
    },
    stopAll() {
      for (const settle of [...waiting]) settle(stopped);
    },
  };
}

/** The request id a spawned request actor's done or error event names (`xstate.done.actor.<id>`). @internal */
export function requestIdOf(eventType: string): string {
  return eventType.replace(/^xstate\.(done|error)\.actor\./, '');
}
