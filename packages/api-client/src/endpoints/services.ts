import * as z from 'zod/mini';
import { CartAddPayload } from '../schemas/cart';
import { envelope } from '../schemas/common';
import {
  CheckoutNotification,
  Countdown,
  NotificationSettings,
  Offer,
  ProductList,
  SaleNotification,
  UpsellDiscount,
} from '../schemas/offers';
import {
  RatingSummary,
  Review,
  ReviewCarousel,
  ReviewList,
  ReviewPayload,
  ReviewWidget,
} from '../schemas/reviews';
import { defineEndpoint } from './define';

const Id = /* @__PURE__ */ z.lazy(() => z.union([z.number(), z.string()]));

/** GET offers for products (001 §7): query ref_ids. */
export const offersList = /* @__PURE__ */ defineEndpoint({
  id: 'offers.list',
  method: 'GET',
  path: '/api/offers/list.json',
  query: z.lazy(() => z.object({ ref_ids: z.string() })),
  response: z.lazy(() => envelope(z.array(Offer))),
});

/** GET the upsell settings (001 §7): query app_code. */
export const offersSettings = /* @__PURE__ */ defineEndpoint({
  id: 'offers.settings',
  method: 'GET',
  path: '/api/offers/settings.json',
  query: z.lazy(() => z.object({ app_code: z.string() })),
  response: z.lazy(() => envelope(z.record(z.string(), z.unknown()))),
});

/** GET the upsell discount of a cart (001 §7): query cart_token. */
export const offersDiscount = /* @__PURE__ */ defineEndpoint({
  id: 'offers.discount',
  method: 'GET',
  path: '/api/offers/discount.json',
  query: z.lazy(() => z.object({ cart_token: z.string() })),
  response: z.lazy(() => envelope(UpsellDiscount)),
});

/** GET the products of offers (001 §7): query offer_ids, ignore_ids, limit 200. */
export const offersProducts = /* @__PURE__ */ defineEndpoint({
  id: 'offers.products',
  method: 'GET',
  path: '/api/offers/products.json',
  query: z.lazy(() =>
    z.object({
      offer_ids: z.string(),
      ignore_ids: z.optional(z.string()),
      limit: z.optional(z.number()),
    }),
  ),
  response: z.lazy(() => envelope(ProductList)),
});

/** GET recommendations (001 §7): query product_id, contact_ref_id, source, v, rules. */
export const offersRecommendation = /* @__PURE__ */ defineEndpoint({
  id: 'offers.recommendation',
  method: 'GET',
  path: '/api/offers/recommendation.json',
  query: z.lazy(() =>
    z.object({
      product_id: z.string(),
      contact_ref_id: z.optional(z.string()),
      source: z.optional(z.string()),
      v: z.optional(z.string()),
      rules: z.optional(z.string()),
    }),
  ),
  response: z.lazy(() => envelope(ProductList)),
});

/** GET widgets (001 §7): query page, limit (default 12), handle. */
export const offersWidgets = /* @__PURE__ */ defineEndpoint({
  id: 'offers.widgets',
  method: 'GET',
  path: '/api/offers/widgets.json',
  query: z.lazy(() =>
    z.object({
      page: z.optional(z.number()),
      limit: z.optional(z.number()),
      handle: z.optional(z.string()),
    }),
  ),
  response: z.lazy(() =>
    envelope(
      z.array(z.looseObject({ id: Id, title: z.optional(z.string()), products: z.optional(ProductList) })),
    ),
  ),
});

/** GET products of a collection for an offer (001 §7: sort_field id, sort_direction desc, limit 12, page 1). */
export const offersProductsByCollection = /* @__PURE__ */ defineEndpoint({
  id: 'offers.productsByCollection',
  method: 'GET',
  path: '/api/offers/products-by-collection.json',
  query: z.lazy(() =>
    z.object({
      collection_id: z.string(),
      sort_field: z.optional(z.string()),
      sort_direction: z.optional(z.string()),
      limit: z.optional(z.number()),
      page: z.optional(z.number()),
    }),
  ),
  response: z.lazy(() => envelope(ProductList)),
});

/** POST cart recommendations (001 §7): body cart_items → recommend_variants. */
export const offersCartRecommend = /* @__PURE__ */ defineEndpoint({
  id: 'offers.cartRecommend',
  method: 'POST',
  path: '/api/offers/cart-recommend.json',
  body: z.lazy(() => z.object({ cart_items: z.array(z.object({ product_id: Id, variant_id: Id })) })),
  response: z.lazy(() => envelope(z.looseObject({ recommend_variants: z.array(CartAddPayload) }))),
});

/** GET sale notifications (001 §7: limit 50, page 1). */
export const saleNotifications = /* @__PURE__ */ defineEndpoint({
  id: 'copt.saleNotifications',
  method: 'GET',
  path: '/api/copt/sale-notifications.json',
  query: z.lazy(() => z.object({ limit: z.optional(z.number()), page: z.optional(z.number()) })),
  response: z.lazy(() =>
    envelope(
      z.looseObject({
        notifications: z.array(SaleNotification),
        total: z.number(),
        settings: z.optional(NotificationSettings),
      }),
    ),
  ),
});

/** GET checkout notifications (001 §7: limit 50, page 1). */
export const checkoutNotifications = /* @__PURE__ */ defineEndpoint({
  id: 'copt.checkoutNotifications',
  method: 'GET',
  path: '/api/copt/checkout-notifications.json',
  query: z.lazy(() => z.object({ limit: z.optional(z.number()), page: z.optional(z.number()) })),
  response: z.lazy(() =>
    envelope(z.looseObject({ notifications: z.array(CheckoutNotification), total: z.number() })),
  ),
});

/** GET timer countdowns (001 §7: limit 100, page 1). */
export const timerCountdowns = /* @__PURE__ */ defineEndpoint({
  id: 'copt.timerCountdowns',
  method: 'GET',
  path: '/api/copt/timer-countdowns.json',
  query: z.lazy(() => z.object({ limit: z.optional(z.number()), page: z.optional(z.number()) })),
  response: z.lazy(() => envelope(z.looseObject({ countdowns: z.array(Countdown), total: z.number() }))),
});

const reviewQuery = /* @__PURE__ */ z.lazy(() =>
  z.object({
    product_id: z.optional(z.string()),
    limit: z.optional(z.number()),
    page: z.optional(z.number()),
    rating: z.optional(z.number()),
    sort: z.optional(z.string()),
  }),
);

/** GET reviews (001 §7: limit default 20, page, other filters; reads success plus review fields). */
export const reviewsList = /* @__PURE__ */ defineEndpoint({
  id: 'reviews.list',
  method: 'GET',
  path: '/api/review/reviews.json',
  query: reviewQuery,
  response: ReviewList,
});

/** GET shared reviews across the shop (001 §7). */
export const reviewsShare = /* @__PURE__ */ defineEndpoint({
  id: 'reviews.share',
  method: 'GET',
  path: '/api/review/share-reviews.json',
  query: reviewQuery,
  response: ReviewList,
});

/** GET a product's review widget (001 §7: reads success and rating). */
export const reviewsWidget = /* @__PURE__ */ defineEndpoint({
  id: 'reviews.widget',
  method: 'GET',
  path: '/api/review/widget.json',
  query: z.lazy(() => z.object({ product_id: z.string() })),
  response: ReviewWidget,
});

/** GET the shared widget (001 §7: no query; success not false) with the carousel. */
export const reviewsShareWidget = /* @__PURE__ */ defineEndpoint({
  id: 'reviews.shareWidget',
  method: 'GET',
  path: '/api/review/share-widget.json',
  response: z.lazy(() =>
    z.looseObject({
      success: z.optional(z.boolean()),
      rating: z.optional(RatingSummary),
      carousel: z.optional(ReviewCarousel),
    }),
  ),
});

/** GET a review count (001 §7: reads success and count, else 0). */
export const reviewsCount = /* @__PURE__ */ defineEndpoint({
  id: 'reviews.count',
  method: 'GET',
  path: '/api/review/count.json',
  query: z.lazy(() => z.object({ product_id: z.optional(z.string()) })),
  response: z.lazy(() => z.looseObject({ success: z.optional(z.boolean()), count: z.optional(z.number()) })),
});

/** POST a review (001 §7: /api/review.json; payload shape chosen). */
export const reviewsCreate = /* @__PURE__ */ defineEndpoint({
  id: 'reviews.create',
  method: 'POST',
  path: '/api/review.json',
  body: ReviewPayload,
  response: z.lazy(() => z.looseObject({ success: z.boolean(), review: z.optional(Review) })),
});

/** Upsell, notifications and reviews rows of the table. */
export const serviceEndpoints = {
  'offers.list': offersList,
  'offers.settings': offersSettings,
  'offers.discount': offersDiscount,
  'offers.products': offersProducts,
  'offers.recommendation': offersRecommendation,
  'offers.widgets': offersWidgets,
  'offers.productsByCollection': offersProductsByCollection,
  'offers.cartRecommend': offersCartRecommend,
  'copt.saleNotifications': saleNotifications,
  'copt.checkoutNotifications': checkoutNotifications,
  'copt.timerCountdowns': timerCountdowns,
  'reviews.list': reviewsList,
  'reviews.share': reviewsShare,
  'reviews.widget': reviewsWidget,
  'reviews.shareWidget': reviewsShareWidget,
  'reviews.count': reviewsCount,
  'reviews.create': reviewsCreate,
} as const;
