/**
 * How long the feature-switch request may take before every flag is treated as off (2000 ms).
 *
 * @remarks 000 §9, 001 §9: "Feature-switch fetch time-out 2000 ms." Named once, in the api-client
 * (which applies it to the call); the flags machine uses the same value for its own delay.
 */
export { FEATURE_SWITCH_TIMEOUT_MS } from '@vitrine/api-client';

/**
 * The feature flags the specification names.
 *
 * @remarks 000 §9, 001 §9 "Feature flags seen". The server may send others; they are decided the
 * same way. These names are what the storefront checks.
 */
export const KNOWN_FEATURE_FLAGS = [
  'paypal_smart_button',
  'feature_braintree',
  'feature_checkout.com',
  'block_checkout_using_platform_domain',
  'feature_show_order_processing_progress',
  'update_abandoned_checkout_time',
] as const;

/** A feature flag named by the specification. */
export type KnownFeatureFlag = (typeof KNOWN_FEATURE_FLAGS)[number];

/**
 * The storage key under which a visitor's random rolls are remembered.
 *
 * @remarks 001 §4 Feature flags: "rolled once … and the result remembered". The key is our
 * choice (docs/decisions/0130-feature-flag-rolls.md).
 */
export const FEATURE_FLAG_ROLLS_STORAGE_KEY = 'vitrine.feature_flags.rolls';

/** The version of the stored rolls record; a record with another version is ignored. */
export const FEATURE_FLAG_ROLLS_VERSION = 1;
