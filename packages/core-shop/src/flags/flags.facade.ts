import { actorFacade, type Facade, type FacadeActor, failure, type Result, success } from '@vitrine/ports';
import type { ActorRefFrom } from 'xstate';
import { portsOf, type ShopFacadeOptions, startActor, whenSnapshot } from '../facade.util';
import { featureFlagActions, featureFlagActors, featureFlagDeciderActors } from './flags.actors';
import { type featureFlagsMachine, featureFlagsMachineWith } from './flags.machine';
import { areFeatureFlagsSettled, type FeatureFlagsSnapshot, isFeatureFlagOn } from './flags.selectors';
import type { FeatureFlagDecisions, FeatureFlagsFailure } from './flags.types';

/** The version `persist()` writes for the feature-flags facade. */
export const FEATURE_FLAGS_SNAPSHOT_VERSION = 1;

/** Options of {@link featureFlagsLogic} and {@link createFeatureFlags}. */
export type FeatureFlagsOptions = ShopFacadeOptions<'storage' | 'random' | 'logger' | 'reporter'>;

/**
 * The feature-flags machine with its call, the visitor's rolls (storage, random), the logger and
 * the error reporter provided; no actor started.
 */
export function featureFlagsLogic(options: Pick<FeatureFlagsOptions, 'transport' | 'ports'>) {
  const ports = portsOf(options);
  return featureFlagsMachineWith({
    actors: { ...featureFlagActors(options.transport), ...featureFlagDeciderActors(ports) },
    actions: featureFlagActions(ports),
  });
}

/** The feature-flags facade (000 §9, 001 §4 Feature flags). */
export interface FeatureFlags extends Facade<FeatureFlagsSnapshot, never> {
  /**
   * Resolves once the flags are decided: on/off by flag name, or why they are unavailable (then
   * every flag is off; 001 §8 "Feature-switch time-out: logged and reported").
   */
  ready(): Promise<Result<FeatureFlagDecisions, FeatureFlagsFailure>>;
  /** Whether a flag is on for this visitor now (off while loading, unknown or unavailable). */
  isOn(name: string): boolean;
}

/** The feature-flags facade over any running actor of {@link featureFlagsLogic}. */
export function featureFlagsFacade(actor: ActorRefFrom<typeof featureFlagsMachine>): FeatureFlags {
  return {
    // the machine emits nothing; its ref is typed with EventObject emissions
    ...actorFacade<FeatureFlagsSnapshot, never>(
      actor as unknown as FacadeActor<FeatureFlagsSnapshot, never>,
      FEATURE_FLAGS_SNAPSHOT_VERSION,
    ),
    async ready() {
      const settled = await whenSnapshot(actor, areFeatureFlagsSettled);
      if (settled.matches('ready')) return success(settled.context.decisions);
      return failure(settled.context.failure ?? { code: 'FEATURE_SWITCH_FAILED', kind: 'unknown' });
    },
    isOn: (name) => isFeatureFlagOn(actor.getSnapshot(), name),
  };
}

/**
 * Standalone feature flags: fetched and decided once, at start.
 *
 * @example
 * ```ts
 * const flags = createFeatureFlags({ transport, ports: { storage, logger, reporter } });
 * await flags.ready();
 * flags.isOn('paypal_smart_button');
 * ```
 */
export function createFeatureFlags(options: FeatureFlagsOptions): FeatureFlags {
  return featureFlagsFacade(startActor(featureFlagsLogic(options), options, FEATURE_FLAGS_SNAPSHOT_VERSION));
}
