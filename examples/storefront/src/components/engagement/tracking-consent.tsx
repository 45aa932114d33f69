import { selectConsent, type TrackingFacade } from '@vitrine/core-tracking';
import { inBackground, useFacadeSelector, useStorefront } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { useEffect, useState } from 'react';
import { TEXTS } from '../../texts';
import { partOf, useTrackingPart } from './use-parts';
import '../../styles/engagement.css';

/**
 * The feature flag by which a shop asks its visitors before tracking them (docs/decisions/0440;
 * the spec has no consent setting, 0193 leaves the default to the shop).
 */
export const TRACKING_CONSENT_FLAG = 'tracking_consent_required';

/** Whether the shop asks its visitors first, once its flags settle; flags that did not load: yes (fail closed). */
const consentRequired = async (flags: Storefront['flags']): Promise<boolean> => {
  const result = await flags.ready();
  return result.ok ? flags.isOn(TRACKING_CONSENT_FLAG) : true;
};

/**
 * A shop without the consent flag needs no question (docs/decisions/0440): once its flags settle,
 * tracking is allowed and what waited in the outbox is sent, on every page of every layout. The
 * root route calls it: granted from the banner's floating layer, which mounts a second after the
 * page (0441) and only in the default layout, a shopper who left each page within that second, or
 * who landed on a checkout page, had their funnel kept in the outbox and never sent.
 */
export function useTrackingConsentDefault(): void {
  const storefront = useStorefront();
  useEffect(() => {
    let live = true;
    let cancel: (() => void) | undefined;
    void consentRequired(storefront.flags).then((required) => {
      if (!live || required) return;
      cancel = inBackground(() => {
        void partOf(storefront, 'tracking')
          .load()
          .then((tracking) => {
            if (selectConsent(tracking.getSnapshot()) === 'undecided') void tracking.setConsent(true);
          });
      });
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [storefront]);
}

/**
 * The visitor's tracking consent (docs/decisions/0193, 0310, 0440). A shop with the consent flag
 * on (or whose flags did not load: we fail closed) asks with this banner and nothing is sent until
 * the visitor allows it; what waited in the outbox is sent then. A shop without it needs no
 * question ({@link useTrackingConsentDefault}). The visitor's answer is kept by core-tracking for
 * the next pages.
 */
export function TrackingConsent() {
  const tracking = useTrackingPart();
  return tracking ? <Consent tracking={tracking} /> : null;
}

function Consent({ tracking }: { readonly tracking: TrackingFacade }) {
  const { flags } = useStorefront();
  const consent = useFacadeSelector(tracking, selectConsent);
  const { setConsent } = tracking;
  const [required, setRequired] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void consentRequired(flags).then((asks) => {
      if (live) setRequired(asks);
    });
    return () => {
      live = false;
    };
  }, [flags]);
  if (required !== true || consent !== 'undecided') return null;
  return (
    <section className="consent" aria-label={TEXTS.trackingRegion}>
      <p>{TEXTS.trackingQuestion}</p>
      <div className="consent-actions">
        <button type="button" className="button secondary" onClick={() => void setConsent(false)}>
          {TEXTS.trackingDeny}
        </button>
        <button type="button" className="button" onClick={() => void setConsent(true)}>
          {TEXTS.trackingAllow}
        </button>
      </div>
    </section>
  );
}
