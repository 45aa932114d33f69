import { enqueueActions, setup } from 'xstate';
import {
  createNotification,
  isSameNotification,
  type Notification,
  type NotificationInput,
} from './notification';

/** The notification queue's context: serialisable. */
export interface NotificationsContext {
  /** Notifications on screen, oldest first. */
  readonly queue: readonly Notification[];
  /** The key the next notification gets. */
  readonly nextKey: number;
}

/** Events of {@link notificationsMachine}. */
export type NotificationsEvent =
  | { readonly type: 'notification.push'; readonly notification: NotificationInput }
  | { readonly type: 'notification.dismiss'; readonly key: number }
  | { readonly type: 'notification.expire'; readonly key: number }
  | { readonly type: 'notification.clear' };

const expiryId = (key: number): string => `notification.expire.${key}`;

/** Builds {@link notificationsMachine} (a fresh `StateMachine`; nothing is built at module level, docs/decisions/0550). */
export function notificationsMachineWith() {
  return setup({
    types: {
      context: {} as NotificationsContext,
      events: {} as NotificationsEvent,
    },
    guards: {
      // 000 §4 "consecutive identical messages are deduplicated"
      repeatsLatest: ({ context, event }) => {
        if (event.type !== 'notification.push') return false;
        const latest = context.queue.at(-1);
        return latest !== undefined && isSameNotification(latest, event.notification);
      },
    },
    actions: {
      queue: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'notification.push') return;
        const notification = createNotification(event.notification, context.nextKey);
        enqueue.assign({ queue: [...context.queue, notification], nextKey: context.nextKey + 1 });
        if (!notification.hasNoTimeout) {
          enqueue.raise(
            { type: 'notification.expire', key: notification.key },
            { id: expiryId(notification.key), delay: notification.timeToLive },
          );
        }
      }),
      remove: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'notification.dismiss' && event.type !== 'notification.expire') return;
        enqueue.cancel(expiryId(event.key));
        enqueue.assign({ queue: context.queue.filter((notification) => notification.key !== event.key) });
      }),
      clear: enqueueActions(({ context, enqueue }) => {
        for (const notification of context.queue) enqueue.cancel(expiryId(notification.key));
        enqueue.assign({ queue: [] });
      }),
    },
  }).createMachine({
    id: 'notifications',
    context: { queue: [], nextKey: 1 },
    initial: 'active',
    states: {
      active: {
        on: {
          'notification.push': [{ guard: 'repeatsLatest' }, { actions: 'queue' }],
          'notification.dismiss': { actions: 'remove' },
          'notification.expire': { actions: 'remove' },
          'notification.clear': { actions: 'clear' },
        },
      },
    },
  });
}

/**
 * The notification queue the UI shows (000 §3, §4, §9): push, dismiss, expire after the time to
 * live (default 5000 ms, success 10000 ms) unless `hasNoTimeout`; a notification identical to the
 * latest one on screen is not queued again.
 *
 * @remarks Expiry uses the actor's clock, so tests drive it with a `SimulatedClock`.
 *
 * @example
 * ```ts
 * const notifications = createActor(notificationsMachine).start();
 * notifications.send({ type: 'notification.push', notification: { type: 'success', message: { id: 'auth.logged_in' } } });
 * ```
 */
export const notificationsMachine = /* @__PURE__ */ notificationsMachineWith();
