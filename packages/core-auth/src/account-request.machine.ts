import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, fromPromise, setup } from 'xstate';
import {
  type AccountCalls,
  type AccountRequest,
  type RequestContext,
  runAccountRequest,
  type Settlement,
  settleThrown,
} from './account-requests';

/** Input of {@link accountRequestMachine}: the request and what it knows of the session. */
export interface AccountRequestInput {
  readonly request: AccountRequest;
  readonly context: RequestContext;
}

/** Context of {@link accountRequestMachine}. */
export interface AccountRequestContext extends AccountRequestInput {
  readonly settlement: Settlement | null;
}

/**
 * The actor that runs a request's row (`runAccountRequest`) over the given calls.
 *
 * @example
 * ```ts
 * accountRequestMachine.provide({ actors: { runRequest: accountRequestActor(accountCalls(transport)) } });
 * ```
 */
export function accountRequestActor(calls: AccountCalls) {
  return fromPromise<Settlement, AccountRequestInput>(({ input }) =>
    runAccountRequest(calls, input.request, input.context),
  );
}

/** The actors of {@link accountRequestMachine} until a host provides them. */
const accountRequestActorDefaults = () => ({
  runRequest: fromPromise<Settlement, AccountRequestInput>(notProvided('runRequest')),
});

/** What {@link accountRequestMachineWith} takes in place of the defaults. */
export type AccountRequestImplementations = MachineImplementations<
  ReturnType<typeof accountRequestActorDefaults>
>;

/**
 * Builds {@link accountRequestMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function accountRequestMachineWith(impl: AccountRequestImplementations = {}) {
  return setup({
    types: {
      input: {} as AccountRequestInput,
      context: {} as AccountRequestContext,
      output: {} as Settlement,
    },
    actors: { ...accountRequestActorDefaults(), ...impl.actors },
  }).createMachine({
    id: 'accountRequest',
    context: ({ input }) => ({ ...input, settlement: null }),
    initial: 'calling',
    states: {
      calling: {
        invoke: {
          src: 'runRequest',
          input: ({ context }) => ({ request: context.request, context: context.context }),
          onDone: { target: 'settled', actions: assign({ settlement: ({ event }) => event.output }) },
          onError: {
            target: 'settled',
            actions: assign({
              settlement: ({ context, event }) => settleThrown(context.request, event.error),
            }),
          },
        },
      },
      settled: { type: 'final' },
    },
    output: ({ context }) => context.settlement ?? settleThrown(context.request, undefined),
  });
}

/**
 * One account request (000 §5, §7, §8), run as the session's child: the row of the request's kind
 * in `accountRequests` says what to call, which texts a failure or a success shows and what
 * follows. Its output, a {@link Settlement}, is what the session applies.
 */
export const accountRequestMachine = /* @__PURE__ */ accountRequestMachineWith();
