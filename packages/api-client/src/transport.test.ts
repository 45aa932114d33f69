import { messages } from '@vitrine/messages';
import { describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  type AuthInterceptor,
  createApiClient,
  type SchemaDriftReport,
} from './index';
import { envelopeOf, fakeFetch, json, type Responder } from './test/fake-fetch';

const cartBody = {
  items: [{ item_id: 1, variant_id: 5, qty: 2, price: 10 }],
  subtotal_price: 20,
  total_price: 20,
  total_quantity: 2,
};

function setup(responder?: Responder, options: ApiClientOptions = {}) {
  const { fetch, calls } = fakeFetch(responder);
  const client = createApiClient({
    baseURL: 'http://platform.test',
    shopDomain: 'shop.example',
    fetch,
    ...options,
  });
  return { client, calls };
}

describe('the request pipeline (000 §7)', () => {
  it('with defer, a call is prepared and sent only once defer resolved, never in the task that asked', async () => {
    let release: () => void = () => undefined;
    const deferred = new Promise<void>((resolve) => {
      release = resolve;
    });
    const defer = vi.fn(() => deferred);
    const { client, calls } = setup(() => envelopeOf(cartBody), { defer });
    const answer = client.call('cart.get', { query: { cart_token: 'c1' } });
    await Promise.resolve();
    expect(defer).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    release();
    const result = await answer;
    expect(result.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('appends the digest cookie as the digest query parameter', async () => {
    const { client, calls } = setup(() => envelopeOf(cartBody), {
      cookies: { get: (n) => (n === 'digest' ? 'abc' : undefined) },
    });
    await client.call('cart.get', { query: { cart_token: 'c1' } });
    expect(calls[0]?.query).toEqual({ cart_token: 'c1', digest: 'abc' });
  });

  it('sends no digest when there is no digest cookie', async () => {
    const { client, calls } = setup(() => envelopeOf(cartBody), { cookies: { get: () => undefined } });
    await client.call('cart.get', { query: { cart_token: 'c1' } });
    expect(calls[0]?.query).toEqual({ cart_token: 'c1' });
  });

  it('sends the fingerprint cookie as the fingerprint header when no fingerprint is given (000 §7, §9)', async () => {
    const { client, calls } = setup(() => envelopeOf(cartBody), {
      cookies: { get: (n) => (n === 'fingerprint' ? 'fp-cookie' : undefined) },
    });
    await client.call('cart.get', { query: { cart_token: 'c1' } });
    expect(calls[0]?.headers).toMatchObject({ 'x-fingerprint': 'fp-cookie' });
  });

  it('adds the shop host, shop id, fingerprint and store-password headers', async () => {
    const { client, calls } = setup(() => envelopeOf(cartBody), {
      shopId: 42,
      fingerprint: () => 'fp-1',
      storePassword: () => 'hash-1',
    });
    await client.call('cart.get', { query: { cart_token: 'c1' } });
    expect(calls[0]?.headers).toMatchObject({
      'x-shop-domain': 'shop.example',
      'x-shop-id': '42',
      'x-fingerprint': 'fp-1',
      'x-store-password': 'hash-1',
      accept: 'application/json',
    });
  });

  it('sends no visitor credentials where the spec says none, but still names the shop (001 §7, decision 0578)', async () => {
    const { client, calls } = setup(() => envelopeOf({ type: 'rest_of_world', country_codes: [] }), {
      shopId: 1,
      fingerprint: () => 'fp-1',
      storePassword: () => 'hash-1',
    });
    await client.call('checkout.availableShippingCountries');
    // A locked shop's checkout asks it too: without the shop and its password the platform answers
    // 401 'password protection' and the shopper is sent back to /password.
    expect(calls[0]?.headers).toMatchObject({
      'x-shop-domain': 'shop.example',
      'x-shop-id': '1',
      'x-store-password': 'hash-1',
    });
    expect(calls[0]?.headers['x-fingerprint']).toBeUndefined();
    expect(calls[0]?.raw.credentials).toBe('omit');
  });

  it('puts the customer token in the query only for endpoints that need it', async () => {
    const { client, calls } = setup(() => envelopeOf({ id: 1, email: 'a@b.c' }), { token: () => 'tok-1' });
    await client.call('user.me');
    await client.call('pages.byHandle', { query: { handle: 'about' } });
    expect(calls[0]?.query.token).toBe('tok-1');
    expect(calls[1]?.query.token).toBeUndefined();
  });

  it('gives every mutation its own idempotency key, and none to reads', async () => {
    let n = 0;
    const { client, calls } = setup(() => envelopeOf(cartBody), { idempotencyKey: () => `key-${++n}` });
    await client.call('cart.update', {
      query: { cart_token: 'c' },
      body: { cartItem: { variant_id: 1, qty: 1 } },
    });
    await client.call('cart.update', {
      query: { cart_token: 'c' },
      body: { cartItem: { variant_id: 1, qty: 1 } },
    });
    await client.call('cart.get', { query: { cart_token: 'c' } });
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(['key-1', 'key-2', undefined]);
  });

  it('re-sends a change with the key the caller passes, so the platform applies it once', async () => {
    const { client, calls } = setup(() => envelopeOf(cartBody));
    const change = { query: { cart_token: 'c' }, body: { cartItem: { variant_id: 1, qty: 1 } } };
    await client.call('cart.update', change, { idempotencyKey: 'add-1' });
    await client.call('cart.update', change, { idempotencyKey: 'add-1' });
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(['add-1', 'add-1']);
  });

  it('resolves with typed data and keeps fields the schema does not know', async () => {
    const { client } = setup(() => envelopeOf({ ...cartBody, brand_new_field: 'x' }, { price_rule: null }));
    const result = await client.call('cart.get', { query: { cart_token: 'c' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.result.total_price).toBe(20);
    expect((result.data.result as Record<string, unknown>).brand_new_field).toBe('x');
  });
});

describe('failures are values (000 §7, §8)', () => {
  it('an HTTP failure carries success false, statusCode, statusText, the body, its error code and text', async () => {
    const { client } = setup(() =>
      json(
        { code: 400, success: false, error: 'cart completed', error_code: 'CHECKOUT_CART_COMPLETED' },
        400,
      ),
    );
    const result = await client.call('cart.get', { query: { cart_token: 'c' } });
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'http',
        success: false,
        statusCode: 400,
        statusText: '',
        body: { code: 400, success: false, error: 'cart completed', error_code: 'CHECKOUT_CART_COMPLETED' },
        errorCode: 'CHECKOUT_CART_COMPLETED',
        message: 'cart completed',
      },
    });
  });

  it('a 500 with an HTML body is an HTTP failure with the text as body', async () => {
    const html = '<html><body>Internal Server Error</body></html>';
    const { client } = setup(
      () => new Response(html, { status: 500, headers: { 'content-type': 'text/html' } }),
    );
    const result = await client.call('pages.byHandle', { query: { handle: 'x' } });
    expect(!result.ok && result.failure).toMatchObject({ kind: 'http', statusCode: 500, body: html });
    // 000 §7 "the content type must be JSON": a proxy's error page is no server text to show a shopper.
    expect(!result.ok && result.failure.kind === 'http' && result.failure.message).toBeUndefined();
  });

  it('a read whose connection drops is sent again, twice at most (000 §9 retry attempts 2); a mutation never', async () => {
    let drops = 2;
    const { client, calls } = setup(() => {
      if (drops-- > 0) throw new TypeError('fetch failed: socket hang up');
      return json({ code: 200, result: { id: 1, handle: 'x', title: 'X', body_html: '' } });
    });
    expect((await client.call('pages.byHandle', { query: { handle: 'x' } })).ok).toBe(true);
    expect(calls).toHaveLength(3);

    drops = 3;
    calls.length = 0;
    const failed = await client.call('pages.byHandle', { query: { handle: 'x' } });
    expect(!failed.ok && failed.failure.kind).toBe('js_exception');
    expect(calls).toHaveLength(3);

    drops = 1;
    calls.length = 0;
    const added = await client.call('cart.update', {
      query: { cart_token: 'c' },
      body: { cartItem: { variant_id: 1, qty: 1 } },
    });
    expect(!added.ok && added.failure.kind).toBe('js_exception');
    expect(calls).toHaveLength(1);
  });

  it('a JSON error body still gives its text as the message', async () => {
    const { client } = setup(
      () =>
        new Response(JSON.stringify('Shop is closed'), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const result = await client.call('pages.byHandle', { query: { handle: 'x' } });
    expect(!result.ok && result.failure).toMatchObject({ kind: 'http', message: 'Shop is closed' });
  });

  it('a network exception is js_exception with success false', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed: connection refused');
    });
    const result = await client.call('catalog.validate');
    expect(!result.ok && result.failure).toEqual({
      kind: 'js_exception',
      success: false,
      js_exception: 'fetch failed: connection refused',
    });
  });

  it("keeps the system error code of a host that does not resolve (000 §8 'the code is ENOTFOUND')", async () => {
    const { client } = setup(() => {
      const cause = Object.assign(new Error('getaddrinfo ENOTFOUND shop.example'), { code: 'ENOTFOUND' });
      throw new TypeError('fetch failed', { cause });
    });
    const result = await client.call('catalog.validate');
    expect(!result.ok && result.failure).toMatchObject({ kind: 'js_exception', code: 'ENOTFOUND' });
  });

  it('retries a read once after a network error, never a mutation', async () => {
    let fails = 1;
    const { client, calls } = setup((req) => {
      if (req.method === 'GET' && fails-- > 0) throw new TypeError('dropped');
      if (req.method === 'POST') throw new TypeError('dropped');
      return envelopeOf({ token: 't', checkout_token: 'c' });
    });
    expect((await client.call('catalog.validate')).ok).toBe(true);
    expect((await client.call('cart.create')).ok).toBe(false);
    expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'POST']);
  });

  it('a wrong content type fails with the spec text (000 §8)', async () => {
    const { client } = setup(
      () => new Response('<html>shop</html>', { headers: { 'content-type': 'text/html' } }),
    );
    const result = await client.call('catalog.validate');
    expect(!result.ok && result.failure).toEqual({
      kind: 'invalid_response',
      success: false,
      reason: 'content_type',
      message: 'Error with response - bad content-type!',
      statusCode: 200,
    });
  });

  it('malformed JSON fails with the wrong-format text (000 §8)', async () => {
    const { client } = setup(
      () => new Response('{"code":200,', { headers: { 'content-type': 'application/json' } }),
    );
    const result = await client.call('catalog.validate');
    expect(!result.ok && result.failure).toMatchObject({
      kind: 'invalid_response',
      reason: 'malformed_json',
      message: messages['api.wrong_response_format'],
    });
  });

  it('a 200 whose envelope code is not 200 is a failure', async () => {
    const { client } = setup(() => json({ code: 404, result: 'query returned empty result' }));
    const result = await client.call('catalog.product', { query: { handle: 'gone' } });
    expect(!result.ok && result.failure).toMatchObject({
      kind: 'http',
      statusCode: 404,
      message: 'query returned empty result',
    });
  });

  // ofetch arms its time-out only when the caller gives no abort signal. An upload or a
  // personalisation preview (which pass one, to be stopped when the shopper moves on) never timed
  // out: a stalled network left the form 'uploading' and Add to cart disabled for ever (000 §4).
  it('times out with the endpoint time-out when the caller also passes an abort signal', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup(
        (req) =>
          new Promise<Response>((_, reject) => {
            req.raw.signal.addEventListener('abort', () => reject(req.raw.signal.reason));
          }),
      );
      const caller = new AbortController();
      const pending = client.call('catalog.featureSwitch', {}, { signal: caller.signal });
      await vi.advanceTimersByTimeAsync(2000);
      expect(await pending).toEqual({
        ok: false,
        failure: { kind: 'timeout', success: false, timeoutMs: 2000 },
      });
      // and the caller's abort is still an abort
      const aborted = client.call('catalog.featureSwitch', {}, { signal: caller.signal });
      caller.abort();
      expect(await aborted).toEqual({ ok: false, failure: { kind: 'aborted', success: false } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('times out with the endpoint time-out (feature switch 2000 ms, 000 §9)', async () => {
    vi.useFakeTimers();
    try {
      const { client } = setup(
        (req) =>
          new Promise<Response>((_, reject) => {
            req.raw.signal.addEventListener('abort', () => reject(req.raw.signal.reason));
          }),
      );
      const pending = client.call('catalog.featureSwitch');
      await vi.advanceTimersByTimeAsync(1999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({
        ok: false,
        failure: { kind: 'timeout', success: false, timeoutMs: 2000 },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an aborted call resolves with aborted', async () => {
    const controller = new AbortController();
    const { client } = setup(
      (req) =>
        new Promise<Response>((_, reject) => {
          req.raw.signal.addEventListener('abort', () => reject(req.raw.signal.reason));
        }),
    );
    const pending = client.call('catalog.validate', {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, failure: { kind: 'aborted', success: false } });
  });

  it('emits every failure', async () => {
    const { client } = setup(() => json({ code: 503, success: false, error: 'down' }, 503));
    const seen = vi.fn();
    client.on('failure', seen);
    await client.call('catalog.validate');
    expect(seen).toHaveBeenCalledWith({
      endpoint: 'catalog.validate',
      failure: expect.objectContaining({ statusCode: 503 }),
    });
  });
});

describe('schema validation at the boundary', () => {
  const drifted = () =>
    envelopeOf({ ...cartBody, total_price: '20.00', items: [{ item_id: 1, variant_id: 5, qty: 2 }] });

  it('strict (default): a wrong shape is an invalid_response with the path, expected and received', async () => {
    const { client } = setup(drifted);
    const result = await client.call('cart.get', { query: { cart_token: 'c' } });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalid_response', reason: 'schema' } });
    if (result.ok || result.failure.kind !== 'invalid_response') return;
    expect(result.failure.issues).toEqual(
      expect.arrayContaining([
        { path: 'result.total_price', code: 'invalid_type', expected: 'number', received: 'string "20.00"' },
        { path: 'result.items.0.price', code: 'invalid_type', expected: 'number', received: 'undefined' },
      ]),
    );
  });

  it('report: the data passes through and schemaDrift tells the endpoint and each field', async () => {
    const { client } = setup(drifted, { validation: 'report' });
    const reports: SchemaDriftReport[] = [];
    client.on('schemaDrift', (r) => reports.push(r));
    const result = await client.call('cart.get', { query: { cart_token: 'c' } });
    expect(result.ok && result.data.result.total_price).toBe('20.00');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.endpoint).toBe('cart.get');
    expect(reports[0]?.summary).toContain(
      'cart.get result.total_price: expected number, received string "20.00"',
    );
  });

  it('a listener that throws does not break the call', async () => {
    const { client } = setup(drifted, { validation: 'report' });
    client.on('schemaDrift', () => {
      throw new Error('broken listener');
    });
    expect((await client.call('cart.get', { query: { cart_token: 'c' } })).ok).toBe(true);
  });
});

describe('password protection and the auth interceptor (000 §2, §4)', () => {
  it("a 401 with 'password protection' emits passwordProtected and is not retried", async () => {
    const unauthorized = vi.fn<AuthInterceptor['unauthorized']>(async () => 'retry');
    const { client, calls } = setup(
      () => json({ code: 401, success: false, error: 'password protection' }, 401),
      {
        auth: { token: async () => ({ token: 't' }), unauthorized },
      },
    );
    const seen = vi.fn();
    client.on('passwordProtected', seen);
    const result = await client.call('user.me');
    expect(seen).toHaveBeenCalledWith({ endpoint: 'user.me' });
    expect(!result.ok && result.failure).toMatchObject({ kind: 'http', statusCode: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('a 401 on an authenticated call asks the interceptor, then retries with the new token', async () => {
    let current = 'old';
    const { client, calls } = setup((req) =>
      req.query.token === 'new'
        ? envelopeOf({ id: 1, email: 'a@b.c' })
        : json({ code: 401, success: false, error: 'not authorized', error_code: 'UNAUTHORIZED' }, 401),
    );
    const unauthorizedEvent = vi.fn();
    client.on('unauthorized', unauthorizedEvent);
    client.useAuth({
      token: async () => ({ token: current }),
      unauthorized: async ({ token }) => {
        expect(token).toBe('old');
        current = 'new';
        return 'retry';
      },
    });
    const result = await client.call('user.me');
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.query.token)).toEqual(['old', 'new']);
    expect(unauthorizedEvent).toHaveBeenCalledTimes(1);
  });

  it('the interceptor can abort a call before it is sent (failed refresh lock)', async () => {
    const { client, calls } = setup();
    const failure = {
      kind: 'http',
      success: false,
      statusCode: 401,
      statusText: 'Unauthorized',
      body: null,
    } as const;
    client.useAuth({ token: async () => ({ failure }), unauthorized: async () => 'fail' });
    expect(await client.call('user.orderHistory')).toEqual({ ok: false, failure });
    expect(calls).toHaveLength(0);
  });

  it('checkout calls carry a signed-in customer token, and still go out for a guest (001 §5)', async () => {
    const { client, calls } = setup(() => envelopeOf(null), { errorMonitor: false });
    client.useAuth({ token: async () => ({ token: 'customer-token' }), unauthorized: async () => 'fail' });
    await client.call('checkout.info', { path: { checkoutToken: 'co_1' } });
    const failure = {
      kind: 'http',
      success: false,
      statusCode: 401,
      statusText: 'Unauthorized',
      body: null,
    } as const;
    client.useAuth({ token: async () => ({ failure }), unauthorized: async () => 'fail' });
    await client.call('checkout.info', { path: { checkoutToken: 'co_1' } });
    expect(calls.map((call) => call.query.token)).toEqual(['customer-token', undefined]);
  });

  it('gives up after the interceptor says fail', async () => {
    const { client, calls } = setup(() => json({ code: 401, success: false, error: 'not authorized' }, 401));
    client.useAuth({ token: async () => ({ token: 't' }), unauthorized: async () => 'fail' });
    const result = await client.call('user.me');
    expect(!result.ok && result.failure.kind).toBe('http');
    expect(calls).toHaveLength(1);
  });
});

describe('the checkout error monitor (001 §7)', () => {
  const failingCheckout: Responder = (req) =>
    req.path.endsWith('checkout-error-monitor.json')
      ? envelopeOf(null, { success: true })
      : json({ code: 422, success: false, error: 'Item is out of stock', error_code: 'ITEM_OUT_STOCK' }, 422);

  it('reports a failed checkout call with the spec extra fields', async () => {
    const { client, calls } = setup(failingCheckout, {
      errorMonitor: () => ({
        cartToken: 'cart-1',
        userAgent: 'UA',
        countryCount: 3,
        page: 'checkout',
        currency: 'USD',
        checkoutInfo: { email: 'a@b.c' },
        paymentMethods: [{ code: 'test-gateway' }],
      }),
    });
    await client.call('checkout.shippingMethods', {
      path: { checkoutToken: 'chk' },
      query: { country_code: 'US' },
    });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const report = JSON.parse(calls[1]!.body);
    expect(calls[1]?.path).toBe('/api/checkout/checkout-error-monitor.json');
    expect(report).toEqual({
      checkout_token: 'chk',
      cart_token: 'cart-1',
      extra: {
        user_agent: 'UA',
        country_count: 3,
        endpoint: 'checkout.shippingMethods',
        request_payload: { country_code: 'US' },
        page: 'checkout',
        currency: 'USD',
        checkout_info: { email: 'a@b.c' },
        api_response: {
          code: 422,
          success: false,
          error: 'Item is out of stock',
          error_code: 'ITEM_OUT_STOCK',
        },
        payment_methods: [{ code: 'test-gateway' }],
      },
    });
  });

  it('never reports its own failure (no recursion)', async () => {
    const { client, calls } = setup(() => json({ code: 500, success: false, error: 'boom' }, 500));
    await client.call('checkout.paymentMethods', { path: { checkoutToken: 'chk' } });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(2);
  });

  it('does not report non-checkout calls, and nothing in live preview', async () => {
    const { client, calls } = setup(() => json({ code: 500, success: false, error: 'boom' }, 500), {
      errorMonitor: () => ({ skip: true }),
    });
    await client.call('catalog.validate');
    await client.call('checkout.paymentMethods', { path: { checkoutToken: 'chk' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.map((c) => c.path)).toEqual([
      '/api/catalog/validate.json',
      '/api/checkout/chk/payment-methods.json',
    ]);
  });
});
