import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BALANCE_DUE, DEMO_ORDERS } from '../seed/checkout-orders';
import { DEMO_CUSTOMER } from '../seed/users';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { CARDS, card, cartWith, FR_ADDRESS, hostClient, US_ADDRESS, variantOf } from './test-support';

let server: TestServer;
let tee: { id: number; price: number };
let hoodie: { id: number; price: number };
beforeAll(async () => {
  server = await createTestServer();
  tee = await variantOf(server, 'localhost', 'classic-crew-tee');
  hoodie = await variantOf(server, 'localhost', 'relaxed-hoodie');
});
afterAll(async () => {
  await server.close();
});

const demo = () => clientFor(server, 'localhost');

describe('checkout happy path (demo shop)', () => {
  it('cart → lines → customer and shipping → methods → choose → WELCOME10 → card 4242 → thank you → order history', async () => {
    const login = expectOk(
      await demo().call('user.login', {
        body: { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      }),
    ).result;
    // The storefront sends the account's id and e-mail (001 §5); the bearer token proves them.
    const client = clientFor(server, 'localhost', {
      token: () => login.token,
      headers: { authorization: `Bearer ${login.token}` },
    });
    const tokens = await cartWith(client, [
      { variant_id: tee.id, qty: 2 },
      { variant_id: hoodie.id, qty: 1 },
    ]);
    const path = { checkoutToken: tokens.checkout_token };

    const first = expectOk(await client.call('checkout.info', { path })).result;
    expect(first.token).toBe(tokens.checkout_token);
    expect(first.info.step).toBe('contact_information');
    expect(first.totals.items).toHaveLength(2);
    expect(first.totals.total_line_items_price).toBe(Math.round((tee.price * 2 + hoodie.price) * 100) / 100);
    expect(first.totals.total_tax).toBe(0);
    expect(first.count_discount_code).toBe(5);

    const saved = expectOk(
      await client.call('checkout.customerAndShipping', {
        path,
        body: {
          email: DEMO_CUSTOMER.email,
          customer_id: login.user.id,
          buyer_accepts_marketing: true,
          shipping_address: US_ADDRESS,
        },
      }),
    ).result;
    expect(saved.customer_id).toBe(login.user.id);

    const methods = expectOk(
      await client.call('checkout.shippingMethods', { path, query: { country_code: 'US' } }),
    );
    expect(methods.result.map((method) => method.method_code)).toEqual([
      'standard',
      'express',
      'free-standard',
    ]);
    expect(methods.variants_not_shippable_ids).toEqual([]);
    const standard = methods.result[0];
    expect(standard).toMatchObject({
      method_title: 'Standard',
      price: 5.99,
      shipping_rule_type: 'price_based',
    });

    expectOk(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: {
          shipping_method: {
            method_code: 'standard',
            shipping_rule_id: standard?.shipping_rule_id ?? 0,
            shipping_rule_type: 'price_based',
          },
        },
      }),
    );
    const coupon = expectOk(
      await client.call('checkout.applyCoupon', { path, body: { code: 'welcome10', source: 'checkout' } }),
    );
    expect(coupon.overrided_manual_discount_type).toBe('percentage');

    const priced = expectOk(await client.call('checkout.info', { path })).result;
    const lines = Math.round((tee.price * 2 + hoodie.price) * 100);
    const discount = Math.round((tee.price * 2 * 100) / 10) + Math.round((hoodie.price * 100) / 10);
    const tax = priced.totals.items.reduce((sum, item) => sum + Math.round((item.tax_amount ?? 0) * 100), 0);
    expect(priced.info).toMatchObject({
      step: 'payment_method',
      email: DEMO_CUSTOMER.email,
      discount_code: 'WELCOME10',
      discount_applied: true,
      discount_type: 'percentage',
      shipping_method: { method_code: 'standard', price: 5.99 },
      buyer_accepts_marketing: true,
    });
    expect(priced.info.shipping_address?.name).toBe('');
    expect(priced.totals.total_discounts * 100).toBeCloseTo(discount, 6);
    expect(priced.totals.subtotal_price * 100).toBeCloseTo(lines - discount, 6);
    expect(priced.totals.total_shipping).toBe(5.99);
    // 7.25 % on the discounted lines and on shipping, line by line.
    expect(priced.totals.total_tax * 100).toBeCloseTo(tax + Math.round(599 * 0.0725), 6);
    expect(priced.totals.total_price * 100).toBeCloseTo(
      lines - discount + 599 + priced.totals.total_tax * 100,
      6,
    );
    expect(priced.overided_discount).toMatchObject({ code: 'WELCOME10', is_valid: true, value: 10 });

    const methodsList = expectOk(await client.call('checkout.paymentMethods', { path })).result;
    const gateway = methodsList.find((method) => method.code === 'test-gateway');
    expect(gateway?.provider_options?.sandbox).toBe(true);

    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: {
          payment_method_id: gateway?.id ?? 0,
          payment_data: card(CARDS.ok),
          is_using_same_address: true,
        },
      }),
    ).result;
    expect(placed.access_key).toMatch(/^ak_/);
    expect(placed.order).toMatchObject({ status: 'open', total_price: priced.totals.total_price });

    const thankYou = expectOk(await client.call('checkout.info', { path })).result;
    expect(thankYou.info.step).toBe('thank_you');
    expect(thankYou.order?.id).toBe(placed.order?.id);
    expect(thankYou.cart_clear).toBe(true);

    const history = expectOk(await client.call('user.orderHistory')).result;
    expect(history[0]).toMatchObject({ id: placed.order?.id, name: placed.order?.name });
    expect(history.map((order) => order.name)).toEqual(expect.arrayContaining(['#1001', '#1002', '#1003']));

    const completed = expectFailure(await client.call('cart.get', { query: { cart_token: tokens.token } }));
    expect(completed).toMatchObject({ kind: 'http', errorCode: 'CHECKOUT_CART_COMPLETED' });
    const again = expectFailure(
      await client.call('checkout.createOrder', { path, body: { payment_data: card(CARDS.ok) } }),
    );
    expect(again).toMatchObject({ errorCode: 'order_related_with_this_checkout_is_already_completed' });

    const status = expectOk(await client.call('checkout.processingStatus', { path })).result;
    expect(status).toMatchObject({ status: 'completed', access_key: placed.access_key });
    expectOk(
      await client.call('checkout.purchaseComplete', { body: { checkout_token: tokens.checkout_token } }),
    );
  });

  it('the euro shop prices in EUR with its VAT and zones', async () => {
    const euroTee = await variantOf(server, 'euro.localhost', 'classic-crew-tee');
    const client = clientFor(server, 'euro.localhost');
    const tokens = await cartWith(client, [{ variant_id: euroTee.id, qty: 1 }]);
    const path = { checkoutToken: tokens.checkout_token };
    expectOk(
      await client.call('checkout.customerAndShipping', {
        path,
        body: { email: 'client@example.fr', shipping_address: FR_ADDRESS },
      }),
    );
    const methods = expectOk(
      await client.call('checkout.shippingMethods', { path, query: { country_code: 'FR' } }),
    );
    expect(methods.result.map((m) => [m.method_code, m.price])).toEqual([
      ['standard', 4.9],
      ['express', 12.9],
    ]);
    expectOk(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'express' } },
      }),
    );
    const info = expectOk(await client.call('checkout.info', { path })).result;
    expect(info.currency).toBe('EUR');
    expect(info.totals).toMatchObject({ total_line_items_price: 22, total_shipping: 12.9, total_tax: 6.98 });
    expect(info.totals.total_price).toBe(41.88);
    const order = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    ).result;
    expect(order.order).toMatchObject({ currency: 'EUR', total_price: 41.88, name: '#1002' });
  });

  it('a checkout token of one shop is unknown to another', async () => {
    const tokens = await cartWith(demo(), [{ variant_id: tee.id, qty: 1 }]);
    const euro = clientFor(server, 'euro.localhost');
    const failure = expectFailure(
      await euro.call('checkout.info', { path: { checkoutToken: tokens.checkout_token } }),
    );
    expect(failure).toMatchObject({ kind: 'http', statusCode: 404, errorCode: 'CHECKOUT_NOT_FOUND' });
    expect(
      expectOk(await demo().call('checkout.info', { path: { checkoutToken: tokens.checkout_token } })).code,
    ).toBe(200);
  });

  it('a bad request body answers 400 with a JSON error', async () => {
    const tokens = await cartWith(demo(), []);
    const response = await server.fetch(
      `http://localhost/api/checkout/${tokens.checkout_token}/customer-and-shipping.json`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-shop-domain': 'localhost' },
        body: '{"shipping_address": 12}',
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, success: false, error_code: 'BAD_REQUEST' });
    const broken = await server.fetch(
      `http://localhost/api/checkout/${tokens.checkout_token}/create-order.json`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shop-domain': 'localhost' },
        body: '{not json',
      },
    );
    expect(broken.status).toBe(400);
  });

  it('answers 400 (never 500) to a malformed body on every mutation of the checkout part', async () => {
    const tokens = await cartWith(demo(), [{ variant_id: tee.id, qty: 1 }]);
    const t = tokens.checkout_token;
    const calls: [string, string][] = [
      ['PUT', `/api/checkout/${t}/customer-and-shipping.json`],
      ['PUT', `/api/checkout/${t}/shipping-methods.json`],
      ['PUT', `/api/checkout/${t}/customer-email-phone.json`],
      ['POST', `/api/checkout/${t}/create-order.json`],
      ['POST', `/api/checkout/${t}/charge-authorize.json`],
      ['POST', `/api/checkout/${t}/apply-coupon.json`],
      ['POST', `/api/checkout/${t}/delete-coupon.json`],
      ['POST', `/api/checkout/${t}/provider-confirm-url.json`],
      ['POST', `/api/checkout/${t}/stripe/create-order.json`],
      ['POST', `/api/checkout/${t}/fetch-payment-provider-order-info.json`],
      ['POST', `/api/checkout/${t}/activate-post-purchase.json`],
      ['POST', `/api/checkout/${t}/finalize-post-purchase.json`],
      ['POST', `/api/checkout/${t}/express-payment.json`],
      ['POST', '/api/checkout/purchase-complete.json'],
      ['POST', '/api/checkout/checkout-error-monitor.json'],
      ['POST', '/api/checkout/ord_demo_1003/checkout-additional.json'],
      ['POST', '/api/checkout/order-status/ord_demo_1001/authenticate.json'],
      ['POST', '/api/offers/cart-recommend.json'],
      ['POST', '/api/review.json'],
    ];
    for (const [method, url] of calls) {
      for (const body of ['[1,2]', '{"code": 5, "email": [], "shipping_address": "x"}', '{oops']) {
        const response = await server.fetch(`http://localhost${url}`, {
          method,
          headers: { 'content-type': 'application/json', 'x-shop-domain': 'localhost' },
          body,
        });
        expect([url, response.status]).toEqual([url, 400]);
        const answer = (await response.json()) as { success: boolean; error_code: string };
        expect(answer).toMatchObject({ success: false, error_code: expect.any(String) });
        if (body !== '{"code": 5, "email": [], "shipping_address": "x"}')
          expect(answer.error_code).toBe('BAD_REQUEST');
      }
    }
  });

  it('replays the stored answer of create-order for a repeated idempotency key', async () => {
    const client = clientFor(server, 'localhost', { idempotencyKey: () => 'order-key-1' });
    const tokens = await cartWith(demo(), [{ variant_id: tee.id, qty: 1 }]);
    const path = { checkoutToken: tokens.checkout_token };
    expectOk(
      await client.call('checkout.customerAndShipping', {
        path,
        body: { email: 'a@example.com', shipping_address: US_ADDRESS },
      }),
    );
    expectOk(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'express' } },
      }),
    );
    const body = { payment_method: 'test-gateway', payment_data: card(CARDS.ok) };
    const first = expectOk(await client.call('checkout.createOrder', { path, body })).result;
    const second = expectOk(await client.call('checkout.createOrder', { path, body })).result;
    expect(second.access_key).toBe(first.access_key);
  });

  // 001 §6: the order status page is authorised with an access key, obtained by posting the
  // order's e-mail to the authenticate endpoint. The balance read needs only the order's token
  // (decision 0431), so it shows the balance and the order's name, never the e-mail (which the
  // token's holder would turn into the access key), the addresses, the lines or the payment.
  it('the checkout-additional read without an access key shows the balance and the order name, not its e-mail, addresses or lines', async () => {
    const { balanceDue } = DEMO_ORDERS;
    const response = await server.fetch(
      `http://localhost/api/checkout/${balanceDue.token}/checkout-additional.json`,
      { headers: { 'x-shop-domain': 'localhost' } },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const { result } = JSON.parse(text) as { result: Record<string, unknown> };
    expect(result).toMatchObject({
      balance: DEMO_BALANCE_DUE,
      currency: 'USD',
      order: { name: balanceDue.name, token: balanceDue.token, currency: 'USD' },
    });
    const order = result.order as Record<string, unknown>;
    for (const field of ['email', 'shipping_address', 'billing_address', 'line_items', 'payment_method']) {
      expect([field, field in result, field in order]).toEqual([field, false, false]);
    }
    expect(text).not.toContain(balanceDue.email);
  });

  it('anonymous calls resolve the shop by host: available countries', async () => {
    const demoCountries = expectOk(
      await hostClient(server, 'localhost').call('checkout.availableShippingCountries'),
    );
    expect(demoCountries.result).toEqual({ type: 'rest_of_world', country_codes: ['US'] });
    const euro = expectOk(
      await hostClient(server, 'euro.localhost').call('checkout.availableShippingCountries'),
    );
    expect(euro.result.country_codes).toEqual(['BE', 'DE', 'ES', 'FR', 'IT', 'NL']);
  });
});

// Decision 0163: "A checkout is linked to a customer only when the request proves it"; 000 §4:
// logout clears token, user and group. A shared computer: customer A saves the contact step signed
// in and signs out; guest B goes on with the same checkout (decision 0627).
describe('a checkout of a customer who signed out (000 §4, decisions 0163 and 0627)', () => {
  async function signedInCheckout(
    variant = tee,
    account: { email: string; password: string } = DEMO_CUSTOMER,
  ) {
    const login = expectOk(
      await demo().call('user.login', {
        body: { username: account.email, password: account.password },
      }),
    ).result;
    const customer = clientFor(server, 'localhost', {
      token: () => login.token,
      headers: { authorization: `Bearer ${login.token}` },
    });
    const tokens = await cartWith(customer, [{ variant_id: variant.id, qty: 1 }]);
    const path = { checkoutToken: tokens.checkout_token };
    const saved = expectOk(
      await customer.call('checkout.customerAndShipping', {
        path,
        body: { email: account.email, customer_id: login.user.id, shipping_address: US_ADDRESS },
      }),
    ).result;
    expect(saved.customer_id).toBe(login.user.id);
    return {
      customer,
      path,
      customerId: login.user.id,
      refreshToken: login.refresh_token,
      token: login.token,
    };
  }

  /** The access token's session ends as its lifetime runs out (000 §4 token lifecycle). */
  async function expire(token: string) {
    await server.database.query('UPDATE user_sessions SET access_expires_at = $1 WHERE access_token = $2', [
      new Date(Date.now() - 1000),
      token,
    ]);
  }

  /** A client of the customer's session with a new access token, as the SDK's refresh gives it. */
  async function refreshed(refreshToken: string) {
    const { token } = expectOk(await demo().call('user.refresh', { body: { refreshToken } })).result;
    return clientFor(server, 'localhost', {
      token: () => token,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it("a guest's order on that checkout is a guest order, not in the customer's order history", async () => {
    const { customer, path } = await signedInCheckout();
    const guest = demo();
    const saved = expectOk(
      await guest.call('checkout.customerAndShipping', {
        path,
        body: { email: 'guest@example.com', shipping_address: US_ADDRESS },
      }),
    ).result;
    expect(saved).toMatchObject({ customer_id: null, email: 'guest@example.com' });
    const info = expectOk(await guest.call('checkout.info', { path })).result;
    expect(info.info).toMatchObject({ customer_id: null, email: 'guest@example.com' });
    expectOk(
      await guest.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'standard' } },
      }),
    );
    const placed = expectOk(
      await guest.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    ).result;
    const history = expectOk(await customer.call('user.orderHistory')).result;
    expect(history.map((order) => order.id)).not.toContain(placed.order?.id);
  });

  it("a guest's contact step without an e-mail does not keep the customer's e-mail", async () => {
    const { path } = await signedInCheckout();
    const saved = expectOk(
      await demo().call('checkout.customerAndShipping', { path, body: { shipping_address: US_ADDRESS } }),
    ).result;
    expect(saved.customer_id).toBeNull();
    expect(saved.email).not.toBe(DEMO_CUSTOMER.email);
  });

  it("the checkout fetched with logout after the sign-out no longer shows the customer's e-mail or address", async () => {
    const { path } = await signedInCheckout();
    const info = expectOk(await demo().call('checkout.info', { path, query: { logout: true } })).result;
    expect(info.info).toMatchObject({ customer_id: null, step: 'contact_information' });
    expect(info.info.email ?? null).toBeNull();
    expect(info.info.shipping_address ?? null).toBeNull();
  });

  // Decision 0627 (0163 "linked to a customer only when the request proves it"): the order is
  // placed under the customer the PAYING request proves with its token, else it is a guest order;
  // the customer a checkout still carries (its storefront did not refetch it with `logout`) is not
  // enough. The other tee (size), so these orders do not take the first one's last pieces.
  describe('an order is placed under the customer the paying request proves', () => {
    let otherTee: { id: number; price: number };
    beforeAll(async () => {
      otherTee = await variantOf(server, 'localhost', 'classic-crew-tee', 1);
    });

    let registered = 0;
    /**
     * A customer who just registered and signed in (decision 0153): its e-mail is not proven, so
     * its order history holds only the orders linked to its id, not guest orders of its e-mail
     * (decision 0595), and shows whether the order went to the customer.
     */
    async function newCustomer() {
      const account = { email: `payer-${++registered}@example.com`, password: 'longenough' };
      expectOk(
        await demo().call('user.create', {
          body: {
            customer: { email: account.email, firstname: 'Pat', lastname: 'Payer' },
            password: account.password,
          },
        }),
      );
      return account;
    }

    /** A checkout the signed-in customer saved, with its shipping method: ready to be paid. */
    async function savedByCustomer() {
      const saved = await signedInCheckout(otherTee, await newCustomer());
      expectOk(
        await saved.customer.call('checkout.updateShippingMethod', {
          path: saved.path,
          body: { shipping_method: { method_code: 'standard' } },
        }),
      );
      return saved;
    }

    /** What the shopper sees of the placed order: its customer, and the customer's order history. */
    async function placedUnder(
      saved: Awaited<ReturnType<typeof savedByCustomer>>,
      orderId: number | string | undefined,
    ) {
      const info = expectOk(await demo().call('checkout.info', { path: saved.path })).result;
      expect(info.order?.id).toBe(orderId);
      const history = expectOk(await saved.customer.call('user.orderHistory')).result;
      return { customerId: info.info.customer_id ?? null, inHistory: history.some((o) => o.id === orderId) };
    }

    const pay = { payment_method: 'test-gateway', payment_data: card(CARDS.ok) };

    it("create-order without the customer's token places a guest order, not in the customer's order history", async () => {
      const saved = await savedByCustomer();
      const placed = expectOk(
        await demo().call('checkout.createOrder', { path: saved.path, body: pay }),
      ).result;
      expect(await placedUnder(saved, placed.order?.id)).toEqual({ customerId: null, inHistory: false });
    });

    it("create-order with the customer's token places the customer's order", async () => {
      const saved = await savedByCustomer();
      const placed = expectOk(
        await saved.customer.call('checkout.createOrder', { path: saved.path, body: pay }),
      ).result;
      expect(await placedUnder(saved, placed.order?.id)).toEqual({
        customerId: saved.customerId,
        inHistory: true,
      });
    });

    it("an authorisation and its order without the customer's token place a guest order", async () => {
      const saved = await savedByCustomer();
      expectOk(await demo().call('checkout.chargeAuthorize', { path: saved.path, body: pay }));
      const placed = expectOk(
        await demo().call('checkout.createOrder', {
          path: saved.path,
          body: { payment_method: 'test-gateway' },
        }),
      ).result;
      expect(await placedUnder(saved, placed.order?.id)).toEqual({ customerId: null, inHistory: false });
    });

    /** Follows a confirm URL as the provider sends the shopper back: without any token. */
    async function confirm(url: string): Promise<number> {
      const response = await server.fetch(`http://localhost${url}`);
      const answer = (await response.json()) as { result: { status: string; order_id?: number } };
      expect(answer.result.status).toBe('completed');
      return answer.result.order_id ?? 0;
    }

    it("a redirect payment started without the customer's token finishes as a guest order", async () => {
      const saved = await savedByCustomer();
      const redirect = expectOk(
        await demo().call('checkout.providerConfirmUrl', {
          path: saved.path,
          body: { payment_method: 'cardpay' },
        }),
      ).result.redirect;
      expect(await placedUnder(saved, await confirm(redirect))).toEqual({
        customerId: null,
        inHistory: false,
      });
    });

    it("a redirect payment started with the customer's token finishes as the customer's order", async () => {
      const saved = await savedByCustomer();
      const redirect = expectOk(
        await saved.customer.call('checkout.providerConfirmUrl', {
          path: saved.path,
          body: { payment_method: 'cardpay' },
        }),
      ).result.redirect;
      expect(await placedUnder(saved, await confirm(redirect))).toEqual({
        customerId: saved.customerId,
        inHistory: true,
      });
    });

    // 000 §4 token lifecycle: a 'not authorized' reply to a call made with a token is what makes
    // the SDK refresh the token and send the call again. A token that proves no customer (expired,
    // revoked, unknown) is refused, not taken for a guest's: the order is not silently a guest order.
    it("create-order with the customer's expired token answers 401 'not authorized' and places no order", async () => {
      const saved = await savedByCustomer();
      await expire(saved.token);
      const refused = expectFailure(
        await saved.customer.call('checkout.createOrder', { path: saved.path, body: pay }),
      );
      expect(refused).toMatchObject({
        statusCode: 401,
        errorCode: 'UNAUTHORIZED',
        message: 'not authorized',
      });
      const info = expectOk(await demo().call('checkout.info', { path: saved.path })).result;
      expect(info.order ?? null).toBeNull();
    });

    it("the same create-order (same idempotency key) sent again with the refreshed token places the customer's order", async () => {
      const saved = await savedByCustomer();
      await expire(saved.token);
      const key = `expired-then-refreshed-${saved.customerId}`;
      const call = { path: saved.path, body: pay };
      expectFailure(await saved.customer.call('checkout.createOrder', call, { idempotencyKey: key }));
      const customer = await refreshed(saved.refreshToken);
      const placed = expectOk(
        await customer.call('checkout.createOrder', call, { idempotencyKey: key }),
      ).result;
      const info = expectOk(await demo().call('checkout.info', { path: saved.path })).result;
      expect(info.order?.id).toBe(placed.order?.id);
      expect(info.info.customer_id).toBe(saved.customerId);
      const history = expectOk(await customer.call('user.orderHistory')).result;
      expect(history.map((order) => order.id)).toContain(placed.order?.id);
    });

    it("a redirect payment started with the customer's expired token answers 401 'not authorized'", async () => {
      const saved = await savedByCustomer();
      await expire(saved.token);
      const refused = expectFailure(
        await saved.customer.call('checkout.providerConfirmUrl', {
          path: saved.path,
          body: { payment_method: 'cardpay' },
        }),
      );
      expect(refused).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
    });

    it("the contact step saved with the customer's expired token answers 401 and the checkout keeps its customer", async () => {
      const saved = await savedByCustomer();
      await expire(saved.token);
      const refused = expectFailure(
        await saved.customer.call('checkout.customerAndShipping', {
          path: saved.path,
          body: { email: 'other@example.com', shipping_address: US_ADDRESS },
        }),
      );
      expect(refused).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
      const info = expectOk(await demo().call('checkout.info', { path: saved.path })).result;
      expect(info.info.customer_id).toBe(saved.customerId);
    });

    it("a 3-D Secure card paid without the customer's token finishes as a guest order", async () => {
      const saved = await savedByCustomer();
      const pending = expectFailure(
        await demo().call('checkout.createOrder', {
          path: saved.path,
          body: { payment_method: 'test-gateway', payment_data: card(CARDS.threeDSecure) },
        }),
      );
      const body = pending.kind === 'http' ? (pending.body as { redirect_url: string }) : undefined;
      expect(await placedUnder(saved, await confirm(body?.redirect_url ?? ''))).toEqual({
        customerId: null,
        inHistory: false,
      });
    });
  });
});
