/**
 * Bad arguments, fuzzed (issue 17 "Bad input, fuzzed"): whatever a script passes to a
 * `window.Vitrine` method — any value, the argument's own shape with a field removed or of the
 * wrong type, huge strings — its check either returns the value or throws a `ScriptingError`
 * `invalid_argument` whose message names the method (docs/scripting.md "Rules every method
 * follows": `Vitrine.<method>: <what went wrong>`). Never another error.
 */
import { MAX_LINE_PROPERTIES, MAX_LINE_QUANTITY, MAX_PROPERTY_VALUE_LENGTH } from '@vitrine/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actions,
  callback,
  cartLineChange,
  cartLineInput,
  cartLineRef,
  credentials,
  currencyCode,
  money,
  parseArgument,
  postPurchaseDecline,
  postPurchaseOffer,
  productHandle,
} from './arguments';
import { ScriptingError } from './scripting-error';

/** Every exported argument schema, with the method it checks and a good argument of it. */
const METHODS = [
  [
    'cart.add',
    cartLineInput,
    { variantId: '42', quantity: 2, properties: [{ name: 'Engraving', value: 'Ada' }] },
  ],
  ['cart.update', cartLineChange, { lineId: 'li_1', quantity: 3 }],
  ['cart.remove', cartLineRef, { lineId: 'li_1' }],
  ['user.login', credentials, { email: 'dana@example.com', password: 'secret' }],
  ['product.get', productHandle, 'classic-crew-tee'],
  ['currency.set', currencyCode, 'EUR'],
  ['currency.format', money, { amount: 1794, currency: 'EUR', shop: { amount: 1950, currency: 'USD' } }],
  [
    'postPurchase.accept',
    postPurchaseOffer,
    { offerId: 7, variantId: 301, quantity: 1, checkoutToken: 'c1' },
  ],
  ['postPurchase.decline', postPurchaseDecline, { checkoutToken: 'c1' }],
  ['configure', actions, { cart: { open: () => undefined }, checkout: { go: null } }],
  ['on', callback, () => undefined],
] as const;

/** Longer than any string an argument takes (a property value is the longest). */
const HUGE = MAX_PROPERTY_VALUE_LENGTH + 1;

/** Values of every kind, boxed, null-prototype and sparse ones included. */
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** A value put in a field's place: nothing, another type, huge strings or lists, a number out of range. */
const replacement = fc.oneof(
  fc.constant(undefined),
  anything,
  fc.string({ minLength: HUGE, maxLength: HUGE * 2 }),
  fc.array(fc.record({ name: fc.string(), value: fc.string() }), {
    minLength: MAX_LINE_PROPERTIES + 1,
    maxLength: MAX_LINE_PROPERTIES * 2,
  }),
  fc.constantFrom(MAX_LINE_QUANTITY + 1, -1, 0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53),
);

/** `value` with one field, at any depth, removed (`undefined`) or replaced. */
const damaged = (value: unknown): fc.Arbitrary<unknown> => {
  if (typeof value !== 'object' || value === null) return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  return fc.constantFrom(...keys).chain((key) =>
    fc.oneof(replacement, damaged(Reflect.get(value, key))).map((field) => {
      // A list stays a list (a property removed from `properties` leaves a hole).
      const copy: object = Array.isArray(value) ? [...value] : { ...value };
      if (field === undefined) Reflect.deleteProperty(copy, key);
      else Reflect.set(copy, key, field);
      return copy;
    }),
  );
};

/** What a check did: returned, or threw a refusal of `method`; anything else fails the property. */
const checkedBy = (method: string, run: () => unknown): void => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ScriptingError);
    expect(error).toMatchObject({ code: 'invalid_argument' });
    expect((error as ScriptingError).message.startsWith(`Vitrine.${method}: `)).toBe(true);
  }
};

describe('the argument checks, fuzzed', () => {
  it.each(METHODS)('%s: any value is returned or refused as invalid_argument', (method, schema) => {
    fc.assert(
      fc.property(fc.oneof(anything, replacement), (value) => {
        checkedBy(method, () => parseArgument(method, schema, value));
      }),
      { numRuns: 150 },
    );
  });

  it.each(METHODS)(
    '%s: its own argument with a field removed, of the wrong type or huge is returned or refused as invalid_argument',
    (method, schema, good) => {
      expect(() => parseArgument(method, schema, good), 'the good argument passes').not.toThrow();
      fc.assert(
        fc.property(damaged(good), (value) => {
          checkedBy(method, () => parseArgument(method, schema, value));
        }),
        { numRuns: 150 },
      );
    },
  );
});
