/**
 * The notifications customer auth raises (000 §8, §9), built as plain values the UI queues.
 */
import type { MessageId } from '@vitrine/messages';
import {
  CLEAR_STORAGE_COMMAND,
  DEFAULT_NOTICE_MS,
  LOGOUT_NOTICE_MS,
  SUCCESS_NOTICE_MS,
} from './auth.constants';
import type { AuthNotification, MessageRef } from './auth.types';

/** A success notification, shown 10 s (000 §8 "'You are logged in!' for 10 seconds", §9). */
export function successNotice(id: MessageId): AuthNotification {
  return { type: 'success', message: { id }, timeToLive: SUCCESS_NOTICE_MS };
}

/** An error notification, shown 5 s (000 §9 default time to live). */
export function errorNotice(message: MessageRef): AuthNotification {
  return { type: 'error', message, timeToLive: DEFAULT_NOTICE_MS };
}

/** 'You're logged out', shown 10 s (000 §4, §9; 001 §4). */
export function loggedOutNotice(): AuthNotification {
  return { type: 'success', message: { id: 'auth.logged_out' }, timeToLive: LOGOUT_NOTICE_MS };
}

/**
 * 'Internal Application error while refreshing the tokens. Please clear the storage and refresh
 * page.' with a clear action (000 §8; docs/decisions/0172): it stays until dismissed.
 */
export function refreshAttemptsNotice(): AuthNotification {
  return {
    type: 'error',
    message: { id: 'auth.refresh_attempts_exceeded' },
    timeToLive: DEFAULT_NOTICE_MS,
    hasNoTimeout: true,
    action: { label: { id: 'auth.clear_storage' }, command: CLEAR_STORAGE_COMMAND },
  };
}
