import * as z from 'zod/mini';
import { envelope } from '../schemas/common';
import { ProductList } from '../schemas/offers';
import { defineEndpoint } from './define';

// In a module of its own (not endpoints/catalog.ts): only order status, offers and reviews call
// it, so a storefront's first page does not carry it (docs/decisions/0352).

/** GET products by a comma-joined list of ids (001 §7 Order status, Upsell, Reviews). */
export const productsByIds = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.productsByIds',
  method: 'GET',
  path: '/api/catalog/products-by-ids.json',
  query: z.lazy(() => z.object({ ids: z.string() })),
  response: z.lazy(() => envelope(ProductList)),
});
