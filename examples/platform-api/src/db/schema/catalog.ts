import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A product option (000 §3 Option). */
export interface ProductOption {
  id: number;
  code: string;
  label: string;
  using_color_swatch: boolean;
  using_variant_group: boolean;
  values: {
    id: number;
    code: string;
    label: string;
    color_code: string | null;
    group_image: string | null;
  }[];
}

/** A product image (000 §3 Product images). */
export interface ProductImage {
  id: number;
  src: string;
  alt: string;
  variant_ids: number[];
}

/** A custom option (000 §3 Custom option). */
export interface CustomOption {
  id: number;
  name: string;
  type: 'checkbox' | 'radio' | 'select' | 'picture' | 'file' | 'text';
  values: { value: string; text: string; image?: string }[];
  default_value: string | null;
  default_value_index: number | null;
  parent_id: number | null;
  parent_index: number | null;
  parent_condition: { relation: string; value: string }[];
  validations: {
    required: boolean;
    allowed_characters?: string[];
    size?: number;
    min_size?: number;
  };
  hint?: string;
}

/** Personalisation data of a print-on-demand product (000 §3 Product personalisation). */
export interface Personalization {
  styles: { style_option_id: number; designs: { mockup: string; artwork: string }[] }[];
  custom_options: CustomOption[];
}

/** Collection metafields (000 §3 Collection). */
export interface CollectionMetafields {
  title_tag: string;
  description_tag: string;
}

/**
 * The id of a product or a collection: both draw from the one sequence `catalog_id_seq` (migration
 * 0010, docs/decisions/0594), so a product id is never a collection id and a list mixing them (the
 * refIds of 001 §7, an offer's ref_ids) names one thing each.
 */
const catalogIdColumn = () => integer('id').primaryKey().default(sql`nextval('catalog_id_seq'::regclass)`);

/** A collection. */
export const collections = pgTable(
  'collections',
  {
    id: catalogIdColumn(),
    shopId: shopIdColumn(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    sortOrder: text('sort_order').notNull().default('manual'),
    metafields: jsonb('metafields').$type<CollectionMetafields>().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_shop_handle').on(t.shopId, t.handle)],
);

/** A product; `price` caches the lowest variant price for final_price sorting. */
export const products = pgTable(
  'products',
  {
    id: catalogIdColumn(),
    shopId: shopIdColumn(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    image: text('image'),
    options: jsonb('options').$type<ProductOption[]>().notNull(),
    images: jsonb('images').$type<ProductImage[]>().notNull(),
    customOptions: jsonb('custom_options').$type<CustomOption[]>().notNull(),
    personalization: jsonb('personalization').$type<Personalization | null>(),
    canPreview: boolean('can_preview').notNull().default(false),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    productSold: integer('product_sold').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_shop_handle').on(t.shopId, t.handle)],
);

/** A variant: one field per option value in `optionValues` (option code → value code). */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sku: text('sku').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    compareAtPrice: numeric('compare_at_price', { precision: 12, scale: 2, mode: 'number' }),
    quantity: integer('quantity').notNull().default(0),
    /** When false the stock is not tracked and the variant is always available. */
    trackQuantity: boolean('track_quantity').notNull().default(true),
    image: text('image'),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    optionValues: jsonb('option_values').$type<Record<string, string>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variants_product').on(t.productId)],
);

/** Membership of a product in a collection. */
export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_product').on(t.productId),
  ],
);

/** A v3 size chart (000 §3 Size chart), matched to products by id or by tag. */
export const sizeCharts = pgTable('size_charts', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  productIds: integer('product_ids').array().notNull().default([]),
  tags: text('tags').array().notNull().default([]),
  /** Table data: `{ unit_default, sizes: [{ label, values: Record<measure, number (inch)> }] }`. */
  chart: jsonb('chart').$type<Record<string, unknown>>().notNull(),
});
