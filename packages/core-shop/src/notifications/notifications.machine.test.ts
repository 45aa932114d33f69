import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { NotificationInput } from './notification';
import { createNotifications, selectNotifications } from './notifications.facade';
import { notificationsMachine } from './notifications.machine';

const loginRequired: NotificationInput = { type: 'error', message: { id: 'auth.login_required' } };
const loggedIn: NotificationInput = { type: 'success', message: { id: 'auth.logged_in' } };

function start() {
  const clock = new SimulatedClock();
  const notifications = createNotifications({ ports: { clock } });
  return { clock, notifications };
}

describe('notificationsMachine', () => {
  it('expires an error notification after 5000 ms', () => {
    const { clock, notifications } = start();
    notifications.push(loginRequired);
    clock.increment(4999);
    expect(notifications.list()).toHaveLength(1);
    clock.increment(1);
    expect(notifications.list()).toHaveLength(0);
  });

  it('keeps a success notification for 10000 ms', () => {
    const { clock, notifications } = start();
    notifications.push(loggedIn);
    clock.increment(9999);
    expect(notifications.list().map((n) => n.message)).toEqual([{ id: 'auth.logged_in' }]);
    clock.increment(1);
    expect(notifications.list()).toEqual([]);
  });

  it('honours an explicit time to live', () => {
    const { clock, notifications } = start();
    notifications.push({ ...loginRequired, timeToLive: 100 });
    clock.increment(100);
    expect(notifications.list()).toEqual([]);
  });

  it('keeps a no-timeout notification until it is dismissed', () => {
    const { clock, notifications } = start();
    notifications.push({
      type: 'error',
      message: { id: 'auth.refresh_attempts_exceeded' },
      hasNoTimeout: true,
    });
    clock.increment(60_000);
    const [shown] = notifications.list();
    expect(shown?.hasNoTimeout).toBe(true);
    notifications.dismiss(shown?.key ?? -1);
    expect(notifications.list()).toEqual([]);
  });

  it('does not queue a message identical to the latest one (000 §4)', () => {
    const { notifications } = start();
    notifications.push(loginRequired);
    notifications.push(loginRequired);
    expect(notifications.list()).toHaveLength(1);
  });

  it('queues a repeated message once another came between', () => {
    const { notifications } = start();
    notifications.push(loginRequired);
    notifications.push(loggedIn);
    notifications.push(loginRequired);
    expect(notifications.list().map((n) => n.type)).toEqual(['error', 'success', 'error']);
  });

  it('queues the same message again after the first one expired', () => {
    const { clock, notifications } = start();
    notifications.push(loginRequired);
    clock.increment(5000);
    notifications.push(loginRequired);
    expect(notifications.list()).toHaveLength(1);
  });

  it('dismissing one cancels only its own expiry', () => {
    const { clock, notifications } = start();
    notifications.push(loginRequired);
    clock.increment(1000);
    notifications.push(loggedIn);
    const [first, second] = notifications.list();
    notifications.dismiss(first?.key ?? -1);
    clock.increment(9999); // t = 10999: the success one (pushed at 1000) still shows
    expect(notifications.list()).toEqual([second]);
    clock.increment(1);
    expect(notifications.list()).toEqual([]);
  });

  it('clears every notification', () => {
    const { clock, notifications } = start();
    notifications.push(loginRequired);
    notifications.push(loggedIn);
    notifications.clear();
    expect(notifications.list()).toEqual([]);
    clock.increment(20_000);
    expect(notifications.list()).toEqual([]);
  });

  it('tells subscribers when the list changes', () => {
    const { clock, notifications } = start();
    const seen: number[] = [];
    const stop = notifications.select(selectNotifications, (list) => seen.push(list.length));
    notifications.push(loginRequired);
    notifications.push(loginRequired);
    clock.increment(5000);
    stop();
    notifications.push(loggedIn);
    expect(seen).toEqual([1, 0]);
  });

  it('resolves push with the key, or null for a repeat', async () => {
    const { notifications } = start();
    expect(await notifications.push(loginRequired)).toEqual({ ok: true, value: 1 });
    expect(await notifications.push(loginRequired)).toEqual({ ok: true, value: null });
  });

  it('restores the queue from persist() (the facade contract)', () => {
    const { notifications } = start();
    notifications.push(loginRequired);
    const saved = notifications.persist();
    const restored = createNotifications({ ports: { clock: new SimulatedClock() }, snapshot: saved });
    expect(restored.list().map((n) => n.message)).toEqual([{ id: 'auth.login_required' }]);
    expect(createNotifications({ snapshot: { ...saved, version: 99 } }).list()).toEqual([]);
  });

  it('keeps a serialisable snapshot', () => {
    const actor = createActor(notificationsMachine, { clock: new SimulatedClock() }).start();
    actor.send({ type: 'notification.push', notification: loginRequired });
    const persisted = actor.getPersistedSnapshot();
    expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted);
  });
});
