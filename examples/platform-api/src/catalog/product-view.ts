import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collectionProducts, collections, products, variants } from '../db/schema/index';

/** A product row. */
export type ProductRow = typeof products.$inferSelect;
/** A variant row. */
export type VariantRow = typeof variants.$inferSelect;

/** A variant as the api-client's `Variant` schema reads it: one field per option code. */
export type VariantView = {
  id: number;
  product_id: number;
  title: string;
  available: boolean;
  price: number;
  compare_at_price: number | null;
  sku: string;
  /** `null` when the stock is not tracked (docs/decisions/0145). */
  quantity: number | null;
  image: string | null;
  weight: number;
} & Record<string, unknown>;

/** A product as the api-client's `Product` schema reads it (000 §3). */
export interface ProductView {
  id: number;
  handle: string;
  title: string;
  description: string;
  meta_title: string;
  meta_description: string;
  vendor: string;
  product_type: string;
  tags: string[];
  image: string | null;
  url: string;
  available: boolean;
  product_availability: boolean;
  can_preview: boolean;
  media_gallery: { id: number; src: string; alt: string; type: 'image' }[];
  options: ProductRow['options'];
  variants: VariantView[];
  images: ProductRow['images'];
  custom_options: ProductRow['customOptions'];
  collections: { id: number; title: string; handle: string }[];
  price: number;
  compare_at_price: number | null;
  product_sold: number;
  created_at: string;
  updated_at: string;
}

/** Whether a variant can be bought: stock not tracked, or some stock left. */
export function variantAvailable(variant: Pick<VariantRow, 'trackQuantity' | 'quantity'>): boolean {
  return !variant.trackQuantity || variant.quantity > 0;
}

/** The JSON of one variant. */
export function variantView(variant: VariantRow): VariantView {
  return {
    ...variant.optionValues,
    id: variant.id,
    product_id: variant.productId,
    title: variant.title,
    available: variantAvailable(variant),
    price: variant.price,
    compare_at_price: variant.compareAtPrice,
    sku: variant.sku,
    // A variant whose stock is not tracked has no quantity (docs/decisions/0145).
    quantity: variant.trackQuantity ? variant.quantity : null,
    image: variant.image,
    weight: variant.weight,
  };
}

/** The JSON of one product, given its variants (in position order) and collections. */
export function productView(
  product: ProductRow,
  productVariants: VariantRow[],
  productCollections: { id: number; title: string; handle: string }[],
): ProductView {
  const views = productVariants.map(variantView);
  const available = views.some((variant) => variant.available);
  const cheapest = views.reduce<VariantView | undefined>(
    (best, variant) => (best === undefined || variant.price < best.price ? variant : best),
    undefined,
  );
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: product.description,
    meta_title: product.metaTitle,
    meta_description: product.metaDescription,
    vendor: product.vendor,
    product_type: product.productType,
    tags: product.tags,
    image: product.image,
    url: `/products/${product.handle}`,
    available,
    product_availability: available,
    can_preview: product.canPreview,
    media_gallery: product.images.map((image) => ({
      id: image.id,
      src: image.src,
      alt: image.alt,
      type: 'image',
    })),
    options: product.options,
    variants: views,
    images: product.images,
    custom_options: product.customOptions,
    collections: productCollections,
    price: cheapest?.price ?? product.price,
    compare_at_price: cheapest?.compare_at_price ?? null,
    product_sold: product.productSold,
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** Loads the views of the given products of a shop, keeping the order of `rows`. */
export async function productViews(db: Db, rows: ProductRow[]): Promise<ProductView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const variantRows = await db
    .select()
    .from(variants)
    .where(inArray(variants.productId, ids))
    .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
  const collectionRows = await db
    .select({
      productId: collectionProducts.productId,
      id: collections.id,
      title: collections.title,
      handle: collections.handle,
    })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .where(inArray(collectionProducts.productId, ids))
    .orderBy(asc(collections.position), asc(collections.id));
  return rows.map((row) =>
    productView(
      row,
      variantRows.filter((variant) => variant.productId === row.id),
      collectionRows
        .filter((entry) => entry.productId === row.id)
        .map(({ id, title, handle }) => ({ id, title, handle })),
    ),
  );
}

/** The product of a shop with `handle`, or undefined. */
export async function productByHandle(
  db: Db,
  shopId: number,
  handle: string,
): Promise<ProductView | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.handle, handle), eq(products.published, true)))
    .limit(1);
  const [view] = await productViews(db, rows);
  return view;
}

/**
 * Published products of a shop by id, in the order of `ids` (unknown and unpublished ids are
 * skipped: a shopper never sees an unpublished product, as by handle).
 */
export async function productsByIds(db: Db, shopId: number, ids: number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.published, true), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
  return productViews(db, ordered);
}

/** The ids of `ids` that are published products of a shop, in the order of `ids` (for pages and totals). */
export async function publishedProductIds(db: Db, shopId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.published, true), inArray(products.id, ids)));
  const published = new Set(rows.map((row) => row.id));
  return ids.filter((id) => published.has(id));
}

/** Variants of a shop by id, with their product (for cart lines and checkout totals). */
export async function variantsWithProducts(
  db: Db,
  shopId: number,
  ids: number[],
): Promise<Map<number, { variant: VariantRow; product: ProductRow }>> {
  const out = new Map<number, { variant: VariantRow; product: ProductRow }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ variant: variants, product: products })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.shopId, shopId), inArray(variants.id, ids)));
  for (const row of rows) out.set(row.variant.id, row);
  return out;
}
