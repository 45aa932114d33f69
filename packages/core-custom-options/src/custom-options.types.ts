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
 * One choice of a checkbox, radio, select or picture option: its `value` and its display `text`
 * (000 §3 Custom option: values (value, text)).
 *
 * @example
 * ```ts
 * const choice: CustomOptionChoice = { value: 'red', text: 'Red' };
 * ```
 */
export interface CustomOptionChoice {
  readonly value: string;
  readonly text?: string | null | undefined;
}

/**
 * One entry of `parent_condition` (000 §3): a relation (`'equals'` or another one, read as
 * "does not equal", see docs/decisions/0110) and the parent value it is compared with.
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
 * `allowed_characters` lists the character classes a text option ACCEPTS (docs/decisions/0111);
 * `size` and `min_size` are megabytes for file options (`size` defaults to 20).
 *
 * @example
 * ```ts
 * const validations: CustomOptionValidations = { required: true, allowed_characters: ['letters', 'digits'] };
 * ```
 */
export interface CustomOptionValidations {
  readonly required?: boolean | undefined;
  readonly allowed_characters?: readonly string[] | null | undefined;
  readonly size?: number | null | undefined;
  readonly min_size?: number | null | undefined;
}

/**
 * A product custom option as the platform sends it (000 §3 Custom option).
 *
 * @remarks
 * Only `id`, `name` and `type` are always present; everything else is optional.
 *
 * @example
 * ```ts
 * const engraving: CustomOption = {
 *   id: 7,
 *   name: 'Engraving',
 *   type: 'text',
 *   validations: { required: true, allowed_characters: ['letters', 'digits'] },
 * };
 * ```
 */
export interface CustomOption {
  readonly id: string | number;
  readonly name: string;
  readonly type: CustomOptionType;
  readonly values?: readonly CustomOptionChoice[] | null | undefined;
  readonly default_value?: string | null | undefined;
  readonly default_value_index?: number | null | undefined;
  readonly parent_id?: string | number | null | undefined;
  readonly parent_index?: number | null | undefined;
  readonly parent_condition?: readonly ParentCondition[] | null | undefined;
  /** A help text the merchant wrote for the option. */
  readonly hint?: string | null | undefined;
  readonly validations?: CustomOptionValidations | null | undefined;
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
 * const sizes: CustomOptionValue = ['s', 'm'];
 * ```
 */
export type CustomOptionValue = string | readonly string[] | UploadedFile | null;

/**
 * The values of a product's options, keyed by option id (as a string). A key that is absent
 * means the option is empty.
 *
 * @example
 * ```ts
 * const values: CustomOptionValues = { '7': 'Happy birthday', '8': ['gift-wrap'] };
 * ```
 */
export type CustomOptionValues = Readonly<Record<string, CustomOptionValue>>;

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
 * not accepted (the spec shows no text for it: docs/decisions/0112).
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
  | 'invalid_characters';

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
