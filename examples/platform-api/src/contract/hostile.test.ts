import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, card, readyCheckout, variantOf } from '../checkout/test-support';
import { offers, variants } from '../db/schema/index';
import { messages } from '@vitrine/messages';
import { MAX_JSON_BODY_BYTES, MAX_LINE_QUANTITY, MAX_NAME_LENGTH } from '../limits';
import { DEMO_CUSTOMER, EURO_CUSTOMER } from '../seed/users';
import { databaseState } from '../testing/db-state';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Hostile input per route family (issue 16): malformed JSON, wrong types, oversize values, another
// shop's tokens and injection-like strings. Each row must answer a 4xx JSON failure envelope and
// change nothing a client can write (testing/db-state.ts).
let server: TestServer;
/** Tokens the rows use: the demo shop's own, and the euro shop's (foreign on the demo shop). */
const t = {
  cart: '',
  checkout: '',
  item: '',
  euroCart: '',
  euroCheckout: '',
  euroRefresh: '',
  euroAccess: '',
  demoAccess: '',
  mug: 0 as number | string,
  euroProduct: 0 as number | string,
};

beforeAll(async () => {
  server = await createTestServer();
  const demo = clientFor(server, 'localhost');
  const euro = clientFor(server, 'euro.localhost');
  t.mug =
    expectOk(await demo.call('catalog.product', { query: { handle: 'custom-photo-mug' } })).result.variants[0]
      ?.id ?? 0;
  const cart = expectOk(await demo.call('cart.create')).result;
  const filled = expectOk(
    await demo.call('cart.update', {
      query: { cart_token: cart.token },
      body: { cartItem: { variant_id: t.mug, qty: 1 } },
    }),
  );
  Object.assign(t, {
    cart: cart.token,
    checkout: cart.checkout_token,
    item: filled.result.items[0]?.item_id ?? '',
  });
  const euroCart = expectOk(await euro.call('cart.create')).result;
  Object.assign(t, { euroCart: euroCart.token, euroCheckout: euroCart.checkout_token });
  const euroSession = expectOk(
    await euro.call('user.login', {
      body: { username: EURO_CUSTOMER.email, password: EURO_CUSTOMER.password },
    }),
  ).result;
  Object.assign(t, { euroRefresh: euroSession.refresh_token, euroAccess: euroSession.token });
  const demoSession = expectOk(
    await demo.call('user.login', {
      body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    }),
  ).result;
  t.demoAccess = demoSession.token;
  const euroProducts = expectOk(await euro.call('catalog.products', { query: { limit: 1, page: 1 } })).result
    .products;
  t.euroProduct = euroProducts[0]?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

// The NUL character is sent as itself (encodeURIComponent makes it %00): PostgreSQL refuses it in
// text and jsonb, so the platform refuses it at the edge with 400 BAD_REQUEST (decision 0001).
const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE carts; --',
  '../../etc/passwd',
  '\u0000',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection string, sent as it is
  '${jndi:ldap://x}',
];
const oversize = (field: string) => `{"${field}":"${'x'.repeat(MAX_JSON_BODY_BYTES)}"}`;
const json = (value: unknown) => JSON.stringify(value);
/**
 * E-mails of 4 000 characters before the domain, far over a shopper's short field (decision 0261):
 * one of a repeated letter (PostgreSQL compresses it into the unique index) and one it cannot
 * compress, whose index row is over PostgreSQL's limit (error 54000).
 */
const LONG_EMAILS = {
  repeated: `${'a'.repeat(4000)}@example.com`,
  varied: `${Array.from({ length: 63 }, (_, i) => createHash('sha256').update(String(i)).digest('hex'))
    .join('')
    .slice(0, 4000)}@example.com`,
};
/** An id no serial (int4) column holds: a safe integer above 2 147 483 647. */
const BEYOND_INT4 = 3_000_000_000;

interface Row {
  family: 'cart' | 'account' | 'checkout' | 'uploads' | 'reviews' | 'contact' | 'catalog';
  what: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  body?: () => string | Uint8Array;
  headers?: Record<string, string>;
}

const rows: Row[] = [
  // cart
  {
    family: 'cart',
    what: 'malformed JSON',
    method: 'POST',
    path: () => `/api/checkout/cart/update.json?cart_token=${t.cart}`,
    body: () => '{"cartItem":',
  },
  {
    family: 'cart',
    what: 'qty as a string',
    method: 'POST',
    path: () => `/api/checkout/cart/update.json?cart_token=${t.cart}`,
    body: () => json({ cartItem: { variant_id: t.mug, qty: '2' } }),
  },
  {
    family: 'cart',
    what: 'cartItems not a list',
    method: 'POST',
    path: () => `/api/checkout/cart/multiple-update.json?cart_token=${t.cart}`,
    body: () => json({ cartItems: { qty: 1 } }),
  },
  {
    family: 'cart',
    what: 'a body over the limit',
    method: 'POST',
    path: () => `/api/checkout/cart/update.json?cart_token=${t.cart}`,
    body: () => oversize('source'),
  },
  {
    family: 'cart',
    what: '101 line changes',
    method: 'POST',
    path: () => `/api/checkout/cart/multiple-update.json?cart_token=${t.cart}`,
    body: () => json({ cartItems: Array.from({ length: 101 }, () => ({ variant_id: t.mug, qty: 1 })) }),
  },
  {
    family: 'cart',
    what: "another shop's cart token (update)",
    method: 'POST',
    path: () => `/api/checkout/cart/update.json?cart_token=${t.euroCart}`,
    body: () => json({ cartItem: { variant_id: t.mug, qty: 1 } }),
  },
  {
    family: 'cart',
    what: "another shop's cart token (delete)",
    method: 'DELETE',
    path: () => `/api/checkout/cart/delete.json?cart_token=${t.euroCart}`,
    body: () => json({ cartItem: { item_id: t.item } }),
  },
  {
    family: 'cart',
    what: "another shop's checkout token (clone)",
    method: 'POST',
    path: () => `/api/checkout/cart/clone.json?checkout_token=${t.euroCheckout}`,
  },
  ...INJECTIONS.map(
    (token): Row => ({
      family: 'cart',
      what: `injection-like cart token ${JSON.stringify(token)}`,
      method: 'POST',
      path: () => `/api/checkout/cart/update.json?cart_token=${encodeURIComponent(token)}`,
      body: () => json({ cartItem: { variant_id: t.mug, qty: 1 } }),
    }),
  ),
  {
    family: 'cart',
    what: 'a variant id beyond the int4 range (update)',
    method: 'POST',
    path: () => `/api/checkout/cart/update.json?cart_token=${t.cart}`,
    body: () => json({ cartItem: { variant_id: BEYOND_INT4, qty: 1 } }),
  },
  {
    family: 'cart',
    what: 'a variant id beyond the int4 range (multiple-update)',
    method: 'POST',
    path: () => `/api/checkout/cart/multiple-update.json?cart_token=${t.cart}`,
    body: () => json({ cartItems: [{ variant_id: String(BEYOND_INT4), qty: 1 }] }),
  },
  {
    family: 'cart',
    what: 'injection-like item id',
    method: 'POST',
    path: () => `/api/checkout/cart/update.json?cart_token=${t.cart}`,
    body: () => json({ cartItem: { item_id: "li_x' OR 1=1 --", qty: 0 } }),
  },
  // account
  {
    family: 'account',
    what: 'malformed JSON (login)',
    method: 'POST',
    path: () => '/api/user/login.json',
    body: () => '{"username":"a@b.c",',
  },
  {
    family: 'account',
    what: 'wrong types (login)',
    method: 'POST',
    path: () => '/api/user/login.json',
    body: () => json({ username: 1, password: ['x'] }),
  },
  {
    family: 'account',
    what: 'a body over the limit (register)',
    method: 'POST',
    path: () => '/api/user/create.json',
    body: () => oversize('password'),
  },
  {
    family: 'account',
    what: 'wrong types (register)',
    method: 'POST',
    path: () => '/api/user/create.json',
    body: () => json({ customer: { email: ['a@b.c'] }, password: 12345678 }),
  },
  {
    family: 'account',
    what: "another shop's refresh token",
    method: 'POST',
    path: () => '/api/user/refresh.json',
    body: () => json({ refreshToken: t.euroRefresh }),
  },
  {
    family: 'account',
    what: "another shop's access token (me)",
    method: 'GET',
    path: () => `/api/user/me.json?token=${t.euroAccess}`,
  },
  {
    family: 'account',
    what: "another shop's access token (profile update)",
    method: 'POST',
    path: () => `/api/user/me.json?token=${t.euroAccess}`,
    body: () => json({ customer: { firstname: 'Mallory' } }),
  },
  {
    family: 'account',
    what: "another shop's access token (change password)",
    method: 'POST',
    path: () => `/api/user/changePassword.json?token=${t.euroAccess}`,
    body: () => json({ newPassword: 'hijacked-password' }),
  },
  ...INJECTIONS.map(
    (token): Row => ({
      family: 'account',
      what: `injection-like access token ${JSON.stringify(token)}`,
      method: 'GET',
      path: () => `/api/user/me.json?token=${encodeURIComponent(token)}`,
    }),
  ),
  {
    family: 'account',
    what: 'a user name holding the NUL character (login)',
    method: 'POST',
    path: () => '/api/user/login.json',
    body: () => json({ username: 'ada\u0000@example.com', password: 'a-password' }),
  },
  {
    family: 'account',
    what: 'injection-like reset token',
    method: 'POST',
    path: () => '/api/user/reset-password.json',
    body: () => json({ customer_id: '1', reset_token: "rst' OR '1'='1", password: 'a-new-password' }),
  },
  {
    family: 'account',
    what: 'injection-like customer id (activate)',
    method: 'POST',
    path: () => '/api/user/activate.json',
    body: () => json({ customer_id: '1 OR 1=1', active_token: "' OR ''='" }),
  },
  {
    family: 'account',
    what: 'a customer id beyond the int4 range (activate)',
    method: 'POST',
    path: () => '/api/user/activate.json',
    body: () => json({ customer_id: String(BEYOND_INT4), active_token: 'act_unknown' }),
  },
  {
    family: 'account',
    what: 'a customer id beyond the int4 range (reset)',
    method: 'POST',
    path: () => '/api/user/reset-password.json',
    body: () =>
      json({ customer_id: String(BEYOND_INT4), reset_token: 'rst_unknown', password: 'a-new-password' }),
  },
  {
    family: 'account',
    what: 'a one-letter first name (profile)',
    method: 'POST',
    path: () => `/api/user/me.json?token=${t.demoAccess}`,
    body: () => json({ customer: { firstname: 'X' } }),
  },
  // checkout
  {
    family: 'checkout',
    what: 'malformed JSON (email and phone)',
    method: 'PUT',
    path: () => `/api/checkout/${t.checkout}/customer-email-phone.json`,
    body: () => '{"email":',
  },
  {
    family: 'checkout',
    what: 'wrong types (email and phone)',
    method: 'PUT',
    path: () => `/api/checkout/${t.checkout}/customer-email-phone.json`,
    body: () => json({ email: 42, phone: { n: 1 } }),
  },
  {
    family: 'checkout',
    what: 'a body over the limit (customer and shipping)',
    method: 'PUT',
    path: () => `/api/checkout/${t.checkout}/customer-and-shipping.json`,
    body: () => oversize('email'),
  },
  {
    family: 'checkout',
    what: "another shop's checkout token (info)",
    method: 'GET',
    path: () => `/api/checkout/${t.euroCheckout}/info.json`,
  },
  {
    family: 'checkout',
    what: "another shop's checkout token (email and phone)",
    method: 'PUT',
    path: () => `/api/checkout/${t.euroCheckout}/customer-email-phone.json`,
    body: () => json({ email: 'mallory@example.com' }),
  },
  ...INJECTIONS.map(
    (token): Row => ({
      family: 'checkout',
      what: `injection-like checkout token ${JSON.stringify(token)}`,
      method: 'PUT',
      path: () => `/api/checkout/${encodeURIComponent(token)}/customer-email-phone.json`,
      body: () => json({ email: 'mallory@example.com' }),
    }),
  ),
  // uploads
  {
    family: 'uploads',
    what: 'no file name',
    method: 'POST',
    path: () => '/api/upload.json',
    body: () => new Uint8Array([1, 2, 3]),
    headers: { 'content-type': 'image/png' },
  },
  {
    family: 'uploads',
    what: 'a file name that is not URI-encoded',
    method: 'POST',
    path: () => '/api/upload.json',
    body: () => new Uint8Array([1, 2, 3]),
    headers: { 'x-file-name': '%E0%A4%A', 'content-type': 'image/png' },
  },
  {
    family: 'uploads',
    what: 'an HTML file',
    method: 'POST',
    path: () => '/api/upload.json',
    body: () => new Uint8Array([60, 104]),
    headers: { 'x-file-name': 'x.html', 'content-type': 'text/html' },
  },
  {
    family: 'uploads',
    what: 'an empty file',
    method: 'POST',
    path: () => '/api/upload.json',
    body: () => new Uint8Array(0),
    headers: { 'x-file-name': 'x.png', 'content-type': 'image/png' },
  },
  {
    family: 'uploads',
    what: 'a file over the option limit',
    method: 'POST',
    path: () => '/api/upload.json',
    body: () => new Uint8Array(20 * 1024 * 1024 + 1),
    headers: { 'x-file-name': 'x.png', 'content-type': 'image/png' },
  },
  // reviews
  {
    family: 'reviews',
    what: 'malformed JSON',
    method: 'POST',
    path: () => '/api/review.json',
    body: () => '{"product_id":',
  },
  {
    family: 'reviews',
    what: 'wrong types',
    method: 'POST',
    path: () => '/api/review.json',
    body: () => json({ product_id: t.mug, author: 1, email: [], rating: '5', body: null }),
  },
  {
    family: 'reviews',
    what: 'a fractional rating',
    method: 'POST',
    path: () => '/api/review.json',
    body: () => json({ product_id: 1, author: 'Ada', email: 'ada@example.com', rating: 4.5, body: 'Nice' }),
  },
  {
    family: 'reviews',
    what: 'an oversize review text',
    method: 'POST',
    path: () => '/api/review.json',
    body: () =>
      json({ product_id: 1, author: 'Ada', email: 'ada@example.com', rating: 5, body: 'x'.repeat(5_001) }),
  },
  {
    family: 'reviews',
    what: 'a body over the limit',
    method: 'POST',
    path: () => '/api/review.json',
    body: () => oversize('body'),
  },
  {
    family: 'reviews',
    what: "another shop's product",
    method: 'POST',
    path: () => '/api/review.json',
    body: () =>
      json({ product_id: t.euroProduct, author: 'Ada', email: 'ada@example.com', rating: 5, body: 'Nice' }),
  },
  {
    family: 'reviews',
    what: 'injection-like product id',
    method: 'POST',
    path: () => '/api/review.json',
    body: () =>
      json({ product_id: '1 OR 1=1', author: 'Ada', email: 'ada@example.com', rating: 5, body: 'Nice' }),
  },
  {
    family: 'reviews',
    what: 'a photo on another host (a tracking pixel)',
    method: 'POST',
    path: () => '/api/review.json',
    body: () =>
      json({
        product_id: 1,
        author: 'Ada',
        email: 'ada@example.com',
        rating: 5,
        body: 'Nice',
        images: ['https://attacker.example/p.gif'],
      }),
  },
  {
    family: 'reviews',
    what: 'a page beyond any list (reviews)',
    method: 'GET',
    path: () => '/api/review/reviews.json?page=1e21',
  },
  // catalogue (GET): an id no serial column holds, a page no list reaches
  {
    family: 'catalog',
    what: 'a page beyond any list (products)',
    method: 'GET',
    path: () => '/api/catalog/products_v2.json?page=1e21',
  },
  {
    family: 'catalog',
    what: 'a page beyond any list (collections)',
    method: 'GET',
    path: () => '/api/catalog/collections_v2.json?page=1e21',
  },
  {
    family: 'catalog',
    what: 'a product handle holding the NUL character',
    method: 'GET',
    path: () => `/api/catalog/product.json?handle=${encodeURIComponent('\u0000')}`,
  },
  {
    family: 'catalog',
    what: 'a product id beyond the int4 range (personalisation)',
    method: 'GET',
    path: () => `/api/pod/personalize-render.json?product_id=${BEYOND_INT4}`,
  },
  // contact
  {
    family: 'contact',
    what: 'malformed JSON',
    method: 'POST',
    path: () => '/api/contact-us.json',
    body: () => '{"name":"Ada"',
  },
  {
    family: 'contact',
    what: 'wrong types',
    method: 'POST',
    path: () => '/api/contact-us.json',
    body: () => json({ name: 1, email: true, message: [] }),
  },
  {
    family: 'contact',
    what: 'an injection-like e-mail',
    method: 'POST',
    path: () => '/api/contact-us.json',
    body: () => json({ name: 'Ada', email: "a@b.c' OR '1'='1", message: 'Hi' }),
  },
  {
    family: 'contact',
    what: 'a name holding the NUL character',
    method: 'POST',
    path: () => '/api/contact-us.json',
    body: () => json({ name: '\u0000', email: 'ada@example.com', message: 'Hi' }),
  },
  {
    family: 'contact',
    what: 'an oversize message',
    method: 'POST',
    path: () => '/api/contact-us.json',
    body: () => json({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5_001) }),
  },
  // decision 0261: an e-mail is at most MAX_NAME_LENGTH characters, refused before it is stored
  // (as the contact form's): never a 500, never a 4 000-character account or subscription
  ...Object.entries(LONG_EMAILS).flatMap(([kind, email]): Row[] => [
    {
      family: 'account',
      what: `an e-mail of 4 000 characters, ${kind} (register)`,
      method: 'POST',
      path: () => '/api/user/create.json',
      body: () =>
        json({ customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: 'longenough' }),
    },
    {
      family: 'account',
      what: `an e-mail of 4 000 characters, ${kind} (profile)`,
      method: 'POST',
      path: () => `/api/user/me.json?token=${t.demoAccess}`,
      body: () => json({ customer: { email } }),
    },
    {
      family: 'contact',
      what: `an e-mail of 4 000 characters, ${kind} (newsletter subscribe)`,
      method: 'POST',
      path: () => '/api/user/subscribe.json',
      body: () => json({ email }),
    },
    {
      family: 'contact',
      what: `an e-mail of 4 000 characters, ${kind} (newsletter unsubscribe)`,
      method: 'DELETE',
      path: () => '/api/user/subscribe.json',
      body: () => json({ email }),
    },
  ]),
  {
    family: 'contact',
    what: 'a body over the limit',
    method: 'POST',
    path: () => '/api/contact-us.json',
    body: () => oversize('message'),
  },
];

describe.each(['cart', 'account', 'checkout', 'uploads', 'reviews', 'contact', 'catalog'] as const)(
  'hostile input: %s',
  (family) => {
    it.each(rows.filter((row) => row.family === family).map((row) => [row.what, row] as const))(
      '%s → 4xx JSON, nothing changes',
      async (_, row) => {
        const before = await databaseState(server.database);
        const body = row.body?.();
        const response = await server.fetch(`http://platform.test${row.path()}`, {
          method: row.method,
          headers: {
            'x-shop-domain': 'localhost',
            ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
            ...row.headers,
          },
          ...(body === undefined ? {} : { body }),
        });
        expect(response.status, `${row.method} ${row.path()}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect(await response.json()).toMatchObject({ success: false, code: response.status });
        expect(await databaseState(server.database)).toEqual(before);
      },
    );
  },
);

describe('hostile input: an e-mail over the limit', () => {
  // decision 0261: a shopper's e-mail is at most MAX_NAME_LENGTH characters (as the contact
  // form's); decision 0656: longer is no e-mail address, so the form's invalid e-mail text from the
  // catalogue (000 §5 Newsletter, Register), 400 INVALID_EMAIL, as a badly formed one.
  const send = (method: string, path: string, body: unknown) =>
    server.fetch(`http://platform.test${path}`, {
      method,
      headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
      body: json(body),
    });
  const atLimit = (domain: string) => `${'b'.repeat(MAX_NAME_LENGTH - domain.length - 1)}@${domain}`;

  it.each([
    [
      'newsletter subscribe',
      'POST',
      '/api/user/subscribe.json',
      (email: string) => ({ email }),
      'newsletter.email_invalid',
    ],
    [
      'newsletter unsubscribe',
      'DELETE',
      '/api/user/subscribe.json',
      (email: string) => ({ email }),
      'newsletter.email_invalid',
    ],
    [
      'register',
      'POST',
      '/api/user/create.json',
      (email: string) => ({
        customer: { email, firstname: 'Ada', lastname: 'Lovelace' },
        password: 'longenough',
      }),
      'validation.email_invalid',
    ],
    [
      'profile',
      'POST',
      '/api/user/me.json?token=DEMO',
      (email: string) => ({ customer: { email } }),
      'validation.email_invalid',
    ],
  ] as const)(
    '%s: 400 INVALID_EMAIL with the form text, nothing changes',
    async (_, method, path, body, text) => {
      const before = await databaseState(server.database);
      const answer = await send(
        method,
        path.replace('DEMO', t.demoAccess),
        body(`${'c'.repeat(MAX_NAME_LENGTH)}@example.com`),
      );
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: 400,
        success: false,
        error_code: 'INVALID_EMAIL',
        error: messages[text],
      });
      expect(await databaseState(server.database)).toEqual(before);
    },
  );

  it('subscribes an e-mail of exactly MAX_NAME_LENGTH characters', async () => {
    const email = atLimit('example.com');
    expect(email).toHaveLength(MAX_NAME_LENGTH);
    const answer = await send('POST', '/api/user/subscribe.json', { email });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, result: { subscribed: true } });
  });
});

describe('hostile input: ids no serial column holds', () => {
  const fetchDemo = (path: string, init: RequestInit = {}) =>
    server.fetch(`http://platform.test${path}`, {
      ...init,
      headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
    });

  it('drops such an id from products-by-ids, as it drops any id that is not one', async () => {
    const unknown = await fetchDemo(`/api/catalog/products-by-ids.json?ids=abc,${BEYOND_INT4}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ result: { products: [], total: 0 } });
    const [product] = expectOk(
      await clientFor(server, 'localhost').call('catalog.products', { query: { limit: 1, page: 1 } }),
    ).result.products;
    const mixed = await fetchDemo(`/api/catalog/products-by-ids.json?ids=${BEYOND_INT4},${product?.id}`);
    expect(mixed.status).toBe(200);
    expect(await mixed.json()).toMatchObject({ result: { products: [{ id: product?.id }], total: 1 } });
  });

  it('recommends for a cart whose product id is beyond the int4 range as for no product', async () => {
    const answer = await fetchDemo('/api/offers/cart-recommend.json', {
      method: 'POST',
      body: json({ cart_items: [{ product_id: BEYOND_INT4, variant_id: BEYOND_INT4 }] }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ code: 200 });
  });

  // decision 0261: an id no serial column holds names no row, and never reaches PostgreSQL (a 500)
  it('prices a cart line whose metadata names an offer id beyond the int4 range as a line of no offer', async () => {
    const demo = clientFor(server, 'localhost');
    const cart = expectOk(await demo.call('cart.create')).result;
    const added = await fetchDemo(`/api/checkout/cart/update.json?cart_token=${cart.token}`, {
      method: 'POST',
      body: json({ cartItem: { variant_id: t.mug, qty: 1, metadata: { offer_id: BEYOND_INT4 } } }),
    });
    // a line's metadata is any JSON object (000 §3 Cart add payload): the line is added
    expect(added.status).toBe(200);
    const info = await fetchDemo(`/api/checkout/${cart.checkout_token}/info.json`);
    expect(info.status).toBe(200);
    const discount = await fetchDemo(`/api/offers/discount.json?cart_token=${cart.token}`);
    expect(discount.status).toBe(200);
    expect(await discount.json()).toMatchObject({
      result: { discount_cart_items: [], has_discount: false, total_discount_amount: 0 },
    });
  });

  it('filters reviews by a rating beyond the int4 range as by any rating no review has', async () => {
    for (const rating of [String(BEYOND_INT4), '1e300']) {
      const answer = await fetchDemo(`/api/review/reviews.json?rating=${rating}`);
      expect(answer.status, rating).toBe(200);
      expect(await answer.json()).toMatchObject({ success: true, reviews: [], total: 0 });
    }
  });

  it('answers an unknown shop for an x-shop-id beyond the int4 range', async () => {
    const answer = await server.fetch('http://platform.test/api/catalog/products_v2.json', {
      headers: { 'x-shop-id': String(BEYOND_INT4) },
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ success: false, code: 404 });
  });
});

describe('hostile input: review photos', () => {
  // A review is published at once and each photo shown as <img src> on the product page, so a photo
  // must be a file the platform stored itself (the public_url of POST /api/upload.json) on the
  // shop's own origin or as a path; any other URL would plant a tracking pixel (001 §7 Reviews; a
  // security audit).
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const uploaded = async (domain: string) =>
    expectOk(
      await clientFor(server, domain).call('upload', {
        body: new Blob([png]),
        headers: { 'x-file-name': 'photo.png', 'content-type': 'image/png' },
      }),
    ).file.public_url;
  const review = async (images: string[]) => {
    const demo = clientFor(server, 'localhost');
    const product = expectOk(
      await demo.call('catalog.product', { query: { handle: 'custom-photo-mug' } }),
    ).result;
    return demo.call('reviews.create', {
      body: {
        product_id: product.id,
        author: 'Ada',
        email: 'ada@example.com',
        rating: 5,
        body: 'Nice',
        images,
      },
    });
  };

  it('refuses a photo the platform did not store, with INVALID_IMAGE', async () => {
    const own = await uploaded('localhost');
    const path = new URL(own).pathname;
    const foreign = await uploaded('euro.localhost');
    for (const url of [
      'https://attacker.example/p.gif',
      `https://attacker.example${path}`,
      `//attacker.example${path}`,
      `${own}?track=1`,
      'javascript:alert(1)',
      foreign,
      new URL(foreign).pathname,
      '/uploads/000000000000000000000000/photo.png',
    ]) {
      const before = await databaseState(server.database);
      const refused = expectFailure(await review([own, url]));
      expect(refused, url).toMatchObject({ statusCode: 400, errorCode: 'INVALID_IMAGE' });
      expect(await databaseState(server.database)).toEqual(before);
    }
  });

  it('accepts the photos it stored, as their public_url or their path', async () => {
    const own = await uploaded('localhost');
    const path = new URL(own).pathname;
    const created = expectOk(await review([own, path]));
    expect(created.review?.images).toEqual([own, path]);
  });
});

describe('hostile input: a post-purchase quantity', () => {
  // decision 0261: a quantity is at most MAX_LINE_QUANTITY, refused with 400 INVALID_QUANTITY
  it('refuses a quantity over the line limit with a 4xx, even of a variant that tracks no stock', async () => {
    const hoodie = await variantOf(server, 'localhost', 'relaxed-hoodie');
    const tee = await variantOf(server, 'localhost', 'classic-crew-tee');
    const [offer] = await server.deps.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.offerType, 'postPurchase'), eq(offers.title, 'One more thing: the hoodie at 25% off')),
      );
    const tracking = (trackQuantity: boolean) =>
      server.deps.db.update(variants).set({ trackQuantity }).where(eq(variants.id, hoodie.id));
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    await tracking(false);
    try {
      for (const qty of [MAX_LINE_QUANTITY + 1, 1e15]) {
        const refused = expectFailure(
          await client.call('checkout.activatePostPurchase', {
            path,
            body: { offer_id: offer?.id ?? 0, variant_id: hoodie.id, qty },
          }),
        );
        expect(refused, String(qty)).toMatchObject({ statusCode: 400, errorCode: 'INVALID_QUANTITY' });
      }
      const allowed = await client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: offer?.id ?? 0, variant_id: hoodie.id, qty: MAX_LINE_QUANTITY },
      });
      expect(allowed.ok).toBe(true);
    } finally {
      await tracking(true);
    }
  });
});

describe('hostile input: the NUL character', () => {
  // PostgreSQL refuses U+0000 in text (22021) and jsonb (22P05): a request carrying it in its query,
  // its path or a JSON string is a bad request (decision 0001 failure envelope), not a server error.
  const send = (path: string, init: RequestInit = {}) =>
    server.fetch(`http://platform.test${path}`, {
      ...init,
      headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
    });

  it.each([
    ['in the query', () => send('/api/actions.json?event=%00&session_id=s')],
    ['in the path', () => send(`/api/checkout/${t.checkout}%00/info.json`)],
    [
      'in a JSON string',
      () =>
        send('/api/contact-us.json', {
          method: 'POST',
          body: json({ name: 'Ada', email: 'ada@example.com', message: 'Hi\u0000there' }),
        }),
    ],
    [
      'in a JSON key',
      () =>
        send(`/api/checkout/cart/update.json?cart_token=${t.cart}`, {
          method: 'POST',
          body: json({ cartItem: { variant_id: t.mug, qty: 1, metadata: { 'a\u0000': 'b' } } }),
        }),
    ],
  ])('answers 400 BAD_REQUEST for a NUL %s, and changes nothing', async (_, request) => {
    const before = await databaseState(server.database);
    const answer = await request();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400, success: false, error_code: 'BAD_REQUEST' });
    expect(await databaseState(server.database)).toEqual(before);
  });
});

describe('hostile input: search', () => {
  it.each(['%', '_', '%00', "' OR '1'='1", "tee'; DROP TABLE products; --", '\\'])(
    'treats %j as text: no match, no error, nothing changes',
    async (q) => {
      const before = await databaseState(server.database);
      const answer = expectOk(
        await clientFor(server, 'localhost').call('catalog.products', { query: { q, limit: 12, page: 1 } }),
      );
      expect(answer.result.total).toBe(0);
      expect(await databaseState(server.database)).toEqual(before);
    },
  );
});
