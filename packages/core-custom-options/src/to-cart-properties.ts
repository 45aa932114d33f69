import { CHECKBOX_VALUE_SEPARATOR } from './custom-options.constants';
import type {
  CartProperty,
  CustomOption,
  CustomOptionFieldValue,
  CustomOptionFieldValues,
} from './custom-options.types';
import { isUploadedFile } from './is-empty-value';
import { optionKey } from './option-key';
import { visibleOptions } from './visible-options';

/**
 * The text one option contributes to the cart, trimmed; `''` when it contributes nothing
 * (000 §5; docs/decisions/0114). A checkbox joins its chosen values with `', '` in the order of
 * the option's `values` (values it does not list are dropped); a file gives its URL.
 *
 * @example
 * ```ts
 * const extras: CustomOption = { id: '1', name: 'Extras', type: 'checkbox', values: [{ value: 'wrap' }, { value: 'card' }] };
 * cartPropertyValue(extras, ['card', ' wrap ']); // 'wrap, card'
 * ```
 */
export function cartPropertyValue(option: CustomOption, value: CustomOptionFieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (isUploadedFile(value)) return value.url.trim();
  if (typeof value === 'string') return value.trim();
  const chosen = new Set(value.map((entry) => entry.trim()));
  return (option.values ?? [])
    .map((choice) => choice.value.trim())
    .filter((choice, index, all) => choice !== '' && chosen.has(choice) && all.indexOf(choice) === index)
    .join(CHECKBOX_VALUE_SEPARATOR);
}

/**
 * The cart line properties for the shown options (000 §5 "Non-empty values are trimmed and
 * collected as name/value pairs"; 000 §3 Cart add payload), in the order of the options.
 *
 * @example
 * ```ts
 * const options: CustomOption[] = [
 *   { id: '1', name: 'Engraving', type: 'text' },
 *   { id: '2', name: 'Extras', type: 'checkbox', values: [{ value: 'wrap' }, { value: 'card' }] },
 * ];
 * toCartProperties(options, { '1': '  Happy birthday ', '2': ['card', 'wrap'] });
 * // [{ name: 'Engraving', value: 'Happy birthday' }, { name: 'Extras', value: 'wrap, card' }]
 * ```
 */
export function toCartProperties(
  options: readonly CustomOption[],
  values: CustomOptionFieldValues,
): CartProperty[] {
  const visible = visibleOptions(options, values);
  const properties: CartProperty[] = [];
  for (const option of visible.options) {
    const value = cartPropertyValue(option, visible.values[optionKey(option.id)]);
    if (value !== '') properties.push({ name: option.name, value });
  }
  return properties;
}
