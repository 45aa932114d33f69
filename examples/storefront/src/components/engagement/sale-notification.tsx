import {
  type NotificationDisplaySettings,
  notificationKindFor,
  type SocialProofPopup,
} from '@vitrine/core-offers';
import { type SocialProofState, useSocialProof } from '@vitrine/react';
import { type FocusEvent, type MouseEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { TEXTS } from '../../texts';
import { useRouteName } from '../../app/route-name';
import { useAppEnabled } from './use-parts';
import '../../styles/engagement.css';

/** The phone breakpoint of the theme (styles.css): below it `show_on_mobile` and `mobile_position` apply. */
const PHONE = '(max-width: 767px)';

/**
 * Sale and checkout notifications (001 §3): each page (each route the shopper opens) starts the
 * scheduler — the first popup after `delay_time_show_popup`, one every `display_time` +
 * `delay_time_notification`, at most `maximum_per_page` (docs/decisions/0321); the cart shows the
 * checkout notifications, every other page the sale ones (`notificationKindFor`, decision 0491).
 * The popup sits where the shop's `desktop_position` / `mobile_position` say, drawn in its
 * `layout` (decision 0491). The message is rendered from parts as text, so a shopper's name never
 * becomes markup. Its name says which kind it is: 'Recent purchase' or 'Buying right now'
 * (decision 0541). Only in a shop whose notifications app (`copt`, 001 §7 /api/copt/…) is on.
 */
export function SaleNotification() {
  return useAppEnabled('socialProof') ? <NotificationPopup /> : null;
}

function NotificationPopup() {
  const { pathname } = useLocation();
  const kind = notificationKindFor(useRouteName());
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again on each page the shopper opens
  const mobile = useMemo(() => typeof window !== 'undefined' && window.matchMedia(PHONE).matches, [pathname]);
  const { popup, settings, dismiss, pause, resume } = useSocialProof({ key: pathname, kind, mobile });
  if (!popup) return null;
  // A popup of its own for each notification: the shopper being on it is this popup's, not the next's.
  return (
    <Popup
      key={popup.key}
      popup={popup}
      settings={settings}
      dismiss={dismiss}
      pause={pause}
      resume={resume}
    />
  );
}

interface PopupProps {
  readonly popup: SocialProofPopup;
  readonly settings: NotificationDisplaySettings;
  readonly dismiss: SocialProofState['dismiss'];
  readonly pause: SocialProofState['pause'];
  readonly resume: SocialProofState['resume'];
}

/**
 * One notification. Not a live region (issue 12: live regions that do not announce too much):
 * with 001 §3's defaults a page has up to 30 of them, 10 s apart, and a screen reader would read
 * out each; the popup is a landmark named for its kind, found and read when the shopper goes to it.
 * While the keyboard focus is within it or the pointer over it, it stays (the scheduler paused, its
 * 001 §3 display_time and the next popup waiting) and runs on with the rest of its time when the
 * shopper leaves (issue 12: keyboard-operable). Closed with the focus in it, it gives the focus back
 * to where it came from (the page's main content when that is gone), not to the document.
 */
function Popup({ popup, settings, dismiss, pause, resume }: PopupProps) {
  const focused = useRef(false);
  const hovered = useRef(false);
  const paused = useRef(false);
  const cameFrom = useRef<HTMLElement | null>(null);
  const hold = useCallback(() => {
    const on = focused.current || hovered.current;
    if (on === paused.current) return;
    paused.current = on;
    void (on ? pause() : resume());
  }, [pause, resume]);
  // Gone while paused (another page, the app turned off): the scheduler is not left waiting on it.
  useEffect(
    () => () => {
      if (paused.current) void resume();
    },
    [resume],
  );
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!event.currentTarget.contains(from as Node | null))
      cameFrom.current = from instanceof HTMLElement ? from : null;
    focused.current = true;
    hold();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    focused.current = false;
    hold();
  };
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    const aside = event.currentTarget.closest('aside');
    if (aside?.contains(document.activeElement)) {
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
      back?.focus({ preventScroll: true });
    }
    void dismiss();
  };
  return (
    <aside
      className="sale-notification"
      aria-label={popup.kind === 'checkout' ? TEXTS.checkoutNotification : TEXTS.saleNotification}
      data-kind={popup.kind}
      data-layout={settings.layout}
      data-desktop-position={settings.desktopPosition}
      data-mobile-position={settings.mobilePosition}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => {
        hovered.current = true;
        hold();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        hold();
      }}
    >
      {popup.image ? <img src={popup.image} alt="" width={56} height={56} className="sale-image" /> : null}
      <p className="sale-text">
        {popup.parts.map((part, index) =>
          part.kind === 'link' ? (
            part.href.startsWith('/') ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
              <Link key={index} to={part.href}>
                {part.text}
              </Link>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
              <a key={index} href={part.href}>
                {part.text}
              </a>
            )
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <button type="button" className="icon-button" onClick={close} aria-label={TEXTS.dismissNotification}>
        ×
      </button>
    </aside>
  );
}
