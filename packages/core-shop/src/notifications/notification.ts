import { formatMessage, type MessageId, type MessageValues } from '@vitrine/messages';

/** A notification's default time to live, in ms (000 §9). */
export const NOTIFICATION_TIME_TO_LIVE_MS = 5000;
/** A success notification's time to live, in ms (000 §9; 000 §8 "'You are logged in!' for 10 seconds"). */
export const SUCCESS_NOTIFICATION_TIME_TO_LIVE_MS = 10_000;
/** The logout notification's time to live, in ms (000 §9 "logout notification 10000 ms"; 001 §4). */
export const LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS = 10_000;

/** Kinds of notification the UI styles differently. */
export const NOTIFICATION_TYPES = ['success', 'error', 'info', 'warning'] as const;

/** One of {@link NOTIFICATION_TYPES}. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification says: a catalogue message (with values), or a text the server sent
 * (000 §8 "the server text, or 'Error while register'").
 */
export type NotificationMessage =
  | { readonly id: MessageId; readonly values?: MessageValues }
  | { readonly text: string };

/** A button on a notification; the UI dispatches `command` when it is pressed. */
export interface NotificationAction {
  /** The button's label. */
  readonly label: NotificationMessage;
  /** What pressing it asks the host to do, e.g. `storage.clear` (000 §8 "with a clear action"). */
  readonly command: string;
}

/**
 * A notification as pushed (000 §3 Notification: type, message, action, timeToLive, hasNoTimeout).
 * The one shape every package emits, as a {@link NotifyEvent}, and the notifications facade takes.
 */
export interface NotificationInput {
  readonly type: NotificationType;
  readonly message: NotificationMessage;
  readonly action?: NotificationAction;
  /** Ms before it goes away; default by type (see {@link defaultTimeToLive}). */
  readonly timeToLive?: number;
  /** Stays until dismissed. */
  readonly hasNoTimeout?: boolean;
}

/** A notification in the queue. */
export interface Notification {
  /** Identifies it in the queue (for dismissal); increasing. */
  readonly key: number;
  readonly type: NotificationType;
  readonly message: NotificationMessage;
  readonly action?: NotificationAction;
  readonly timeToLive: number;
  readonly hasNoTimeout: boolean;
}

/**
 * The time to live of a notification type: success 10000 ms, others 5000 ms (000 §9).
 */
export function defaultTimeToLive(type: NotificationType): number {
  return type === 'success' ? SUCCESS_NOTIFICATION_TIME_TO_LIVE_MS : NOTIFICATION_TIME_TO_LIVE_MS;
}

/**
 * The event every facade emits to raise a notification (the sdk forwards it into the one
 * notifications facade): `{ type: 'notify', notification }`.
 */
export interface NotifyEvent {
  readonly type: 'notify';
  readonly notification: NotificationInput;
}

/**
 * A success notification of a catalogue message, shown 10 s (000 §8, §9).
 *
 * @example
 * ```ts
 * successNotification({ id: 'auth.logged_in' }); // { type: 'success', message: { id: 'auth.logged_in' }, timeToLive: 10000 }
 * ```
 */
export function successNotification(message: NotificationMessage): NotificationInput {
  return { type: 'success', message, timeToLive: SUCCESS_NOTIFICATION_TIME_TO_LIVE_MS };
}

/** An error notification, shown 5 s (000 §9 default time to live). */
export function errorNotification(message: NotificationMessage): NotificationInput {
  return { type: 'error', message, timeToLive: NOTIFICATION_TIME_TO_LIVE_MS };
}

/** The `notify` event of a notification (see {@link NotifyEvent}). */
export function notify(notification: NotificationInput): NotifyEvent {
  return { type: 'notify', notification };
}

/** A queued notification from what was pushed, defaults filled in. */
export function createNotification(input: NotificationInput, key: number): Notification {
  return {
    key,
    type: input.type,
    message: input.message,
    ...(input.action === undefined ? {} : { action: input.action }),
    timeToLive: input.timeToLive ?? defaultTimeToLive(input.type),
    hasNoTimeout: input.hasNoTimeout ?? false,
  };
}

/** The text a notification message shows. */
export function notificationText(message: NotificationMessage): string {
  return 'text' in message ? message.text : formatMessage(message.id, message.values);
}

/**
 * Whether a pushed notification repeats another: same type and same text (000 §4
 * "consecutive identical messages are deduplicated"; docs/decisions/0124).
 */
export function isSameNotification(a: Pick<Notification, 'type' | 'message'>, b: NotificationInput): boolean {
  return a.type === b.type && notificationText(a.message) === notificationText(b.message);
}
