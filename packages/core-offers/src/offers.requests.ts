/**
 * The upsell calls as one table (001 §7 Upsell): each row turns a request into the platform
 * calls (through the transport, one endpoint definition at a time) and maps the answer once.
 * The machine runs a row in a spawned `run` actor per request.
 */
import {
  type ApiResult,
  catalogProduct,
  failureMessage,
  offersCartRecommend,
  offersDiscount,
  offersList,
  offersProducts,
  offersProductsByCollection,
  offersRecommendation,
  offersSettings,
  offersWidgets,
  productsByIds,
  type Transport,
} from '@vitrine/api-client';
import { failure, type Result, success } from '@vitrine/ports';
import {
  AFTER_ADD_OFFER_TYPES,
  COLLECTION_PRODUCTS_QUERY,
  OFFER_PRODUCTS_LIMIT,
  OFFER_WIDGET_PAGE_SIZE,
  POST_PURCHASE_OFFER_TYPE,
  QUANTITY_DISCOUNT_OFFER_TYPE,
} from './offers.constants';
import {
  offerFromWire,
  offerProduct,
  offerProductsFromWire,
  productOf,
  recommendedLineFromWire,
  upsellDiscountFromWire,
} from './offers.map';
import { offerProductIds, offerRequest, offersOfTypes, recommendationLimit } from './offers.rules';
import type {
  AddedLine,
  AfterAddOffers,
  AfterOrderOffers,
  CartItemRef,
  OfferProduct,
  OfferRequest,
  OffersError,
  Product,
  RecommendationRule,
  RecommendedLine,
  UpsellDiscount,
  UpsellOffer,
  UpsellWidget,
} from './offers.types';

/**
 * The offers of a product page and their products (the product itself left out, but for the
 * quantityDiscount offers that propose it: docs/decisions/0569).
 */
export interface ProductOffers {
  readonly request: OfferRequest;
  readonly offers: readonly UpsellOffer[];
  /**
   * The offers' products, each under its best offer of each placement that proposes it
   * (docs/decisions/0441): the product page's (every type but postPurchase) and the thank-you
   * page's (postPurchase). A product proposed by both is listed twice, once per placement; group
   * them by `offerId` with the offers shown. The page's own product is listed only under a
   * quantityDiscount offer that proposes it (docs/decisions/0569).
   */
  readonly products: readonly OfferProduct[];
}

/** Upsell settings of one app code. */
export interface UpsellSettings {
  readonly appCode: string;
  /** The merchant's settings as the platform stores them (opaque to the SDK). */
  readonly settings: Readonly<Record<string, unknown>>;
}

/** What each request asks (by kind). */
export interface OffersQueries {
  readonly offers: { readonly request: OfferRequest };
  readonly settings: { readonly appCode: string };
  readonly discount: { readonly cartToken: string };
  readonly offerProducts: {
    readonly offerIds: readonly string[];
    readonly ignoreIds: readonly string[];
    /** The offers among `offerIds` already known (they price their products). */
    readonly known: readonly UpsellOffer[];
  };
  readonly recommendations: {
    readonly productId: string;
    readonly rule: RecommendationRule;
    readonly source?: string;
    readonly contactRefId?: string;
  };
  readonly widgets: { readonly handle?: string; readonly page: number };
  readonly products: { readonly ids: readonly string[] };
  readonly collectionProducts: { readonly collectionId: string; readonly page: number };
  readonly cartRecommend: { readonly items: readonly CartItemRef[] };
  readonly quickView: { readonly handle: string };
  readonly afterAdd: { readonly line: AddedLine };
  readonly afterOrder: { readonly productIds: readonly string[] };
}

/** What each request answers (by kind). */
export interface OffersValues {
  readonly offers: ProductOffers;
  readonly settings: UpsellSettings;
  readonly discount: UpsellDiscount;
  readonly offerProducts: readonly OfferProduct[];
  readonly recommendations: readonly OfferProduct[];
  readonly widgets: readonly UpsellWidget[];
  readonly products: readonly OfferProduct[];
  readonly collectionProducts: readonly OfferProduct[];
  readonly cartRecommend: readonly RecommendedLine[];
  readonly quickView: Product;
  readonly afterAdd: AfterAddOffers;
  readonly afterOrder: AfterOrderOffers;
}

/** A kind of request. */
export type OffersKind = keyof OffersQueries;

/** One request: its kind and what it asks. */
export type OffersRequest = { [K in OffersKind]: { readonly kind: K } & OffersQueries[K] }[OffersKind];

/** A request's result, by kind. */
export type OffersOutcome = {
  [K in OffersKind]: { readonly kind: K; readonly result: Result<OffersValues[K], OffersError> };
}[OffersKind];

/** What a row needs: the transport and the shop currency. */
export interface RowContext {
  readonly transport: Pick<Transport, 'send'>;
  readonly currency: string;
}

type Row<K extends OffersKind> = (
  query: OffersQueries[K],
  context: RowContext,
) => Promise<Result<OffersValues[K], OffersError>>;

const requestFailed = (result: Extract<ApiResult<unknown>, { ok: false }>) => {
  const message = failureMessage(result.failure);
  return failure<OffersError>(message ? { code: 'request_failed', message } : { code: 'request_failed' });
};

const noProducts = success<readonly OfferProduct[]>([]);

/**
 * The products of `offers` without `ignoreIds`. With `own` (the product whose page they are for),
 * that product is asked for too when a quantityDiscount offer proposes it, and kept under that
 * offer only (docs/decisions/0569); otherwise it is ignored like the others.
 */
async function productsOfOffers(
  offers: readonly UpsellOffer[],
  ignoreIds: readonly string[],
  { transport, currency }: RowContext,
  own?: string,
): Promise<Result<readonly OfferProduct[], OffersError>> {
  const ownOffered =
    own !== undefined &&
    offers.some((offer) => offer.type === QUANTITY_DISCOUNT_OFFER_TYPE && offer.productIds.includes(own));
  const ignored = own === undefined || ownOffered ? ignoreIds : [...ignoreIds, own];
  if (offerProductIds(offers, ignored).length === 0) return noProducts;
  const answer = await transport.send(offersProducts, {
    query: {
      offer_ids: offers.map((offer) => offer.id).join(','),
      ...(ignored.length > 0 ? { ignore_ids: ignored.join(',') } : {}),
      limit: OFFER_PRODUCTS_LIMIT,
    },
  });
  if (!answer.ok) return requestFailed(answer);
  return success(
    offerProductsFromWire(answer.data.result.products, offers, currency, own === undefined ? {} : { own }),
  );
}

async function offersFor(
  request: OfferRequest,
  { transport }: RowContext,
): Promise<Result<readonly UpsellOffer[], OffersError>> {
  if (request.refIds.length === 0) return success([]);
  const answer = await transport.send(offersList, { query: { ref_ids: request.refIds.join(',') } });
  return answer.ok ? success(answer.data.result.map(offerFromWire)) : requestFailed(answer);
}

async function productsById(
  ids: readonly string[],
  context: RowContext,
): Promise<Result<readonly Product[], OffersError>> {
  if (ids.length === 0) return success([]);
  const answer = await context.transport.send(productsByIds, { query: { ids: ids.join(',') } });
  if (!answer.ok) return requestFailed(answer);
  return success(answer.data.result.products.map((product) => productOf(product, context.currency)));
}

const rows: { readonly [K in OffersKind]: Row<K> } = {
  async offers({ request }, context) {
    const offers = await offersFor(request, context);
    if (!offers.ok) return offers;
    // The product itself only under a quantityDiscount offer of it (docs/decisions/0569).
    const products = await productsOfOffers(offers.value, [], context, request.productId);
    if (!products.ok) return products;
    return success({ request, offers: offers.value, products: products.value });
  },
  async settings({ appCode }, { transport }) {
    const answer = await transport.send(offersSettings, { query: { app_code: appCode } });
    return answer.ok ? success({ appCode, settings: answer.data.result }) : requestFailed(answer);
  },
  async discount({ cartToken }, { transport, currency }) {
    const answer = await transport.send(offersDiscount, { query: { cart_token: cartToken } });
    return answer.ok ? success(upsellDiscountFromWire(answer.data.result, currency)) : requestFailed(answer);
  },
  async offerProducts({ offerIds, ignoreIds, known }, context) {
    if (offerIds.length === 0) return noProducts;
    const answer = await context.transport.send(offersProducts, {
      query: {
        offer_ids: offerIds.join(','),
        ...(ignoreIds.length > 0 ? { ignore_ids: ignoreIds.join(',') } : {}),
        limit: OFFER_PRODUCTS_LIMIT,
      },
    });
    if (!answer.ok) return requestFailed(answer);
    return success(offerProductsFromWire(answer.data.result.products, known, context.currency));
  },
  async recommendations({ productId, rule, source, contactRefId }, { transport, currency }) {
    const answer = await transport.send(offersRecommendation, {
      query: {
        product_id: productId,
        rules: rule,
        ...(source === undefined ? {} : { source }),
        ...(contactRefId === undefined ? {} : { contact_ref_id: contactRefId }),
      },
    });
    if (!answer.ok) return requestFailed(answer);
    return success(
      answer.data.result.products
        .slice(0, recommendationLimit(rule))
        .map((product) => offerProduct(productOf(product, currency))),
    );
  },
  async widgets({ handle, page }, { transport, currency }) {
    const answer = await transport.send(offersWidgets, {
      query: { page, limit: OFFER_WIDGET_PAGE_SIZE, ...(handle === undefined ? {} : { handle }) },
    });
    if (!answer.ok) return requestFailed(answer);
    return success(
      answer.data.result.map((widget): UpsellWidget => {
        const offer = offerFromWire(widget as Parameters<typeof offerFromWire>[0]);
        const list = widget.products?.products ?? [];
        return {
          offer,
          products: list.map((product) => offerProduct(productOf(product, currency), offer)),
          total: widget.products?.total ?? list.length,
        };
      }),
    );
  },
  async products({ ids }, context) {
    const products = await productsById(ids, context);
    return products.ok ? success(products.value.map((product) => offerProduct(product))) : products;
  },
  async collectionProducts({ collectionId, page }, { transport, currency }) {
    const answer = await transport.send(offersProductsByCollection, {
      query: { collection_id: collectionId, ...COLLECTION_PRODUCTS_QUERY, page },
    });
    if (!answer.ok) return requestFailed(answer);
    return success(answer.data.result.products.map((product) => offerProduct(productOf(product, currency))));
  },
  async cartRecommend({ items }, { transport }) {
    if (items.length === 0) return success([]);
    const answer = await transport.send(offersCartRecommend, {
      body: { cart_items: items.map((item) => ({ product_id: item.productId, variant_id: item.variantId })) },
    });
    return answer.ok
      ? success(answer.data.result.recommend_variants.map(recommendedLineFromWire))
      : requestFailed(answer);
  },
  async quickView({ handle }, { transport, currency }) {
    const answer = await transport.send(catalogProduct, { query: { handle } });
    if (answer.ok) return success(productOf(answer.data.result, currency));
    if (answer.failure.kind === 'http' && answer.failure.statusCode === 404) {
      return failure({ code: 'not_found' });
    }
    return requestFailed(answer);
  },
  async afterAdd({ line }, context) {
    if (line.productId === undefined) return failure({ code: 'missing_product' });
    let request: OfferRequest;
    if (line.collectionIds === undefined) {
      const products = await productsById([line.productId], context);
      if (!products.ok) return products;
      const [product] = products.value;
      request = product ? offerRequest(product) : offerRequest({ id: line.productId });
    } else {
      request = offerRequest({ id: line.productId, collections: line.collectionIds.map((id) => ({ id })) });
    }
    const all = await offersFor(request, context);
    if (!all.ok) return all;
    const offers = offersOfTypes(all.value, AFTER_ADD_OFFER_TYPES);
    const products = await productsOfOffers(offers, [line.productId], context);
    if (!products.ok) return products;
    return success({ line, offers, products: products.value });
  },
  async afterOrder({ productIds }, context) {
    const ordered = [...new Set(productIds)];
    if (ordered.length === 0) return success({ productIds: ordered, offers: [], products: [] });
    // 001 §7 Upsell: the request's ref ids are the products plus their collection ids; an order's
    // lines carry no collections, so the products are read for them (one call for every line).
    const products = await productsById(ordered, context);
    if (!products.ok) return products;
    const refIds = [
      ...new Set([
        ...ordered,
        ...products.value.flatMap((product) => product.collections.map((collection) => collection.id)),
      ]),
    ];
    const all = await offersFor({ productId: ordered[0] ?? '', refIds }, context);
    if (!all.ok) return all;
    const offers = offersOfTypes(all.value, [POST_PURCHASE_OFFER_TYPE]);
    // Nothing is left out: a post-purchase offer may propose an ordered product again (0572).
    const offered = await productsOfOffers(offers, [], context);
    if (!offered.ok) return offered;
    return success({ productIds: ordered, offers, products: offered.value });
  },
};

/**
 * Runs one request against the platform. Never rejects: a failed call is an `OffersError` value.
 */
export async function runOffersRequest(request: OffersRequest, context: RowContext): Promise<OffersOutcome> {
  const row = rows[request.kind] as Row<OffersKind>;
  try {
    const result = await row(request as never, context);
    return { kind: request.kind, result } as OffersOutcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: request.kind, result: failure({ code: 'request_failed', message }) } as OffersOutcome;
  }
}
