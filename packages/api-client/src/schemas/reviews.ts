import * as z from 'zod/mini';
import { Id, opt } from './common';

/** A product review. */
export const Review = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    product_id: opt(Id),
    product_image: opt(z.string()),
    author: z.string(),
    email: opt(z.string()),
    rating: z.number(),
    title: opt(z.string()),
    body: z.string(),
    images: opt(z.array(z.string())),
    created_at: opt(z.string()),
  }),
);
export type Review = z.infer<typeof Review>;

/**
 * A page of reviews (001 §3 Review state): reviews, average, total, page; or the platform's
 * `{ success: false }` alone (001 §8 "Review fetch unsuccessful | returns false").
 */
export const ReviewList = /* @__PURE__ */ z.lazy(() =>
  z.union([
    z.looseObject({ success: z.literal(false) }),
    z.looseObject({
      success: opt(z.literal(true)),
      reviews: z.array(Review),
      average: opt(z.union([z.string(), z.number()])),
      total: z.number(),
      page: opt(z.number()),
    }),
  ]),
);
export type ReviewList = z.infer<typeof ReviewList>;

/** The rating summary (001 §3): total, average (string, default '0'), star, percent_1 to percent_5. */
export const RatingSummary = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    total: z.number(),
    average: z.string(),
    star: opt(z.number()),
    percent_1: opt(z.number()),
    percent_2: opt(z.number()),
    percent_3: opt(z.number()),
    percent_4: opt(z.number()),
    percent_5: opt(z.number()),
  }),
);
export type RatingSummary = z.infer<typeof RatingSummary>;

/** The review widget answer: success and rating. */
export const ReviewWidget = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    success: opt(z.boolean()),
    rating: opt(RatingSummary),
  }),
);
export type ReviewWidget = z.infer<typeof ReviewWidget>;

/** The review carousel (001 §3). */
export const ReviewCarousel = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    total: z.number(),
    reviews: z.array(Review),
    settings: opt(
      z.looseObject({
        carousel_review_logic: opt(z.string()),
        carousel_review_logic_ids: opt(z.array(Id)),
        carousel_number_review: opt(z.number()),
      }),
    ),
  }),
);
export type ReviewCarousel = z.infer<typeof ReviewCarousel>;

/** A new review (POST /api/review.json; the payload shape is not shown: docs/decisions/0003-unshown-paths-and-payloads.md). */
export const ReviewPayload = /* @__PURE__ */ z.lazy(() =>
  z.object({
    product_id: Id,
    author: z.string(),
    email: z.string(),
    rating: z.number(),
    title: z.optional(z.string()),
    body: z.string(),
    images: z.optional(z.array(z.string())),
  }),
);
export type ReviewPayload = z.infer<typeof ReviewPayload>;
