import type { MessageId } from '@vitrine/messages';

/**
 * The six kinds of custom option a product can carry (000 §3 Custom option).
 *
 * @example
 * ```ts
 * const type: CustomOptionType = 'checkbox';
 * ```
 */
export type CustomOptionType = 'checkbox' | 'radio' | 'select' | 'picture' | 'file' | 'text';

/**
 * One choice of a checkbox, radio, select or picture option: its `value`, its display `text` and
 * image (000 §3 Custom option: values (value, text)).
 *
 * @example
 * ```ts
 * const choice: CustomOptionChoice = { value: 'red', text: 'Red' };
 * ```
 */
export interface CustomOptionChoice {
  readonly value: string;
  readonly text?: string;
  readonly image?: string;
}

/**
 * One condition on a child option's parent value (000 §3 parent_condition): `relation` `equals`,
 * or any other relation read as "does not equal" (docs/decisions/0110).
 *
 * @example
 * ```ts
 * const condition: ParentCondition = { relation: 'equals', value: 'yes' };
 * ```
 */
export interface ParentCondition {
  readonly relation: string;
  readonly value: string;
}

/**
 * The validation settings of an option (000 §3, §5).
 *
 * @remarks
 * `allowedCharacters` lists the character classes a text option ACCEPTS (docs/decisions/0111);
 * `size` and `minSize` are megabytes for file options (`size` defaults to 20, 000 §9).
 *
 * @example
 * ```ts
 * const validations: CustomOptionValidations = { required: true, allowedCharacters: ['letters', 'digits'] };
 * ```
 */
export interface CustomOptionValidations {
  readonly required?: boolean;
  readonly allowedCharacters?: readonly string[];
  /** Maximum upload size in MB. */
  readonly size?: number;
  /** Minimum upload size in MB. */
  readonly minSize?: number;
}

/**
 * A custom option of a product, as the facades speak it (000 §3 Custom option): camelCase, the
 * platform's snake_case fields mapped once by {@link customOptionFromWire}. Absent fields are
 * left out (never `null`).
 *
 * @example
 * ```ts
 * const note: CustomOption = {
 *   id: '2',
 *   name: 'Gift note',
 *   type: 'text',
 *   parentId: '1',
 *   parentCondition: [{ relation: 'equals', value: 'yes' }],
 *   validations: { required: true },
 * };
 * ```
 */
export interface CustomOption {
  readonly id: string;
  readonly name: string;
  readonly type: CustomOptionType;
  readonly values?: readonly CustomOptionChoice[];
  readonly defaultValue?: string;
  readonly defaultValueIndex?: number;
  /** The parent option's id; a child shows only when its parent's value satisfies `parentCondition`. */
  readonly parentId?: string;
  /** The parent's position in the options, used when there is no `parentId`. */
  readonly parentIndex?: number;
  readonly parentCondition?: readonly ParentCondition[];
  readonly hint?: string;
  readonly validations?: CustomOptionValidations;
}

/**
 * A file that was uploaded: the value a file option holds once its upload succeeded
 * (docs/decisions/0112). An empty file option holds `null`.
 *
 * @example
 * ```ts
 * const file: UploadedFile = { url: 'https://cdn.example/logo.png', name: 'logo.png', size: 20_480 };
 * ```
 */
export interface UploadedFile {
  readonly url: string;
  readonly name: string;
  readonly size: number;
}

/**
 * The value one option holds: a string (text, radio, select, picture), a list of choice values
 * (checkbox), an uploaded file or `null` (file).
 *
 * @example
 * ```ts
 * const sizes: CustomOptionFieldValue = ['s', 'm'];
 * ```
 */
export type CustomOptionFieldValue = string | readonly string[] | UploadedFile | null;

/**
 * The values of a product's options, keyed by option id (as a string). A key that is absent
 * means the option is empty.
 *
 * @example
 * ```ts
 * const values: CustomOptionFieldValues = { '7': 'Happy birthday', '8': ['gift-wrap'] };
 * ```
 */
export type CustomOptionFieldValues = Readonly<Record<string, CustomOptionFieldValue>>;

/**
 * A character class a text option can accept (000 §5): letters, digits, emoji and symbol
 * ("special characters").
 *
 * @example
 * ```ts
 * const allowed: readonly CharacterClass[] = ['letters', 'emoji'];
 * ```
 */
export type CharacterClass = 'letters' | 'digits' | 'emoji' | 'symbol';

/**
 * The message keys of 000 §5 Custom options, plus `upload_invalid_type` for a file whose type is
 * not accepted (the spec shows no text for it: docs/decisions/0112) and `text_too_long` for a
 * custom text longer than the platform keeps (nor for it: docs/decisions/0596).
 *
 * @example
 * ```ts
 * const key: CustomOptionErrorKey = 'required_upload';
 * ```
 */
export type CustomOptionErrorKey =
  | 'required'
  | 'required_upload'
  | 'upload_maximum_file'
  | 'upload_minimum_file'
  | 'upload_fail'
  | 'upload_invalid_type'
  | 'invalid_characters'
  | 'text_too_long';

/**
 * A validation failure of one option: the spec's message key, the catalogue id of its text and
 * the English text itself, placeholders filled.
 *
 * @example
 * ```ts
 * const error: CustomOptionError = {
 *   optionId: '7',
 *   key: 'required',
 *   messageId: 'custom_options.required',
 *   message: 'Please finish this field.',
 * };
 * ```
 */
export interface CustomOptionError {
  readonly optionId: string;
  readonly key: CustomOptionErrorKey;
  readonly messageId: MessageId;
  readonly message: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The outcome of {@link validateCustomOptions}: `valid` is true when `errors` is empty.
 *
 * @example
 * ```ts
 * const result: CustomOptionsValidation = { valid: true, errors: [] };
 * ```
 */
export interface CustomOptionsValidation {
  readonly valid: boolean;
  readonly errors: readonly CustomOptionError[];
}

/**
 * What {@link validateUploadFile} looks at: a file's name, size in bytes and media type.
 *
 * @example
 * ```ts
 * const info: UploadFileInfo = { name: 'logo.PNG', size: 20_480, type: 'image/png' };
 * ```
 */
export interface UploadFileInfo {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/**
 * A file the shopper picked for a file option: its info plus the bytes to upload.
 *
 * @example
 * ```ts
 * const file: SelectedFile = { name: 'logo.png', size: 3, type: 'image/png', data: new Uint8Array([1, 2, 3]) };
 * ```
 */
export interface SelectedFile extends UploadFileInfo {
  readonly data: Blob | Uint8Array;
}

/**
 * One line property for the cart add payload (000 §3 Cart add payload: properties, a list of
 * name/value).
 *
 * @example
 * ```ts
 * const property: CartProperty = { name: 'Engraving', value: 'Happy birthday' };
 * ```
 */
export interface CartProperty {
  readonly name: string;
  readonly value: string;
}
