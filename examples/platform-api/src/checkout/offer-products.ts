import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { productViews } from '../catalog/product-view';
import type { Db } from '../db/client';
import { collectionProducts, products } from '../db/schema/index';

/** Sort fields of products-by-collection (001 §7: sort_field id by default). */
const SORT_COLUMNS = {
  id: products.id,
  title: products.title,
  created_at: products.createdAt,
  price: products.price,
  product_sold: products.productSold,
} as const;

/** A page of published products of a collection of a shop, with the total. */
export async function collectionProductPage(
  db: Db,
  shopId: number,
  collectionIds: number[],
  options: { sortField?: string; sortDirection?: string; limit: number; page: number; excludeId?: number },
) {
  if (collectionIds.length === 0) return { products: [], total: 0 };
  const column = SORT_COLUMNS[(options.sortField ?? 'id') as keyof typeof SORT_COLUMNS] ?? products.id;
  const where = and(
    eq(products.shopId, shopId),
    eq(products.published, true),
    inArray(
      products.id,
      db
        .select({ id: collectionProducts.productId })
        .from(collectionProducts)
        .where(inArray(collectionProducts.collectionId, collectionIds)),
    ),
    ...(options.excludeId !== undefined ? [ne(products.id, options.excludeId)] : []),
  );
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(options.sortDirection === 'asc' ? asc(column) : desc(column), desc(products.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  return { products: await productViews(db, rows), total: count?.total ?? 0 };
}

/** The collection ids of a product. */
export async function collectionsOf(db: Db, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ id: collectionProducts.collectionId })
    .from(collectionProducts)
    .where(inArray(collectionProducts.productId, productIds));
  return [...new Set(rows.map((row) => row.id))];
}

/** Clamps a page size to 1..max with a default. */
export function pageSize(limit: number | undefined, fallback: number, max: number): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(max, Math.max(1, Math.trunc(limit)));
}
