import { type SocialProofFacade, selectPopup } from '@vitrine/core-offers';
import { useFacadeSelector } from '@vitrine/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { TEXTS } from '../../texts';
import { inBackground } from '../../app/main-thread';
import { useSocialProofPart } from './use-parts';
import '../../styles/engagement.css';

/** The storefronts whose notifications and countdowns were asked for (once per page load). */
const loaded = new WeakSet<SocialProofFacade>();

/** Loads the sale and checkout notifications and the countdowns once (001 §7 Notifications). */
export function useSocialProofData(socialProof: SocialProofFacade): void {
  useEffect(
    () =>
      inBackground(() => {
        if (loaded.has(socialProof)) return;
        loaded.add(socialProof);
        void socialProof.load();
      }),
    [socialProof],
  );
}

/** The phone breakpoint of the theme (styles.css): below it `show_on_mobile` and `mobile_position` apply. */
const PHONE = '(max-width: 767px)';

/**
 * Sale notifications (001 §3): each page (each route the shopper opens) starts the scheduler —
 * the first popup after `delay_time_show_popup`, one every `display_time` +
 * `delay_time_notification`, at most `maximum_per_page` (docs/decisions/0321). The message is
 * rendered from parts as text, so a shopper's name never becomes markup.
 */
export function SaleNotification() {
  const socialProof = useSocialProofPart();
  return socialProof ? <Popup socialProof={socialProof} /> : null;
}

function Popup({ socialProof }: { readonly socialProof: SocialProofFacade }) {
  const popup = useFacadeSelector(socialProof, selectPopup);
  const { pathname } = useLocation();
  useSocialProofData(socialProof);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each route the shopper opens is a new page of popups
  useEffect(
    () =>
      inBackground(() => {
        void socialProof.page({ kind: 'sale', mobile: window.matchMedia(PHONE).matches });
      }),
    [socialProof, pathname],
  );
  if (!popup) return null;
  return (
    <aside className="sale-notification" aria-label={TEXTS.notification}>
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
        onClick={() => void socialProof.dismiss()}
        aria-label={TEXTS.dismissNotification}
      >
        ×
      </button>
    </aside>
  );
}
