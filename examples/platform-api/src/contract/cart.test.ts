import type { ApiClient } from '@vitrine/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUT_OF_STOCK_SKU } from '../seed/catalog-special';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;
let teeVariants: { id: number | string; sku?: string | null | undefined; price: number }[] = [];
let mugVariant: number | string = 0;
beforeAll(async () => {
  server = await createTestServer();
  const demo = clientFor(server, 'localhost');
  teeVariants = expectOk(await demo.call('catalog.product', { query: { handle: 'classic-crew-tee' } })).result
    .variants;
  mugVariant =
    expectOk(await demo.call('catalog.product', { query: { handle: 'custom-photo-mug' } })).result.variants[0]
      ?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const demo = () => clientFor(server, 'localhost');
const variant = (index: number) => teeVariants[index]?.id ?? 0;

async function newCart(client: ApiClient = demo()) {
  return expectOk(await client.call('cart.create')).result;
}

describe('cart', () => {
  it('creates a cart with a token and a checkout token', async () => {
    const tokens = await newCart();
    expect(tokens.token).toMatch(/^ct_/);
    expect(tokens.checkout_token).toMatch(/^co_/);
    const cart = expectOk(await demo().call('cart.get', { query: { cart_token: tokens.token } }));
    expect(cart.result).toMatchObject({ items: [], total_price: 0, total_quantity: 0, subtotal_price: 0 });
    expect(cart).toMatchObject({ price_rule: null, overrided_manual_discount_type: null, error_code: null });
  });

  it('adds lines, sums the same variant with the same properties, splits different properties', async () => {
    const { token } = await newCart();
    const add = (qty: number, properties?: { name: string; value: string }[]) =>
      demo().call('cart.update', {
        query: { cart_token: token },
        body: {
          cartItem: { variant_id: mugVariant, qty, ...(properties ? { properties } : {}) },
          source: 'product',
        },
      });
    expectOk(await add(1, [{ name: 'Name on mug', value: 'Ada' }]));
    expectOk(await add(2, [{ name: 'Name on mug', value: ' Ada ' }]));
    const split = expectOk(await add(1, [{ name: 'Name on mug', value: 'Grace' }]));
    expect(split.result.items.map((item) => item.qty)).toEqual([3, 1]);
    expect(split.result.items[0]?.properties).toEqual([{ name: 'Name on mug', value: 'Ada' }]);
    expect(split.result.total_quantity).toBe(4);
    expect(split.result.total_price).toBe(78);
    expect(split.result.items[0]).toMatchObject({
      handle: 'custom-photo-mug',
      price: 19.5,
      index: 0,
      line_price: 58.5,
    });
  });

  it('sets a line quantity by item_id and removes it below 1', async () => {
    const { token } = await newCart();
    const added = expectOk(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: variant(0), qty: 1 } },
      }),
    );
    const itemId = added.result.items[0]?.item_id ?? '';
    const set = expectOk(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { item_id: itemId, qty: 5 } },
      }),
    );
    expect(set.result.items[0]?.qty).toBe(5);
    const removed = expectOk(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { item_id: itemId, qty: 0 } },
      }),
    );
    expect(removed.result.items).toEqual([]);
  });

  it('applies several changes at once, summing the same item_id', async () => {
    const { token } = await newCart();
    const added = expectOk(
      await demo().call('cart.updateMultiple', {
        query: { cart_token: token },
        body: {
          cartItems: [
            { variant_id: variant(0), qty: 1 },
            { variant_id: variant(1), qty: 2 },
          ],
          source: 'cart',
        },
      }),
    );
    const [first, second] = added.result.items;
    const changed = expectOk(
      await demo().call('cart.updateMultiple', {
        query: { cart_token: token },
        body: {
          cartItems: [
            { item_id: first?.item_id ?? '', qty: 2 },
            { item_id: first?.item_id ?? '', qty: 1 },
            { item_id: second?.item_id ?? '', qty: -1 },
          ],
        },
      }),
    );
    expect(changed.result.items.map((item) => [item.variant_id, item.qty])).toEqual([[variant(0), 3]]);
  });

  it('deletes a line by item_id', async () => {
    const { token } = await newCart();
    const added = expectOk(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: variant(2), qty: 1 } },
      }),
    );
    const itemId = added.result.items[0]?.item_id ?? '';
    const deleted = expectOk(
      await demo().call('cart.delete', {
        query: { cart_token: token },
        body: { cartItem: { item_id: itemId } },
      }),
    );
    expect(deleted.result.items).toEqual([]);
    const again = expectFailure(
      await demo().call('cart.delete', {
        query: { cart_token: token },
        body: { cartItem: { item_id: itemId } },
      }),
    );
    expect(again).toMatchObject({ statusCode: 404, errorCode: 'CART_ITEM_NOT_FOUND' });
  });

  it('refuses an out-of-stock variant and more than the stock', async () => {
    const { token } = await newCart();
    const soldOut = teeVariants.find((v) => v.sku === OUT_OF_STOCK_SKU)?.id ?? 0;
    const failure = expectFailure(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: soldOut, qty: 1 } },
      }),
    );
    expect(failure).toMatchObject({ statusCode: 400, errorCode: 'ITEM_OUT_STOCK' });
    const tooMany = expectFailure(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: variant(0), qty: 999 } },
      }),
    );
    expect(tooMany).toMatchObject({ statusCode: 400, errorCode: 'ITEM_OUT_STOCK' });
  });

  // Decision 0150: ITEM_OUT_STOCK for more than the stock; 001 §3 stock_can_not_fulfill. The stock
  // is the variant's: lines of one variant with different properties (000 §4) share it.
  it('counts the lines of one variant together against its stock, whatever their properties', async () => {
    const tracked = Number(variant(0));
    const [row] = await server.database.query<{ quantity: number }>(
      'SELECT quantity FROM variants WHERE id = $1',
      [tracked],
    );
    const stock = row?.quantity ?? 0;
    expect(stock).toBeGreaterThan(1);
    const { token, checkout_token } = await newCart();
    const ann = [{ name: 'Name', value: 'Ann' }];
    const bob = [{ name: 'Name', value: 'Bob' }];
    const add = (qty: number, properties: { name: string; value: string }[]) =>
      demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: tracked, qty, properties } },
      });
    const full = expectOk(await add(stock, ann));
    const lineA = full.result.items[0]?.item_id ?? '';
    const refused = expectFailure(await add(1, bob));
    expect(refused).toMatchObject({
      statusCode: 400,
      errorCode: 'ITEM_OUT_STOCK',
      message: `Only ${stock} left in stock.`,
    });
    const refusedInMultiple = expectFailure(
      await demo().call('cart.updateMultiple', {
        query: { cart_token: token },
        body: { cartItems: [{ variant_id: tracked, qty: 1, properties: bob }] },
      }),
    );
    expect(refusedInMultiple).toMatchObject({ statusCode: 400, errorCode: 'ITEM_OUT_STOCK' });
    const items = async () =>
      expectOk(await demo().call('cart.get', { query: { cart_token: token } })).result.items.map(
        (item) => item.qty,
      );
    expect(await items()).toEqual([stock]);
    // Line A one less, then one for Bob: the stock, together.
    expectOk(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { item_id: lineA, qty: stock - 1 } },
      }),
    );
    expectOk(await add(1, bob));
    expect(await items()).toEqual([stock - 1, 1]);
    // Line A back to the whole stock while Bob's line holds one: more than the stock.
    const tooMuch = expectFailure(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { item_id: lineA, qty: stock } },
      }),
    );
    expect(tooMuch).toMatchObject({ statusCode: 400, errorCode: 'ITEM_OUT_STOCK' });
    expect(await items()).toEqual([stock - 1, 1]);
    // One piece sold meanwhile: the checkout lists both lines of the variant as over its stock.
    await server.database.query('UPDATE variants SET quantity = $1 WHERE id = $2', [stock - 1, tracked]);
    try {
      const info = expectOk(
        await demo().call('checkout.info', { path: { checkoutToken: checkout_token } }),
      ).result;
      const lines = expectOk(await demo().call('cart.get', { query: { cart_token: token } })).result.items;
      expect(info.stock_can_not_fulfill?.map((problem) => problem.item_id)).toEqual(
        lines.map((line) => line.item_id),
      );
    } finally {
      await server.database.query('UPDATE variants SET quantity = $1 WHERE id = $2', [stock, tracked]);
    }
  });

  it('answers an add with the cart a cart read then answers, field for field (000 §3 Cart)', async () => {
    // The add reads its answer's lines in its own statement (decision 0478): the same JSON as the
    // cart read's, for lines with properties, an app and metadata, and a variant with a compare-at
    // price, tags and the product's image.
    const { token } = await newCart();
    const send = async (path: string, body?: unknown) => {
      const response = await server.fetch(`http://platform.test${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.text() };
    };
    const add = (cartItem: Record<string, unknown>) =>
      send(`/api/checkout/cart/update.json?cart_token=${token}`, { cartItem });
    await add({ variant_id: variant(1), qty: 2 });
    await add({
      variant_id: mugVariant,
      qty: 1,
      properties: [{ name: 'Name on mug', value: 'Ada' }],
      app: 'gift-wrap',
      metadata: { note: 'for Grace', count: 2 },
    });
    const added = await add({ variant_id: variant(1), qty: 1 });
    const read = await send(`/api/checkout/cart.json?cart_token=${token}`);
    expect(added.status).toBe(200);
    expect(added.body).toBe(read.body);
    const { result } = JSON.parse(added.body) as { result: { items: Record<string, unknown>[] } };
    expect(result.items.map((item) => [item.qty, item.app, item.metadata])).toEqual([
      [3, null, null],
      [1, 'gift-wrap', { note: 'for Grace', count: 2 }],
    ]);
  });

  it('replays the stored answer for a repeated idempotency key', async () => {
    const { token } = await newCart();
    const keyed = clientFor(server, 'localhost', { idempotencyKey: () => 'same-key-1' });
    const body = { cartItem: { variant_id: variant(0), qty: 1 } };
    const first = expectOk(await keyed.call('cart.update', { query: { cart_token: token }, body }));
    const second = expectOk(await keyed.call('cart.update', { query: { cart_token: token }, body }));
    expect(second).toEqual(first);
    const cart = expectOk(await demo().call('cart.get', { query: { cart_token: token } }));
    expect(cart.result.items[0]?.qty).toBe(1);
    const reused = expectFailure(await keyed.call('cart.create'));
    expect(reused).toMatchObject({ statusCode: 422, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('keeps idempotency keys per shop', async () => {
    const demoKeyed = clientFor(server, 'localhost', { idempotencyKey: () => 'shared-key' });
    const euroKeyed = clientFor(server, 'euro.localhost', { idempotencyKey: () => 'shared-key' });
    const a = await newCart(demoKeyed);
    const b = await newCart(euroKeyed);
    expect(a.token).not.toBe(b.token);
  });

  it('answers CHECKOUT_CART_COMPLETED for a completed cart', async () => {
    const { token } = await newCart();
    await server.database.query('UPDATE carts SET completed_at = now() WHERE token = $1', [token]);
    const fetched = expectFailure(await demo().call('cart.get', { query: { cart_token: token } }));
    expect(fetched).toMatchObject({ statusCode: 409, errorCode: 'CHECKOUT_CART_COMPLETED' });
    const changed = expectFailure(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: variant(0), qty: 1 } },
      }),
    );
    expect(changed).toMatchObject({ errorCode: 'CHECKOUT_CART_COMPLETED' });
  });

  it('clones a cart from its checkout token', async () => {
    const { token, checkout_token } = await newCart();
    expectOk(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: variant(0), qty: 2 } },
      }),
    );
    const clone = expectOk(await demo().call('cart.clone', { query: { checkout_token } }));
    expect(clone.result.checkout_token).not.toBe(checkout_token);
    const cloned = expectOk(
      await demo().call('cart.get', { query: { cart_token: clone.result.token ?? '' } }),
    );
    expect(cloned.result.items.map((item) => [item.variant_id, item.qty])).toEqual([[variant(0), 2]]);
    const missing = expectFailure(await demo().call('cart.clone', { query: { checkout_token: 'co_nope' } }));
    expect(missing).toMatchObject({ statusCode: 404 });
  });

  it('clones by POST too (001 §7), like by GET (000 §7)', async () => {
    const { token, checkout_token } = await newCart();
    expectOk(
      await demo().call('cart.update', {
        query: { cart_token: token },
        body: { cartItem: { variant_id: variant(0), qty: 1 } },
      }),
    );
    const response = await server.fetch(
      `http://platform.test/api/checkout/cart/clone.json?checkout_token=${checkout_token}`,
      { method: 'POST', headers: { 'x-shop-domain': 'localhost' } },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { token: string; item_count: number } };
    expect(body.result.item_count).toBe(1);
    const cloned = expectOk(await demo().call('cart.get', { query: { cart_token: body.result.token } }));
    expect(cloned.result.items.map((item) => item.qty)).toEqual([1]);
  });

  it('keeps carts apart between shops', async () => {
    const { token, checkout_token } = await newCart();
    const euro = clientFor(server, 'euro.localhost');
    expect(expectFailure(await euro.call('cart.get', { query: { cart_token: token } }))).toMatchObject({
      statusCode: 404,
    });
    expect(expectFailure(await euro.call('cart.clone', { query: { checkout_token } }))).toMatchObject({
      statusCode: 404,
    });
    const euroCart = await newCart(euro);
    const foreign = expectFailure(
      await euro.call('cart.update', {
        query: { cart_token: euroCart.token },
        body: { cartItem: { variant_id: variant(0), qty: 1 } },
      }),
    );
    expect(foreign).toMatchObject({ statusCode: 404, errorCode: 'VARIANT_NOT_FOUND' });
  });

  it('answers 404 for an unknown cart token and 400 for a bad body', async () => {
    expect(expectFailure(await demo().call('cart.get', { query: { cart_token: 'ct_nope' } }))).toMatchObject({
      statusCode: 404,
      errorCode: 'CART_NOT_FOUND',
    });
    const { token } = await newCart();
    const response = await server.fetch(`http://x/api/checkout/cart/update.json?cart_token=${token}`, {
      method: 'POST',
      headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ cartItem: { qty: 'many' } }),
    });
    expect(response.status).toBe(400);
  });
});

describe('post-purchase prices (000 §7: update and multiple-update take cart_token and post_purchase; decision 0579)', () => {
  /** A hoodie variant: the demo shop's post-purchase offer has the hoodie at 25 % off (58 → 43.50). */
  const hoodie = async () =>
    expectOk(await demo().call('catalog.product', { query: { handle: 'relaxed-hoodie' } })).result.variants[0]
      ?.id ?? 0;
  const items = async (token: string) =>
    expectOk(await demo().call('cart.get', { query: { cart_token: token } })).result.items;

  it('refuses a post_purchase_price sent without post_purchase=true, and the cart stays as it was', async () => {
    const { token } = await newCart();
    const cartItem = { variant_id: variant(0), qty: 1, post_purchase_price: 0.01 };
    const single = expectFailure(
      await demo().call('cart.update', { query: { cart_token: token }, body: { cartItem } }),
    );
    expect(single).toMatchObject({ statusCode: 400, errorCode: 'INVALID_LINE_CHANGE' });
    const multiple = expectFailure(
      await demo().call('cart.updateMultiple', {
        query: { cart_token: token },
        body: { cartItems: [cartItem] },
      }),
    );
    expect(multiple).toMatchObject({ statusCode: 400, errorCode: 'INVALID_LINE_CHANGE' });
    expect(await items(token)).toEqual([]);
  });

  it('refuses, with post_purchase=true too, a price that is not a post-purchase offer’s', async () => {
    const { token } = await newCart();
    const query = { cart_token: token, post_purchase: true };
    const cheapHoodie = expectFailure(
      await demo().call('cart.update', {
        query,
        body: { cartItem: { variant_id: await hoodie(), qty: 1, post_purchase_price: 0.01 } },
      }),
    );
    expect(cheapHoodie).toMatchObject({ statusCode: 400, errorCode: 'INVALID_LINE_CHANGE' });
    // The tee is in no post-purchase offer: no price but its own.
    const tee = expectFailure(
      await demo().call('cart.updateMultiple', {
        query,
        body: { cartItems: [{ variant_id: variant(0), qty: 1, post_purchase_price: 1 }] },
      }),
    );
    expect(tee).toMatchObject({ statusCode: 400, errorCode: 'INVALID_LINE_CHANGE' });
    expect(await items(token)).toEqual([]);
  });

  it('prices the line at the post-purchase offer’s price with post_purchase=true', async () => {
    const { token } = await newCart();
    const query = { cart_token: token, post_purchase: true };
    const cartItem = { variant_id: await hoodie(), qty: 2, post_purchase_price: 43.5 };
    const added = expectOk(await demo().call('cart.update', { query, body: { cartItem } }));
    expect(added.result.items[0]).toMatchObject({ price: 43.5, line_price: 87 });
    expect(added.result.total_price).toBe(87);
    const other = await newCart();
    const multiple = expectOk(
      await demo().call('cart.updateMultiple', {
        query: { cart_token: other.token, post_purchase: true },
        body: { cartItems: [cartItem] },
      }),
    );
    expect(multiple.result.items[0]).toMatchObject({ price: 43.5, line_price: 87 });
  });
});
