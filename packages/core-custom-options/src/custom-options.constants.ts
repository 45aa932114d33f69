import type { CharacterClass, CustomOptionType } from './custom-options.types';

/**
 * The upload rule (000 §5 Custom options, §9; docs/decisions/0112): the default maximum size in
 * MB (20), bytes in one MB (1024 × 1024) and the accepted extensions, written as the spec writes
 * them. `@vitrine/api-client`'s, declared once and shared with the platform and a review's photos
 * (docs/decisions/0615).
 */
export { ACCEPTED_UPLOAD_EXTENSIONS, BYTES_PER_MB, DEFAULT_MAX_UPLOAD_SIZE_MB } from '@vitrine/api-client';

/**
 * The longest cart property value the platform keeps (`@vitrine/api-client`'s, declared once): a
 * text option's trimmed value longer than it is refused before the add (docs/decisions/0596).
 */
export { MAX_PROPERTY_VALUE_LENGTH } from '@vitrine/api-client';

/**
 * The character classes of text options, in the order the invalid-characters message lists
 * them (000 §5 Custom options: letters, digits, emoji, symbol).
 *
 * @example
 * ```ts
 * CHARACTER_CLASSES; // ['letters', 'digits', 'emoji', 'symbol']
 * ```
 */
export const CHARACTER_CLASSES: readonly CharacterClass[] = ['letters', 'digits', 'emoji', 'symbol'];

/**
 * The feature flag that turns on the allowed-characters check of text options (000 §5: "Text
 * options, with the feature flag on, may use only the allowed character classes"). The spec does
 * not name the flag; this name is ours (docs/decisions/0567). The sdk and `useCustomOptions` read
 * it from the shop's feature flags when a form is opened without `allowedCharactersEnabled`.
 *
 * @example
 * ```ts
 * storefront.flags.isOn(ALLOWED_CHARACTERS_FLAG);
 * ```
 */
export const ALLOWED_CHARACTERS_FLAG = 'custom_options_allowed_characters';

/**
 * The option types whose value is picked from a list of choices (000 §5 Defaults: "other choice
 * types give their value").
 *
 * @example
 * ```ts
 * CHOICE_OPTION_TYPES.includes('radio'); // true
 * ```
 */
export const CHOICE_OPTION_TYPES: readonly CustomOptionType[] = ['checkbox', 'radio', 'select', 'picture'];

/**
 * The `parentCondition` relation that requires equality (000 §3); every other relation is read
 * as "does not equal" (docs/decisions/0110).
 *
 * @example
 * ```ts
 * const condition = { relation: PARENT_RELATION_EQUALS, value: 'yes' };
 * ```
 */
export const PARENT_RELATION_EQUALS = 'equals';

/**
 * What joins the chosen values of a checkbox option in a cart property (000 §5 "Checkbox values
 * are joined with commas", docs/decisions/0114).
 *
 * @example
 * ```ts
 * ['Red', 'Blue'].join(CHECKBOX_VALUE_SEPARATOR); // 'Red, Blue'
 * ```
 */
export const CHECKBOX_VALUE_SEPARATOR = ', ';

/**
 * What joins the items of a list inside a message: the accepted character classes of the
 * invalid-characters message, the accepted file types (docs/decisions/0111).
 *
 * @example
 * ```ts
 * ['letters', 'digits'].join(MESSAGE_LIST_SEPARATOR); // 'letters, digits'
 * ```
 */
export const MESSAGE_LIST_SEPARATOR = ', ';
