/**
 * The notifications customer auth raises (000 §8, §9), in the one notification shape of
 * `@vitrine/core-shop` (its lifetimes too), built as plain values the UI queues.
 */
import {
  errorNotification,
  LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS,
  NOTIFICATION_TIME_TO_LIVE_MS,
  type NotificationInput,
  type NotificationMessage,
  successNotification,
} from '@vitrine/core-shop';
import type { MessageId } from '@vitrine/messages';
import { CLEAR_STORAGE_COMMAND } from './auth.constants';

/** A success notification, shown 10 s (000 §8 "'You are logged in!' for 10 seconds", §9). */
export function successNotice(id: MessageId): NotificationInput {
  return successNotification({ id });
}

/** An error notification, shown 5 s (000 §9 default time to live). */
export function errorNotice(message: NotificationMessage): NotificationInput {
  return errorNotification(message);
}

/** 'You're logged out', shown 10 s (000 §4, §9; 001 §4). */
export function loggedOutNotice(): NotificationInput {
  return {
    type: 'success',
    message: { id: 'auth.logged_out' },
    timeToLive: LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS,
  };
}

/**
 * 'Internal Application error while refreshing the tokens. Please clear the storage and refresh
 * page.' with a clear action (000 §8; docs/decisions/0172): it stays until dismissed.
 */
export function refreshAttemptsNotice(): NotificationInput {
  return {
    type: 'error',
    message: { id: 'auth.refresh_attempts_exceeded' },
    timeToLive: NOTIFICATION_TIME_TO_LIVE_MS,
    hasNoTimeout: true,
    action: { label: { id: 'auth.clear_storage' }, command: CLEAR_STORAGE_COMMAND },
  };
}
