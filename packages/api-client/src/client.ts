import { type EndpointId, type Endpoints, endpoints } from './endpoints';
import type { EndpointOutput } from './endpoints/define';
import type { ApiResult } from './result';
import { type CallArgs, createTransport, type Transport } from './transport';
import type { ApiClientOptions } from './transport.types';

/** The typed client over the whole endpoint table. */
export interface ApiClient extends Transport {
  /**
   * Calls an endpoint of the table by id.
   *
   * @example
   * ```ts
   * const cart = await client.call('cart.get', { query: { cart_token } });
   * if (cart.ok) console.log(cart.data.result.total_price);
   * else console.warn(cart.failure.kind);
   * ```
   */
  call<K extends EndpointId>(
    id: K,
    ...args: CallArgs<Endpoints[K]>
  ): Promise<ApiResult<EndpointOutput<Endpoints[K]>>>;
}

/**
 * Creates the API client for one shop.
 *
 * @example
 * ```ts
 * import { createApiClient } from '@vitrine/api-client';
 *
 * const client = createApiClient({ baseURL: 'http://127.0.0.1:3000', shopDomain: 'localhost' });
 * const shop = await client.call('bootstrap', { path: { domain: 'localhost' } });
 * if (shop.ok) console.log(shop.data.result.shop.name);
 * ```
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const transport = createTransport(options);
  return {
    ...transport,
    call: (id, ...args) => transport.send(endpoints[id], ...args),
  };
}
