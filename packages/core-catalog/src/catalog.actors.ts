import type { ApiClient, ApiFailure } from '@vitrine/api-client';
import { fromPromise } from 'xstate';
import { COLLECTION_ERROR, PREVIEW_FAILURE_TAGS, PRODUCT_ERROR } from './catalog.constants';
import type { CatalogPorts } from './catalog.ports';
import type {
  Collection,
  CollectionsPage,
  LoadResult,
  Personalization,
  Product,
  ProductsPage,
  SizeChart,
} from './catalog.types';
import type { ProductsQuery } from './collection.rules';
import type { CollectionsQuery } from './collections.machine';
import { type CatalogError, type CatalogErrorCode, NOT_FOUND, catalogErrorFrom } from './error.rules';
import type { PreviewFailure } from './personalization.machine';
import type { RecentlyViewedProduct } from './recently-viewed.rules';
import { recordRecentlyViewed } from './recently-viewed.store';
import type { SizeChartQuery } from './size-chart.rules';

const failed = <T>(failure: ApiFailure, code: CatalogErrorCode): LoadResult<T> => ({
  ok: false,
  error: catalogErrorFrom(failure, code),
});

/**
 * The named actors of every catalogue machine, calling the platform through the injected client
 * and the host's ports. Provide them to a machine: `productMachine.provide({ actors:
 * catalogActors(client, { storage }) })`. Each resolves to a {@link LoadResult}: not-found and
 * coded errors are values (000 §2 Navigation rules, 000 §8), and failures are logged with the
 * spec's log messages when a `log` port is given.
 *
 * @example
 * ```ts
 * import { createApiClient } from '@vitrine/api-client';
 * const client = createApiClient({ baseURL: 'http://127.0.0.1:3000', shopDomain: 'localhost' });
 * const search = createActor(searchMachine.provide({ actors: catalogActors(client) }), { input: {} }).start();
 * ```
 */
export function catalogActors(client: ApiClient, ports: CatalogPorts = {}) {
  const logged = (
    id: Parameters<NonNullable<CatalogPorts['log']>>[0],
    error: CatalogError,
    failure: ApiFailure,
  ) => {
    if (error.kind === 'error') ports.log?.(id, failure);
  };

  return {
    /** 000 §7 collections_v2: page, limit. */
    fetchCollections: fromPromise<LoadResult<CollectionsPage>, CollectionsQuery>(
      async ({ input, signal }) => {
        const query = input.handles === undefined ? { page: input.page, limit: input.limit } : { ...input };
        const result = await client.call('catalog.collections', { query }, { signal });
        if (result.ok) return { ok: true, data: result.data.result };
        const answer = failed<CollectionsPage>(result.failure, COLLECTION_ERROR);
        if (!answer.ok) logged('log.fetch_collections_error', answer.error, result.failure);
        return answer;
      },
    ),

    /** A category's collection by its slug (collections_v2 with handles); none is not-found. 000 §8. */
    fetchCollection: fromPromise<LoadResult<Collection>, { readonly handle: string }>(
      async ({ input, signal }) => {
        const result = await client.call(
          'catalog.collections',
          { query: { handles: input.handle, page: 1, limit: 1 } },
          { signal },
        );
        if (!result.ok) {
          const answer = failed<Collection>(result.failure, COLLECTION_ERROR);
          if (!answer.ok) logged('log.fetch_collections_error', answer.error, result.failure);
          return answer;
        }
        const { collections } = result.data.result;
        const found = collections.find((collection) => collection.handle === input.handle) ?? collections[0];
        return found ? { ok: true, data: found } : { ok: false, error: NOT_FOUND };
      },
    ),

    /** 000 §7 products_v2: sort_field, sort_direction, limit, page, collection_ids, q. */
    fetchProducts: fromPromise<LoadResult<ProductsPage>, ProductsQuery>(async ({ input, signal }) => {
      const result = await client.call('catalog.products', { query: input }, { signal });
      if (result.ok) return { ok: true, data: result.data.result };
      const answer = failed<ProductsPage>(result.failure, COLLECTION_ERROR);
      if (!answer.ok && input.collection_ids !== undefined) {
        logged('log.product_from_collection_error', answer.error, result.failure);
      }
      return answer;
    }),

    /** 000 §7 product.json by handle. */
    fetchProduct: fromPromise<LoadResult<Product>, { readonly handle: string }>(async ({ input, signal }) => {
      const result = await client.call('catalog.product', { query: { handle: input.handle } }, { signal });
      if (result.ok) return { ok: true, data: result.data.result };
      const answer = failed<Product>(result.failure, PRODUCT_ERROR);
      if (!answer.ok) logged('log.product_api_error', answer.error, result.failure);
      return answer;
    }),

    /** 000 §7 size-chart.json; `null` when the product has none. */
    fetchSizeChart: fromPromise<LoadResult<SizeChart | null>, SizeChartQuery>(async ({ input, signal }) => {
      const result = await client.call('pod.sizeChart', { query: input }, { signal });
      return result.ok ? { ok: true, data: result.data.result } : failed(result.failure, PRODUCT_ERROR);
    }),

    /** 000 §7 personalize-render.json?product_id=. */
    renderPersonalization: fromPromise<LoadResult<Personalization>, { readonly productId: string }>(
      async ({ input, signal }) => {
        const result = await client.call(
          'pod.personalizeRender',
          { query: { product_id: input.productId } },
          { signal },
        );
        return result.ok ? { ok: true, data: result.data.result } : failed(result.failure, PRODUCT_ERROR);
      },
    ),

    /** Remembers a viewed product under recent_viewed_products (000 §9), when a storage is given. */
    recordView: fromPromise<void, { readonly entry: RecentlyViewedProduct }>(async ({ input }) => {
      if (ports.storage) await recordRecentlyViewed(ports.storage, input.entry);
    }),

    /** Reports a preview failure with tag personalize=preview (001 §8), when a reporter is given. */
    reportPreviewFailure: fromPromise<void, { readonly failure: PreviewFailure }>(async ({ input }) => {
      const { reason, productId, detail } = input.failure;
      const error = new Error(
        `Personalisation preview failed (${reason}) for product ${productId}${detail ? `: ${detail}` : ''}`,
      );
      ports.reporter?.report(error, PREVIEW_FAILURE_TAGS);
    }),
  };
}

/** The actors {@link catalogActors} gives, by name. */
export type CatalogActors = ReturnType<typeof catalogActors>;
