import type { Transport } from '@vitrine/api-client';
import {
  actorFacade,
  type Facade,
  type FacadeActor,
  failure,
  type PersistedSnapshot,
  type Ports,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import { type ActorRefFrom, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { OFFERS_SNAPSHOT_VERSION, UPSELL_APP_CODES } from './offers.constants';
import { type OffersEmitted, type OffersEvent, offersMachineWith, type RunInput } from './offers.machine';
import {
  type OffersKind,
  type OffersOutcome,
  type OffersQueries,
  type OffersValues,
  type ProductOffers,
  runOffersRequest,
  type UpsellSettings,
} from './offers.requests';
import { offerRequest } from './offers.rules';
import { type OffersSnapshot, selectOffers } from './offers.selectors';
import type {
  AddedLine,
  AfterAddOffers,
  AfterOrderOffers,
  CartItemRef,
  OfferProduct,
  OffersError,
  Product,
  RecommendationRule,
  RecommendedLine,
  UpsellDiscount,
  UpsellWidget,
} from './offers.types';
import { createRequester } from './request';

/** The events `offers.on(type, handler)` delivers: `offers.afterAdd`. */
export type OffersFacadeEvent = Exclude<OffersEmitted, { readonly type: 'offers.settled' }>;

/** What an upsell verb resolves to. */
export type OffersResult<T> = Result<T, OffersError>;

/** Options of {@link offersLogic}, {@link offersFacade} and {@link createOffers}. */
export interface OffersOptions {
  /** The api-client's transport. */
  readonly transport: Pick<Transport, 'send'>;
  /** The shop currency prices are read in (default USD); change it with `configure`. */
  readonly currency?: string;
  /** The upsell uses no port of its own; `clock` runs `createOffers`' actor (facade convention). */
  readonly ports?: Partial<Pick<Ports, 'clock'>>;
  /** A snapshot `offers.persist()` wrote (another version's is dropped). */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection. */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** The named actors of the upsell machine over a transport. */
export function offersActors(transport: Pick<Transport, 'send'>) {
  return {
    run: fromPromise<OffersOutcome, RunInput>(({ input }) =>
      runOffersRequest(input.request, { transport, currency: input.currency }),
    ),
  };
}

/**
 * The upsell machine with its actors provided, not started (facade convention (a)): spawn it in a
 * system with `input: offersInput(options)`, or start it with `createActor`.
 */
export function offersLogic(options: Pick<OffersOptions, 'transport'>) {
  return offersMachineWith({ actors: offersActors(options.transport) });
}

/** The input of {@link offersLogic}'s actor. */
export const offersInput = (options: Pick<OffersOptions, 'currency'>) =>
  options.currency === undefined ? {} : { currency: options.currency };

/** A running upsell actor (standalone, or a child of the sdk's system). */
export type OffersActorRef = ActorRefFrom<ReturnType<typeof offersLogic>>;

/**
 * The upsell facade: the contract of `@vitrine/ports` plus verbs that resolve to a `Result`
 * (never throwing). Products are core-catalog's `Product`, money in minor units.
 */
export interface OffersFacade extends Facade<OffersSnapshot, OffersFacadeEvent> {
  /**
   * The offers of a product page (001 §7: ref ids = the product plus its collection ids) and their
   * products, without the product itself but under a quantityDiscount offer that proposes it
   * ("Buy 3 tees, save 10%" on the tee's page, docs/decisions/0569).
   */
  load(product: {
    readonly id: string;
    readonly collections?: readonly { readonly id: string }[];
  }): Promise<OffersResult<ProductOffers>>;
  /** The upsell settings of an app code (001 §9 app constants; default `copt`). */
  settings(appCode?: string): Promise<OffersResult<UpsellSettings>>;
  /** The upsell discount of a cart (001 §3). */
  discount(cartToken: string): Promise<OffersResult<UpsellDiscount>>;
  /** The products of offers (limit 200), without `ignoreIds`; priced by those of the offers `load` fetched. */
  offerProducts(
    offerIds: readonly string[],
    options?: { readonly ignoreIds?: readonly string[] },
  ): Promise<OffersResult<readonly OfferProduct[]>>;
  /** Recommended products of a product: rule `relevant` (12, the default) or `same` (4) (001 §9). */
  recommendations(
    productId: string,
    options?: {
      readonly rule?: RecommendationRule;
      readonly source?: string;
      readonly contactRefId?: string;
    },
  ): Promise<OffersResult<readonly OfferProduct[]>>;
  /** The upsell widgets (page size 12), of a product page when `handle` is given. */
  widgets(options?: {
    readonly handle?: string;
    readonly page?: number;
  }): Promise<OffersResult<readonly UpsellWidget[]>>;
  /** Products by ids. */
  productsByIds(ids: readonly string[]): Promise<OffersResult<readonly OfferProduct[]>>;
  /** Products of a collection for an offer (001 §7: id desc, 12, page 1). */
  collectionProducts(
    collectionId: string,
    options?: { readonly page?: number },
  ): Promise<OffersResult<readonly OfferProduct[]>>;
  /** The lines the platform recommends for a cart; pass each to `cart.add`. */
  cartRecommend(items: readonly CartItemRef[]): Promise<OffersResult<readonly RecommendedLine[]>>;
  /** Opens the quick view of a product (by handle). */
  quickView(handle: string): Promise<OffersResult<Product>>;
  /** Closes the quick view. */
  closeQuickView(): Promise<Result<undefined>>;
  /**
   * The offers to show after an add to cart (the sdk calls it on `cart.added`): the prePurchase,
   * accessory and bundle offers of the product and its collections, with their products. Emits
   * `offers.afterAdd` when there is at least one offer. Without `line.productId` it fails with
   * `missing_product`.
   */
  afterAdd(line: AddedLine): Promise<OffersResult<AfterAddOffers>>;
  /**
   * The post-purchase offers of a completed order (001 §4 Post-purchase; §7 Upsell request shape:
   * the products plus their collection ids), for every ordered product: the postPurchase offers
   * and their products, an ordered product included (docs/decisions/0572).
   */
  afterOrder(productIds: readonly string[]): Promise<OffersResult<AfterOrderOffers>>;
  /** Forgets the offers shown after an add. */
  dismissAfterAdd(): Promise<Result<undefined>>;
  /** Reads prices in another shop currency from now on. */
  configure(settings: { readonly currency: string }): Promise<Result<undefined>>;
}

const stopped: Result<never, OffersError> = failure({ code: 'stopped' });
const done = success(undefined);

/**
 * The facade over a running upsell actor (facade convention (b)).
 *
 * @example
 * ```ts
 * const offers = offersFacade(system.get('offers'));
 * const page = await offers.load({ id: '7', collections: [{ id: '3' }] });
 * ```
 */
export function offersFacade(actor: OffersActorRef, _options: Partial<OffersOptions> = {}): OffersFacade {
  const base = actorFacade<OffersSnapshot, OffersFacadeEvent>(
    actor as unknown as FacadeActor<OffersSnapshot, OffersFacadeEvent>,
    OFFERS_SNAPSHOT_VERSION,
  );
  const requester = createRequester<Result<unknown, OffersError>>(
    actor as unknown as Parameters<typeof createRequester<Result<unknown, OffersError>>>[0],
    'offers.settled',
    stopped,
  );
  const ask = <K extends OffersKind>(
    kind: K,
    query: OffersQueries[K],
  ): Promise<OffersResult<OffersValues[K]>> =>
    requester.request((requestId) =>
      actor.send({ type: 'offers.request', requestId, request: { kind, ...query } } as OffersEvent),
    ) as Promise<OffersResult<OffersValues[K]>>;
  const command = (event: OffersEvent): Promise<Result<undefined>> => {
    actor.send(event);
    return Promise.resolve(done);
  };
  return {
    ...base,
    stop() {
      base.stop();
      requester.stopAll();
    },
    load: (product) => ask('offers', { request: offerRequest(product) }),
    settings: (appCode = UPSELL_APP_CODES.copt) => ask('settings', { appCode }),
    discount: (cartToken) => ask('discount', { cartToken }),
    offerProducts: (offerIds, options = {}) =>
      ask('offerProducts', {
        offerIds,
        ignoreIds: options.ignoreIds ?? [],
        known: selectOffers(actor.getSnapshot()).filter((offer) => offerIds.includes(offer.id)),
      }),
    recommendations: (productId, options = {}) =>
      ask('recommendations', {
        productId,
        rule: options.rule ?? 'relevant',
        ...(options.source === undefined ? {} : { source: options.source }),
        ...(options.contactRefId === undefined ? {} : { contactRefId: options.contactRefId }),
      }),
    widgets: (options = {}) =>
      ask('widgets', {
        page: options.page ?? 1,
        ...(options.handle === undefined ? {} : { handle: options.handle }),
      }),
    productsByIds: (ids) => ask('products', { ids }),
    collectionProducts: (collectionId, options = {}) =>
      ask('collectionProducts', { collectionId, page: options.page ?? 1 }),
    cartRecommend: (items) => ask('cartRecommend', { items }),
    quickView: (handle) => ask('quickView', { handle }),
    closeQuickView: () => command({ type: 'offers.clear', kind: 'quickView' }),
    afterAdd: (line) => ask('afterAdd', { line }),
    afterOrder: (productIds) => ask('afterOrder', { productIds }),
    dismissAfterAdd: () => command({ type: 'offers.clear', kind: 'afterAdd' }),
    configure: ({ currency }) => command({ type: 'offers.configure', currency }),
  };
}

/**
 * The upsell facade on its own actor (facade convention (c)).
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * import { createOffers, selectAfterAdd } from '@vitrine/core-offers';
 *
 * const offers = createOffers({ transport: createTransport({ baseURL, shopDomain: 'localhost' }) });
 * offers.on('offers.afterAdd', ({ afterAdd }) => openUpsellPopup(afterAdd));
 * await offers.afterAdd({ variantId: '12', quantity: 1, productId: '3' });
 * ```
 */
export function createOffers(options: OffersOptions): OffersFacade {
  const actor = createActor(offersLogic(options), {
    input: offersInput(options),
    ...(options.ports?.clock === undefined ? {} : { clock: options.ports.clock }),
    snapshot: restorable(options.snapshot, OFFERS_SNAPSHOT_VERSION) as never,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  return offersFacade(actor, options);
}
