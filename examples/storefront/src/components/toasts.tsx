import { notificationText, selectNotifications } from '@vitrine/core-shop';
import { useFacadeSelector, useStorefront } from '@vitrine/react';
import { TEXTS } from '../texts';

/**
 * Notifications as toasts (000 §3 Notification, §9 time to live): the one queue of every package;
 * each goes away after its time to live (the queue expires it) or when dismissed. Errors are
 * announced assertively, the rest politely. A notification's action is a button that has the
 * storefront carry out its command (000 §8 "with a clear action": `storage.clear` empties the
 * storage and reloads; docs/decisions/0124, 0495).
 */
export function Toasts() {
  const storefront = useStorefront();
  const queue = useFacadeSelector(storefront.notifications, selectNotifications);
  return (
    <section className="toasts" aria-label="Notifications">
      {queue.map((notification) => (
        <div
          key={notification.key}
          className={`toast toast-${notification.type}`}
          role={notification.type === 'error' ? 'alert' : 'status'}
        >
          <span>{notificationText(notification.message)}</span>
          {notification.action ? (
            <button
              type="button"
              className="toast-action"
              onClick={() => void storefront.dispatch(notification.action?.command ?? '')}
            >
              {notificationText(notification.action.label)}
            </button>
          ) : null}
          <button
            type="button"
            className="toast-close"
            aria-label={TEXTS.dismiss}
            onClick={() => void storefront.notifications.dismiss(notification.key)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
