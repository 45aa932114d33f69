import { notificationKindFor } from '@vitrine/core-offers';
import { useSocialProof } from '@vitrine/react';
import { useMemo } from 'react';
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
  const { popup, settings, dismiss } = useSocialProof({ key: pathname, kind, mobile });
  if (!popup) return null;
  return (
    <aside
      className="sale-notification"
      aria-label={popup.kind === 'checkout' ? TEXTS.checkoutNotification : TEXTS.saleNotification}
      data-kind={popup.kind}
      data-layout={settings.layout}
      data-desktop-position={settings.desktopPosition}
      data-mobile-position={settings.mobilePosition}
    >
      {popup.image ? <img src={popup.image} alt="" width={56} height={56} className="sale-image" /> : null}
      <p className="sale-text" role="status">
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
      <button
        type="button"
        className="icon-button"
        onClick={() => void dismiss()}
        aria-label={TEXTS.dismissNotification}
      >
        ×
      </button>
    </aside>
  );
}
