import {
  type ApiFailure,
  catalogCollections,
  catalogProduct,
  catalogProducts,
  personalizeRender,
  sizeChart,
  type Transport,
} from '@vitrine/api-client';
import { logMessages } from '@vitrine/messages';
import type { Ports } from '@vitrine/ports';
import { fromPromise } from 'xstate';
import { COLLECTION_ERROR, PRODUCT_ERROR } from '@vitrine/core-shop';
import { PREVIEW_FAILURE_TAGS } from './catalog.constants';
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
import { type CatalogErrorCode, catalogErrorFrom, notFoundIn } from './error.rules';
import type { PreviewFailure } from './personalization.machine';
import type { RecentlyViewedProduct } from './recently-viewed.rules';
import { readRecentlyViewed, recordRecentlyViewed } from './recently-viewed.store';
import type { SizeChartQuery } from './size-chart.rules';

/**
 * The ports the catalogue uses, each optional: `storage` (recently viewed, 000 §9), `logger` (the
 * log messages of 000 §8), `reporter` (preview failures, 001 §8). The types are `@vitrine/ports`'.
 */
export type CatalogPorts = Partial<Pick<Ports, 'storage' | 'logger' | 'reporter'>>;

/**
 * The named actors of every catalogue machine, calling the platform through the transport's
 * individual endpoint definitions (`transport.send(catalogProduct, …)`, so a bundle pulls only the
 * schemas it calls) and the host's ports. Each load resolves to a {@link LoadResult}: not-found
 * and coded errors are values (000 §2 Navigation rules, 000 §8); failures are written to the
 * logger with the spec's log messages (000 §8 Log messages).
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * const transport = createTransport({ baseURL: 'http://127.0.0.1:3000', shopDomain: 'localhost' });
 * const search = createActor(searchMachine.provide({ actors: catalogActors(transport) }), { input: {} }).start();
 * ```
 * @internal
 */
export function catalogActors(transport: Transport, ports: CatalogPorts = {}) {
  /**
   * Writes a log line (000 §8) for a failure that is not a not-found. A call its machine cancelled
   * (`aborted`: a sort, a filter, another product asked while it loaded) did not fail: 000 §8's log
   * messages ('Can't get product from collection', ...) are not written for it.
   */
  const failed = <T>(
    failure: ApiFailure,
    code: CatalogErrorCode,
    log?: keyof typeof logMessages,
  ): LoadResult<T> => {
    const error = catalogErrorFrom(failure, code);
    if (log !== undefined && error.kind === 'error' && failure.kind !== 'aborted')
      ports.logger?.log('error', logMessages[log], failure);
    return { ok: false, error };
  };

  return {
    /** 000 §7 collections_v2: page, limit. */
    fetchCollections: fromPromise<LoadResult<CollectionsPage>, CollectionsQuery>(
      async ({ input, signal }) => {
        const query = input.handles === undefined ? { page: input.page, limit: input.limit } : { ...input };
        const result = await transport.send(catalogCollections, { query }, { signal });
        if (result.ok) return { ok: true, data: result.data.result };
        return failed(result.failure, COLLECTION_ERROR, 'log.fetch_collections_error');
      },
    ),

    /**
     * A category's collection by its slug (collections_v2 with handles); none is not-found, with the
     * redirect the answer names for a renamed collection (000 §8, docs/decisions/0266).
     */
    fetchCollection: fromPromise<LoadResult<Collection>, { readonly handle: string }>(
      async ({ input, signal }) => {
        const result = await transport.send(
          catalogCollections,
          { query: { handles: input.handle, page: 1, limit: 1 } },
          { signal },
        );
        if (!result.ok) return failed(result.failure, COLLECTION_ERROR, 'log.fetch_collections_error');
        const { collections } = result.data.result;
        const found = collections.find((collection) => collection.handle === input.handle) ?? collections[0];
        return found ? { ok: true, data: found } : { ok: false, error: notFoundIn(result.data) };
      },
    ),

    /** 000 §7 products_v2: sort_field, sort_direction, limit, page, collection_ids, q. */
    fetchProducts: fromPromise<LoadResult<ProductsPage>, ProductsQuery>(async ({ input, signal }) => {
      const result = await transport.send(catalogProducts, { query: input }, { signal });
      if (result.ok) return { ok: true, data: result.data.result };
      return failed(
        result.failure,
        COLLECTION_ERROR,
        input.collection_ids !== undefined ? 'log.product_from_collection_error' : undefined,
      );
    }),

    /** 000 §7 product.json by handle. */
    fetchProduct: fromPromise<LoadResult<Product>, { readonly handle: string }>(async ({ input, signal }) => {
      const result = await transport.send(catalogProduct, { query: { handle: input.handle } }, { signal });
      if (result.ok) return { ok: true, data: result.data.result };
      return failed(result.failure, PRODUCT_ERROR, 'log.product_api_error');
    }),

    /** 000 §7 size-chart.json; `null` when the product has none. */
    fetchSizeChart: fromPromise<LoadResult<SizeChart | null>, SizeChartQuery>(async ({ input, signal }) => {
      const result = await transport.send(sizeChart, { query: input }, { signal });
      return result.ok ? { ok: true, data: result.data.result } : failed(result.failure, PRODUCT_ERROR);
    }),

    /** 000 §7 personalize-render.json?product_id=. */
    renderPersonalization: fromPromise<LoadResult<Personalization>, { readonly productId: string }>(
      async ({ input, signal }) => {
        const result = await transport.send(
          personalizeRender,
          { query: { product_id: input.productId } },
          { signal },
        );
        return result.ok ? { ok: true, data: result.data.result } : failed(result.failure, PRODUCT_ERROR);
      },
    ),

    /** Reads the recently viewed list (000 §9); without a storage it is empty. */
    readRecentlyViewed: fromPromise<readonly RecentlyViewedProduct[], void>(async () =>
      ports.storage ? readRecentlyViewed(ports.storage) : [],
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

/** The actors {@link catalogActors} gives, by name. @internal */
export type CatalogActors = ReturnType<typeof catalogActors>;
