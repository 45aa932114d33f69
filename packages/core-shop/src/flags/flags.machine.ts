import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, fromPromise, setup } from 'xstate';
import { FEATURE_SWITCH_TIMEOUT_MS } from './flags.constants';
import type {
  FeatureFlag,
  FeatureFlagDecisions,
  FeatureFlagsFailure,
  FetchFeatureFlagsResult,
} from './flags.types';

/** Where the flags are: being fetched and decided, decided, or unavailable (every flag off). */
export type FeatureFlagsStatus = 'loading' | 'ready' | 'unavailable';

/** The serialisable context of {@link featureFlagsMachine}. */
export interface FeatureFlagsContext {
  /** The flags the server sent (empty until fetched, or when unavailable). */
  readonly flags: readonly FeatureFlag[];
  /** On or off per flag name for this visitor: the per-key cache of 001 §4. Absent names are off. */
  readonly decisions: FeatureFlagDecisions;
  /** Why the flags are unavailable, when they are. */
  readonly failure: FeatureFlagsFailure | null;
}

/** Input of the `decideFeatureFlags` actor. */
export interface DecideFeatureFlagsInput {
  readonly flags: readonly FeatureFlag[];
}

/** The actors of {@link featureFlagsMachine} until a host provides them. */
const featureFlagsActorDefaults = () => ({
  fetchFeatureFlags: fromPromise<FetchFeatureFlagsResult>(notProvided('fetchFeatureFlags')),
  decideFeatureFlags: fromPromise<FeatureFlagDecisions, DecideFeatureFlagsInput>(
    notProvided('decideFeatureFlags'),
  ),
});

/** The port actions of {@link featureFlagsMachine}: no-ops until provided. */
const featureFlagsPortActions = () => ({
  logFailure: (_: unknown, _params: { failure: FeatureFlagsFailure }) => {},
  reportFailure: (_: unknown, _params: { failure: FeatureFlagsFailure }) => {},
});

/** What {@link featureFlagsMachineWith} takes in place of the defaults. */
export type FeatureFlagsImplementations = MachineImplementations<
  ReturnType<typeof featureFlagsActorDefaults>,
  ReturnType<typeof featureFlagsPortActions>
>;

/**
 * Builds {@link featureFlagsMachine} with `impl`'s actors and port actions in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function featureFlagsMachineWith(impl: FeatureFlagsImplementations = {}) {
  return setup({
    types: {
      context: {} as FeatureFlagsContext,
    },
    actors: { ...featureFlagsActorDefaults(), ...impl.actors },
    actions: { ...featureFlagsPortActions(), ...impl.actions },
    delays: {
      // 000 §9 "Feature-switch time-out 2000 ms"
      featureSwitchTimeout: FEATURE_SWITCH_TIMEOUT_MS,
    },
  }).createMachine({
    id: 'featureFlags',
    context: { flags: [], decisions: {}, failure: null },
    initial: 'loading',
    states: {
      loading: {
        initial: 'fetching',
        after: {
          featureSwitchTimeout: {
            target: 'unavailable',
            actions: assign({
              failure: { code: 'FEATURE_SWITCH_TIMEOUT', timeoutMs: FEATURE_SWITCH_TIMEOUT_MS },
            }),
          },
        },
        states: {
          fetching: {
            invoke: {
              src: 'fetchFeatureFlags',
              onDone: [
                {
                  guard: ({ event }) => event.output.ok,
                  target: 'deciding',
                  actions: assign({ flags: ({ event }) => (event.output.ok ? event.output.data : []) }),
                },
                {
                  target: '#featureFlags.unavailable',
                  actions: assign({ failure: ({ event }) => failureOf(event.output) }),
                },
              ],
              onError: {
                target: '#featureFlags.unavailable',
                actions: assign({ failure: ({ event }) => exceptionFailure(event.error) }),
              },
            },
          },
          deciding: {
            invoke: {
              src: 'decideFeatureFlags',
              input: ({ context }) => ({ flags: context.flags }),
              onDone: {
                target: '#featureFlags.ready',
                actions: assign({ decisions: ({ event }) => event.output }),
              },
              onError: {
                target: '#featureFlags.unavailable',
                actions: assign({ failure: ({ event }) => exceptionFailure(event.error) }),
              },
            },
          },
        },
      },
      ready: {},
      unavailable: {
        entry: [
          assign({ flags: [], decisions: {} }),
          { type: 'logFailure', params: ({ context }) => ({ failure: failureOrUnknown(context.failure) }) },
          {
            type: 'reportFailure',
            params: ({ context }) => ({ failure: failureOrUnknown(context.failure) }),
          },
        ],
      },
    },
  });
}

/**
 * Fetches and decides the feature flags once, at start.
 *
 * @remarks
 * 000 §9, 001 §4 Feature flags, 001 §7 Feature switch. `loading` invokes the named actors
 * `fetchFeatureFlags` (the feature-switch call) then `decideFeatureFlags` (the per-visitor rules
 * with the remembered rolls). The request gets {@link FEATURE_SWITCH_TIMEOUT_MS} (named delay
 * `featureSwitchTimeout`); past it, or on any failure, the flags are `unavailable`: every flag is
 * off, and the failure is logged (`logFailure`) and reported (`reportFailure`) — 001 §8
 * "Feature-switch time-out: logged and reported". Provide the actors with
 * `featureFlagActors(client)` and `featureFlagDeciderActors(ports)`, the actions with
 * `featureFlagActions(ports)`.
 *
 * @example
 * ```ts
 * const flags = createActor(
 *   featureFlagsMachine.provide({
 *     actors: { ...featureFlagActors(client), ...featureFlagDeciderActors({ storage, random: Math.random, logger }) },
 *     actions: featureFlagActions({ logger, reporter }),
 *   }),
 * ).start();
 * isFeatureFlagOn(flags.getSnapshot(), 'paypal_smart_button');
 * ```
 */
export const featureFlagsMachine = /* @__PURE__ */ featureFlagsMachineWith();

/** Maps a failed fetch result to a flags failure; the client's `timeout` is the spec's time-out. */
function failureOf(result: FetchFeatureFlagsResult): FeatureFlagsFailure {
  if (result.ok) return { code: 'FEATURE_SWITCH_FAILED', kind: 'unknown' };
  if (result.failure.kind === 'timeout')
    return { code: 'FEATURE_SWITCH_TIMEOUT', timeoutMs: FEATURE_SWITCH_TIMEOUT_MS };
  return result.failure.detail === undefined
    ? { code: 'FEATURE_SWITCH_FAILED', kind: result.failure.kind }
    : { code: 'FEATURE_SWITCH_FAILED', kind: result.failure.kind, detail: result.failure.detail };
}

function exceptionFailure(error: unknown): FeatureFlagsFailure {
  return { code: 'FEATURE_SWITCH_FAILED', kind: 'exception', detail: String(error) };
}

function failureOrUnknown(failure: FeatureFlagsFailure | null): FeatureFlagsFailure {
  return failure ?? { code: 'FEATURE_SWITCH_FAILED', kind: 'unknown' };
}
