import { describe, expect, it } from 'vitest';
import { cartLineInput, currencyCode, money, parseArgument, postPurchaseOffer } from './arguments';
import { ScriptingError } from './scripting-error';

const refusal = (fn: () => unknown): ScriptingError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ScriptingError) return error;
    throw error;
  }
  throw new Error('accepted');
};

describe('parseArgument', () => {
  it('passes good input through', () => {
    expect(parseArgument('cart.add', cartLineInput, { variantId: 7, quantity: 2 })).toEqual({
      variantId: 7,
      quantity: 2,
    });
    expect(parseArgument('currency.set', currencyCode, ' eur ')).toBe('eur');
  });

  it.each([
    [
      'cart.add',
      { variantId: '7', quantity: 0 },
      ['quantity'],
      'quantity: must be at least 1',
      cartLineInput,
    ],
    ['cart.add', { variantId: '7', quantity: '2' }, ['quantity'], 'quantity: expected number', cartLineInput],
    ['cart.add', { variantId: -1 }, ['variantId'], 'variantId: must be greater than 0', cartLineInput],
    ['cart.add', null, [], 'argument: expected object', cartLineInput],
    ['cart.add', { variantId: 1, qty: 1 }, [], 'argument: unknown key "qty"', cartLineInput],
    ['currency.set', 'euro', [], 'argument: has the wrong format', currencyCode],
    ['currency.format', { amount: 1.5, currency: 'USD' }, ['amount'], 'amount: expected int', money],
    ['postPurchase.accept', { offerId: 1 }, ['variantId'], 'variantId: expected', postPurchaseOffer],
  ] as const)('%s(%j) is refused at %j', (method, value, path, words, schema) => {
    const error = refusal(() => parseArgument(method, schema, value));
    expect(error).toMatchObject({ name: 'VitrineError', code: 'invalid_argument', path });
    expect(error.message).toContain(`Vitrine.${method}: ${words}`);
  });
});
