/**
 * Shared test fixtures of core-shop: a recording fake `fetch` for the real API client, and a
 * bootstrap answer that the client's schema accepts. Not exported from the package.
 *
 * @internal
 */
import { createTransport, type ShopBootstrap } from '@vitrine/api-client';

/** A request as the fake server saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** What the fake server answers to a request. */
export type FakeResponder = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON response. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An `{ code: 200, result }` envelope response. */
export const envelopeOf = (result: unknown, extra: Readonly<Record<string, unknown>> = {}): Response =>
  json({ code: 200, result, ...extra });

/** The real transport over a fake, recording `fetch`. */
export function fakeClient(responder: FakeResponder) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const raw = new Request(input, init);
    const url = new URL(raw.url);
    const text = raw.body === null ? '' : await raw.text();
    const recorded: RecordedRequest = {
      method: raw.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(recorded);
    return responder(recorded);
  };
  const client = createTransport({
    baseURL: 'http://127.0.0.1:3000',
    shopDomain: 'localhost',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, requests };
}

/** A minimal valid bootstrap result (000 §1). */
export function bootstrapFixture(overrides: Partial<ShopBootstrap> = {}): ShopBootstrap {
  return {
    shop: { id: 1, name: 'Demo', domain: 'localhost', currency: 'EUR', currency_format: '€{{amount}}' },
    preferences: {},
    checkout_settings: {},
    store: { visible_link: true, redirect: null },
    multi_currency: {
      multiCurrency: false,
      multiLocale: false,
      currencies: [],
      supported_locales: ['en-US'],
    },
    apps: { usell: false, copt: false, phub: false, review: false },
    redirects: [{ from: '/old-sale', to: '/collections/sale' }],
    redirect_count: 3,
    page_locks: [{ path: '/pages/secret' }],
    script_tags: [],
    shop_theme: { font_list: [] },
    ...overrides,
  };
}
