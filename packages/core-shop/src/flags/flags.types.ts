import type { FeatureFlag } from '@vitrine/api-client';

/**
 * A feature flag as the feature-switch endpoint returns it (the api-client's schema).
 *
 * @remarks 001 §3 Feature flag: name, is_approved, enable, force_enable, force_disable,
 * random_percentage. `random_percentage` is a percentage from 0 to 100.
 */
export type { FeatureFlag };

/**
 * Why a flag is on or off for this visitor.
 *
 * - `forced_off`: the flag is forced disabled;
 * - `approved` / `forced_on`: on for everybody;
 * - `rolled`: rolled now against `random_percentage`;
 * - `remembered`: a roll made earlier for this visitor;
 * - `not_enabled`: none of the above, so off.
 */
export type FeatureFlagReason =
  | 'forced_off'
  | 'approved'
  | 'forced_on'
  | 'rolled'
  | 'remembered'
  | 'not_enabled';

/** The decision for one flag. */
export interface FeatureFlagDecision {
  readonly enabled: boolean;
  readonly reason: FeatureFlagReason;
}

/** A visitor's earlier random rolls, by flag name. */
export type RememberedRolls = Readonly<Record<string, boolean>>;

/** Whether each fetched flag is on for this visitor, by flag name. Absent names are off. */
export type FeatureFlagDecisions = Readonly<Record<string, boolean>>;

/**
 * Why the flags could not be fetched; every flag is then off.
 *
 * @remarks 001 §8 "Feature-switch time-out: logged and reported".
 */
export type FeatureFlagsFailure =
  | { readonly code: 'FEATURE_SWITCH_TIMEOUT'; readonly timeoutMs: number }
  | { readonly code: 'FEATURE_SWITCH_FAILED'; readonly kind: string; readonly detail?: string };

/** What the `fetchFeatureFlags` actor resolves to: errors are values, it never rejects on purpose. */
export type FetchFeatureFlagsResult =
  | { readonly ok: true; readonly data: readonly FeatureFlag[] }
  | { readonly ok: false; readonly failure: { readonly kind: string; readonly detail?: string } };
