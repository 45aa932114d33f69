import {
  catalogCollections,
  catalogProduct,
  catalogProducts,
  catalogRedirects,
  catalogValidate,
  featureSwitch,
  locationLookup,
  productsByIds as productsByIdsEndpoint,
} from '@vitrine/api-client';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import type { Db } from '../db/client';
import { pageSize, searchProducts } from '../catalog/product-search';
import { productByHandle, productsByIds } from '../catalog/product-view';
import { collectionProducts, collections, featureFlags, products, redirects } from '../db/schema/index';
import { EMPTY_RESULT, fail, notFound, ok } from '../errors';
import { idList, pageNumber, parseQuery } from '../validate';

/** Page size of the collection list (000 §9: collection list 12). */
export const COLLECTION_PAGE_SIZE = 12;

/**
 * A path as redirects compare it, the client's `normaliseRedirectPath` (core-shop, which this
 * server does not depend on) written again: no query or hash, percent-decoded, lower-cased, a
 * leading slash and no trailing one (docs/decisions/0122: `/Old-Sale/` matches `/old-sale`). The
 * server's look-up (000 §2 "the redirect is looked up from the server") must match what the
 * bootstrap's list matches on the client, or `/BLOG` redirects only when it is listed there.
 */
export function redirectKey(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // a malformed escape is compared as written (as on the client)
  }
  const trimmed = decoded.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The forms a stored `from` (leading slash, no trailing one, decision 0156) may have for a key,
 * lower-cased: the key itself (`/café`) and its percent-encoded spelling (`/caf%c3%a9`).
 */
function storedForms(key: string): string[] {
  let encoded = key;
  try {
    encoded = encodeURI(key).toLowerCase();
  } catch {
    // a lone surrogate has no encoded form
  }
  return encoded === key ? [key] : [key, encoded];
}

/**
 * The redirect whose `from` matches `path` in a shop, or undefined (000 §2 redirect lookup),
 * compared as decision 0122 says: `lower(from_path)` against the path's key, served by the index
 * redirects_shop_from_lower (shop_id, lower(from_path)). The oldest entry wins when two match.
 */
export async function findRedirect(
  db: Db,
  shopId: number,
  path: string,
): Promise<{ from: string; to: string } | undefined> {
  const rows = await db
    .select({ from: redirects.fromPath, to: redirects.toPath })
    .from(redirects)
    .where(
      and(
        eq(redirects.shopId, shopId),
        inArray(sql`lower(${redirects.fromPath})`, storedForms(redirectKey(path))),
      ),
    )
    .orderBy(asc(redirects.id))
    .limit(1);
  return rows[0];
}

/**
 * A renamed collection (000 §8 "Collection or product not found (empty result): redirect server
 * side to a matching URL, or show not-found"): one handle asked for, none found, and a redirect
 * from /collections/{handle} exists → `{ redirect: { from, to } }` to answer next to the result.
 */
async function emptyCollectionRedirect(
  db: Db,
  shopId: number,
  handles: string[],
  found: number,
): Promise<Record<string, unknown>> {
  if (handles.length !== 1 || found > 0) return {};
  const redirect = await findRedirect(db, shopId, `/collections/${handles[0]}`);
  return redirect ? { redirect } : {};
}

/** Registers the catalogue routes (000 §7 Catalogue). */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(catalogCollections.path, async (c) => {
    const query = parseQuery(c, catalogCollections.query);
    const shop = c.get('shop');
    const handles = (query.handles ?? '')
      .split(',')
      .map((handle) => handle.trim())
      .filter(Boolean);
    const where = handles.length
      ? and(eq(collections.shopId, shop.id), inArray(collections.handle, handles))
      : eq(collections.shopId, shop.id);
    const limit = pageSize(query.limit, COLLECTION_PAGE_SIZE);
    const page = pageNumber(query.page);
    // A collection's published products, the ones products_v2?collection_ids= lists and counts.
    const publishedCount = db
      .select({ count: sql<number>`count(*)::int` })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(and(eq(collectionProducts.collectionId, collections.id), eq(products.published, true)));
    const rows = await db
      .select({
        collection: collections,
        productsCount: sql<number>`(${publishedCount})`,
      })
      .from(collections)
      .where(where)
      .orderBy(asc(collections.position), asc(collections.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const counted = await db.select({ count: sql<number>`count(*)::int` }).from(collections).where(where);
    return ok(
      c,
      {
        collections: rows.map(({ collection, productsCount }) => ({
          id: collection.id,
          handle: collection.handle,
          title: collection.title,
          description: collection.description,
          image: collection.image,
          products_count: productsCount,
          sort_order: collection.sortOrder,
          metafields: collection.metafields,
          updated_at: collection.updatedAt.toISOString(),
        })),
        total: counted[0]?.count ?? 0,
      },
      await emptyCollectionRedirect(db, shop.id, handles, rows.length),
    );
  });

  app.get(catalogProducts.path, async (c) => {
    const query = parseQuery(c, catalogProducts.query);
    const result = await searchProducts(db, c.get('shop').id, {
      sortField: query.sort_field,
      sortDirection: query.sort_direction,
      limit: query.limit,
      page: query.page,
      // 000 §7 products_v2: a collection_ids given but naming no collection (0, abc) lists nothing.
      collectionIds: query.collection_ids === undefined ? undefined : idList(query.collection_ids),
      q: query.q,
      qField: query.q_field,
      filter: query.filter,
    });
    return ok(c, result);
  });

  app.get(catalogProduct.path, async (c) => {
    const query = parseQuery(c, catalogProduct.query);
    if (query.handle.trim() === '') return notFound(c);
    const shopId = c.get('shop').id;
    const product = await productByHandle(db, shopId, query.handle);
    if (product) return ok(c, product);
    // A renamed product (000 §8): the empty result names the redirect of /products/{handle}.
    const redirect = await findRedirect(db, shopId, `/products/${query.handle.trim()}`);
    return redirect ? fail(c, 404, EMPTY_RESULT, { error_code: 'NOT_FOUND', redirect }) : notFound(c);
  });

  app.get(productsByIdsEndpoint.path, async (c) => {
    const query = parseQuery(c, productsByIdsEndpoint.query);
    const list = await productsByIds(db, c.get('shop').id, idList(query.ids));
    return ok(c, { products: list, total: list.length });
  });

  app.get(catalogRedirects.path, async (c) => {
    const query = parseQuery(c, catalogRedirects.query);
    return ok(c, (await findRedirect(db, c.get('shop').id, query.handle)) ?? null);
  });

  app.get(catalogValidate.path, (c) => {
    const shop = c.get('shop');
    return ok(c, { valid: true, shop_id: shop.id, currency: shop.currency });
  });

  app.get(locationLookup.path, (c) => {
    const header = c.req.header('x-country-code')?.trim().toUpperCase();
    const countryCode = header && /^[A-Z]{2}$/.test(header) ? header : 'US';
    return ok(c, { country_code: countryCode });
  });

  app.get(featureSwitch.path, async (c) => {
    const rows = await db
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.shopId, c.get('shop').id))
      .orderBy(asc(featureFlags.id));
    return ok(
      c,
      rows.map((flag) => ({
        name: flag.name,
        is_approved: flag.isApproved,
        enable: flag.enable,
        force_enable: flag.forceEnable,
        force_disable: flag.forceDisable,
        random_percentage: flag.randomPercentage,
      })),
    );
  });
}
