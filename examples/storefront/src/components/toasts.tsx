import { notificationText, selectNotifications } from '@vitrine/core-shop';
import { useFacadeSelector, useStorefront } from '@vitrine/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../server/hydration';
import { TEXTS } from '../texts';

/**
 * The dialog opened last that is still open, else `null`. A modal dialog (the overlays, the
 * sign-up modal, the size chart) makes the rest of the page inert: a toast outside it could be
 * neither clicked nor read out, and sat under its backdrop.
 */
function useOpenDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    // In the order they opened, so a dialog opened over another holds the toasts.
    let opened: HTMLDialogElement[] = [];
    const look = () => {
      const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')];
      opened = [
        ...opened.filter((element) => open.includes(element)),
        ...open.filter((element) => !opened.includes(element)),
      ];
      setDialog(opened.at(-1) ?? null);
    };
    look();
    // A dialog opens or closes (its `open` attribute), or one open is taken out of the page.
    const observer = new MutationObserver((records) => {
      if (
        records.some((record) => record.type === 'attributes') ||
        opened.some((element) => !element.isConnected)
      )
        look();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, []);
  return dialog;
}

/**
 * Notifications as toasts (000 §3 Notification, §9 time to live): the one queue of every package;
 * each goes away after its time to live (the queue expires it) or when dismissed. Errors are
 * announced assertively, the rest politely. A notification's action is a button that has the
 * storefront carry out its command (000 §8 "with a clear action": `storage.clear` empties the
 * storage and reloads; docs/decisions/0124, 0495). While a dialog is open they are in it, where
 * they can be seen, reached and read out: a register refusal in the sign-up modal, a cart error in
 * the mini cart.
 *
 * They are rendered (a portal) in one section made once in the browser, which is moved into the
 * dialog and back to its place in the page: the toasts stay the same elements. Rendered in the
 * dialog or in the page by turns, React made them anew at each switch, and every error toast's
 * role="alert" was read out again when a dialog opened or closed.
 */
export function Toasts() {
  const storefront = useStorefront();
  // Private to the visitor (a notice of their cart, their session): shown once hydrated, so a
  // notification raised while the page's code loads does not differ from the server's empty
  // section (decision 0460); it shows right after.
  const hydrated = useHydrated();
  const notifications = useFacadeSelector(storefront.notifications, selectNotifications);
  const queue = hydrated ? notifications : [];
  const dialog = useOpenDialog();
  // The toasts' place in the page (the server renders it empty), and their section.
  const home = useRef<HTMLDivElement>(null);
  const [section, setSection] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const made = document.createElement('section');
    made.className = 'toasts';
    made.setAttribute('aria-label', 'Notifications');
    setSection(made);
    return () => made.remove();
  }, []);
  useEffect(() => {
    const place = dialog ?? home.current;
    if (section && place && section.parentNode !== place) place.append(section);
  }, [section, dialog]);
  const toasts = (
    <>
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
    </>
  );
  return <div ref={home}>{section ? createPortal(toasts, section) : null}</div>;
}
