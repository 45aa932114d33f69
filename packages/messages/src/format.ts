import { type MessageId, messages } from './catalogue';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The English text of a message, with its `{name}` placeholders filled.
 *
 * @example
 * ```ts
 * formatMessage('custom_options.upload_maximum_file', { value: 20 }); // 'Maximum file size is 20 MB'
 * ```
 */
export function formatMessage(id: MessageId, values: MessageValues = {}): string {
  return messages[id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
