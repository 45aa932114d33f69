import { describe, expect, it } from 'vitest';
// The reference platform's limits (docs/decisions/0261), declared once there.
import {
  MAX_LINE_PROPERTIES,
  MAX_LINE_QUANTITY,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_PROPERTY_VALUE_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from '../../../examples/platform-api/src/limits';
import {
  cartLineChange,
  cartLineInput,
  cartLineRef,
  currencyCode,
  money,
  parseArgument,
  postPurchaseOffer,
} from './arguments';
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

  // docs/scripting.md "Rules every method follows": bad input is refused before anything happens;
  // what the platform takes at its limits (docs/decisions/0261) is passed on.
  it("passes input at the platform's limits through", () => {
    const line = {
      variantId: 'v'.repeat(MAX_SHORT_TEXT_LENGTH),
      quantity: MAX_LINE_QUANTITY,
      properties: Array.from({ length: MAX_LINE_PROPERTIES }, () => ({
        name: 'n'.repeat(MAX_PROPERTY_NAME_LENGTH),
        value: 'v'.repeat(MAX_PROPERTY_VALUE_LENGTH),
      })),
    };
    expect(parseArgument('cart.add', cartLineInput, line)).toEqual(line);
    const change = { lineId: 'l'.repeat(MAX_SHORT_TEXT_LENGTH), quantity: MAX_LINE_QUANTITY };
    expect(parseArgument('cart.update', cartLineChange, change)).toEqual(change);
  });

  // A line still pending has the temporary id core-cart gave it (its variant and properties): the
  // interface handed it out in `cart:updated`, so its own verbs take it back.
  it('takes back the temporary id of a pending line with properties, longer than a platform id', () => {
    const pending = `optimistic:7|${JSON.stringify([['Engraving', 'e'.repeat(90)]])}`;
    expect(pending.length).toBeGreaterThan(MAX_SHORT_TEXT_LENGTH);
    expect(parseArgument('cart.update', cartLineChange, { lineId: pending, quantity: 2 })).toEqual({
      lineId: pending,
      quantity: 2,
    });
    expect(parseArgument('cart.remove', cartLineRef, { lineId: pending })).toEqual({ lineId: pending });
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
    // Above the platform's limits (docs/decisions/0261): refused here, not sent to be refused there.
    [
      'cart.add',
      { variantId: '7', quantity: MAX_LINE_QUANTITY + 1 },
      ['quantity'],
      `quantity: must be at most ${MAX_LINE_QUANTITY}`,
      cartLineInput,
    ],
    [
      'cart.add',
      { variantId: 'v'.repeat(MAX_SHORT_TEXT_LENGTH + 1) },
      ['variantId'],
      `variantId: must be at most ${MAX_SHORT_TEXT_LENGTH} characters`,
      cartLineInput,
    ],
    [
      'cart.add',
      {
        variantId: '7',
        properties: Array.from({ length: MAX_LINE_PROPERTIES + 1 }, () => ({ name: 'a', value: 'b' })),
      },
      ['properties'],
      `properties: must have at most ${MAX_LINE_PROPERTIES} entries`,
      cartLineInput,
    ],
    [
      'cart.add',
      { variantId: '7', properties: [{ name: 'n'.repeat(MAX_PROPERTY_NAME_LENGTH + 1), value: 'b' }] },
      ['properties', 0, 'name'],
      `properties.0.name: must be at most ${MAX_PROPERTY_NAME_LENGTH} characters`,
      cartLineInput,
    ],
    [
      'cart.add',
      { variantId: '7', properties: [{ name: 'a', value: 'v'.repeat(MAX_PROPERTY_VALUE_LENGTH + 1) }] },
      ['properties', 0, 'value'],
      `properties.0.value: must be at most ${MAX_PROPERTY_VALUE_LENGTH} characters`,
      cartLineInput,
    ],
    [
      'cart.update',
      { lineId: 'li_1', quantity: MAX_LINE_QUANTITY + 1 },
      ['quantity'],
      `quantity: must be at most ${MAX_LINE_QUANTITY}`,
      cartLineChange,
    ],
    [
      'cart.remove',
      { lineId: 'l'.repeat(MAX_SHORT_TEXT_LENGTH + 1) },
      ['lineId'],
      `lineId: must be at most ${MAX_SHORT_TEXT_LENGTH} characters`,
      cartLineRef,
    ],
    [
      'postPurchase.accept',
      { offerId: 1, variantId: 2, quantity: MAX_LINE_QUANTITY + 1 },
      ['quantity'],
      `quantity: must be at most ${MAX_LINE_QUANTITY}`,
      postPurchaseOffer,
    ],
  ] as const)('%s refuses its argument at %j (%#)', (method, value, path, words, schema) => {
    const error = refusal(() => parseArgument(method, schema, value));
    expect(error).toMatchObject({ name: 'VitrineError', code: 'invalid_argument', path });
    expect(error.message).toContain(`Vitrine.${method}: ${words}`);
  });
});
