import type {
  CustomOption,
  CustomOptionError,
  CustomOptionErrorKey,
  CustomOptionFieldValues,
} from './custom-options.types';
import { isEmptyValue } from './is-empty-value';
import { optionKey } from './option-key';
import { validateCustomOption } from './validate-custom-options';
import { visibleOptions } from './visible-options';

const REQUIRED_KEYS: readonly CustomOptionErrorKey[] = ['required', 'required_upload'];
const UPLOAD_KEYS: readonly CustomOptionErrorKey[] = [
  'upload_fail',
  'upload_maximum_file',
  'upload_minimum_file',
  'upload_invalid_type',
];

/**
 * Settings of {@link shownErrors}.
 *
 * @example
 * ```ts
 * const settings: ShownErrorsSettings = { submitAttempted: true, allowedCharactersEnabled: false };
 * ```
 */
export interface ShownErrorsSettings {
  /** Whether the shopper tried to submit: only then do empty required options show their hint. */
  readonly submitAttempted: boolean;
  /** The shop's allowed-characters feature flag (000 §5). */
  readonly allowedCharactersEnabled: boolean;
  /** Ids of the file options whose upload is running: a file is on its way, so they are not empty. */
  readonly uploadingIds?: readonly string[];
}

/**
 * The errors a form shows now, one per shown option, keyed by option id (docs/decisions/0115).
 *
 * @remarks
 * - An upload problem (`upload_fail`, a size or type refusal) stays on a file option while it
 *   has no file, taken from `previous`.
 * - Otherwise the option is validated ({@link validateCustomOption}); a `required` or
 *   `required_upload` hint shows only once a submit was attempted (000 §5 "A required option
 *   that is empty blocks the operation and shows its hint"); other problems (invalid characters)
 *   show at once.
 * - A file option whose upload is running (`uploadingIds`) shows no required hint: it is not
 *   empty, a file is on its way.
 * - Hidden options have no error.
 *
 * @example
 * ```ts
 * const options: CustomOption[] = [{ id: '1', name: 'Name', type: 'text', validations: { required: true } }];
 * shownErrors(options, {}, {}, { submitAttempted: false, allowedCharactersEnabled: false }); // {}
 * shownErrors(options, {}, {}, { submitAttempted: true, allowedCharactersEnabled: false })['1']?.message;
 * // 'Please finish this field.'
 * ```
 */
export function shownErrors(
  options: readonly CustomOption[],
  values: CustomOptionFieldValues,
  previous: Readonly<Record<string, CustomOptionError>>,
  settings: ShownErrorsSettings,
): Record<string, CustomOptionError> {
  const visible = visibleOptions(options, values);
  const errors: Record<string, CustomOptionError> = {};
  for (const option of visible.options) {
    const key = optionKey(option.id);
    const value = visible.values[key];
    const kept = previous[key];
    if (kept && UPLOAD_KEYS.includes(kept.key) && isEmptyValue(value)) {
      errors[key] = kept;
      continue;
    }
    const error = validateCustomOption(option, value, settings);
    if (!error) continue;
    // 000 §5: only an *empty* required option shows its hint; an uploading file is not empty.
    const uploading = settings.uploadingIds?.includes(key) ?? false;
    if (REQUIRED_KEYS.includes(error.key) && (!settings.submitAttempted || uploading)) continue;
    errors[key] = error;
  }
  return errors;
}
