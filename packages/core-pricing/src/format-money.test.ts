import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNumber } from './decimal';
import { formatMoney } from './format-money';
import { DEFAULT_MONEY_FORMAT, MONEY_PLACEHOLDERS } from './pricing.constants';

const DOLLARS = DEFAULT_MONEY_FORMAT;
const WHOLE_DOLLARS = '$' + '{{amount_no_decimals}}';

/** An independent oracle: ICU's en-US grouping and half-expand rounding on the exact decimal text. */
function intl(decimal: string, fractionDigits: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'negative',
  }).format(decimal as Intl.StringNumericLiteral);
}

/** Cents (any integer with up to 15 digits) as the amount the platform API would send. */
const cents = fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 });
const amountOf = (minor: number): number => toNumber(BigInt(minor), 2);

describe('formatMoney', () => {
  // 000 §9 Price formats, with the examples of the issue.
  it.each([
    ['{{amount}}', '1,234.56'],
    ['{{amount_no_decimals}}', '1,235'],
    ['{{amount_with_comma_separator}}', '1.234,56'],
    ['{{amount_no_decimals_with_comma_separator}}', '1.235'],
    ['{{amount_with_apostrophe_separator}}', "1'234.56"],
  ])('formats 1234.56 with %s as %s', (format, expected) => {
    expect(formatMoney(1234.56, format)).toBe(expected);
  });

  it('uses a dollar amount by default (000 §9)', () => {
    expect(DOLLARS).toBe('$' + '{{amount}}');
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(1234.56, '')).toBe('$1,234.56');
    expect(formatMoney(1234.56, '   ')).toBe('$1,234.56');
  });

  it.each([
    [0, DOLLARS, '$0.00'],
    [0, '{{amount_no_decimals}} kr', '0 kr'],
    [-0, DOLLARS, '$0.00'],
    [-0.004, DOLLARS, '$0.00'],
    [-1234.56, DOLLARS, '-$1,234.56'],
    [-1234.56, '{{amount_with_comma_separator}} €', '-1.234,56 €'],
    [-0.5, WHOLE_DOLLARS, '-$1'],
    [-0.4, WHOLE_DOLLARS, '$0'],
  ])('formats negative amounts and zero: %s with %s is %s', (amount, format, expected) => {
    expect(formatMoney(amount, format)).toBe(expected);
  });

  it.each([
    [0.1 + 0.2, DOLLARS, '$0.30'],
    [1.005, DOLLARS, '$1.01'],
    [1.15 * 3, DOLLARS, '$3.45'],
    [0.005, DOLLARS, '$0.01'],
    [999.995, DOLLARS, '$1,000.00'],
    [999_999.5, '{{amount_no_decimals}}', '1,000,000'],
    [1234.5, '¥{{amount_no_decimals}}', '¥1,235'],
  ])('hides floating-point noise and rounds half away from zero: %s → %s', (amount, format, expected) => {
    expect(formatMoney(amount, format)).toBe(expected);
  });

  it.each([
    [Number.MAX_SAFE_INTEGER, DOLLARS, '$9,007,199,254,740,991.00'],
    [1e21, DOLLARS, '$1,000,000,000,000,000,000,000.00'],
    [123_456_789_012.34, '{{amount_with_apostrophe_separator}}', "123'456'789'012.34"],
    [1.5e25, '{{amount_no_decimals_with_comma_separator}}', '15.000.000.000.000.000.000.000.000'],
  ])('keeps every digit of huge amounts: %s', (amount, format, expected) => {
    expect(formatMoney(amount, format)).toBe(expected);
  });

  it('formats an unknown placeholder as {{amount}}', () => {
    expect(formatMoney(1234.56, '{{amount_with_space_separator}} Kč')).toBe('1,234.56 Kč');
    expect(formatMoney(1234.56, '{{price}}')).toBe('1,234.56');
  });

  it('accepts spaces inside the braces, several placeholders and HTML', () => {
    expect(formatMoney(1234.56, '€{{ amount_with_comma_separator }}')).toBe('€1.234,56');
    expect(formatMoney(1234.56, '{{amount}} ({{amount_no_decimals}})')).toBe('1,234.56 (1,235)');
    expect(formatMoney(19.99, `<span class=money>${DOLLARS} USD</span>`)).toBe(
      '<span class=money>$19.99 USD</span>',
    );
  });

  it('follows a format without any placeholder with the amount', () => {
    expect(formatMoney(1234.56, '€')).toBe('€1,234.56');
    expect(formatMoney(-5, 'CHF ')).toBe('-CHF 5.00');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows no price for %s',
    (amount) => {
      expect(formatMoney(amount, DOLLARS)).toBe('');
    },
  );

  it('formats {{amount}} exactly like ICU en-US with 2 decimals, for any cent amount', () => {
    fc.assert(
      fc.property(cents, (minor) => {
        const amount = amountOf(minor);
        expect(formatMoney(amount, '{{amount}}')).toBe(intl(String(amount), 2));
      }),
    );
  });

  it('formats any finite number like ICU does on the decimal it prints as', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (amount) => {
        expect(formatMoney(amount, '{{amount}}')).toBe(intl(String(amount), 2));
        expect(formatMoney(amount, '{{amount_no_decimals}}')).toBe(intl(String(amount), 0));
      }),
    );
  });

  it('derives the separator variants from {{amount}} by swapping separators', () => {
    fc.assert(
      fc.property(cents, (minor) => {
        const amount = amountOf(minor);
        const plain = formatMoney(amount, '{{amount}}');
        const swapped = plain.replace(/[,.]/g, (mark) => (mark === ',' ? '.' : ','));
        expect(formatMoney(amount, '{{amount_with_comma_separator}}')).toBe(swapped);
        expect(formatMoney(amount, '{{amount_with_apostrophe_separator}}')).toBe(plain.replace(/,/g, "'"));
        expect(formatMoney(amount, '{{amount_no_decimals_with_comma_separator}}')).toBe(
          formatMoney(amount, '{{amount_no_decimals}}').replace(/,/g, '.'),
        );
      }),
    );
  });

  it('puts the sign of a negative amount before the whole format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 15 - 1 }),
        fc.constantFrom(...MONEY_PLACEHOLDERS),
        (minor, name) => {
          const format = `€{{${name}}} EUR`;
          const positive = formatMoney(amountOf(minor), format);
          const negative = formatMoney(-amountOf(minor), format);
          expect(negative === `-${positive}` || negative === positive).toBe(true);
          expect(negative === positive).toBe(/^€0 EUR$/.test(positive));
        },
      ),
    );
  });
});
