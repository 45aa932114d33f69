import type { SnapshotFrom } from 'xstate';
import type { KnownFeatureFlag } from './flags.constants';
import type { featureFlagsMachine } from './flags.machine';

/** A snapshot of {@link featureFlagsMachine}. */
export type FeatureFlagsSnapshot = SnapshotFrom<typeof featureFlagsMachine>;

/**
 * Whether a flag is on for this visitor.
 *
 * @remarks 001 §4 Feature flags. Off while the flags are loading, when they are unavailable
 * (time-out or failure), and for a name the server did not send.
 *
 * @example
 * ```ts
 * if (isFeatureFlagOn(flags.getSnapshot(), 'paypal_smart_button')) showWalletButton();
 * ```
 */
export function isFeatureFlagOn(
  snapshot: FeatureFlagsSnapshot,
  name: KnownFeatureFlag | (string & {}),
): boolean {
  return snapshot.context.decisions[name] === true;
}

/** Whether the flags are settled: decided (`ready`) or `unavailable` (every flag off). */
export function areFeatureFlagsSettled(snapshot: FeatureFlagsSnapshot): boolean {
  return snapshot.matches('ready') || snapshot.matches('unavailable');
}
