import { type Actor, createActor } from 'xstate';
import type { Clock } from '../ports';
import type { Notification, NotificationInput } from './notification';
import { notificationsMachine } from './notifications.machine';

/** Options of {@link createNotifications}. */
export interface NotificationsOptions {
  /** The clock expiry runs on (XState's; a `SimulatedClock` in tests). */
  readonly clock?: Clock;
}

/** A framework-free notification queue for the UI (verbs and a readable list). */
export interface Notifications {
  /** Shows a notification (not again if it repeats the latest one on screen). */
  push(notification: NotificationInput): void;
  /** Removes a notification before its time is up. */
  dismiss(key: number): void;
  /** Removes every notification. */
  clear(): void;
  /** The notifications on screen, oldest first. */
  list(): readonly Notification[];
  /** Calls `listener` with the list whenever it changes; returns the unsubscriber. */
  subscribe(listener: (notifications: readonly Notification[]) => void): () => void;
  /** The underlying actor (for `getPersistedSnapshot` or the inspector). */
  readonly actor: Actor<typeof notificationsMachine>;
}

/**
 * Starts a notification queue.
 *
 * @example
 * ```ts
 * const notifications = createNotifications();
 * notifications.push({ type: 'error', message: { id: 'auth.login_required' } });
 * notifications.list()[0]?.timeToLive; // 5000
 * ```
 */
export function createNotifications(options: NotificationsOptions = {}): Notifications {
  const actor = createActor(
    notificationsMachine,
    options.clock === undefined ? {} : { clock: options.clock },
  );
  actor.start();
  return {
    push: (notification) => actor.send({ type: 'notification.push', notification }),
    dismiss: (key) => actor.send({ type: 'notification.dismiss', key }),
    clear: () => actor.send({ type: 'notification.clear' }),
    list: () => actor.getSnapshot().context.queue,
    subscribe: (listener) => {
      let last = actor.getSnapshot().context.queue;
      const subscription = actor.subscribe((snapshot) => {
        if (snapshot.context.queue === last) return;
        last = snapshot.context.queue;
        listener(last);
      });
      return () => subscription.unsubscribe();
    },
    actor,
  };
}
