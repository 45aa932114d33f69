import {
  REVIEW_PAGE_SIZE,
  reviewsCount,
  reviewsCreate,
  reviewsList,
  reviewsShare,
  reviewsShareWidget,
  reviewsWidget,
} from '@vitrine/api-client';
import type { SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { pageSize } from '../checkout/offer-products';
import { CAROUSEL_DEFAULTS, ratingSummary } from '../checkout/review-summary';
import type { Db } from '../db/client';
import { appSettings, products, reviews, uploads } from '../db/schema/index';
import { fail } from '../errors';
import { MAX_REVIEW_IMAGES } from '../limits';
import { normalizeDomain } from '../shop';
import { domainsOf } from '../shop-origin';
import { assertTextLengths } from '../text-limits';
import { idList, pageNumber, parseBody, parseQuery } from '../validate';
import { isEmail } from './forms';

type ReviewRow = typeof reviews.$inferSelect;
type ReviewQuery = z.output<typeof reviewsList.query>;

/** Texts of the review form (001 §5: 'Email is required', 'Please enter an valid email'). */
export const REVIEW_TEXTS = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter an valid email',
  authorRequired: 'Name is required',
  bodyRequired: 'Review is required',
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  productNotFound: 'Product not found',
} as const;

/** The path of a file the upload routes stored: /uploads/{id}/{URI-encoded name} (routes/upload.ts). */
const UPLOAD_PATH = /^\/uploads\/([a-f0-9]{24})\/([^/?#\\]+)$/;

/**
 * The upload a review photo names: the public_url the upload routes answer (on a domain of the
 * shop) or its path alone, with no query or fragment; undefined for any other URL.
 */
function uploadOf(url: string, domains: readonly string[]): { id: string; fileName: string } | undefined {
  let path = url;
  if (!url.startsWith('/') || url.startsWith('//')) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    if (parsed.username || parsed.password || parsed.search || parsed.hash) return undefined;
    if (!domains.includes(normalizeDomain(parsed.host))) return undefined;
    path = parsed.pathname;
  }
  const [, id, encodedName] = UPLOAD_PATH.exec(path) ?? [];
  if (id === undefined || encodedName === undefined) return undefined;
  try {
    return { id, fileName: decodeURIComponent(encodedName) };
  } catch {
    return undefined;
  }
}

/**
 * Whether every review photo is a file this shop uploaded to the platform. A review is published at
 * once and each photo shown as <img src> on the product page, so a URL of any other host would plant
 * a tracking pixel there (001 §7 Reviews leaves the payload to the platform; a security audit).
 */
async function uploadedByShop(db: Db, shopId: number, urls: readonly string[]): Promise<boolean> {
  if (urls.length === 0) return true;
  const domains = await domainsOf(db, shopId);
  const named = urls.map((url) => uploadOf(url, domains));
  const ids = named.flatMap((upload) => (upload ? [upload.id] : []));
  if (ids.length < urls.length) return false;
  const stored = await db
    .select({ id: uploads.id, fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.shopId, shopId), inArray(uploads.id, ids)));
  return named.every((upload) =>
    stored.some((row) => row.id === upload?.id && row.fileName === upload.fileName),
  );
}

async function imagesOf(db: Db, shopId: number, rows: ReviewRow[]) {
  const ids = [...new Set(rows.map((row) => row.productId))];
  if (ids.length === 0) return new Map<number, typeof products.$inferSelect>();
  const list = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.published, true), inArray(products.id, ids)));
  return new Map(list.map((product) => [product.id, product]));
}

async function reviewViews(db: Db, shopId: number, rows: ReviewRow[]) {
  const byId = await imagesOf(db, shopId, rows);
  return rows.map((row) => {
    const product = byId.get(row.productId);
    return {
      id: row.id,
      product_id: row.productId,
      product_image: product?.image ?? null,
      product_title: product?.title ?? null,
      product_handle: product?.handle ?? null,
      author: row.author,
      rating: row.rating,
      title: row.title,
      body: row.body,
      images: row.images,
      created_at: row.createdAt.toISOString(),
    };
  });
}

function orderOf(sort: string | undefined): SQL[] {
  if (sort === 'oldest') return [asc(reviews.createdAt), asc(reviews.id)];
  if (sort === 'highest') return [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)];
  if (sort === 'lowest') return [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)];
  return [desc(reviews.createdAt), desc(reviews.id)];
}

async function ratingsOf(db: Db, scope: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ rating: reviews.rating }).from(reviews).where(scope);
  return rows.map((row) => row.rating);
}

/**
 * The published reviews of a shop's published products (of one product when given): a withdrawn
 * product's reviews are listed, counted and averaged nowhere, as the product is shown nowhere
 * (catalog/product-view.ts `productsByIds`; a review of it cannot be written either).
 */
function scopeOf(db: Db, shopId: number, productId: number | undefined): SQL | undefined {
  const publishedProducts = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.published, true)));
  return and(
    eq(reviews.shopId, shopId),
    eq(reviews.published, true),
    inArray(reviews.productId, publishedProducts),
    ...(productId !== undefined ? [eq(reviews.productId, productId)] : []),
  );
}

/**
 * Reviews of a rating filter (its whole part): a rating no review has (ratings are 1 to 5) matches
 * none, and is never sent to PostgreSQL, whose int4 parameter fails beyond its range (decision 0261).
 */
function ratingIs(rating: number): SQL {
  const stars = Math.trunc(rating);
  return stars >= 1 && stars <= 5 ? eq(reviews.rating, stars) : sql`false`;
}

/** One page of reviews (001 §3 Review state: reviews, average, total, page); page size 20 (001 §9). */
async function reviewPage(c: Context<AppEnv>, db: Db, query: ReviewQuery, productId: number | undefined) {
  const shopId = c.get('shop').id;
  const scope = scopeOf(db, shopId, productId);
  const filtered = and(scope, ...(query.rating !== undefined ? [ratingIs(query.rating)] : []));
  const limit = pageSize(query.limit, REVIEW_PAGE_SIZE, 100);
  const page = pageNumber(query.page);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(filtered);
  const rows = await db
    .select()
    .from(reviews)
    .where(filtered)
    .orderBy(...orderOf(query.sort))
    .limit(limit)
    .offset((page - 1) * limit);
  return c.json({
    success: true,
    reviews: await reviewViews(db, shopId, rows),
    average: ratingSummary(await ratingsOf(db, scope)).average,
    total: count?.total ?? 0,
    page,
    limit,
  });
}

/** Registers the review calls (001 §7 Reviews). Review answers carry `success`, no envelope code. */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.post(reviewsCreate.path, async (c) => {
    const body = await parseBody(c, reviewsCreate.body);
    assertTextLengths(
      {
        author: body.author,
        email: body.email,
        title: body.title,
        ...Object.fromEntries((body.images ?? []).map((url, i) => [`images[${i}]`, url])),
      },
      { body: body.body },
    );
    if ((body.images ?? []).length > MAX_REVIEW_IMAGES) {
      return fail(c, 400, `at most ${MAX_REVIEW_IMAGES} images`, { error_code: 'TOO_MANY_IMAGES' });
    }
    const shopId = c.get('shop').id;
    if (!(await uploadedByShop(db, shopId, body.images ?? []))) {
      return fail(c, 400, 'images must be files uploaded to this shop', { error_code: 'INVALID_IMAGE' });
    }
    const email = body.email.trim();
    const invalid = (message: string, code: string) =>
      fail(c, 400, message, { error_code: code, error_message: message });
    if (email === '') return invalid(REVIEW_TEXTS.emailRequired, 'EMAIL_REQUIRED');
    if (!isEmail(email)) return invalid(REVIEW_TEXTS.emailInvalid, 'INVALID_EMAIL');
    if (body.author.trim() === '') return invalid(REVIEW_TEXTS.authorRequired, 'AUTHOR_REQUIRED');
    if (body.body.trim() === '') return invalid(REVIEW_TEXTS.bodyRequired, 'BODY_REQUIRED');
    if (!Number.isInteger(body.rating) || body.rating < 1 || body.rating > 5) {
      return invalid(REVIEW_TEXTS.ratingInvalid, 'INVALID_RATING');
    }
    const [productId] = idList(String(body.product_id));
    const [product] =
      productId === undefined
        ? []
        : await db
            .select({ id: products.id })
            .from(products)
            .where(
              and(eq(products.shopId, shopId), eq(products.id, productId), eq(products.published, true)),
            );
    if (!product) return fail(c, 404, REVIEW_TEXTS.productNotFound, { error_code: 'PRODUCT_NOT_FOUND' });
    const [row] = await db
      .insert(reviews)
      .values({
        shopId,
        productId: product.id,
        author: body.author.trim(),
        email,
        rating: body.rating,
        title: body.title?.trim() ?? '',
        body: body.body.trim(),
        images: body.images ?? [],
        createdAt: deps.options.now(),
      })
      .returning();
    if (!row) throw new Error('review insert returned no row');
    const [view] = await reviewViews(db, shopId, [row]);
    return c.json({ success: true, review: view });
  });

  app.get(reviewsList.path, async (c) => {
    const query = parseQuery(c, reviewsList.query);
    const [productId] = idList(query.product_id);
    if (query.product_id !== undefined && productId === undefined) {
      return c.json({ success: true, reviews: [], average: '0', total: 0, page: 1 });
    }
    return reviewPage(c, db, query, productId);
  });

  app.get(reviewsShare.path, async (c) => {
    const query = parseQuery(c, reviewsShare.query);
    return reviewPage(c, db, query, idList(query.product_id)[0]);
  });

  app.get(reviewsWidget.path, async (c) => {
    const query = parseQuery(c, reviewsWidget.query);
    const [productId] = idList(query.product_id);
    const ratings =
      productId === undefined ? [] : await ratingsOf(db, scopeOf(db, c.get('shop').id, productId));
    return c.json({ success: true, rating: ratingSummary(ratings) });
  });

  app.get(reviewsShareWidget.path, async (c) => {
    const shopId = c.get('shop').id;
    const [stored] = await db
      .select()
      .from(appSettings)
      .where(and(eq(appSettings.shopId, shopId), eq(appSettings.appCode, 'review')));
    const settings = { ...CAROUSEL_DEFAULTS, ...(stored?.settings ?? {}) };
    const scope = scopeOf(db, shopId, undefined);
    const ids = settings.carousel_review_logic === 'products' ? settings.carousel_review_logic_ids : [];
    const carouselScope = and(scope, ...(ids.length > 0 ? [inArray(reviews.productId, ids)] : []));
    const rows = await db
      .select()
      .from(reviews)
      .where(carouselScope)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(
        Math.max(1, Number(settings.carousel_number_review) || CAROUSEL_DEFAULTS.carousel_number_review),
      );
    const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(carouselScope);
    return c.json({
      success: true,
      rating: ratingSummary(await ratingsOf(db, scope)),
      carousel: { total: count?.total ?? 0, reviews: await reviewViews(db, shopId, rows), settings },
    });
  });

  app.get(reviewsCount.path, async (c) => {
    const query = parseQuery(c, reviewsCount.query);
    const [productId] = idList(query.product_id);
    const scope = scopeOf(
      db,
      c.get('shop').id,
      query.product_id === undefined ? undefined : (productId ?? -1),
    );
    const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(scope);
    return c.json({ success: true, count: count?.total ?? 0 });
  });
}
