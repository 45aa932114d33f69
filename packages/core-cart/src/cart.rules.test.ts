import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterAddOutcome,
  cleanProperties,
  isAddQuantity,
  isCartCompletedCode,
  isOptimisticItemId,
  lineKey,
  lineKeyOf,
  optimisticItemId,
  removesLine,
  sumQuantitiesByItemId,
  wholeQuantity,
} from './cart.rules';

const property = fc.record({ name: fc.string({ maxLength: 6 }), value: fc.string({ maxLength: 6 }) });

describe('lineKey (line identity: variant + custom-option properties)', () => {
  it('keeps differently personalised lines of one variant apart', () => {
    expect(lineKey(7, [{ name: 'Name', value: 'Ann' }])).not.toBe(
      lineKey(7, [{ name: 'Name', value: 'Bob' }]),
    );
    expect(lineKey(7, [{ name: 'Name', value: 'Ann' }])).not.toBe(lineKey(7));
    expect(lineKey(7)).not.toBe(lineKey(8));
  });

  it('ignores order, surrounding spaces, empty values and number/string ids', () => {
    const a = lineKey(7, [
      { name: 'Name', value: 'Ann' },
      { name: 'Colour', value: 'red' },
    ]);
    expect(
      lineKey('7', [
        { name: ' Colour', value: 'red ' },
        { name: 'Note', value: '  ' },
        { name: 'Name', value: 'Ann' },
      ]),
    ).toBe(a);
    expect(lineKey(7, [])).toBe(lineKey(7, undefined));
    expect(lineKeyOf({ variant_id: 7, properties: null })).toBe(lineKey(7));
  });

  it('is the same for any permutation of the properties (property)', () => {
    fc.assert(
      fc.property(fc.array(property, { maxLength: 5 }), fc.func(fc.integer()), (properties, rank) => {
        const shuffled = [...properties].sort((x, y) => rank(x) - rank(y));
        expect(lineKey(1, shuffled)).toBe(lineKey(1, properties));
      }),
    );
  });

  it('differs when the cleaned property sets differ (property)', () => {
    fc.assert(
      fc.property(fc.array(property, { maxLength: 4 }), fc.array(property, { maxLength: 4 }), (a, b) => {
        const canon = (list: typeof a) =>
          JSON.stringify(
            cleanProperties(list)
              .map((p) => [p.name, p.value])
              .sort(),
          );
        expect(lineKey(1, a) === lineKey(1, b)).toBe(canon(a) === canon(b));
      }),
    );
  });
});

describe('optimistic item ids', () => {
  it('marks temporary ids', () => {
    const id = optimisticItemId(lineKey(3));
    expect(isOptimisticItemId(id)).toBe(true);
    expect(isOptimisticItemId('li_1')).toBe(false);
    expect(isOptimisticItemId(12)).toBe(false);
  });
});

describe('quantities (000 §4 Cart)', () => {
  it.each([
    [2, 2],
    [2.7, 2],
    [-1.5, -1],
    [0, 0],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
  ])('wholeQuantity(%s) is %s', (qty, expected) => {
    expect(wholeQuantity(qty)).toBe(expected);
  });

  it.each([
    [0, true],
    [-3, true],
    [1, false],
  ])('a quantity of %s removes the line: %s', (qty, expected) => {
    expect(removesLine(qty)).toBe(expected);
  });

  it.each([
    [1, true],
    [7, true],
    [0, false],
    [-1, false],
  ])(
    'an add of %s is allowed: %s (issue 16: below 1 is a validation error, not a removal)',
    (qty, expected) => {
      expect(isAddQuantity(qty)).toBe(expected);
    },
  );

  it('sums the quantities of one item_id first, at the first position', () => {
    expect(
      sumQuantitiesByItemId([
        { itemId: 'a', qty: 1 },
        { itemId: 'b', qty: 2 },
        { itemId: 'a', qty: 3 },
        { itemId: 7, qty: 1 },
        { itemId: '7', qty: 1 },
      ]),
    ).toEqual([
      { itemId: 'a', qty: 4 },
      { itemId: 'b', qty: 2 },
      { itemId: 7, qty: 2 },
    ]);
  });

  it('keeps every item_id once and the total quantity (property)', () => {
    const change = fc.record({
      itemId: fc.constantFrom('a', 'b', 'c', 1, 2),
      qty: fc.integer({ min: -5, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        const summed = sumQuantitiesByItemId(changes);
        const ids = summed.map((c) => String(c.itemId));
        expect(new Set(ids).size).toBe(ids.length);
        expect(summed.reduce((s, c) => s + c.qty, 0)).toBe(changes.reduce((s, c) => s + c.qty, 0));
      }),
    );
  });
});

describe('afterAddOutcome (000 §4 Product page)', () => {
  it.each([
    ['check_out', false, 'checkout'],
    ['checkout', false, 'checkout'],
    ['page', false, 'cart-page'],
    ['drawer', false, 'mini-cart'],
    ['', false, 'mini-cart'],
    [null, false, 'mini-cart'],
    [undefined, false, 'mini-cart'],
    ['page', true, 'checkout'],
    [undefined, true, 'checkout'],
  ] as const)('setting %j, buy now %s → %s', (setting, buyNow, outcome) => {
    expect(afterAddOutcome(setting, buyNow)).toBe(outcome);
  });
});

it('recognises CHECKOUT_CART_COMPLETED', () => {
  expect(isCartCompletedCode('CHECKOUT_CART_COMPLETED')).toBe(true);
  expect(isCartCompletedCode('ITEM_OUT_STOCK')).toBe(false);
  expect(isCartCompletedCode(null)).toBe(false);
});
