import { customOptionMessages, fillMessage } from '@vitrine/messages';
import type { CustomOptionError, CustomOptionErrorKey } from './custom-options.types';

/**
 * Builds the error value of one option from a message key (000 §5 message keys): the catalogue id
 * is `custom_options.<key>` and the text comes from `@vitrine/messages` with its `{value}` filled.
 *
 * @example
 * ```ts
 * customOptionError('5', 'upload_maximum_file', { value: 20 }).message; // 'Maximum file size is 20 MB'
 * ```
 */
export function customOptionError(
  optionId: string,
  key: CustomOptionErrorKey,
  values?: Readonly<Record<string, string | number>>,
): CustomOptionError {
  const messageId: keyof typeof customOptionMessages = `custom_options.${key}`;
  const message = fillMessage(customOptionMessages[messageId], values);
  return values === undefined
    ? { optionId, key, messageId, message }
    : { optionId, key, messageId, message, values };
}
