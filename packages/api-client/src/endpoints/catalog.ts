import * as z from 'zod/mini';
import { Collection, Personalization, Product, SizeChart } from '../schemas/catalog';
import { envelope } from '../schemas/common';
import { defineEndpoint } from './define';
import { productsByIds } from './products-by-ids';

/** The sort fields of 000 §9 (best-selling → product_sold, manual → id, alpha → name, created → created_at). */
export const PRODUCT_SORT_FIELDS = [
  'name',
  'final_price',
  'updated_at',
  'created_at',
  'product_sold',
  'id',
] as const;
/** Sort directions. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** GET collections, paged (000 §7): collections, total. */
export const catalogCollections = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.collections',
  method: 'GET',
  path: '/api/catalog/collections_v2.json',
  query: z.lazy(() =>
    z.object({
      page: z.optional(z.number()),
      limit: z.optional(z.number()),
      handles: z.optional(z.string()),
      skip_cache: z.optional(z.boolean()),
    }),
  ),
  response: z.lazy(() => envelope(z.looseObject({ collections: z.array(Collection), total: z.number() }))),
});

/** GET products, sorted, paged, by collection or search (000 §7): products, total. */
export const catalogProducts = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.products',
  method: 'GET',
  path: '/api/catalog/products_v2.json',
  query: z.lazy(() =>
    z.object({
      sort_field: z.optional(z.enum(PRODUCT_SORT_FIELDS)),
      sort_direction: z.optional(z.enum(SORT_DIRECTIONS)),
      limit: z.optional(z.number()),
      page: z.optional(z.number()),
      collection_ids: z.optional(z.string()),
      q: z.optional(z.string()),
      /** Narrows q to one field (000 §2 products-types, -tags, -vendors). */
      q_field: z.optional(z.enum(['product_type', 'tags', 'vendor'])),
      filter: z.optional(z.enum(['all', 'new'])),
      skip_cache: z.optional(z.boolean()),
    }),
  ),
  response: z.lazy(() => envelope(z.looseObject({ products: z.array(Product), total: z.number() }))),
});

/** GET one product by handle (000 §7). */
export const catalogProduct = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.product',
  method: 'GET',
  path: '/api/catalog/product.json',
  query: z.lazy(() =>
    z.object({
      handle: z.string(),
      skip_cache: z.optional(z.boolean()),
      product_availability: z.optional(z.boolean()),
    }),
  ),
  response: z.lazy(() => envelope(Product)),
});

/** GET the personalisation render of a product (000 §7). */
export const personalizeRender = /* @__PURE__ */ defineEndpoint({
  id: 'pod.personalizeRender',
  method: 'GET',
  path: '/api/pod/personalize-render.json',
  query: z.lazy(() => z.object({ product_id: z.string() })),
  response: z.lazy(() => envelope(Personalization)),
});

/** GET the size chart of a product (000 §3 Size chart request). */
export const sizeChart = /* @__PURE__ */ defineEndpoint({
  id: 'pod.sizeChart',
  method: 'GET',
  path: '/api/pod/size-chart.json',
  query: z.lazy(() =>
    z.object({
      shop_id: z.string(),
      product_ref_id: z.string(),
      /** Tags with commas turned into spaces (000 §3). */
      product_tags: z.optional(z.string()),
      use_sb_setting: z.optional(z.boolean()),
    }),
  ),
  response: z.lazy(() => envelope(z.nullable(SizeChart))),
});

/** The catalogue rows of the table. */
export const catalogEndpoints = {
  'catalog.collections': catalogCollections,
  'catalog.products': catalogProducts,
  'catalog.product': catalogProduct,
  'catalog.productsByIds': productsByIds,
  'pod.personalizeRender': personalizeRender,
  'pod.sizeChart': sizeChart,
} as const;
