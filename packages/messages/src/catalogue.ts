import { apiMessages } from './api';
import { accountMessages } from './account';
import { shopMessages } from './shop';
import { customOptionMessages } from './custom-options';
import { logMessages } from './log';
import { cartMessages } from './cart';
import { checkoutMessages } from './checkout';
import { catalogMessages } from './catalog';

/**
 * Every user-visible text of the specification, keyed by a stable id.
 *
 * @remarks
 * The English texts are the spec's exact wording (typos included: 'Please enter an valid email'
 * is what the spec shows for the newsletter). Components and machines refer to ids, never to
 * the texts, so a theme can translate the catalogue without touching logic.
 * `{value}`-style placeholders are filled by {@link formatMessage}.
 */
export const messages = {
  ...apiMessages,
  ...accountMessages,
  ...shopMessages,
  ...customOptionMessages,
  ...logMessages,
  ...cartMessages,
  ...checkoutMessages,
  ...catalogMessages,
} as const;

/** A stable id of the message catalogue. */
export type MessageId = keyof typeof messages;

/**
 * Whether `id` is a message id of the catalogue: for an id that arrives as a string (a navigation
 * intent's notice, a platform field), before it is given to `formatMessage` or a notification.
 *
 * @example
 * ```ts
 * if (isMessageId(notice)) notifications.push({ type: 'error', message: { id: notice } });
 * ```
 */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(messages, id);
}
