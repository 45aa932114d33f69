import { actorFacade, type Facade, type FacadeActor, type Result, success } from '@vitrine/ports';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type ShopFacadeOptions, startActor } from '../facade.util';
import type { Notification, NotificationInput } from './notification';
import { type notificationsMachine, notificationsMachineWith } from './notifications.machine';

/** The version `persist()` writes for the notifications facade. */
export const NOTIFICATIONS_SNAPSHOT_VERSION = 1;

/** A snapshot of the notifications facade. */
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** Options of {@link createNotifications}: only the clock (expiry) and a snapshot to restore. */
export type NotificationsOptions = Omit<ShopFacadeOptions, 'transport'>;

/**
 * The notifications facade: the one queue every package pushes into (000 §3, §4, §9). Other
 * facades emit `{ type: 'notify', notification }`; the sdk pushes those here.
 */
export interface Notifications extends Facade<NotificationsSnapshot, never> {
  /**
   * Shows a notification (not again if it repeats the latest one on screen); it goes away after its
   * time to live (default 5000 ms, success 10000 ms) unless `hasNoTimeout`. Resolves with its key,
   * or `null` when it repeated the latest one.
   */
  push(notification: NotificationInput): Promise<Result<number | null>>;
  /** Removes a notification before its time is up. */
  dismiss(key: number): Promise<Result<void>>;
  /** Removes every notification. */
  clear(): Promise<Result<void>>;
  /** The notifications on screen, oldest first. */
  list(): readonly Notification[];
}

/** The notifications on screen, oldest first. */
export function selectNotifications(snapshot: NotificationsSnapshot): readonly Notification[] {
  return snapshot.context.queue;
}

/** The notifications machine, no actor started (it calls nothing and uses only the clock). */
export function notificationsLogic() {
  return notificationsMachineWith();
}

/** The notifications facade over any running notifications actor. */
export function notificationsFacade(actor: ActorRefFrom<typeof notificationsMachine>): Notifications {
  return {
    // the machine emits nothing; its ref is typed with EventObject emissions
    ...actorFacade<NotificationsSnapshot, never>(
      actor as unknown as FacadeActor<NotificationsSnapshot, never>,
      NOTIFICATIONS_SNAPSHOT_VERSION,
    ),
    push(notification) {
      const before = actor.getSnapshot().context.nextKey;
      actor.send({ type: 'notification.push', notification });
      const after = actor.getSnapshot().context.nextKey;
      return Promise.resolve(success(after === before ? null : before));
    },
    dismiss(key) {
      actor.send({ type: 'notification.dismiss', key });
      return Promise.resolve(success(undefined));
    },
    clear() {
      actor.send({ type: 'notification.clear' });
      return Promise.resolve(success(undefined));
    },
    list: () => actor.getSnapshot().context.queue,
  };
}

/**
 * A standalone notification queue.
 *
 * @example
 * ```ts
 * const notifications = createNotifications({ ports: { clock } });
 * await notifications.push({ type: 'error', message: { id: 'auth.login_required' } });
 * notifications.list()[0]?.timeToLive; // 5000
 * ```
 */
export function createNotifications(options: NotificationsOptions = {}): Notifications {
  return notificationsFacade(startActor(notificationsLogic(), options, NOTIFICATIONS_SNAPSHOT_VERSION));
}
