import type { Ports } from '@vitrine/ports';
import { fromPromise } from 'xstate';
import type { FetchShopBootstrapInput, FetchShopBootstrapResult } from './bootstrap/shop.machine';
import { storedPasswordHash } from './password/store-password';
import {
  fetchPage,
  fetchShopBootstrap,
  lookupRedirect,
  type ShopTransport,
  validateStorePassword,
} from './shop.calls';

/**
 * The named actors of the shop machine (bootstrap and redirect lookup) over the api-client's
 * transport. Each resolves to a result value and aborts its request when the machine stops waiting.
 *
 * @param ports - `storage` tells the bootstrap whether this visitor holds a store-password hash
 *
 * @example
 * ```ts
 * createActor(shopMachine.provide({ actors: shopActors(transport, ports) }), { input: { domain } });
 * ```
 */
export function shopActors(transport: ShopTransport, ports: Partial<Pick<Ports, 'storage'>> = {}) {
  return {
    fetchShopBootstrap: fromPromise(
      async ({
        input,
        signal,
      }: {
        input: FetchShopBootstrapInput;
        signal: AbortSignal;
      }): Promise<FetchShopBootstrapResult> => {
        const result = await fetchShopBootstrap(transport, input, signal);
        const unlocked = ports.storage !== undefined && storedPasswordHash(ports.storage) !== undefined;
        return result.ok ? { ...result, unlocked } : result;
      },
    ),
    lookupRedirect: fromPromise(({ input, signal }: { input: { path: string }; signal: AbortSignal }) =>
      lookupRedirect(transport, input.path, signal),
    ),
  };
}

/** The `fetchPage` actor of the page machine. */
export function pageActors(transport: ShopTransport) {
  return {
    fetchPage: fromPromise(({ input, signal }: { input: { handle: string }; signal: AbortSignal }) =>
      fetchPage(transport, input.handle, signal),
    ),
  };
}

/** The `validateStorePassword` actor of the store-password machine. */
export function storePasswordActors(transport: ShopTransport) {
  return {
    validateStorePassword: fromPromise(
      ({ input, signal }: { input: { password: string }; signal: AbortSignal }) =>
        validateStorePassword(transport, input.password, signal),
    ),
  };
}
