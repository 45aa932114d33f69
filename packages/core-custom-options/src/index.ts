/**
 * @packageDocumentation
 * `@vitrine/core-custom-options`: product custom options (000 §3, §4, §5): visibility, defaults,
 * validation with the spec's message ids, uploads and the cart `properties` they produce, behind
 * `createCustomOptions(product, options)` (the facade contract of `@vitrine/ports`).
 */
export {
  allowedCharacterClasses,
  characterClassesIn,
  characterClassOf,
  disallowedCharacterClasses,
  splitGraphemes,
} from './character-classes';
export { customOptionError } from './custom-option-error';
export { customOptionsActors, UNKNOWN_FILE_TYPE } from './custom-options.actors';
export {
  ACCEPTED_UPLOAD_EXTENSIONS,
  ALLOWED_CHARACTERS_FLAG,
  BYTES_PER_MB,
  CHARACTER_CLASSES,
  CHECKBOX_VALUE_SEPARATOR,
  CHOICE_OPTION_TYPES,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  MAX_PROPERTY_VALUE_LENGTH,
  MESSAGE_LIST_SEPARATOR,
  PARENT_RELATION_EQUALS,
} from './custom-options.constants';
export {
  CUSTOM_OPTIONS_SNAPSHOT_VERSION,
  createCustomOptions,
  customOptionsFacade,
  customOptionsInput,
  customOptionsLogic,
  submitCustomOptions,
} from './custom-options.facade';
export type {
  CustomOptionChangeError,
  CustomOptionsActorRef,
  CustomOptionsFacade,
  CustomOptionsOptions,
  CustomOptionsProduct,
  CustomOptionsSnapshot,
  CustomOptionsSubmitError,
  CustomOptionsSubmitResult,
} from './custom-options.facade';
export { customOptionFromWire, customOptionsFromWire } from './custom-options.map';
export { customOptionsMachine, uploadActorId } from './custom-options.machine';
export type {
  CustomOptionsContext,
  CustomOptionsEmitted,
  CustomOptionsEvent,
  CustomOptionsInput,
  SubmitBlock,
  UploadInput,
  UploadOutcome,
  UploadState,
} from './custom-options.machine';
export {
  selectIsUploading,
  selectOptionError,
  selectOptionValue,
  selectVisibleOptions,
} from './custom-options.selectors';
export type { WithCustomOptionsContext } from './custom-options.selectors';
export type {
  CartProperty,
  CharacterClass,
  CustomOption,
  CustomOptionChoice,
  CustomOptionError,
  CustomOptionErrorKey,
  CustomOptionsValidation,
  CustomOptionType,
  CustomOptionValidations,
  CustomOptionFieldValue,
  CustomOptionFieldValues,
  ParentCondition,
  SelectedFile,
  UploadedFile,
  UploadFileInfo,
} from './custom-options.types';
export { choiceValue, defaultValue, defaultValues } from './default-values';
export { isEmptyValue, isUploadedFile } from './is-empty-value';
export { optionKey } from './option-key';
export { parentConditionHolds, selectedParentValues } from './parent-condition-holds';
export { requiresAnswer } from './requires-answer';
export { shownErrors } from './shown-errors';
export type { ShownErrorsSettings } from './shown-errors';
export { cartPropertyValue, toCartProperties } from './to-cart-properties';
export {
  describeCharacterClasses,
  validateCustomOption,
  validateCustomOptions,
} from './validate-custom-options';
export type { ValidateCustomOptionsSettings } from './validate-custom-options';
export {
  hasAcceptedUploadExtension,
  maxUploadSizeMb,
  minUploadSizeMb,
  validateUploadFile,
} from './validate-upload-file';
export { findParentOption, visibleOptions } from './visible-options';
export type { VisibleOptionsResult } from './visible-options';
