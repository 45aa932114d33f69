import type { RandomSource } from '@vitrine/ports';
import type {
  FeatureFlag,
  FeatureFlagDecision,
  FeatureFlagDecisions,
  FeatureFlagReason,
  RememberedRolls,
} from './flags.types';

/**
 * The percentage a flag rolls against, or `null` when it does not roll.
 *
 * @remarks A flag rolls only when it is enabled and carries a finite percentage above 0
 * (docs/decisions/0130-feature-flag-rolls.md). Percentages above 100 count as 100.
 */
export function rolloutPercentage(flag: FeatureFlag): number | null {
  const percentage = flag.random_percentage;
  if (flag.enable !== true || typeof percentage !== 'number' || !Number.isFinite(percentage)) return null;
  if (percentage <= 0) return null;
  return Math.min(percentage, 100);
}

/**
 * Decides one flag for this visitor.
 *
 * @remarks 001 §4 Feature flags: "Off if forced disabled. On if approved or force-enabled.
 * Otherwise, if enabled with a random percentage, rolled once against that percentage and the
 * result remembered." `remembered` is this visitor's earlier roll for the flag, if any; `random`
 * is called only when a new roll is needed.
 *
 * @example
 * ```ts
 * decideFeatureFlag({ name: 'feature_braintree', enable: true, random_percentage: 30 }, undefined, () => 0.2);
 * // { enabled: true, reason: 'rolled' }
 * ```
 */
export function decideFeatureFlag(
  flag: FeatureFlag,
  remembered: boolean | undefined,
  random: RandomSource,
): FeatureFlagDecision {
  if (flag.force_disable === true) return decision(false, 'forced_off');
  if (flag.is_approved === true) return decision(true, 'approved');
  if (flag.force_enable === true) return decision(true, 'forced_on');
  const percentage = rolloutPercentage(flag);
  if (percentage === null) return decision(false, 'not_enabled');
  if (remembered !== undefined) return decision(remembered, 'remembered');
  return decision(random() * 100 < percentage, 'rolled');
}

function decision(enabled: boolean, reason: FeatureFlagReason): FeatureFlagDecision {
  return { enabled, reason };
}

/** The decisions for a whole flag list, and the rolls to remember afterwards. */
export interface FeatureFlagsDecided {
  /** On or off for every flag of the list, by name. */
  readonly decisions: FeatureFlagDecisions;
  /** Every roll of this visitor (earlier ones kept, new ones added): what storage should hold. */
  readonly rolls: RememberedRolls;
  /** Whether a new roll was made, i.e. whether `rolls` must be written back. */
  readonly rolled: boolean;
}

/**
 * Decides every flag of a list with {@link decideFeatureFlag}.
 *
 * @remarks When a name appears twice, the first entry decides (a flag is decided once).
 * Remembered rolls of flags absent from the list are kept, so a flag that disappears and comes
 * back keeps its roll.
 */
export function decideFeatureFlags(
  flags: readonly FeatureFlag[],
  remembered: RememberedRolls,
  random: RandomSource,
): FeatureFlagsDecided {
  const decisions: Record<string, boolean> = {};
  const rolls: Record<string, boolean> = { ...remembered };
  let rolled = false;
  for (const flag of flags) {
    if (Object.hasOwn(decisions, flag.name)) continue;
    const result = decideFeatureFlag(flag, rememberedRoll(remembered, flag.name), random);
    decisions[flag.name] = result.enabled;
    if (result.reason === 'rolled') {
      rolls[flag.name] = result.enabled;
      rolled = true;
    }
  }
  return { decisions, rolls, rolled };
}

function rememberedRoll(remembered: RememberedRolls, name: string): boolean | undefined {
  return Object.hasOwn(remembered, name) ? remembered[name] : undefined;
}
