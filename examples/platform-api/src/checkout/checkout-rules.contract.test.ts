import { and, arrayContains, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shopDomains, variants } from '../db/schema/index';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { cartWith, FR_ADDRESS, hostClient, readyCheckout, US_ADDRESS, variantOf } from './test-support';

let server: TestServer;
let tee: { id: number; price: number };
let mug: { id: number; price: number };
beforeAll(async () => {
  server = await createTestServer();
  tee = await variantOf(server, 'localhost', 'classic-crew-tee');
  mug = await variantOf(server, 'localhost', 'custom-photo-mug');
});
afterAll(async () => {
  await server.close();
});

const demo = () => clientFor(server, 'localhost');

async function checkoutOf(lines: { variant_id: number; qty: number }[]) {
  const tokens = await cartWith(demo(), lines);
  return { tokens, path: { checkoutToken: tokens.checkout_token } };
}

describe('discount codes (001 §8)', () => {
  const apply = (checkoutToken: string, code: string) =>
    demo().call('checkout.applyCoupon', { path: { checkoutToken }, body: { code, source: 'checkout' } });

  it('SAVE5 takes 5 off the lines', async () => {
    const { path } = await checkoutOf([{ variant_id: tee.id, qty: 1 }]);
    expectOk(await apply(path.checkoutToken, 'SAVE5'));
    const info = expectOk(await demo().call('checkout.info', { path })).result;
    expect(info.totals.total_discounts).toBe(5);
    expect(info.totals.subtotal_price).toBe(Math.round((tee.price - 5) * 100) / 100);
    expect(info.overrided_manual_discount_type).toBe('fixed_amount');
  });

  it('FREESHIP makes the chosen method free', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    expectOk(await client.call('checkout.applyCoupon', { path, body: { code: 'FREESHIP' } }));
    const methods = expectOk(
      await client.call('checkout.shippingMethods', { path, query: { country_code: 'US' } }),
    );
    expect(methods.result[0]).toMatchObject({ price: 5.99, discount_amount: 5.99, discounted_price: 0 });
    const info = expectOk(await client.call('checkout.info', { path })).result;
    expect(info.totals).toMatchObject({ total_shipping: 0, shipping_fee: 5.99, total_discounts: 5.99 });
    expect(info.info).toMatchObject({ discount_type: 'free_shipping', discount_applied: true });
  });

  it('USED1 is refused with the used text after the upper-cased code', async () => {
    const { path } = await checkoutOf([{ variant_id: tee.id, qty: 1 }]);
    const failure = expectFailure(await apply(path.checkoutToken, 'used1'));
    expect(failure).toMatchObject({
      kind: 'http',
      statusCode: 400,
      errorCode: 'DISCOUNT_USED',
      message: 'USED1 discount code has already been used.',
    });
  });

  it('an unknown code is refused with the not-found text', async () => {
    const { path } = await checkoutOf([{ variant_id: tee.id, qty: 1 }]);
    const failure = expectFailure(await apply(path.checkoutToken, 'nope'));
    expect(failure).toMatchObject({
      errorCode: 'DISCOUNT_NOT_FOUND',
      message: 'Unable to find a valid discount matching the code entered.',
    });
  });

  it('SHOESONLY applies to apparel lines only', async () => {
    const onlyMug = await checkoutOf([{ variant_id: mug.id, qty: 1 }]);
    const refused = expectFailure(await apply(onlyMug.path.checkoutToken, 'shoesonly'));
    expect(refused).toMatchObject({
      errorCode: 'DISCOUNT_NOT_APPLICABLE',
      message: "SHOESONLY discount code isn't valid for the items in your cart.",
    });
    const mixed = await checkoutOf([
      { variant_id: mug.id, qty: 1 },
      { variant_id: tee.id, qty: 1 },
    ]);
    expectOk(await apply(mixed.path.checkoutToken, 'SHOESONLY'));
    const info = expectOk(await demo().call('checkout.info', { path: mixed.path })).result;
    const byVariant = new Map(info.totals.items.map((item) => [item.variant_id, item.line_item_discount]));
    expect(byVariant.get(mug.id)).toBe(0);
    expect(byVariant.get(tee.id)).toBe(Math.round(tee.price * 20) / 100);
  });

  it('a second code is refused while one applies; delete removes it; no code is "Missing discount code"', async () => {
    const { path } = await checkoutOf([{ variant_id: tee.id, qty: 1 }]);
    expectOk(await apply(path.checkoutToken, 'WELCOME10'));
    expectOk(await apply(path.checkoutToken, 'welcome10'));
    const second = expectFailure(await apply(path.checkoutToken, 'SAVE5'));
    expect(second).toMatchObject({
      errorCode: 'DISCOUNT_ALREADY_APPLIED',
      message: "A discount has been applied to this order. You can't add another discount.",
    });
    const missing = expectFailure(await apply(path.checkoutToken, ''));
    expect(missing).toMatchObject({ statusCode: 400, message: 'Missing discount code' });
    const removed = expectOk(
      await demo().call('checkout.deleteCoupon', { path, body: { code: 'WELCOME10' } }),
    );
    expect(removed.overrided_manual_discount_type).toBeNull();
    const info = expectOk(await demo().call('checkout.info', { path })).result;
    expect(info.totals.total_discounts).toBe(0);
    expect(info.info.discount_applied).toBe(false);
    expectOk(await apply(path.checkoutToken, 'SAVE5'));
  });

  it('the cart reflects a discount code (cartDiscount hook) and answers error_code for a bad one', async () => {
    const tokens = await cartWith(demo(), [{ variant_id: tee.id, qty: 2 }]);
    const good = expectOk(
      await demo().call('cart.get', { query: { cart_token: tokens.token, discount_code: 'WELCOME10' } }),
    );
    expect(good.result.total_discounts).toBe(Math.round(tee.price * 2 * 10) / 100);
    expect(good.price_rule).toMatchObject({ code: 'WELCOME10', value_type: 'percentage', value: 10 });
    expect(good.error_code).toBeNull();
    // The code is kept on the cart, so the checkout sees it too.
    const info = expectOk(
      await demo().call('checkout.info', { path: { checkoutToken: tokens.checkout_token } }),
    );
    expect(info.result.info.discount_code).toBe('WELCOME10');
    const used = expectOk(
      await demo().call('cart.get', { query: { cart_token: tokens.token, discount_code: 'USED1' } }),
    );
    expect(used).toMatchObject({ error_code: 'DISCOUNT_USED', price_rule: null });
    expect(used.result.total_discounts).toBe(0);
  });

  it('checkout info reports a code that stopped applying (001 §8 invalid discount on info)', async () => {
    const tokens = await cartWith(demo(), [{ variant_id: tee.id, qty: 1 }]);
    const path = { checkoutToken: tokens.checkout_token };
    expectOk(await apply(path.checkoutToken, 'SHOESONLY'));
    const cart = expectOk(await demo().call('cart.get', { query: { cart_token: tokens.token } })).result;
    const line = cart.items[0];
    expectOk(
      await demo().call('cart.updateMultiple', {
        query: { cart_token: tokens.token },
        body: {
          cartItems: [
            { item_id: line?.item_id ?? '', qty: 0 },
            { variant_id: mug.id, qty: 1 },
          ],
        },
      }),
    );
    const info = expectOk(await demo().call('checkout.info', { path })).result;
    expect(info.info).toMatchObject({
      discount_code: 'SHOESONLY',
      discount_applied: false,
      is_discount_has_used: false,
      discount_message: "SHOESONLY discount code isn't valid for the items in your cart.",
    });
    expect(info.totals.total_discounts).toBe(0);
  });
});

describe('checkout rules', () => {
  it('answers 403 when the shop reached its order limit (limited.localhost)', async () => {
    const client = clientFor(server, 'limited.localhost');
    const napkin = await variantOf(server, 'limited.localhost', 'limited-linen-napkin');
    const tokens = await cartWith(client, [{ variant_id: napkin.id, qty: 1 }]);
    const failure = expectFailure(
      await client.call('checkout.info', { path: { checkoutToken: tokens.checkout_token } }),
    );
    expect(failure).toMatchObject({ kind: 'http', statusCode: 403, errorCode: 'ORDER_LIMIT_REACHED' });
  });

  it('reports a line over its stock and refuses the order with ITEM_OUT_STOCK', async () => {
    const hoodie = await variantOf(server, 'localhost', 'relaxed-hoodie', 1);
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: hoodie.id, qty: 2 }]);
    await server.deps.db.update(variants).set({ quantity: 1 }).where(eq(variants.id, hoodie.id));
    const info = expectOk(await client.call('checkout.info', { path })).result;
    expect(info.stock_can_not_fulfill).toEqual([
      expect.objectContaining({ variant_id: hoodie.id, quantity_available: 1 }),
    ]);
    const failure = expectFailure(
      await client.call('checkout.createOrder', { path, body: { payment_method: 'test-gateway' } }),
    );
    expect(failure).toMatchObject({ statusCode: 409, errorCode: 'ITEM_OUT_STOCK' });
  });

  it('lists variants that cannot ship to a country and refuses a method not in the list', async () => {
    const [outdoor] = await server.deps.db
      .select({ id: variants.id })
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .innerJoin(shopDomains, eq(shopDomains.shopId, products.shopId))
      .where(
        and(
          eq(shopDomains.domain, 'localhost'),
          arrayContains(products.tags, ['outdoor']),
          gt(variants.quantity, 2),
        ),
      )
      .limit(1);
    const client = demo();
    const tokens = await cartWith(client, [
      { variant_id: tee.id, qty: 1 },
      { variant_id: outdoor?.id ?? 0, qty: 1 },
    ]);
    const path = { checkoutToken: tokens.checkout_token };
    const abroad = expectOk(
      await client.call('checkout.shippingMethods', { path, query: { country_code: 'GB' } }),
    );
    expect(abroad.variants_not_shippable_ids).toEqual([outdoor?.id]);
    expect(abroad.result.map((m) => m.method_code)).toEqual(['standard', 'express']);
    expectOk(
      await client.call('checkout.customerAndShipping', {
        path,
        body: {
          email: 'a@example.com',
          shipping_address: { ...US_ADDRESS, country_code: 'GB', country: 'UK' },
        },
      }),
    );
    const overnight = expectFailure(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'overnight' } },
      }),
    );
    expect(overnight).toMatchObject({ statusCode: 400, errorCode: 'SHIPPING_METHOD_NOT_FOUND' });
    const free = expectFailure(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'free-standard' } },
      }),
    );
    expect(free).toMatchObject({ errorCode: 'SHIPPING_METHOD_NOT_FOUND' });
    expectOk(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'standard' } },
      }),
    );
    const refused = expectFailure(
      await client.call('checkout.createOrder', { path, body: { payment_method: 'test-gateway' } }),
    );
    expect(refused).toMatchObject({ statusCode: 400, errorCode: 'VARIANT_NOT_SHIPPABLE' });
  });

  it('saves e-mail and phone, refusing a bad e-mail', async () => {
    const { path } = await checkoutOf([{ variant_id: tee.id, qty: 1 }]);
    const bad = expectFailure(
      await demo().call('checkout.customerEmailPhone', { path, body: { email: 'nope' } }),
    );
    expect(bad).toMatchObject({ statusCode: 400, errorCode: 'INVALID_EMAIL' });
    const saved = expectOk(
      await demo().call('checkout.customerEmailPhone', {
        path,
        body: { email: 'x@example.com', phone: '+1 555 0199' },
      }),
    ).result;
    expect(saved).toMatchObject({ email: 'x@example.com', phone: '+1 555 0199', customer_id: null });
  });

  it('creates an abandoned checkout whose recover key opens it; a wrong or empty key answers 400', async () => {
    const { path } = await checkoutOf([{ variant_id: tee.id, qty: 1 }]);
    const abandoned = expectOk(await demo().call('checkout.createAbandonedCheckout', { path })).result as {
      recover_key: string;
      recover_url: string;
    };
    expect(abandoned.recover_url).toContain(`/checkouts/${path.checkoutToken}/recover?key=`);
    expectOk(await demo().call('checkout.info', { path, query: { recover_key: abandoned.recover_key } }));
    for (const key of ['wrong', '']) {
      const failure = expectFailure(
        await demo().call('checkout.info', { path, query: { recover_key: key } }),
      );
      expect(failure).toMatchObject({ statusCode: 400, errorCode: 'INVALID_RECOVER_KEY' });
    }
  });

  it('clones a checkout with its lines (cart/clone.json)', async () => {
    const { tokens } = await checkoutOf([
      { variant_id: tee.id, qty: 2 },
      { variant_id: mug.id, qty: 1 },
    ]);
    const clone = expectOk(
      await demo().call('cart.clone', { query: { checkout_token: tokens.checkout_token } }),
    ).result;
    expect(clone.checkout_token).not.toBe(tokens.checkout_token);
    const info = expectOk(
      await demo().call('checkout.info', { path: { checkoutToken: clone.checkout_token } }),
    ).result;
    expect(info.totals.items.map((item) => [item.variant_id, item.qty])).toEqual([
      [tee.id, 2],
      [mug.id, 1],
    ]);
  });

  it('answers the tax as TotalCartCost for the checkout country (001 §5)', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const tax = expectOk(
      await client.call('checkout.tax', { path, query: { currency: 'USD', amount: 100 } }),
    ).result;
    expect(tax.TotalCartCost).toBe(107.25);
    const none = await cartWith(client, [{ variant_id: tee.id, qty: 1 }]);
    const untaxed = expectOk(
      await client.call('checkout.tax', {
        path: { checkoutToken: none.checkout_token },
        query: { currency: 'USD', amount: 100 },
      }),
    ).result;
    expect(untaxed.TotalCartCost).toBe(100);
  });

  it('answers zip codes, address suggestions and the visitor location', async () => {
    const zips = expectOk(
      await demo().call('checkout.zipcodes', { query: { country_code: 'us', search: '941' } }),
    );
    expect(zips.result.zip_codes).toEqual(['94103', '94105', '94107']);
    const suggestions = expectOk(
      await demo().call('checkout.addressSuggestion', { query: { keyword: 'market', countries: 'USA' } }),
    ).result;
    expect(suggestions.map((address) => address.zip)).toEqual(['94105', '94103']);
    const paris = expectOk(
      await demo().call('checkout.addressSuggestion', {
        query: { keyword: 'paris rivoli', countries: 'FR' },
      }),
    ).result;
    expect(paris).toEqual([expect.objectContaining({ city: 'Paris', zip: '75001', country_code: 'FR' })]);
    expect(expectOk(await demo().call('checkout.locationLookup')).result.country_code).toBe('US');
    expect(
      expectOk(await clientFor(server, 'euro.localhost').call('checkout.locationLookup')).result.country_code,
    ).toBe('FR');
    const proxied = clientFor(server, 'localhost', { headers: { 'x-country-code': 'de' } });
    expect(expectOk(await proxied.call('checkout.locationLookup')).result.country_code).toBe('DE');
  });

  it('stores failed checkout calls in the error monitor; the dev list shows them', async () => {
    const { path } = await checkoutOf([{ variant_id: tee.id, qty: 1 }]);
    const client = hostClient(server, 'localhost');
    expectFailure(await client.call('checkout.applyCoupon', { path, body: { code: 'USED1' } }));
    expectOk(
      await client.call('checkout.errorMonitor', {
        body: { checkout_token: path.checkoutToken, extra: { endpoint: 'manual', page: 'checkout' } },
      }),
    );
    let listed: { extra: Record<string, unknown> }[] = [];
    for (let attempt = 0; attempt < 50 && listed.length < 2; attempt++) {
      const response = await server.fetch(
        `http://platform.test/api/dev/checkout-errors.json?checkout_token=${path.checkoutToken}`,
      );
      listed = ((await response.json()) as { result: { extra: Record<string, unknown> }[] }).result;
      if (listed.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(listed.map((row) => row.extra.endpoint).sort()).toEqual(['checkout.applyCoupon', 'manual']);
    const reported = listed.find((row) => row.extra.endpoint === 'checkout.applyCoupon');
    expect(reported?.extra.api_response).toMatchObject({ error_code: 'DISCOUNT_USED' });
  });

  it('keeps the euro shop on its own codes and addresses', async () => {
    const euroTee = await variantOf(server, 'euro.localhost', 'classic-crew-tee');
    const client = clientFor(server, 'euro.localhost');
    const { checkout_token } = await cartWith(client, [{ variant_id: euroTee.id, qty: 1 }]);
    const path = { checkoutToken: checkout_token };
    expectOk(await client.call('checkout.applyCoupon', { path, body: { code: 'SHOESONLY' } }));
    expectOk(
      await client.call('checkout.customerAndShipping', {
        path,
        body: { email: 'c@example.fr', shipping_address: FR_ADDRESS },
      }),
    );
    const info = expectOk(await client.call('checkout.info', { path })).result;
    expect(info.totals.total_discounts).toBe(4.4);
    expect(info.totals.total_tax).toBe(3.52);
  });
});
