import type { ApiClient } from '@vitrine/api-client';
import { createApiClient } from '@vitrine/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { products, shopDomains, variants } from '../db/schema/index';
import { clientFor, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

/** The test card numbers (PAYMENTS.md). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
  slow: '4000 0000 0000 0119',
} as const;

/** Card payment data of the test gateway. */
export const card = (number: string) => ({ card_number: number, exp_month: 12, exp_year: 2040, cvc: '123' });

/** A US shipping address. */
export const US_ADDRESS = {
  first_name: 'Dana',
  last_name: 'Demo',
  name: 'Dana Demo',
  address1: '1 Market Street',
  city: 'San Francisco',
  province: 'California',
  province_code: 'CA',
  zip: '94105',
  country: 'United States',
  country_code: 'US',
  phone: '+1 555 0100',
};

/** A French shipping address. */
export const FR_ADDRESS = {
  first_name: 'Camille',
  last_name: 'Client',
  address1: '10 rue de Rivoli',
  city: 'Paris',
  zip: '75001',
  country: 'France',
  country_code: 'FR',
};

/** The client of a shop whose base URL is the shop's host (so anonymous calls resolve it by Host). */
export function hostClient(server: TestServer, domain: string): ApiClient {
  return createApiClient({ baseURL: `http://${domain}`, shopDomain: domain, fetch: server.fetch });
}

/** The first variant (by position) of a product of the shop on `domain`, read from the database. */
export async function variantOf(server: TestServer, domain: string, handle: string, index = 0) {
  const rows = await server.deps.db
    .select({ variant: variants, productId: products.id })
    .from(products)
    .innerJoin(shopDomains, eq(shopDomains.shopId, products.shopId))
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(and(eq(shopDomains.domain, domain), eq(products.handle, handle)))
    .orderBy(asc(variants.position), asc(variants.id));
  const row = rows[index];
  if (!row) throw new Error(`no variant ${index} of ${handle} on ${domain}`);
  return row.variant;
}

/** A new cart with lines; returns its tokens. */
export async function cartWith(client: ApiClient, lines: { variant_id: number; qty: number }[]) {
  const tokens = expectOk(await client.call('cart.create')).result;
  if (lines.length > 0) {
    expectOk(
      await client.call('cart.updateMultiple', {
        query: { cart_token: tokens.token },
        body: { cartItems: lines, source: 'test' },
      }),
    );
  }
  return tokens;
}

/** A checkout ready to pay: lines, e-mail and address, the `standard` method chosen. */
export async function readyCheckout(
  server: TestServer,
  domain: string,
  lines: { variant_id: number; qty: number }[],
  address: Record<string, string> = US_ADDRESS,
) {
  const client = clientFor(server, domain);
  const tokens = await cartWith(client, lines);
  const path = { checkoutToken: tokens.checkout_token };
  expectOk(
    await client.call('checkout.customerAndShipping', {
      path,
      body: { email: 'shopper@example.com', shipping_address: address },
    }),
  );
  expectOk(
    await client.call('checkout.updateShippingMethod', {
      path,
      body: { shipping_method: { method_code: 'standard' } },
    }),
  );
  return { client, tokens, path };
}

/**
 * A client whose in-process fetch honours the abort signal, so the client's time-out fires while
 * the server keeps working (the harness's fetch waits for the answer whatever the signal says).
 */
export function abortableClient(server: TestServer, domain: string): ApiClient {
  const fetchWithAbort = (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const signal = init?.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      server.fetch(input, init).then(resolve, reject);
    });
  return createApiClient({
    baseURL: `http://${domain}`,
    shopDomain: domain,
    fetch: fetchWithAbort as typeof fetch,
  });
}
