import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  BYTES_PER_MB,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  hasAcceptedUploadExtension,
} from '@vitrine/api-client';
import { customOptionMessages } from '@vitrine/messages';
import { MESSAGE_LIST_SEPARATOR } from './custom-options.constants';
import type { CustomOption, CustomOptionError, UploadFileInfo } from './custom-options.types';
import { customOptionError } from './custom-option-error';
import { optionKey } from './option-key';

/**
 * The maximum upload size of a file option in megabytes: `validations.size`, or 20 when it is
 * not a positive number (000 §5 File options; 000 §9).
 *
 * @example
 * ```ts
 * maxUploadSizeMb({ id: '1', name: 'Logo', type: 'file', validations: { size: 5 } }); // 5
 * maxUploadSizeMb({ id: '1', name: 'Logo', type: 'file' }); // 20
 * ```
 */
export function maxUploadSizeMb(option: CustomOption): number {
  const size = Number(option.validations?.size ?? Number.NaN);
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_MAX_UPLOAD_SIZE_MB;
}

/**
 * The minimum upload size of a file option in megabytes (`validations.minSize`), or `null`
 * when there is none (000 §5 "minimum is minSize").
 *
 * @example
 * ```ts
 * minUploadSizeMb({ id: '1', name: 'Logo', type: 'file', validations: { minSize: 1 } }); // 1
 * ```
 */
export function minUploadSizeMb(option: CustomOption): number | null {
  const size = Number(option.validations?.minSize ?? Number.NaN);
  return Number.isFinite(size) && size > 0 ? size : null;
}

/**
 * Whether a file name has one of the accepted upload extensions, in any letter case (000 §5
 * "Accepted upload types"): `@vitrine/api-client`'s, shared with the platform (docs/decisions/0615).
 */
export { hasAcceptedUploadExtension };

/** Catalogue id of the text for an empty file (not shown in the spec: docs/decisions/0568). */
const EMPTY_FILE_MESSAGE_ID = 'custom_options.upload_empty_file' as const;

/**
 * The refusal of an empty file (docs/decisions/0568): the platform answers 400 EMPTY_FILE to a
 * 0-byte upload, so it is refused before any call. Its key is the spec's `upload_minimum_file`
 * (an empty file is under every minimum; the refusal stays shown like the other upload refusals),
 * its text says the file is empty, as 'Minimum file size is {value} MB' has no value to state.
 */
function emptyFileError(optionId: string): CustomOptionError {
  return {
    optionId,
    key: 'upload_minimum_file',
    messageId: EMPTY_FILE_MESSAGE_ID,
    message: customOptionMessages[EMPTY_FILE_MESSAGE_ID],
  };
}

/**
 * Checks a picked file before it is uploaded (000 §5 File options): its extension must be
 * accepted, its size at most `validations.size` MB (default 20) and at least `minSize` MB, and
 * it must not be empty. Returns the first problem as an error value, or `null` when the file may
 * be uploaded.
 *
 * @remarks
 * Limits are inclusive and 1 MB is 1024 × 1024 bytes (docs/decisions/0112). The media `type`
 * is not checked: the spec accepts by extension. An empty file under a minimum gets the spec's
 * 'Minimum file size is {value} MB'; with no minimum, 'This file is empty. Please choose another
 * file.' (docs/decisions/0568).
 *
 * @example
 * ```ts
 * const logo: CustomOption = { id: '5', name: 'Logo', type: 'file', validations: { size: 2 } };
 * validateUploadFile(logo, { name: 'logo.png', size: 3 * 1024 * 1024, type: 'image/png' })?.message;
 * // 'Maximum file size is 2 MB'
 * validateUploadFile(logo, { name: 'logo.png', size: 1024, type: 'image/png' }); // null
 * ```
 */
export function validateUploadFile(option: CustomOption, file: UploadFileInfo): CustomOptionError | null {
  const id = optionKey(option.id);
  if (!hasAcceptedUploadExtension(file.name)) {
    return customOptionError(id, 'upload_invalid_type', {
      value: ACCEPTED_UPLOAD_EXTENSIONS.join(MESSAGE_LIST_SEPARATOR),
    });
  }
  const max = maxUploadSizeMb(option);
  if (file.size > max * BYTES_PER_MB) return customOptionError(id, 'upload_maximum_file', { value: max });
  const min = minUploadSizeMb(option);
  if (min !== null && file.size < min * BYTES_PER_MB) {
    return customOptionError(id, 'upload_minimum_file', { value: min });
  }
  if (!(file.size > 0)) return emptyFileError(id);
  return null;
}
