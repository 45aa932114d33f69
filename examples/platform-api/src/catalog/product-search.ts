import { and, asc, desc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collectionProducts, products } from '../db/schema/index';
import { pageNumber } from '../validate';
import type { ProductView } from './product-view';
import { productViews } from './product-view';

/** Sort fields of products_v2 (000 §9). */
export type ProductSortField = 'name' | 'final_price' | 'updated_at' | 'created_at' | 'product_sold' | 'id';

/** Page size of product lists (000 §9: product 12). */
export const PRODUCT_PAGE_SIZE = 12;
/** Largest page a caller may ask for. */
export const MAX_PAGE_SIZE = 250;
/** Tag that marks a product as a new arrival (filter `new`, docs/decisions/0152-new-arrivals-filter.md). */
export const NEW_ARRIVAL_TAG = 'new';

/** A products_v2 query. */
export interface ProductSearch {
  sortField?: ProductSortField | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
  limit?: number | undefined;
  page?: number | undefined;
  /**
   * Only products of one of these collections; given but empty (a collection_ids that names no
   * collection), none at all, as the offers and reviews answer an id that is not one (000 §7).
   */
  collectionIds?: number[] | undefined;
  q?: string | undefined;
  qField?: 'product_type' | 'tags' | 'vendor' | undefined;
  filter?: 'all' | 'new' | undefined;
}

/**
 * Names in alphabetical order, whatever their case or accents (000 §2 "Alphabet A->Z"): apple,
 * Banana, Éclair, Zebra rather than the byte order of the database's C collation (Banana, Zebra,
 * apple, Éclair). ICU's root collation, which PGlite and PostgreSQL servers built with ICU both
 * have (docs/decisions/0643-alphabetical-product-names.md).
 */
const ALPHABETICAL_TITLE = sql`${products.title} collate "und-x-icu"`;

const SORT_COLUMNS = {
  name: ALPHABETICAL_TITLE,
  final_price: products.price,
  updated_at: products.updatedAt,
  created_at: products.createdAt,
  product_sold: products.productSold,
  id: products.id,
} as const;

/** Clamps a page size into 1..MAX_PAGE_SIZE (default PRODUCT_PAGE_SIZE). */
export function pageSize(limit: number | undefined, fallback = PRODUCT_PAGE_SIZE): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(limit)));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Whether one of the product's tags, on its own, satisfies `test` (applied to an element `tag`). */
function anyTag(test: (tag: SQL) => SQL): SQL {
  return sql`exists (select 1 from unnest(${products.tags}) as tag where ${test(sql`tag`)})`;
}

/**
 * The `q` condition of products_v2.
 *
 * With `q_field` (the products-types, -tags and -vendors listings, 000 §2 "query q filters by
 * type, tag or vendor") a product is listed when its type or vendor, or one of its tags, equals q
 * case-insensitively: `/products/tags?q=living` does not list `home-living`, as the New Arrivals
 * filter keeps the tag `new` itself (docs/decisions/0152). Without it (search, 000 §2 "search q")
 * q is a part of the title, type, vendor or one tag, never of two neighbouring tags.
 */
function searchCondition(q: string, field: ProductSearch['qField']): SQL | undefined {
  const wanted = sql`lower(${q.trim()}::text)`;
  if (field === 'product_type') return sql`lower(${products.productType}) = ${wanted}`;
  if (field === 'vendor') return sql`lower(${products.vendor}) = ${wanted}`;
  if (field === 'tags') return anyTag((tag) => sql`lower(${tag}) = ${wanted}`);
  const pattern = `%${escapeLike(q.trim())}%`;
  return or(
    ilike(products.title, pattern),
    ilike(products.productType, pattern),
    ilike(products.vendor, pattern),
    anyTag((tag) => sql`${tag} ILIKE ${pattern}`),
  );
}

/** Products of a shop, filtered, sorted and paged; default sort is id descending (000 §2). */
export async function searchProducts(
  db: Db,
  shopId: number,
  search: ProductSearch,
): Promise<{ products: ProductView[]; total: number }> {
  if (search.collectionIds?.length === 0) return { products: [], total: 0 };
  const conditions: SQL[] = [eq(products.shopId, shopId), eq(products.published, true)];
  if (search.collectionIds) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(collectionProducts)
          .where(
            and(
              eq(collectionProducts.productId, products.id),
              inArray(collectionProducts.collectionId, search.collectionIds),
            ),
          ),
      ),
    );
  }
  if (search.q && search.q.trim() !== '') {
    const condition = searchCondition(search.q, search.qField);
    if (condition) conditions.push(condition);
  }
  if (search.filter === 'new') conditions.push(sql`${NEW_ARRIVAL_TAG} = ANY(${products.tags})`);
  const where = and(...conditions);
  const limit = pageSize(search.limit);
  const page = pageNumber(search.page);
  const column = SORT_COLUMNS[search.sortField ?? 'id'];
  const direction = search.sortDirection ?? 'desc';
  const order = direction === 'asc' ? [asc(column), asc(products.id)] : [desc(column), desc(products.id)];
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
  const counted = await db.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
  return { products: await productViews(db, rows), total: counted[0]?.count ?? 0 };
}
