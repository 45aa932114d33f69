/**
 * The review calls as one table (001 §7 Reviews), each row mapped once; the machine runs a row
 * in a spawned `run` actor per request.
 */
import {
  type ApiResult,
  failureMessage,
  productsByIds,
  REVIEW_PAGE_SIZE,
  reviewsCount,
  reviewsCreate,
  reviewsList,
  reviewsShare,
  reviewsShareWidget,
  reviewsWidget,
  type Transport,
  uploadMulti,
} from '@vitrine/api-client';
import { failure, type Result, success } from '@vitrine/ports';
import { carouselFromWire, ratingFromWire, reviewFromWire, reviewProductFromWire } from './reviews.map';
import { averageText, missingProductIds, type ReviewLoadMode, reviewFieldErrors } from './reviews.rules';
import type {
  NewReview,
  ProductReview,
  RatingSummary,
  ReviewListName,
  ReviewProduct,
  ReviewQuery,
  ReviewsError,
  SharedReviewWidget,
} from './reviews.types';

/** A loaded page of a list. */
export interface ReviewPage {
  readonly reviews: readonly ProductReview[];
  readonly average: string;
  readonly total: number;
  readonly page: number;
}

/** What each request asks (by kind). */
export interface ReviewsQueries {
  readonly list: {
    readonly list: ReviewListName;
    readonly query: ReviewQuery;
    readonly page: number;
    readonly mode: ReviewLoadMode;
    /** The ids already in the product cache. */
    readonly cached: readonly string[];
  };
  readonly widget: { readonly productId: string };
  readonly shareWidget: { readonly cached: readonly string[] };
  readonly count: { readonly productId?: string };
  readonly products: { readonly ids: readonly string[]; readonly cached: readonly string[] };
  readonly create: { readonly review: NewReview };
}

/** What each request answers (by kind). */
export interface ReviewsValues {
  readonly list: {
    readonly list: ReviewListName;
    readonly query: ReviewQuery;
    readonly mode: ReviewLoadMode;
    readonly page: ReviewPage;
    readonly products: readonly ReviewProduct[];
  };
  readonly widget: { readonly productId: string; readonly rating: RatingSummary };
  readonly shareWidget: { readonly widget: SharedReviewWidget; readonly products: readonly ReviewProduct[] };
  readonly count: { readonly key: string; readonly count: number };
  readonly products: readonly ReviewProduct[];
  readonly create: ProductReview;
}

/** A kind of review request. */
export type ReviewsKind = keyof ReviewsQueries;

/** One request: its kind and what it asks. */
export type ReviewsRequest = { [K in ReviewsKind]: { readonly kind: K } & ReviewsQueries[K] }[ReviewsKind];

/** A request's result, by kind. */
export type ReviewsOutcome = {
  [K in ReviewsKind]: { readonly kind: K; readonly result: Result<ReviewsValues[K], ReviewsError> };
}[ReviewsKind];

/** The key of a review count: the product id, or `all` for the shop's. */
export const countKey = (productId: string | undefined): string => productId ?? 'all';

type Transported = Pick<Transport, 'send'>;
type Row<K extends ReviewsKind> = (
  query: ReviewsQueries[K],
  transport: Transported,
) => Promise<Result<ReviewsValues[K], ReviewsError>>;

const requestFailed = (answer: Extract<ApiResult<unknown>, { ok: false }>): Result<never, ReviewsError> => {
  const message = failureMessage(answer.failure);
  return failure(message ? { code: 'request_failed', message } : { code: 'request_failed' });
};
const unsuccessful: Result<never, ReviewsError> = failure({ code: 'unsuccessful' });

/** The products of the cache that are missing (001 §4: fetched only if not cached). */
async function fetchMissing(
  ids: readonly (string | null)[],
  cached: readonly string[],
  transport: Transported,
): Promise<readonly ReviewProduct[]> {
  const missing = missingProductIds(ids, Object.fromEntries(cached.map((id) => [id, true])));
  if (missing.length === 0) return [];
  const answer = await transport.send(productsByIds, { query: { ids: missing.join(',') } });
  // The cache is a nicety: a failed fetch leaves it as it was and the reviews still show.
  return answer.ok ? answer.data.result.products.map(reviewProductFromWire) : [];
}

const rows: { readonly [K in ReviewsKind]: Row<K> } = {
  async list({ list, query, page, mode, cached }, transport) {
    const endpoint = list === 'shareReviews' ? reviewsShare : reviewsList;
    const answer = await transport.send(endpoint, {
      query: {
        limit: REVIEW_PAGE_SIZE,
        page,
        ...(query.productId === undefined ? {} : { product_id: query.productId }),
        ...(query.rating === undefined ? {} : { rating: query.rating }),
        ...(query.sort === undefined ? {} : { sort: query.sort }),
      },
    });
    if (!answer.ok) return requestFailed(answer);
    if (answer.data.success === false) return unsuccessful;
    const reviews = answer.data.reviews.map(reviewFromWire);
    // The `reviews` list of a product: its page has that product and shows none beside its
    // reviews, so only other products' data is fetched (docs/decisions/0565). The other lists,
    // filtered by a product or not, show each review's product.
    const own = list === 'reviews' ? query.productId : undefined;
    const known = own === undefined ? cached : [...cached, own];
    const products = await fetchMissing(
      reviews.map((review) => review.productId),
      known,
      transport,
    );
    return success({
      list,
      query,
      mode,
      page: {
        reviews,
        average: averageText(answer.data.average),
        total: answer.data.total,
        page: answer.data.page ?? page,
      },
      products,
    });
  },
  async widget({ productId }, transport) {
    const answer = await transport.send(reviewsWidget, { query: { product_id: productId } });
    if (!answer.ok) return requestFailed(answer);
    if (answer.data.success === false) return unsuccessful;
    return success({ productId, rating: ratingFromWire(answer.data.rating) });
  },
  async shareWidget({ cached }, transport) {
    const answer = await transport.send(reviewsShareWidget);
    if (!answer.ok) return requestFailed(answer);
    // 001 §7: the shared widget is read unless success is false.
    if (answer.data.success === false) return unsuccessful;
    const carousel = answer.data.carousel ? carouselFromWire(answer.data.carousel) : null;
    const products = await fetchMissing(
      (carousel?.reviews ?? []).map((review) => review.productId),
      cached,
      transport,
    );
    return success({ widget: { rating: ratingFromWire(answer.data.rating), carousel }, products });
  },
  async count({ productId }, transport) {
    const answer = await transport.send(reviewsCount, {
      query: productId === undefined ? {} : { product_id: productId },
    });
    // 001 §7, §8: the count reads success and count, else 0.
    const count = answer.ok && answer.data.success !== false ? (answer.data.count ?? 0) : 0;
    return success({ key: countKey(productId), count });
  },
  async products({ ids, cached }, transport) {
    return success(await fetchMissing(ids, cached, transport));
  },
  async create({ review }, transport) {
    // Before any upload (docs/decisions/0615): the platform refuses the whole multi-upload for one
    // photo of another type, too large or too many (000 §5, §9, decision 0157), and a too long
    // name, title or text only after the photos were stored (decision 0261).
    const fields = reviewFieldErrors(review);
    if (Object.keys(fields).length > 0) return failure({ code: 'invalid', fields });
    let images: string[] = [];
    const photos = review.photos ?? [];
    if (photos.length > 0) {
      const form = new FormData();
      for (const photo of photos) form.append('file', photo.file, photo.name);
      const uploaded = await transport.send(uploadMulti, { body: form });
      if (!uploaded.ok) {
        const message = failureMessage(uploaded.failure);
        return failure(message ? { code: 'upload_failed', message } : { code: 'upload_failed' });
      }
      images = uploaded.data.files.map((file) => file.public_url);
    }
    const answer = await transport.send(reviewsCreate, {
      body: {
        product_id: review.productId,
        author: review.author.trim(),
        email: review.email.trim(),
        rating: review.rating,
        body: review.body,
        ...(review.title === undefined ? {} : { title: review.title }),
        ...(images.length > 0 ? { images } : {}),
      },
    });
    if (!answer.ok) return requestFailed(answer);
    if (!answer.data.success || !answer.data.review) return unsuccessful;
    return success(reviewFromWire(answer.data.review));
  },
};

/** Runs one review request. Never rejects: a failed call is a `ReviewsError` value. */
export async function runReviewsRequest(
  request: ReviewsRequest,
  transport: Transported,
): Promise<ReviewsOutcome> {
  const row = rows[request.kind] as Row<ReviewsKind>;
  try {
    return { kind: request.kind, result: await row(request as never, transport) } as ReviewsOutcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: request.kind, result: failure({ code: 'request_failed', message }) } as ReviewsOutcome;
  }
}
