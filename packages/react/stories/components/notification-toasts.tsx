import { notificationText, useNotifications } from '@vitrine/react';
import { TEXTS } from '../texts';

/**
 * The storefront's notifications as toasts (000 §8), built only on `useNotifications`: every
 * package's notifications, oldest first, each gone after its time to live (success 10 s, others
 * 5 s, 000 §9) or when dismissed.
 */
export function NotificationToasts() {
  const { notifications, dismiss } = useNotifications();
  return (
    <section aria-label={TEXTS.notifications} aria-live="polite">
      {notifications.map((notification) => (
        <div
          key={notification.key}
          role={notification.type === 'error' ? 'alert' : 'status'}
          data-type={notification.type}
        >
          <span>{notificationText(notification.message)}</span>
          <button type="button" aria-label={TEXTS.dismiss} onClick={() => dismiss(notification.key)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
