import { type Decimal, decimalOf, pow10, roundToScale } from './decimal';
import { DEFAULT_MONEY_FORMAT, MONEY_PLACEHOLDERS } from './pricing.constants';

/** One of the placeholders a shop currency format may hold (000 §9 Price formats). */
export type MoneyPlaceholder = (typeof MONEY_PLACEHOLDERS)[number];

/**
 * A shop currency format: any text holding one or more `{{placeholder}}`s (see
 * `MONEY_PLACEHOLDERS`), such as `'${{amount}}'`, `'{{amount_with_comma_separator}} €'` or
 * `'<span class=money>CHF {{amount_with_apostrophe_separator}}</span>'`.
 */
export type MoneyFormat = string;

interface NumberStyle {
  readonly decimals: number;
  readonly thousands: string;
  readonly point: string;
}

// 000 §9 Price formats; 000 §5: price display uses 2 decimals or none, depending on the format.
const STYLES: Readonly<Record<MoneyPlaceholder, NumberStyle>> = {
  amount: { decimals: 2, thousands: ',', point: '.' },
  amount_no_decimals: { decimals: 0, thousands: ',', point: '.' },
  amount_with_comma_separator: { decimals: 2, thousands: '.', point: ',' },
  amount_no_decimals_with_comma_separator: { decimals: 0, thousands: '.', point: ',' },
  amount_with_apostrophe_separator: { decimals: 2, thousands: "'", point: '.' },
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function isPlaceholder(name: string): name is MoneyPlaceholder {
  return (MONEY_PLACEHOLDERS as readonly string[]).includes(name);
}

function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let index = head; index < digits.length; index += 3) {
    grouped += separator + digits.slice(index, index + 3);
  }
  return grouped;
}

/** The unsigned text of a rounded magnitude, and whether the rounded value is below zero. */
function render(value: Decimal, style: NumberStyle): { text: string; negative: boolean } {
  const units = roundToScale(value, style.decimals);
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const scale = pow10(style.decimals);
  const whole = groupThousands((magnitude / scale).toString(), style.thousands);
  if (style.decimals === 0) return { text: whole, negative };
  const fraction = (magnitude % scale).toString().padStart(style.decimals, '0');
  return { text: `${whole}${style.point}${fraction}`, negative };
}

/**
 * Formats an amount in major units (19.99, as the platform API sends prices) with the shop's
 * currency format.
 *
 * Every `{{placeholder}}` of the format is replaced: `{{amount}}` 1,234.56,
 * `{{amount_no_decimals}}` 1,235, `{{amount_with_comma_separator}}` 1.234,56,
 * `{{amount_no_decimals_with_comma_separator}}` 1.235, `{{amount_with_apostrophe_separator}}`
 * 1'234.56; an unknown placeholder is formatted as `{{amount}}`. Rounding is half away from zero
 * on the decimal the number prints as, so floating-point noise (`0.1 + 0.2`) never shows and
 * huge amounts keep every digit. A negative amount puts its minus sign before the whole text
 * (`-$5.00`); an amount that rounds to zero has no sign. An empty format uses
 * `DEFAULT_MONEY_FORMAT`; a format without any placeholder is followed by the `{{amount}}`
 * text. `NaN` and the infinities give `''` (no price is better than a wrong one). See
 * docs/decisions/0100-money-format.md.
 *
 * @remarks The format is used verbatim (it may hold HTML from the shop settings); escape it where
 * it is rendered as text.
 * @example
 * ```ts
 * formatMoney(1234.56); // '$1,234.56'
 * formatMoney(1234.56, '{{amount_with_comma_separator}} €'); // '1.234,56 €'
 * formatMoney(1234.56, '¥{{amount_no_decimals}}'); // '¥1,235'
 * formatMoney(-5, '${{amount}}'); // '-$5.00'
 * formatMoney(0.1 + 0.2, '${{amount}}'); // '$0.30'
 * ```
 */
export function formatMoney(amount: number, format: MoneyFormat = DEFAULT_MONEY_FORMAT): string {
  const value = decimalOf(amount);
  if (value === undefined) return '';
  const template = format.trim() === '' ? DEFAULT_MONEY_FORMAT : format;
  let negative = false;
  let replaced = 0;
  const body = template.replace(PLACEHOLDER, (_whole, name: string) => {
    replaced += 1;
    const rendered = render(value, STYLES[isPlaceholder(name) ? name : 'amount']);
    negative ||= rendered.negative;
    return rendered.text;
  });
  if (replaced === 0) {
    const rendered = render(value, STYLES.amount);
    return `${rendered.negative ? '-' : ''}${template}${rendered.text}`;
  }
  return negative ? `-${body}` : body;
}
