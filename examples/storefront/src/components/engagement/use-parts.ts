import type { OffersFacade, ReviewsFacade, SocialProofFacade } from '@vitrine/core-offers';
import type { TrackingFacade } from '@vitrine/core-tracking';
import { type StorefrontPartStatus, useShop, useStorefrontPartState } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';

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

/** A part and where its load is, as `@vitrine/react`'s `useStorefrontPartState` gives it. */
export interface PartState<K extends keyof EngagementParts> {
  readonly part: EngagementParts[K] | null;
  readonly status: StorefrontPartStatus;
}

const LOADING = { part: null, status: 'loading' } as const;

/**
 * A part once the page is mounted (`@vitrine/react`'s `useStorefrontPartState`, which loads it),
 * `loading` before: a server-rendered page and its hydration agree (issue 18). A part whose code
 * could not load is `failed` (docs/decisions/0490).
 *
 * What a part shows (a reviews widget with its form, the upsell, the countdowns) mounts as deferred
 * work, in short slices: a part loads after the page hydrated, and mounting its widgets at once was
 * one blocking render of tens of milliseconds on a slow phone (docs/decisions/0551).
 */
export function usePartState<K extends keyof EngagementParts>(name: K): PartState<K> {
  const state = useStorefrontPartState(name) as PartState<K>;
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return useDeferredValue(mounted ? state : LOADING);
}

/** The upsell facade (loaded on first use). */
export const useOffersPart = (): OffersFacade | null => usePartState('offers').part;

/** The reviews facade (loaded on first use). */
export const useReviewsPart = (): ReviewsFacade | null => usePartState('reviews').part;

/** The tracking facade (loaded on first use). */
export const useTrackingPart = (): TrackingFacade | null => usePartState('tracking').part;

/**
 * Whether a shop app is on (000 §1 apps; 000 §2 "reviews widget when the review app is enabled"):
 * the upsell offers (`usell`), the reviews (`review`) and the sale and checkout notifications and
 * countdowns (`copt`, 001 §7 /api/copt/…) show only in a shop that has their app.
 */
export function useAppEnabled(app: 'upsell' | 'reviews' | 'socialProof'): boolean {
  const { shop } = useShop();
  return shop?.apps[app] === true;
}
