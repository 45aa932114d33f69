import { CHOICE_OPTION_TYPES } from './custom-options.constants';
import type {
  CustomOption,
  CustomOptionChoice,
  CustomOptionFieldValue,
  CustomOptionFieldValues,
} from './custom-options.types';
import { optionKey } from './option-key';

/**
 * The value a radio, select or picture option holds when `choice` is picked (000 §5 Defaults: "picture
 * gives its text; other choice types give their value"): what a form compares with to show the
 * choice as picked, and what it passes to `change`.
 *
 * @example
 * ```ts
 * choiceValue({ id: '3', name: 'Frame', type: 'picture' }, { value: 'plain', text: 'Plain' }); // 'Plain'
 * choiceValue({ id: '4', name: 'Size', type: 'radio' }, { value: 'l', text: 'Large' }); // 'l'
 * ```
 */
export function choiceValue(option: CustomOption, choice: CustomOptionChoice): string {
  return option.type === 'picture' ? (choice.text ?? choice.value) : choice.value;
}

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
  return choice ? choiceValue(option, choice) : fallback;
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
