/**
 * The upsell machine (001 §3, §7 Upsell): every verb is a request of the table in
 * `offers.requests.ts`, run in its own spawned `run` actor (so a product page can load offers,
 * widgets and recommendations at once); its answer lands in the slot of its kind. The last
 * request of a kind wins its slot; every request settles its verb.
 */
import { DEFAULT_CURRENCY } from '@vitrine/core-pricing';
import { notProvided, type Result, type MachineImplementations } from '@vitrine/ports';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { OffersKind, OffersOutcome, OffersRequest, OffersValues } from './offers.requests';
import type { AfterAddOffers, OffersError } from './offers.types';
import { requestIdOf } from './request';

/** The state of one kind of request. */
export interface Slot<T> {
  readonly status: 'loading' | 'ready' | 'failed';
  /**
   * The last answer (kept while a newer request loads, and when it fails, except after an add:
   * a failed lookup of the next add leaves none, docs/decisions/0542; and the quick view, which
   * holds only the product asked, none while it loads or when it fails).
   */
  readonly value: T | null;
  readonly error: OffersError | null;
  /** The request that owns the slot. @internal */
  readonly requestId: string;
}

/** The slots by kind of request. */
export type OffersSlots = { readonly [K in OffersKind]?: Slot<OffersValues[K]> };

/** The machine's context (serialisable: plain data only). */
export interface OffersContext {
  /** The shop currency prices are read in. */
  readonly currency: string;
  readonly slots: OffersSlots;
  /** Requests in flight: their kind by request id. @internal */
  readonly running: Readonly<Record<string, OffersKind>>;
}

/** The input of the machine. */
export interface OffersInput {
  /** The shop currency (default USD, 001 §9). */
  readonly currency?: string;
}

/** Events the machine takes. */
export type OffersEvent =
  | { readonly type: 'offers.request'; readonly requestId: string; readonly request: OffersRequest }
  | { readonly type: 'offers.configure'; readonly currency: string }
  | { readonly type: 'offers.clear'; readonly kind: OffersKind }
  | { readonly type: `xstate.done.actor.${string}`; readonly output: OffersOutcome }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

/** Events the machine emits. */
export type OffersEmitted =
  /** A request finished (internal: the facade waits on it). */
  | {
      readonly type: 'offers.settled';
      readonly requestId: string;
      readonly result: Result<unknown, OffersError>;
    }
  /** Offers to show after an add to cart (only when there is at least one, for the last add not dismissed). */
  | { readonly type: 'offers.afterAdd'; readonly afterAdd: AfterAddOffers };

/** What the `run` actor gets. */
export interface RunInput {
  readonly request: OffersRequest;
  readonly currency: string;
}

/**
 * The kinds whose last answer a failed request does not keep: the offers after an add stay
 * "until dismissed or the next add" (docs/decisions/0542), so the next add replaces them, with
 * none when its lookup fails, instead of the previous product's offers shown for the product
 * just added. (While the next add's lookup loads they stay, as every slot's last answer does.)
 * The offers after an order likewise belong to the order asked (docs/decisions/0572).
 */
const REPLACED_BY_NEXT_REQUEST: readonly OffersKind[] = ['afterAdd', 'afterOrder'];

/**
 * The kinds that hold the one thing asked, so a newer request empties them at once (and a failed
 * one leaves them empty): the quick view is of the product asked (001 §3 Upsell: "quick view
 * product"); product A under product B's quick view, while B loads or when it is not found, is
 * the wrong product shown.
 */
const EMPTIED_BY_NEXT_REQUEST: readonly OffersKind[] = ['quickView'];

function settle(context: OffersContext, requestId: string, outcome: OffersOutcome): OffersContext {
  const { [requestId]: _, ...running } = context.running;
  const slot = context.slots[outcome.kind];
  if (slot?.requestId !== requestId) return { ...context, running };
  const next: Slot<unknown> = outcome.result.ok
    ? { status: 'ready', value: outcome.result.value, error: null, requestId }
    : {
        status: 'failed',
        value: REPLACED_BY_NEXT_REQUEST.includes(outcome.kind) ? null : slot.value,
        error: outcome.result.error,
        requestId,
      };
  return { ...context, running, slots: { ...context.slots, [outcome.kind]: next } };
}

/** The upsell machine; its `run` actor is provided by `offersLogic` (`notProvided` until then). */
/** The actors of {@link offersMachine} until a host provides them. */
const offersActorDefaults = () => ({
  run: fromPromise<OffersOutcome, RunInput>(notProvided('offers.run')),
});

/** What {@link offersMachineWith} takes in place of the defaults. */
export type OffersImplementations = MachineImplementations<ReturnType<typeof offersActorDefaults>>;

/**
 * Builds {@link offersMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function offersMachineWith(impl: OffersImplementations = {}) {
  return setup({
    types: {
      context: {} as OffersContext,
      events: {} as OffersEvent,
      input: {} as OffersInput,
      emitted: {} as OffersEmitted,
    },
    actors: { ...offersActorDefaults(), ...impl.actors },
  }).createMachine({
    id: 'offers',
    context: ({ input }) => ({ currency: input.currency ?? DEFAULT_CURRENCY, slots: {}, running: {} }),
    on: {
      'offers.request': {
        actions: enqueueActions(({ enqueue, event, context }) => {
          const { requestId, request } = event;
          const previous = context.slots[request.kind];
          enqueue.assign({
            running: { ...context.running, [requestId]: request.kind },
            slots: {
              ...context.slots,
              [request.kind]: {
                status: 'loading',
                value: EMPTIED_BY_NEXT_REQUEST.includes(request.kind) ? null : (previous?.value ?? null),
                error: null,
                requestId,
              },
            },
          });
          enqueue.spawnChild('run', { id: requestId, input: { request, currency: context.currency } });
        }),
      },
      'offers.configure': { actions: assign({ currency: ({ event }) => event.currency }) },
      'offers.clear': {
        actions: assign({
          slots: ({ context, event }) => {
            const { [event.kind]: _, ...slots } = context.slots;
            return slots;
          },
        }),
      },
      'xstate.done.actor.*': {
        actions: enqueueActions(({ enqueue, event, context }) => {
          if (!('output' in event)) return;
          const requestId = requestIdOf(event.type);
          const outcome = event.output;
          // The offers after an add stay "until dismissed or the next add" (docs/decisions/0542):
          // a lookup that no longer owns its slot (a newer add, or No thanks) shows nothing.
          const owns = context.slots[outcome.kind]?.requestId === requestId;
          enqueue.assign(settle(context, requestId, outcome));
          enqueue.stopChild(requestId);
          enqueue.emit({ type: 'offers.settled', requestId, result: outcome.result });
          if (
            owns &&
            outcome.kind === 'afterAdd' &&
            outcome.result.ok &&
            outcome.result.value.offers.length > 0
          ) {
            enqueue.emit({ type: 'offers.afterAdd', afterAdd: outcome.result.value });
          }
        }),
      },
      'xstate.error.actor.*': {
        actions: enqueueActions(({ enqueue, event, context }) => {
          const requestId = requestIdOf(event.type);
          const kind = context.running[requestId];
          if (kind === undefined) return;
          const error = 'error' in event ? event.error : undefined;
          const message = error instanceof Error ? error.message : String(error);
          const result: Result<never, OffersError> = {
            ok: false,
            error: { code: 'request_failed', message },
          };
          enqueue.assign(settle(context, requestId, { kind, result } as OffersOutcome));
          enqueue.emit({ type: 'offers.settled', requestId, result });
        }),
      },
    },
  });
}

export const offersMachine = /* @__PURE__ */ offersMachineWith();

/** The machine's type. */
export type OffersMachine = typeof offersMachine;
