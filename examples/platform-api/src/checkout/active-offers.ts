import { and, arrayOverlaps, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers } from '../db/schema/index';
import type { OfferType } from '../db/schema/index';
import type { OfferRow } from './offer-view';

/** Which of a shop's active offers {@link activeOffers} answers. */
export interface ActiveOffersFilter {
  /** Offers aimed at any of these product or collection ids (001 §7 ref_ids); `[]`: none. */
  readonly refIds?: readonly number[] | undefined;
  /** Offers of these types only. */
  readonly types?: readonly OfferType[] | undefined;
  /** These offers only (a cart line's `metadata.offer_id`). */
  readonly ids?: readonly number[] | undefined;
}

/**
 * A shop's active offers, in the shop's order (001 §3 Upsell): the one rule of which offers are
 * live, for what the storefront is shown (offers, widgets, cart offers) and for the discount the
 * checkout charges (offer-discount.ts), so the two cannot drift apart.
 */
export async function activeOffers(
  db: Db,
  shopId: number,
  filter: ActiveOffersFilter = {},
): Promise<OfferRow[]> {
  const { refIds, types, ids } = filter;
  if ((refIds && refIds.length === 0) || (ids && ids.length === 0)) return [];
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.shopId, shopId),
        eq(offers.active, true),
        ...(refIds ? [arrayOverlaps(offers.refIds, [...refIds])] : []),
        ...(types ? [inArray(offers.offerType, [...types])] : []),
        ...(ids ? [inArray(offers.id, [...ids])] : []),
      ),
    )
    .orderBy(asc(offers.position), asc(offers.id));
}
