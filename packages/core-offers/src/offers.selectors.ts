/**
 * Selectors of the upsell snapshot (`offers.getSnapshot()`), for `offers.select(selector, listener)`
 * and the React hooks.
 */
import type { SnapshotFrom } from 'xstate';
import type { OffersMachine, Slot } from './offers.machine';
import type { OffersKind, OffersValues, ProductOffers, UpsellSettings } from './offers.requests';
import type {
  AfterAddOffers,
  OfferProduct,
  OffersError,
  Product,
  RecommendedLine,
  UpsellDiscount,
  UpsellOffer,
  UpsellWidget,
} from './offers.types';

/** The snapshot of the upsell machine. */
export type OffersSnapshot = SnapshotFrom<OffersMachine>;

/** The load state of a kind of request: `idle` before the first one. */
export type OffersStatus = Slot<unknown>['status'] | 'idle';

const slotValue = <K extends OffersKind>(snapshot: OffersSnapshot, kind: K): OffersValues[K] | null =>
  (snapshot.context.slots[kind]?.value as OffersValues[K] | null | undefined) ?? null;

const none: readonly never[] = [];

/** Whether a kind of request is idle, loading, ready or failed. */
export const selectOffersStatus = (snapshot: OffersSnapshot, kind: OffersKind): OffersStatus =>
  snapshot.context.slots[kind]?.status ?? 'idle';

/** The error of the last request of a kind, or `null`. */
export const selectOffersError = (snapshot: OffersSnapshot, kind: OffersKind): OffersError | null =>
  snapshot.context.slots[kind]?.error ?? null;

/** The offers of the product page and their products (`offers.load(product)`). */
export const selectProductOffers = (snapshot: OffersSnapshot): ProductOffers | null =>
  slotValue(snapshot, 'offers');

/** The offers of the product page (every type), in the platform's order. */
export const selectOffers = (snapshot: OffersSnapshot): readonly UpsellOffer[] =>
  slotValue(snapshot, 'offers')?.offers ?? none;

/** The upsell settings last asked for. */
export const selectUpsellSettings = (snapshot: OffersSnapshot): UpsellSettings | null =>
  slotValue(snapshot, 'settings');

/** The upsell discount of the cart. */
export const selectUpsellDiscount = (snapshot: OffersSnapshot): UpsellDiscount | null =>
  slotValue(snapshot, 'discount');

/** The products of `offers.offerProducts(...)`. */
export const selectOfferProducts = (snapshot: OffersSnapshot): readonly OfferProduct[] =>
  slotValue(snapshot, 'offerProducts') ?? none;

/** Recommended products (12 for the relevant-collection rule, 4 for the same-collection rule). */
export const selectRecommendations = (snapshot: OffersSnapshot): readonly OfferProduct[] =>
  slotValue(snapshot, 'recommendations') ?? none;

/** The upsell widgets of the page. */
export const selectWidgets = (snapshot: OffersSnapshot): readonly UpsellWidget[] =>
  slotValue(snapshot, 'widgets') ?? none;

/** The products of `offers.productsByIds(ids)`. */
export const selectProductsByIds = (snapshot: OffersSnapshot): readonly OfferProduct[] =>
  slotValue(snapshot, 'products') ?? none;

/** The products of `offers.collectionProducts(id)`. */
export const selectCollectionProducts = (snapshot: OffersSnapshot): readonly OfferProduct[] =>
  slotValue(snapshot, 'collectionProducts') ?? none;

/** The lines the platform recommends adding to the cart. */
export const selectCartRecommendations = (snapshot: OffersSnapshot): readonly RecommendedLine[] =>
  slotValue(snapshot, 'cartRecommend') ?? none;

/** The product shown in the quick view, or `null` when it is closed. */
export const selectQuickView = (snapshot: OffersSnapshot): Product | null => slotValue(snapshot, 'quickView');

/** The offers shown after the last add to cart, or `null` (none, or dismissed). */
export const selectAfterAdd = (snapshot: OffersSnapshot): AfterAddOffers | null =>
  slotValue(snapshot, 'afterAdd');
