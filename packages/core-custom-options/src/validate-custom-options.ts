import { customOptionMessages } from '@vitrine/messages';
import { allowedCharacterClasses, disallowedCharacterClasses } from './character-classes';
import { MAX_PROPERTY_VALUE_LENGTH, MESSAGE_LIST_SEPARATOR } from './custom-options.constants';
import type {
  CharacterClass,
  CustomOption,
  CustomOptionError,
  CustomOptionsValidation,
  CustomOptionFieldValue,
  CustomOptionFieldValues,
} from './custom-options.types';
import { customOptionError } from './custom-option-error';
import { isEmptyValue, isUploadedFile } from './is-empty-value';
import { optionKey } from './option-key';
import { cartPropertyValue } from './to-cart-properties';
import { validateUploadFile } from './validate-upload-file';
import { visibleOptions } from './visible-options';

/**
 * Settings of {@link validateCustomOptions}.
 *
 * @example
 * ```ts
 * const settings: ValidateCustomOptionsSettings = { allowedCharactersEnabled: true };
 * ```
 */
export interface ValidateCustomOptionsSettings {
  /** The shop's feature flag for allowed characters in text options (000 §5); off by default. */
  readonly allowedCharactersEnabled?: boolean;
}

/**
 * The accepted classes as the invalid-characters message names them, e.g.
 * `'letters, digits, special characters'` ('symbol' reads as special characters, 000 §5).
 *
 * @example
 * ```ts
 * describeCharacterClasses(['letters', 'symbol']); // 'letters, special characters'
 * ```
 */
export function describeCharacterClasses(classes: readonly CharacterClass[]): string {
  return classes
    .map((name) => customOptionMessages[`custom_options.class.${name}`])
    .join(MESSAGE_LIST_SEPARATOR);
}

/**
 * The error of one shown option, or `null` when its value is fine: see
 * {@link validateCustomOptions}.
 *
 * @example
 * ```ts
 * validateCustomOption({ id: '1', name: 'Logo', type: 'file', validations: { required: true } }, null)?.key;
 * // 'required_upload'
 * ```
 */
export function validateCustomOption(
  option: CustomOption,
  value: CustomOptionFieldValue | undefined,
  settings: ValidateCustomOptionsSettings = {},
): CustomOptionError | null {
  const id = optionKey(option.id);
  if (isEmptyValue(value)) {
    // 000 §5: a required empty option blocks the operation; a file one asks for an upload.
    if (option.validations?.required !== true) return null;
    return customOptionError(id, option.type === 'file' ? 'required_upload' : 'required');
  }
  if (option.type === 'file' && isUploadedFile(value)) {
    return validateUploadFile(option, { name: value.name, size: value.size, type: '' });
  }
  if (option.type !== 'text' || typeof value !== 'string') return null;
  // docs/decisions/0596: the platform keeps no longer property value (0261); counted as sent.
  if (cartPropertyValue(option, value).length > MAX_PROPERTY_VALUE_LENGTH) {
    return customOptionError(id, 'text_too_long', { value: MAX_PROPERTY_VALUE_LENGTH });
  }
  const allowed = option.validations?.allowedCharacters;
  if (settings.allowedCharactersEnabled !== true || !allowed) return null;
  const accepted = allowedCharacterClasses(allowed);
  // docs/decisions/0111: a list naming no known class restricts nothing.
  if (accepted.length === 0 || disallowedCharacterClasses(value, accepted).length === 0) return null;
  return customOptionError(id, 'invalid_characters', { value: describeCharacterClasses(accepted) });
}

/**
 * Validates the shown options of a product (000 §5 Custom options), returning every problem as
 * an error value with the spec's message key and English text.
 *
 * @remarks
 * Hidden options ({@link visibleOptions}) are skipped. Per option, at most one error:
 * - required and empty: `required` ('Please finish this field.'), or `required_upload`
 *   ('Please upload a file.') for a file option;
 * - an uploaded file outside the size limits or types: see {@link validateUploadFile};
 * - a text option whose trimmed value is longer than {@link MAX_PROPERTY_VALUE_LENGTH}, the
 *   platform's limit (docs/decisions/0596): `text_too_long` ('Your custom text is too long.
 *   Please use at most 2000 characters.');
 * - a text option, with `allowedCharactersEnabled`, using a class its
 *   `validations.allowedCharacters` does not list: `invalid_characters` ('Your custom text has
 *   invalid characters. We only accept letters, digits.').
 * `upload_fail` comes from the machine when an upload call fails.
 *
 * @example
 * ```ts
 * const options: CustomOption[] = [{ id: '1', name: 'Name', type: 'text', validations: { required: true } }];
 * validateCustomOptions(options, { '1': '' });
 * // { valid: false, errors: [{ optionId: '1', key: 'required', messageId: 'custom_options.required', message: 'Please finish this field.' }] }
 * ```
 */
export function validateCustomOptions(
  options: readonly CustomOption[],
  values: CustomOptionFieldValues,
  settings: ValidateCustomOptionsSettings = {},
): CustomOptionsValidation {
  const visible = visibleOptions(options, values);
  const errors: CustomOptionError[] = [];
  for (const option of visible.options) {
    const error = validateCustomOption(option, visible.values[optionKey(option.id)], settings);
    if (error) errors.push(error);
  }
  return { valid: errors.length === 0, errors };
}
