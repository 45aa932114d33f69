import { CHOICE_OPTION_TYPES } from './custom-options.constants';
import type { CustomOption, CustomOptionFieldValue, CustomOptionFieldValues } from './custom-options.types';
import { optionKey } from './option-key';

/**
 * The value an option starts with (000 §5 Defaults; docs/decisions/0113).
 *
 * @remarks
 * For choice types the default choice is `values[defaultValueIndex]`: a checkbox gets a
 * one-value list of its `value`, a picture gets its `text`, radio and select get its `value`.
 * Without a usable index, `defaultValue` is used the same way (a checkbox gets
 * `[defaultValue]`). A file starts as `null`; a text starts as `defaultValue` or `''`.
 *
 * @example
 * ```ts
 * defaultValue({ id: '1', name: 'Extras', type: 'checkbox', values: [{ value: 'wrap' }], defaultValueIndex: 0 });
 * // ['wrap']
 * defaultValue({ id: '2', name: 'Logo', type: 'file' }); // null
 * ```
 */
export function defaultValue(option: CustomOption): CustomOptionFieldValue {
  if (option.type === 'file') return null;
  const fallback = option.defaultValue ?? '';
  if (!CHOICE_OPTION_TYPES.includes(option.type)) return fallback;
  const index = option.defaultValueIndex;
  const choice = typeof index === 'number' && index >= 0 ? option.values?.[index] : undefined;
  if (option.type === 'checkbox') {
    if (choice) return [choice.value];
    return fallback === '' ? [] : [fallback];
  }
  if (option.type === 'picture') return choice ? (choice.text ?? choice.value) : fallback;
  return choice ? choice.value : fallback;
}

/**
 * The starting values of every option, keyed by option id (000 §5 Defaults): see
 * {@link defaultValue}. Apply {@link visibleOptions} afterwards to clear hidden children.
 *
 * @example
 * ```ts
 * defaultValues([
 *   { id: '1', name: 'Colour', type: 'radio', values: [{ value: 'red' }, { value: 'blue' }], defaultValueIndex: 1 },
 *   { id: '2', name: 'Note', type: 'text', defaultValue: 'Hello' },
 * ]);
 * // { '1': 'blue', '2': 'Hello' }
 * ```
 */
export function defaultValues(options: readonly CustomOption[]): CustomOptionFieldValues {
  const values: Record<string, CustomOptionFieldValue> = {};
  for (const option of options) values[optionKey(option.id)] = defaultValue(option);
  return values;
}
