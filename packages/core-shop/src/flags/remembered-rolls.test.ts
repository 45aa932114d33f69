import { describe, expect, it } from 'vitest';
import { parseRememberedRolls, serializeRememberedRolls } from './remembered-rolls';

describe('remembered rolls', () => {
  it('reads back what it writes', () => {
    const rolls = { feature_braintree: true, paypal_smart_button: false };
    expect(parseRememberedRolls(serializeRememberedRolls(rolls))).toEqual(rolls);
  });

  it.each([
    ['nothing stored', undefined],
    ['null', null],
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 99, rolls: { feature_braintree: true } })],
    ['no rolls object', JSON.stringify({ version: 1, rolls: [true] })],
    ['a bare boolean', 'true'],
  ])('treats %s as no rolls', (_, stored) => {
    expect(parseRememberedRolls(stored)).toEqual({});
  });

  it('drops rolls that are not booleans', () => {
    const stored = JSON.stringify({
      version: 1,
      rolls: { feature_braintree: 'yes', paypal_smart_button: true },
    });
    expect(parseRememberedRolls(stored)).toEqual({ paypal_smart_button: true });
  });
});
