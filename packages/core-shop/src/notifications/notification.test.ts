import { describe, expect, it } from 'vitest';
import {
  createNotification,
  defaultTimeToLive,
  errorNotification,
  isSameNotification,
  LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS,
  notificationText,
  notify,
  successNotification,
} from './notification';

describe('defaultTimeToLive', () => {
  // 000 §9 "Notification default time to live 5000 ms; success notification 10000 ms"
  it.each([
    ['success', 10_000],
    ['error', 5000],
    ['info', 5000],
    ['warning', 5000],
  ] as const)('a %s notification lives %i ms', (type, ms) => {
    expect(defaultTimeToLive(type)).toBe(ms);
  });
});

describe('createNotification', () => {
  it('keeps an explicit time to live and the no-timeout flag', () => {
    expect(
      createNotification({ type: 'error', message: { text: 'x' }, timeToLive: 1234, hasNoTimeout: true }, 7),
    ).toEqual({ key: 7, type: 'error', message: { text: 'x' }, timeToLive: 1234, hasNoTimeout: true });
  });

  it('carries an action', () => {
    const action = { label: { text: 'Clear' }, command: 'storage.clear' };
    expect(createNotification({ type: 'error', message: { text: 'x' }, action }, 1).action).toEqual(action);
  });
});

describe('notificationText', () => {
  it('formats catalogue messages with the spec wording', () => {
    expect(notificationText({ id: 'auth.login_required' })).toBe('You need to be logged in to see this page');
  });

  it('shows server texts as sent', () => {
    expect(notificationText({ text: 'Email already taken' })).toBe('Email already taken');
  });
});

describe('isSameNotification', () => {
  it.each([
    [
      { type: 'error', message: { id: 'auth.login_error' } },
      { type: 'error', message: { id: 'auth.login_error' } },
      true,
    ],
    [
      { type: 'error', message: { id: 'auth.login_error' } },
      { type: 'error', message: { text: 'Error while sign-in' } },
      true,
    ],
    [
      { type: 'error', message: { id: 'auth.login_error' } },
      { type: 'success', message: { id: 'auth.login_error' } },
      false,
    ],
    [
      { type: 'error', message: { id: 'auth.login_error' } },
      { type: 'error', message: { id: 'auth.register_error' } },
      false,
    ],
  ] as const)('%o and %o are the same: %s', (a, b, same) => {
    expect(isSameNotification(a, b)).toBe(same);
  });
});

describe('notification builders', () => {
  // 000 §9 "Notification default time to live 5000 ms; success notification 10000 ms"
  it('a success lives 10 s, an error 5 s, and both fit the queue', () => {
    expect(successNotification({ id: 'newsletter.subscribed' })).toEqual({
      type: 'success',
      message: { id: 'newsletter.subscribed' },
      timeToLive: 10_000,
    });
    expect(errorNotification({ text: 'Boom' })).toEqual({
      type: 'error',
      message: { text: 'Boom' },
      timeToLive: 5000,
    });
    expect(notify(errorNotification({ text: 'Boom' }))).toEqual({
      type: 'notify',
      notification: { type: 'error', message: { text: 'Boom' }, timeToLive: 5000 },
    });
    expect(LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS).toBe(10_000);
  });
});
