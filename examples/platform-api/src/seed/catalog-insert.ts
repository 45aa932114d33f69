import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collectionProducts, collections, products, sizeCharts, variants } from '../db/schema/index';
import type { CustomOption, Personalization, ProductImage, ProductOption } from '../db/schema/index';
import { imageUrl } from './images';

/** A variant to seed. */
export interface VariantSeed {
  title: string;
  sku: string;
  price: number;
  compareAtPrice?: number | null;
  quantity: number;
  trackQuantity?: boolean;
  optionValues: Record<string, string>;
  imageSeed?: string;
  weight?: number;
}

/** A product to seed, with its collections by handle. */
export interface ProductSeed {
  handle: string;
  title: string;
  description: string;
  vendor: string;
  productType: string;
  tags: string[];
  options: ProductOption[];
  variants: VariantSeed[];
  /** Image seeds; the first is the main image. Variant ids are filled by `imageVariants`. */
  imageSeeds: string[];
  /** For each image seed, the option values (code → value) whose variants it shows. */
  imageVariants?: Record<string, Record<string, string>>;
  customOptions?: CustomOption[];
  personalization?: Personalization | null;
  canPreview?: boolean;
  productSold: number;
  createdAt: Date;
  updatedAt: Date;
  collections: string[];
}

/** A collection to seed. */
export interface CollectionSeed {
  handle: string;
  title: string;
  description: string;
  sortOrder?: string;
}

/** A size chart to seed, matched by product handles or tags. */
export interface SizeChartSeed {
  title: string;
  descriptionHtml: string;
  productHandles: string[];
  tags: string[];
  chart: { unit: string; header: string[]; rows: (string | number)[][] };
}

/**
 * Inserts the products, variants and size charts of one shop in a few statements; returns the
 * product ids by handle. Products and collections draw their ids from one sequence (decision
 * 0594): the catalogue seeder inserts every shop's products first, then their collections
 * ({@link insertCollections}), so the products keep the ids they always had (the demo shop's
 * classic-crew-tee is product 1) and the collections come after them.
 */
export async function insertProducts(
  db: Db,
  shopId: number,
  productSeeds: ProductSeed[],
  chartSeeds: SizeChartSeed[] = [],
): Promise<Map<string, number>> {
  const productRows = await db
    .insert(products)
    .values(
      productSeeds.map((seed) => ({
        shopId,
        handle: seed.handle,
        title: seed.title,
        description: seed.description,
        metaTitle: seed.title,
        metaDescription: seed.description.replace(/<[^>]+>/g, '').slice(0, 150),
        vendor: seed.vendor,
        productType: seed.productType,
        tags: seed.tags,
        image: imageUrl(seed.imageSeeds[0] ?? seed.handle),
        options: seed.options,
        images: [] as ProductImage[],
        customOptions: seed.customOptions ?? [],
        personalization: seed.personalization ?? null,
        canPreview: seed.canPreview ?? false,
        price: Math.min(...seed.variants.map((variant) => variant.price)),
        productSold: seed.productSold,
        createdAt: seed.createdAt,
        updatedAt: seed.updatedAt,
      })),
    )
    .returning({ id: products.id, handle: products.handle });
  const productIds = new Map(productRows.map((row) => [row.handle, row.id]));

  const variantValues = productSeeds.flatMap((seed) =>
    seed.variants.map((variant, position) => ({
      shopId,
      productId: productIds.get(seed.handle) ?? 0,
      title: variant.title,
      sku: variant.sku,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice ?? null,
      quantity: variant.quantity,
      trackQuantity: variant.trackQuantity ?? true,
      image: variant.imageSeed ? imageUrl(variant.imageSeed) : null,
      weight: variant.weight ?? 0.3,
      optionValues: variant.optionValues,
      position,
    })),
  );
  const variantRows = await db
    .insert(variants)
    .values(variantValues)
    .returning({ id: variants.id, productId: variants.productId, optionValues: variants.optionValues });

  // Images now that variant ids are known.
  for (const seed of productSeeds) {
    const productId = productIds.get(seed.handle) ?? 0;
    const own = variantRows.filter((row) => row.productId === productId);
    const images: ProductImage[] = seed.imageSeeds.map((imageSeed, index) => {
      const match = seed.imageVariants?.[imageSeed];
      const ids = match
        ? own
            .filter((row) => Object.entries(match).every(([code, value]) => row.optionValues[code] === value))
            .map((row) => row.id)
        : [];
      return {
        id: productId * 100 + index,
        src: imageUrl(imageSeed),
        alt: `${seed.title} ${index + 1}`,
        variant_ids: ids,
      };
    });
    await db.update(products).set({ images }).where(eq(products.id, productId));
  }

  if (chartSeeds.length) {
    await db.insert(sizeCharts).values(
      chartSeeds.map((chart) => ({
        shopId,
        title: chart.title,
        descriptionHtml: chart.descriptionHtml,
        productIds: chart.productHandles.map((handle) => productIds.get(handle) ?? 0).filter((id) => id > 0),
        tags: chart.tags,
        chart: chart.chart,
      })),
    );
  }
  return productIds;
}

/**
 * Inserts the collections of one shop and the memberships of its products (by handle, ids from
 * {@link insertProducts}); returns the collection ids by handle.
 */
export async function insertCollections(
  db: Db,
  shopId: number,
  collectionSeeds: CollectionSeed[],
  productSeeds: ProductSeed[],
  productIds: Map<string, number>,
): Promise<Map<string, number>> {
  const collectionRows = await db
    .insert(collections)
    .values(
      collectionSeeds.map((seed, position) => ({
        shopId,
        handle: seed.handle,
        title: seed.title,
        description: seed.description,
        image: imageUrl(`collection-${seed.handle}`),
        sortOrder: seed.sortOrder ?? 'manual',
        metafields: { title_tag: `${seed.title} | Shop`, description_tag: seed.description },
        position,
      })),
    )
    .returning({ id: collections.id, handle: collections.handle });
  const collectionIds = new Map(collectionRows.map((row) => [row.handle, row.id]));

  const memberships = productSeeds.flatMap((seed) =>
    seed.collections.flatMap((handle, index) => {
      const collectionId = collectionIds.get(handle);
      const productId = productIds.get(seed.handle);
      return collectionId && productId ? [{ collectionId, productId, position: index }] : [];
    }),
  );
  if (memberships.length) await db.insert(collectionProducts).values(memberships);

  return collectionIds;
}
