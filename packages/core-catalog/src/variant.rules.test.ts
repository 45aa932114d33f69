import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tee, variant } from './catalog.fixtures';
import type { Product } from './catalog.types';
import {
  addToCartBlock,
  findVariant,
  initialVariant,
  isOptionValueAvailable,
  isOutOfStock,
  matchVariant,
  selectOption,
  selectionOf,
  variantImage,
} from './variant.rules';

const allUnavailable: Product = {
  ...tee,
  variants: tee.variants.map((v) => ({ ...v, available: false })),
};

describe('initialVariant (000 §4 Product page)', () => {
  it.each([
    ['the variant query when it names a variant', tee, '12', 12],
    ['the variant query as a number', tee, 13, 13],
    ['the first available when the query names none', tee, '999', 11],
    ['the first available when the query is not a number', tee, 'abc', 11],
    ['the first available without a query', tee, undefined, 11],
    [
      'the first available, skipping an unavailable first',
      { ...tee, variants: tee.variants.slice(1) },
      null,
      13,
    ],
    ['the first when none is available', allUnavailable, '', 11],
    [
      'the first in stock, skipping an available one with a tracked quantity of 0 (decision 0145)',
      { ...tee, variants: [tee.variants[2], tee.variants[0]].filter((v) => v !== undefined) },
      null,
      11,
    ],
    [
      'the first available when none is in stock',
      { ...tee, variants: tee.variants.map((v) => ({ ...v, quantity: 0 })) },
      null,
      11,
    ],
  ] as const)('chooses %s', (_name, product, query, expected) => {
    expect(initialVariant(product, query)?.id).toBe(expected);
  });

  it('gives null for a product without variants', () => {
    expect(initialVariant({ ...tee, variants: [] }, '11')).toBeNull();
  });

  it('matches string ids sent by some peers', () => {
    expect(findVariant({ ...tee, variants: [{ ...variant(0, 'red', 's'), id: '77' }] }, 77)?.id).toBe('77');
  });
});

describe('selectOption (000 §4 Product page)', () => {
  const red_s = selectionOf(tee, tee.variants[0]!);

  it('reads a variant’s option values by option code', () => {
    expect(red_s).toEqual({ color: 'red', size: 's' });
  });

  it.each([
    ['size m with red', 'size', 'm', 12],
    ['colour blue with s', 'color', 'blue', 13],
    ['size s again', 'size', 's', 11],
  ])('selects the variant matching all options: %s', (_name, code, value, expected) => {
    expect(selectOption(tee, red_s, code, value).variant?.id).toBe(expected);
  });

  it('flags the choice unavailable when no variant matches (blue/m)', () => {
    const blue = selectOption(tee, red_s, 'color', 'blue');
    const result = selectOption(tee, blue.selection, 'size', 'm');
    expect(result.selection).toEqual({ color: 'blue', size: 'm' });
    expect(result.variant).toBeNull();
    expect(addToCartBlock(result.variant, false)).toBe('unavailable');
  });

  it('matches nothing while an option is unchosen', () => {
    expect(matchVariant(tee, { color: 'red' })).toBeNull();
  });

  it('tells which values lead to an available variant', () => {
    expect(isOptionValueAvailable(tee, red_s, 'size', 'm')).toBe(false); // red/m unavailable
    expect(isOptionValueAvailable(tee, red_s, 'size', 's')).toBe(true); // red/s in stock
    expect(isOptionValueAvailable(tee, { color: 'blue', size: 's' }, 'size', 'm')).toBe(false); // missing
  });

  // 000 §4: add to cart is disabled when the variant is "unavailable or out of stock"; out of stock
  // is a tracked quantity of 0 or less, an absent or null quantity is untracked (decision 0145).
  it('marks a value out of stock when it leads to an available variant with a tracked quantity of 0', () => {
    // blue/s: available, quantity 0
    expect(isOptionValueAvailable(tee, red_s, 'color', 'blue')).toBe(false);
    const untracked: Product = {
      ...tee,
      variants: tee.variants.map((v) => (v.id === 13 ? { ...v, quantity: null } : v)),
    };
    expect(isOptionValueAvailable(untracked, red_s, 'color', 'blue')).toBe(true);
  });

  // Invariant: selection always gives a variant of the product that matches every choice, or none
  // exists that does.
  it('returns a matching variant of the product, or unavailable only when none matches', () => {
    const codes = ['a', 'b', 'c'];
    const products = fc
      .tuple(
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.nat(2), fc.nat(2), fc.nat(2), fc.boolean()), { maxLength: 12 }),
      )
      .map(([count, rows]): Product => {
        const options = ['o1', 'o2', 'o3'].slice(0, count).map((code) => ({
          code,
          label: code,
          values: codes.map((value) => ({ code: value, label: value.toUpperCase() })),
        }));
        const variants = rows.map(([x, y, z, available], index) => {
          const values = [x, y, z];
          const fields = Object.fromEntries(options.map((option, i) => [option.code, codes[values[i]!]!]));
          return { id: index + 1, available, price: 1, ...fields };
        });
        return { ...tee, options, variants };
      });
    fc.assert(
      fc.property(
        products,
        fc.array(fc.nat(2), { minLength: 3, maxLength: 3 }),
        fc.nat(2),
        (product, picks, change) => {
          const start = Object.fromEntries(
            product.options.map((option, i) => [option.code, codes[picks[i]!]!]),
          );
          const option = product.options[change % product.options.length]!;
          const { selection, variant: chosen } = selectOption(product, start, option.code, codes[picks[0]!]!);
          const matches = product.variants.filter((v) =>
            product.options.every((o) => v[o.code] === selection[o.code]),
          );
          if (chosen === null) expect(matches).toEqual([]);
          else {
            expect(product.variants).toContain(chosen);
            expect(matches).toContain(chosen);
          }
          const first = initialVariant(product, null);
          if (product.variants.length === 0) expect(first).toBeNull();
          else expect(product.variants).toContain(first);
        },
      ),
    );
  });
});

describe('addToCartBlock (000 §4 Product page)', () => {
  const ok = variant(1, 'red', 's');
  it.each([
    ['an available variant in stock', ok, false, null],
    ['an unavailable variant', { ...ok, available: false }, false, 'unavailable'],
    ['no variant for the options', null, false, 'unavailable'],
    ['a variant with quantity 0', { ...ok, quantity: 0 }, false, 'out-of-stock'],
    ['a variant with negative quantity', { ...ok, quantity: -1 }, false, 'out-of-stock'],
    ['a variant without tracked stock', { ...ok, quantity: null }, false, null],
    ['an upload running', ok, true, 'uploading'],
  ] as const)('%s → %s', (_name, v, uploading, block) => {
    expect(addToCartBlock(v, uploading)).toBe(block);
  });

  it('treats an absent quantity as untracked stock', () => {
    const { quantity: _q, ...untracked } = ok;
    expect(isOutOfStock(untracked)).toBe(false);
  });
});

describe('variantImage', () => {
  it.each([
    ['the variant’s own image', 13, 'blue.png'],
    ['the image listing the variant', 12, 'tee-red-m.png'],
    ['the product image otherwise', 11, 'tee.png'],
  ])('shows %s', (_name, id, src) => {
    expect(variantImage(tee, findVariant(tee, id))).toBe(src);
  });
});
