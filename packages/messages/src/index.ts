export { apiMessages } from './api';
export { messages } from './catalogue';
export type { MessageId } from './catalogue';
export { formatMessage } from './format';
export type { MessageValues } from './format';
