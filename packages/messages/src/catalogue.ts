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
