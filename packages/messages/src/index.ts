/**
 * @packageDocumentation
 * Every user-visible text of the spec, keyed by a stable id: the whole catalogue for a UI
 * (`messages`, `formatMessage`), and one catalogue per domain for core packages, so each bundles
 * only its own texts.
 */
export { accountMessages } from './account';
export { apiMessages } from './api';
export { cartMessages } from './cart';
export { catalogMessages } from './catalog';
export { isMessageId, messages } from './catalogue';
export type { MessageId } from './catalogue';
export { checkoutMessages } from './checkout';
export { customOptionMessages } from './custom-options';
export { fillMessage, formatMessage } from './format';
export type { MessageValues } from './format';
export { cartLogMessages, logMessages } from './log';
export { shopMessages } from './shop';
export { offerMessages } from './offers';
