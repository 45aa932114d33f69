import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftOptions } from './custom-options.fixtures';
import type { CustomOption } from './custom-options.types';
import { cartPropertyValue, toCartProperties } from './to-cart-properties';

const ribbon: CustomOption = {
  id: '3',
  name: 'Ribbon',
  type: 'checkbox',
  values: [{ value: 'red' }, { value: 'gold' }, { value: 'silver' }],
};

describe('toCartProperties (000 §5: non-empty values trimmed, collected as name/value pairs)', () => {
  it('collects the shown, non-empty values in option order', () => {
    const values = {
      '7': 'M',
      '1': 'yes',
      '2': '  Happy birthday  ',
      '3': ['silver', 'red'],
      '5': { url: 'https://cdn.example/logo.png', name: 'logo.png', size: 10 },
      '6': 'Stars',
    };
    expect(toCartProperties(giftOptions, values)).toEqual([
      { name: 'Gift wrap', value: 'yes' },
      { name: 'Gift note', value: 'Happy birthday' },
      { name: 'Ribbon', value: 'red, silver' },
      { name: 'Your logo', value: 'https://cdn.example/logo.png' },
      { name: 'Card design', value: 'Stars' },
      { name: 'Size', value: 'M' },
    ]);
  });

  it('leaves out empty values and hidden options', () => {
    const values = { '1': 'no', '2': 'Hidden note', '5': null, '6': '   ', '7': '' };
    expect(toCartProperties(giftOptions, values)).toEqual([{ name: 'Gift wrap', value: 'no' }]);
  });
});

describe('cartPropertyValue (000 §5: checkbox values joined with commas in the order of the option values)', () => {
  it.each([
    [['gold', 'red'], 'red, gold'],
    [['silver'], 'silver'],
    [[' gold ', 'red '], 'red, gold'],
    [['gold', 'gold'], 'gold'],
    [['purple', 'red'], 'red'],
    [[], ''],
  ])('%j gives %j', (chosen, expected) => {
    expect(cartPropertyValue(ribbon, chosen)).toBe(expected);
  });
});

describe('toCartProperties properties', () => {
  const values = fc.dictionary(
    fc.constantFrom('1', '2', '3', '4', '5', '6', '7'),
    fc.oneof(fc.string(), fc.subarray(['red', 'gold', 'silver', ' gold'])),
  );

  it('every property value is trimmed and non-empty, with the option name', () => {
    fc.assert(
      fc.property(values, (input) => {
        for (const property of toCartProperties(giftOptions, input)) {
          expect(property.value).not.toBe('');
          expect(property.value).toBe(property.value.trim());
          expect(giftOptions.map((option) => option.name)).toContain(property.name);
        }
      }),
    );
  });

  it('the order a shopper ticks checkboxes in never changes the text', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['red', 'gold', 'silver']), (ticked) => {
        expect(cartPropertyValue(ribbon, ticked).split(', ').filter(Boolean)).toEqual(
          ['red', 'gold', 'silver'].filter((value) => ticked.includes(value)),
        );
      }),
    );
  });

  it('a value survives unchanged apart from its outer spaces', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        (text) => {
          expect(toCartProperties(giftOptions, { '7': text })).toEqual([
            { name: 'Size', value: text.trim() },
          ]);
        },
      ),
    );
  });
});
