import { type Auth, selectRefreshLock } from '@vitrine/core-auth';
import type { Notifications, SyncTasks } from '@vitrine/core-shop';

/**
 * Connects the background-call queue (000 §4, §8): its notifications join the storefront's, and
 * the session's refresh lock pauses (1), resumes (0) or clears (-1) it. The lock lives in the
 * session's token child, which changes without the session changing, so both are watched.
 * @internal
 */
export function wireSyncTasks(parts: {
  readonly syncTasks: SyncTasks;
  readonly customer: Auth;
  readonly notifications: Notifications;
}): () => void {
  const { syncTasks, customer, notifications } = parts;
  const stops: (() => void)[] = [];
  stops.push(syncTasks.on('notify', ({ notification }) => void notifications.push(notification)));
  let lock = selectRefreshLock(customer.getSnapshot());
  const update = (): void => {
    const next = selectRefreshLock(customer.getSnapshot());
    if (next === lock) return;
    lock = next;
    syncTasks.setRefreshLock(next);
  };
  let tokenChild: unknown;
  let stopTokenChild = (): void => undefined;
  const watch = (): void => {
    const child = customer.getSnapshot().children.token;
    if (child !== tokenChild) {
      stopTokenChild();
      tokenChild = child;
      const subscription = child?.subscribe(update);
      stopTokenChild = () => subscription?.unsubscribe();
    }
    update();
  };
  stops.push(customer.subscribe(watch));
  watch();
  return () => {
    stopTokenChild();
    for (const stop of stops) stop();
  };
}
