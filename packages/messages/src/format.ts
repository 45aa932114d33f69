import { type MessageId, messages } from './catalogue';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A text with its `{name}` placeholders filled (a placeholder without a value stays as it is).
 * Core packages pass a text of their own domain's catalogue, so they bundle only those texts.
 *
 * @example
 * ```ts
 * fillMessage(customOptionMessages['custom_options.upload_maximum_file'], { value: 20 }); // 'Maximum file size is 20 MB'
 * ```
 */
export function fillMessage(text: string, values: MessageValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The English text of a message of the whole catalogue, with its `{name}` placeholders filled
 * (what a UI that shows any message uses; a core package uses its domain's catalogue).
 *
 * @example
 * ```ts
 * formatMessage('custom_options.upload_maximum_file', { value: 20 }); // 'Maximum file size is 20 MB'
 * ```
 */
export function formatMessage(id: MessageId, values: MessageValues = {}): string {
  return fillMessage(messages[id], values);
}
