import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decideFeatureFlag, decideFeatureFlags, rolloutPercentage } from './decide-feature-flag';
import type { FeatureFlag } from './flags.types';

const never = () => {
  throw new Error('random must not be called');
};

describe('decideFeatureFlag', () => {
  // 001 §4 Feature flags: off if forced disabled; on if approved or force-enabled; otherwise, if
  // enabled with a random percentage, rolled once and remembered.
  it.each<[string, Omit<FeatureFlag, 'name'>, boolean | undefined, number, boolean, string]>([
    [
      'forced disabled beats approval',
      { force_disable: true, is_approved: true },
      undefined,
      0,
      false,
      'forced_off',
    ],
    [
      'forced disabled beats force enable',
      { force_disable: true, force_enable: true },
      undefined,
      0,
      false,
      'forced_off',
    ],
    [
      'forced disabled beats a remembered on',
      { force_disable: true, enable: true, random_percentage: 50 },
      true,
      0,
      false,
      'forced_off',
    ],
    ['approved is on', { is_approved: true }, undefined, 0.99, true, 'approved'],
    ['force enabled is on', { force_enable: true }, undefined, 0.99, true, 'forced_on'],
    [
      'approved is on even with a remembered off',
      { is_approved: true, enable: true, random_percentage: 10 },
      false,
      0,
      true,
      'approved',
    ],
    [
      'enabled at 30 % rolls 0.29 → on',
      { enable: true, random_percentage: 30 },
      undefined,
      0.29,
      true,
      'rolled',
    ],
    [
      'enabled at 30 % rolls 0.30 → off',
      { enable: true, random_percentage: 30 },
      undefined,
      0.3,
      false,
      'rolled',
    ],
    [
      'enabled at 100 % rolls 0.999 → on',
      { enable: true, random_percentage: 100 },
      undefined,
      0.999,
      true,
      'rolled',
    ],
    ['enabled at 30 % remembers on', { enable: true, random_percentage: 30 }, true, 0.99, true, 'remembered'],
    ['enabled at 30 % remembers off', { enable: true, random_percentage: 30 }, false, 0, false, 'remembered'],
    ['enabled without a percentage is off', { enable: true }, undefined, 0, false, 'not_enabled'],
    ['enabled at 0 % is off', { enable: true, random_percentage: 0 }, undefined, 0, false, 'not_enabled'],
    [
      'a percentage without enable is off',
      { enable: false, random_percentage: 80 },
      undefined,
      0,
      false,
      'not_enabled',
    ],
    [
      'a remembered on without enable is off',
      { enable: false, random_percentage: 80 },
      true,
      0,
      false,
      'not_enabled',
    ],
    ['nothing set is off', {}, undefined, 0, false, 'not_enabled'],
  ])('%s', (_, fields, remembered, roll, enabled, reason) => {
    expect(decideFeatureFlag({ name: 'paypal_smart_button', ...fields }, remembered, () => roll)).toEqual({
      enabled,
      reason,
    });
  });

  it('does not roll when the decision needs no roll', () => {
    const random = vi.fn(() => 0.5);
    decideFeatureFlag({ name: 'feature_braintree', is_approved: true }, undefined, random);
    decideFeatureFlag({ name: 'feature_braintree', enable: true, random_percentage: 50 }, true, random);
    expect(random).not.toHaveBeenCalled();
  });

  it('caps percentages above 100 and ignores non-finite ones', () => {
    expect(rolloutPercentage({ name: 'x', enable: true, random_percentage: 250 })).toBe(100);
    expect(rolloutPercentage({ name: 'x', enable: true, random_percentage: Number.NaN })).toBeNull();
    expect(rolloutPercentage({ name: 'x', enable: true, random_percentage: null })).toBeNull();
  });
});

const flagArbitrary: fc.Arbitrary<FeatureFlag> = fc.record({
  name: fc.constantFrom('paypal_smart_button', 'feature_braintree', 'feature_checkout.com'),
  is_approved: fc.option(fc.boolean(), { nil: undefined }),
  enable: fc.option(fc.boolean(), { nil: undefined }),
  force_enable: fc.option(fc.boolean(), { nil: undefined }),
  force_disable: fc.option(fc.boolean(), { nil: undefined }),
  random_percentage: fc.option(fc.integer({ min: -10, max: 120 }), { nil: null }),
});
const rollArbitrary = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('feature flag properties', () => {
  it('a flag forced disabled is always off', () => {
    fc.assert(
      fc.property(
        flagArbitrary,
        fc.option(fc.boolean(), { nil: undefined }),
        rollArbitrary,
        (flag, remembered, roll) => {
          expect(decideFeatureFlag({ ...flag, force_disable: true }, remembered, () => roll).enabled).toBe(
            false,
          );
        },
      ),
    );
  });

  it('once decided for a visitor, a flag with the same settings never changes, whatever later rolls give', () => {
    fc.assert(
      fc.property(fc.array(flagArbitrary), fc.array(rollArbitrary, { minLength: 1 }), (flags, rolls) => {
        let index = 0;
        const random = () => rolls[index++ % rolls.length] ?? 0;
        const first = decideFeatureFlags(flags, {}, random);
        const again = decideFeatureFlags(flags, first.rolls, () => 1 - random());
        expect(again.decisions).toEqual(first.decisions);
        expect(again.rolled).toBe(false);
      }),
    );
  });

  it('rolls on exactly when the roll falls under the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), rollArbitrary, (percentage, roll) => {
        const flag = { name: 'feature_braintree', enable: true, random_percentage: percentage };
        expect(decideFeatureFlag(flag, undefined, () => roll).enabled).toBe(roll * 100 < percentage);
      }),
    );
  });
});

describe('decideFeatureFlags', () => {
  it('decides every flag, remembers only new rolls and keeps earlier rolls of absent flags', () => {
    const result = decideFeatureFlags(
      [
        { name: 'paypal_smart_button', is_approved: true },
        { name: 'feature_braintree', enable: true, random_percentage: 40 },
        { name: 'feature_checkout.com', force_disable: true },
      ],
      { update_abandoned_checkout_time: true },
      () => 0.1,
    );
    expect(result).toEqual({
      decisions: { paypal_smart_button: true, feature_braintree: true, 'feature_checkout.com': false },
      rolls: { update_abandoned_checkout_time: true, feature_braintree: true },
      rolled: true,
    });
  });

  it('lets the first entry of a repeated name decide', () => {
    const result = decideFeatureFlags(
      [
        { name: 'feature_braintree', force_disable: true },
        { name: 'feature_braintree', is_approved: true },
      ],
      {},
      never,
    );
    expect(result.decisions).toEqual({ feature_braintree: false });
    expect(result.rolled).toBe(false);
  });
});
