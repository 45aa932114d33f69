import type { OffersFacade, ReviewsFacade, SocialProofFacade } from '@vitrine/core-offers';
import type { TrackingFacade } from '@vitrine/core-tracking';
import { useStorefront } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { useCallback, useEffect, useState } from 'react';

/** The engagement parts of the storefront, by name. */
interface EngagementParts {
  readonly offers: OffersFacade;
  readonly socialProof: SocialProofFacade;
  readonly reviews: ReviewsFacade;
  readonly tracking: TrackingFacade;
}

/**
 * Where a part is: loaded on first use through `storefront.load(name)` (docs/decisions/0350), or,
 * on a storefront that starts every part at once, a member of it.
 */
export function partOf<K extends keyof EngagementParts>(
  storefront: Storefront,
  name: K,
): { readonly loaded: EngagementParts[K] | undefined; readonly load: () => Promise<EngagementParts[K]> } {
  const member = (storefront as unknown as Partial<EngagementParts>)[name];
  if (member !== undefined) return { loaded: member, load: () => Promise.resolve(member) };
  return { loaded: storefront.loaded(name), load: () => storefront.load(name) };
}

/** A part's facade once loaded (after the first render when it already is), `null` before; asking loads it. */
function usePart<K extends keyof EngagementParts>(name: K): EngagementParts[K] | null {
  const storefront = useStorefront();
  // Always null at first: a server-rendered page and its hydration agree (issue 18).
  const [part, setPart] = useState<EngagementParts[K] | null>(null);
  const load = useCallback(() => partOf(storefront, name).load(), [storefront, name]);
  useEffect(() => {
    if (part !== null) return;
    const loaded = partOf(storefront, name).loaded;
    if (loaded !== undefined) {
      setPart(loaded);
      return;
    }
    let live = true;
    load().then(
      (facade) => {
        if (live) setPart(facade);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, load, storefront, name]);
  return part;
}

/** The upsell facade (loaded on first use). */
export const useOffersPart = (): OffersFacade | null => usePart('offers');

/** The sale notifications and countdowns facade (loaded on first use). */
export const useSocialProofPart = (): SocialProofFacade | null => usePart('socialProof');

/** The reviews facade (loaded on first use). */
export const useReviewsPart = (): ReviewsFacade | null => usePart('reviews');

/** The tracking facade (loaded on first use). */
export const useTrackingPart = (): TrackingFacade | null => usePart('tracking');
