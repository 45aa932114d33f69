import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, offers, products, shopDomains } from '../db/schema/index';
import { DEMO_ORDERS, EURO_ORDER } from '../seed/checkout-orders';
import { DEMO_TEE_REVIEWS } from '../seed/reviews';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { CARDS, card, cartWith, US_ADDRESS, variantOf } from './test-support';

let server: TestServer;
let tee: { id: number; productId: number; price: number };
let mugProductId: number;
beforeAll(async () => {
  server = await createTestServer();
  tee = await variantOf(server, 'localhost', 'classic-crew-tee');
  mugProductId = (await variantOf(server, 'localhost', 'custom-photo-mug')).productId;
});
afterAll(async () => {
  await server.close();
});

const demo = () => clientFor(server, 'localhost');
const euro = () => clientFor(server, 'euro.localhost');

/** The id of the demo shop's seeded offer titled `title` (seed/offers.ts). */
async function offerTitled(title: string): Promise<number> {
  const [offer] = await server.deps.db.select({ id: offers.id }).from(offers).where(eq(offers.title, title));
  if (!offer) throw new Error(`no offer ${title}`);
  return offer.id;
}

/** An amount in cents. */
const cents = (amount: number | null | undefined): number => Math.round((amount ?? 0) * 100);

/** A review list the platform answered successfully (001 §8: `{ success: false }` alone otherwise). */
function listed<T extends { readonly success?: boolean | null | undefined }>(
  answer: T,
): Exclude<T, { readonly success: false }> {
  if (answer.success === false) throw new Error('the review list was answered unsuccessfully');
  return answer as Exclude<T, { readonly success: false }>;
}

describe('order status (001 §6, §7)', () => {
  const path = { orderToken: DEMO_ORDERS.delivered.token };

  it('needs the access key: none → 401, wrong → 403, right → the order', async () => {
    const none = expectFailure(await demo().call('orderStatus.info', { path }));
    expect(none).toMatchObject({ statusCode: 401, errorCode: 'ORDER_ACCESS_KEY_REQUIRED' });
    const wrong = expectFailure(await demo().call('orderStatus.info', { path, query: { key: 'ak_wrong' } }));
    expect(wrong).toMatchObject({ statusCode: 403, errorCode: 'ORDER_ACCESS_KEY_INVALID' });
    const right = expectOk(
      await demo().call('orderStatus.info', { path, query: { key: DEMO_ORDERS.delivered.accessKey } }),
    ).result;
    expect(right.info.step).toBe('thank_you');
    expect(right.order).toMatchObject({
      name: '#1001',
      fulfillment_status: 'fulfilled',
      access_key_allowed: true,
    });
    expect(right.order?.fulfillments).toEqual([
      expect.objectContaining({ status: 'delivered', tracking_company: 'UPS' }),
    ]);
    expect(right.totals.items.map((item) => item.handle)).toEqual(['classic-crew-tee', 'relaxed-hoodie']);
  });

  it('authenticates with the order e-mail and returns the access key', async () => {
    const key = expectOk(
      await demo().call('orderStatus.authenticate', { path, body: { email: 'DEMO@vitrine.test ' } }),
    ).result.access_key;
    expect(key).toBe(DEMO_ORDERS.delivered.accessKey);
    const refused = expectFailure(
      await demo().call('orderStatus.authenticate', { path, body: { email: 'x@y.z' } }),
    );
    expect(refused).toMatchObject({ statusCode: 403, errorCode: 'ORDER_EMAIL_MISMATCH' });
  });

  it('keeps orders to their shop', async () => {
    const foreign = expectFailure(
      await euro().call('orderStatus.info', { path, query: { key: DEMO_ORDERS.delivered.accessKey } }),
    );
    expect(foreign).toMatchObject({ statusCode: 404, errorCode: 'ORDER_NOT_FOUND' });
    const own = expectOk(
      await euro().call('orderStatus.info', {
        path: { orderToken: EURO_ORDER.token },
        query: { key: EURO_ORDER.accessKey },
      }),
    ).result;
    expect(own.currency).toBe('EUR');
  });
});

describe('upsell offers (001 §7 Upsell)', () => {
  it('lists offers by ref_ids and reads the settings', async () => {
    const list = expectOk(
      await demo().call('offers.list', { query: { ref_ids: String(tee.productId) } }),
    ).result;
    expect(list.map((offer) => offer.offer_type)).toEqual([
      'postPurchase',
      'quantityDiscount',
      'prePurchase',
      'handPicked',
      'bundle',
    ]);
    expect(list[0]?.discount_data?.percentage_discount).toBe(25);
    const byMug = expectOk(
      await demo().call('offers.list', { query: { ref_ids: `${mugProductId}` } }),
    ).result;
    expect(byMug.map((offer) => offer.offer_type)).toEqual(['handPicked', 'bundle', 'accessory']);
    // 001 §9 "Upsell app constants: copt, sale, checkout, countdown".
    const settings = expectOk(await demo().call('offers.settings', { query: { app_code: 'copt' } })).result;
    expect(settings).toMatchObject({ enabled: true });
    expect(expectOk(await demo().call('offers.settings', { query: { app_code: 'none' } })).result).toEqual(
      {},
    );
  });

  it('answers offer products, recommendations, widgets and collection products', async () => {
    const all = expectOk(
      await demo().call('offers.list', { query: { ref_ids: String(tee.productId) } }),
    ).result;
    const bundle = all.find((offer) => offer.offer_type === 'bundle');
    const products = expectOk(
      await demo().call('offers.products', {
        query: { offer_ids: String(bundle?.id), ignore_ids: String(tee.productId), limit: 200 },
      }),
    ).result;
    expect(products.products.map((product) => product.id)).toEqual([mugProductId]);
    const same = expectOk(
      await demo().call('offers.recommendation', {
        query: { product_id: String(tee.productId), rules: 'same_collection' },
      }),
    ).result;
    expect(same.products).toHaveLength(4);
    expect(same.products.map((product) => product.id)).not.toContain(tee.productId);
    const relevant = expectOk(
      await demo().call('offers.recommendation', { query: { product_id: String(tee.productId) } }),
    ).result;
    expect(relevant.products).toHaveLength(12);
    const widgets = expectOk(
      await demo().call('offers.widgets', { query: { handle: 'custom-photo-mug', page: 1 } }),
    ).result;
    expect(widgets.map((widget) => widget.title)).toEqual([
      'Staff favourites',
      'Tee and mug bundle',
      'Goes well with',
    ]);
    expect(widgets[0]?.products?.products.length).toBe(4);
    const [apparel] = await server.deps.db
      .select({ id: collections.id })
      .from(collections)
      .innerJoin(shopDomains, eq(shopDomains.shopId, collections.shopId))
      .where(and(eq(shopDomains.domain, 'localhost'), eq(collections.handle, 'apparel')));
    const page = expectOk(
      await demo().call('offers.productsByCollection', {
        query: {
          collection_id: String(apparel?.id),
          sort_field: 'id',
          sort_direction: 'desc',
          limit: 12,
          page: 1,
        },
      }),
    ).result;
    expect(page.products.length).toBeLessThanOrEqual(12);
    const ids = page.products.map((product) => product.id);
    expect(ids).toEqual([...ids].sort((a, b) => Number(b) - Number(a)));
    expect(page.total).toBeGreaterThan(0);
  });

  it('recommends cart variants and prices the upsell discount of a cart', async () => {
    const recommended = expectOk(
      await demo().call('offers.cartRecommend', {
        body: { cart_items: [{ product_id: tee.productId, variant_id: tee.id }] },
      }),
    ).result.recommend_variants;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended[0]).toMatchObject({ qty: 1, app: 'usell' });
    const [quantity] = await server.deps.db
      .select()
      .from(offers)
      .where(eq(offers.title, 'Buy 3 tees, save 10%'));
    const tokens = await cartWith(demo(), []);
    expectOk(
      await demo().call('cart.update', {
        query: { cart_token: tokens.token },
        body: {
          cartItem: { variant_id: tee.id, qty: 3, app: 'usell', metadata: { offer_id: quantity?.id ?? 0 } },
        },
      }),
    );
    const discount = expectOk(
      await demo().call('offers.discount', { query: { cart_token: tokens.token } }),
    ).result;
    expect(discount).toMatchObject({ has_discount: true, selected_offers: [quantity?.id] });
    expect(discount.total_discount_amount).toBe(Math.round(tee.price * 3 * 10) / 100);
    const unknown = expectFailure(await demo().call('offers.discount', { query: { cart_token: 'ct_nope' } }));
    expect(unknown).toMatchObject({ statusCode: 404 });
  });

  it('charges the offer discount the cart shows: checkout totals, order and charge are the lines less it (001 §3 Upsell discount; 0569)', async () => {
    const client = demo();
    const quantityOffer = await offerTitled('Buy 3 tees, save 10%');
    const tokens = await cartWith(client, []);
    const add = async (variantId: number, qty: number) =>
      expectOk(
        await client.call('cart.update', {
          query: { cart_token: tokens.token },
          body: {
            cartItem: { variant_id: variantId, qty, app: 'usell', metadata: { offer_id: quantityOffer } },
          },
        }),
      );
    await add(tee.id, 3);
    // The tee offer names the mug on a mug line: the mug is not its product, so no discount.
    const mug = await variantOf(server, 'localhost', 'custom-photo-mug');
    await add(mug.id, 3);
    const discount = expectOk(
      await client.call('offers.discount', { query: { cart_token: tokens.token } }),
    ).result;
    expect(discount.discount_cart_items?.length).toBe(1);
    const offerDiscount = cents(discount.total_discount_amount);
    expect(offerDiscount).toBe(Math.round(tee.price * 3 * 10));
    const path = { checkoutToken: tokens.checkout_token };
    expectOk(
      await client.call('checkout.customerAndShipping', {
        path,
        body: { email: 'shopper@example.com', shipping_address: US_ADDRESS },
      }),
    );
    expectOk(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'standard' } },
      }),
    );
    const { totals } = expectOk(await client.call('checkout.info', { path })).result;
    const lines = Math.round(tee.price * 300) + Math.round(mug.price * 300);
    expect(cents(totals.total_line_items_price)).toBe(lines);
    expect(cents(totals.total_discounts)).toBe(offerDiscount);
    expect(cents(totals.subtotal_price)).toBe(lines - offerDiscount);
    // 7.25 % (California) on the discounted lines and on shipping, line by line (decision 0162).
    const tee3 = Math.round(tee.price * 300) - offerDiscount;
    const tax =
      Math.round(tee3 * 0.0725) +
      Math.round(Math.round(mug.price * 300) * 0.0725) +
      Math.round(cents(totals.total_shipping) * 0.0725);
    expect(cents(totals.total_tax)).toBe(tax);
    expect(cents(totals.total_price)).toBe(lines - offerDiscount + cents(totals.total_shipping) + tax);
    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    ).result;
    expect(placed.order?.total_price).toBe(totals.total_price);
    const charged = await server.database.query<{ amount: string | number }>(
      `SELECT t.amount FROM payment_transactions t JOIN checkouts c ON c.id = t.checkout_id
       WHERE c.token = $1 AND t.purpose = 'order' AND t.status = 'succeeded'`,
      [path.checkoutToken],
    );
    expect(charged.map((row) => cents(Number(row.amount)))).toEqual([cents(totals.total_price)]);
  });

  it("adds the offer discount to a code's, and the code's own amount stays the code's (001 §3 Overridden discount)", async () => {
    const client = demo();
    const tokens = await cartWith(client, []);
    expectOk(
      await client.call('cart.update', {
        query: { cart_token: tokens.token },
        body: {
          cartItem: {
            variant_id: tee.id,
            qty: 3,
            app: 'usell',
            metadata: { offer_id: await offerTitled('Buy 3 tees, save 10%') },
          },
        },
      }),
    );
    const path = { checkoutToken: tokens.checkout_token };
    expectOk(
      await client.call('checkout.applyCoupon', { path, body: { code: 'welcome10', source: 'checkout' } }),
    );
    const info = expectOk(await client.call('checkout.info', { path })).result;
    const lines = Math.round(tee.price * 300);
    // WELCOME10 takes 10 % of the line price, as the cart shows it; the offer its 10 % besides.
    const code = Math.round(lines / 10);
    const offer = Math.round(tee.price * 3 * 10);
    expect(cents(info.overided_discount?.amount)).toBe(code);
    expect(cents(info.totals.total_discounts)).toBe(code + offer);
    expect(cents(info.totals.total_price)).toBe(lines - code - offer);
  });

  it('leaves an unpublished product out of offer products, widgets and cart recommendations', async () => {
    const bundle = await offerTitled('Tee and mug bundle');
    const bundleProducts = async () =>
      expectOk(await demo().call('offers.products', { query: { offer_ids: String(bundle), limit: 200 } }))
        .result;
    const bundleWidget = async () =>
      expectOk(
        await demo().call('offers.widgets', { query: { handle: 'classic-crew-tee', page: 1 } }),
      ).result.find((widget) => widget.title === 'Tee and mug bundle');
    expect((await bundleProducts()).products.map((product) => product.id)).toEqual([
      tee.productId,
      mugProductId,
    ]);
    const publish = (published: boolean) =>
      server.deps.db.update(products).set({ published }).where(eq(products.id, mugProductId));
    await publish(false);
    try {
      const shown = await bundleProducts();
      expect(shown.products.map((product) => product.id)).toEqual([tee.productId]);
      expect(shown.total).toBe(1);
      const widget = await bundleWidget();
      expect(widget?.products?.products.map((product) => product.id)).toEqual([tee.productId]);
      expect(widget?.products?.total).toBe(1);
      const mugVariant = await variantOf(server, 'localhost', 'custom-photo-mug');
      const recommended = expectOk(
        await demo().call('offers.cartRecommend', {
          body: { cart_items: [{ product_id: tee.productId, variant_id: tee.id }] },
        }),
      ).result.recommend_variants;
      expect(recommended.length).toBeGreaterThan(0);
      expect(recommended.map((line) => line.variant_id)).not.toContain(mugVariant.id);
    } finally {
      await publish(true);
    }
  });

  // As offers (above): a shopper never sees a withdrawn product, so neither do the social-proof
  // popups (001 §7 Notifications) nor the review lists and carousel (001 §3 Review state, §7 Reviews).
  it('leaves an unpublished product out of sale and checkout notifications, shared reviews and the carousel', async () => {
    const notifications = async () => ({
      sale: expectOk(await demo().call('copt.saleNotifications', { query: { limit: 50, page: 1 } })).result,
      checkout: expectOk(await demo().call('copt.checkoutNotifications', { query: { limit: 50, page: 1 } }))
        .result,
    });
    const shared = async () =>
      listed(expectOk(await demo().call('reviews.share', { query: { limit: 100 } })));
    const mugReviews = async () =>
      listed(expectOk(await demo().call('reviews.list', { query: { product_id: String(mugProductId) } })));
    const before = await notifications();
    const sharedBefore = await shared();
    const mugBefore = (await mugReviews()).total;
    expect(before.sale.notifications.map((n) => n.product_id)).toContain(mugProductId);
    expect(before.checkout.notifications.map((n) => n.product_id)).toContain(mugProductId);
    expect(mugBefore).toBeGreaterThan(0);
    expect(
      expectOk(await demo().call('reviews.shareWidget')).carousel?.reviews?.map((r) => r.product_id),
    ).toContain(mugProductId);
    const publish = (published: boolean) =>
      server.deps.db.update(products).set({ published }).where(eq(products.id, mugProductId));
    await publish(false);
    try {
      const after = await notifications();
      expect(after.sale.notifications.map((n) => n.product_id)).not.toContain(mugProductId);
      expect(after.sale.total).toBe(before.sale.total - 1);
      expect(after.sale.notifications).toHaveLength(after.sale.total);
      expect(after.checkout.notifications.map((n) => n.product_id)).not.toContain(mugProductId);
      expect(after.checkout.total).toBe(before.checkout.total - 1);
      expect(after.checkout.notifications).toHaveLength(after.checkout.total);
      const sharedAfter = await shared();
      expect(sharedAfter.reviews.map((review) => review.product_id)).not.toContain(mugProductId);
      expect(sharedAfter.total).toBe(sharedBefore.total - mugBefore);
      expect((await mugReviews()).total).toBe(0);
      const carousel = expectOk(await demo().call('reviews.shareWidget'));
      expect(carousel.carousel?.reviews?.map((review) => review.product_id)).not.toContain(mugProductId);
      expect(carousel.carousel?.reviews).toHaveLength(10);
      expect(carousel.carousel?.total).toBe(sharedAfter.total);
    } finally {
      await publish(true);
    }
  });

  it('keeps offers to their shop', async () => {
    const euroTee = await variantOf(server, 'euro.localhost', 'classic-crew-tee');
    const list = expectOk(
      await euro().call('offers.list', { query: { ref_ids: String(euroTee.productId) } }),
    ).result;
    expect(list.map((offer) => offer.title)).toEqual(['Un deuxième t-shirt à -20 %', 'Nos coups de cœur']);
    expect(
      expectOk(await euro().call('offers.list', { query: { ref_ids: String(tee.productId) } })).result,
    ).toEqual([]);
  });
});

describe('notifications (001 §7 Notifications)', () => {
  it('answers sale notifications with the default settings of 001 §3', async () => {
    const sale = expectOk(
      await demo().call('copt.saleNotifications', { query: { limit: 50, page: 1 } }),
    ).result;
    expect(sale.total).toBe(8);
    expect(sale.notifications[0]).toMatchObject({
      first_name: 'Ava',
      location: 'Portland, US',
      product_link: expect.stringMatching(/^\/products\//),
    });
    expect(sale.notifications[0]?.time_ago).toMatch(/hours? ago$/);
    expect(sale.settings).toMatchObject({
      layout: 'circle',
      desktop_position: 'bottom_left',
      show_on_mobile: true,
      mobile_position: 'bottom',
      display_time: 5,
      maximum_per_page: 30,
      delay_time_notification: 10,
      last_time_display: 30,
      delay_time_show_popup: 3,
      random: true,
    });
    const paged = expectOk(
      await demo().call('copt.saleNotifications', { query: { limit: 3, page: 3 } }),
    ).result;
    expect(paged.notifications.map((n) => n.first_name)).toEqual(['Hana', 'Lucas']);
    const checkout = expectOk(
      await demo().call('copt.checkoutNotifications', { query: { limit: 50, page: 1 } }),
    ).result;
    expect(checkout.total).toBe(4);
    expect(checkout.notifications[0]).toMatchObject({
      purchased_number: 12,
      product_title: 'Classic Crew Tee',
    });
  });

  it('answers running countdowns only (limit 100)', async () => {
    const countdowns = expectOk(
      await demo().call('copt.timerCountdowns', { query: { limit: 100, page: 1 } }),
    ).result;
    expect(countdowns.total).toBe(2);
    expect(countdowns.countdowns.map((countdown) => countdown.title)).toEqual([
      'Tee restock offer',
      'Winter sale ends soon',
    ]);
    expect(expectOk(await euro().call('copt.timerCountdowns')).result.total).toBe(0);
  });
});

/** The classic crew tee's seeded 5-star reviews (seed/reviews.ts). */
const DEMO_TEE_FIVE_STAR_REVIEWS = 13;

describe('reviews (001 §7 Reviews)', () => {
  it('lists reviews 20 a page with the average, and the next page', async () => {
    const query = { product_id: String(tee.productId) };
    const first = listed(expectOk(await demo().call('reviews.list', { query })));
    expect(first).toMatchObject({ success: true, total: DEMO_TEE_REVIEWS, page: 1 });
    expect(first.reviews).toHaveLength(20);
    expect(first.average).toBe('4.2');
    const second = listed(expectOk(await demo().call('reviews.list', { query: { ...query, page: 2 } })));
    expect(second.reviews).toHaveLength(DEMO_TEE_REVIEWS - 20);
    const fives = listed(expectOk(await demo().call('reviews.list', { query: { ...query, rating: 5 } })));
    // 13 of the tee's 25 seeded reviews have 5 stars (seed/reviews.ts: 5, 5, 4, 5, 3, 4, 5, 2, 5, 4
    // repeated): the filter keeps them all, and an empty answer cannot pass as "every one is a 5".
    expect(fives).toMatchObject({ success: true, total: DEMO_TEE_FIVE_STAR_REVIEWS });
    expect(fives.reviews).toHaveLength(DEMO_TEE_FIVE_STAR_REVIEWS);
    expect(fives.reviews.every((review) => review.rating === 5)).toBe(true);
    const lowest = listed(
      expectOk(await demo().call('reviews.list', { query: { ...query, sort: 'lowest', limit: 1 } })),
    );
    expect(lowest.reviews[0]?.rating).toBe(2);
  });

  it('creates a review and counts it; refuses bad e-mails with the spec texts', async () => {
    const body = {
      product_id: mugProductId,
      author: 'Kim',
      email: 'kim@example.com',
      rating: 4,
      title: 'Nice',
      body: 'Holds coffee.',
    };
    const before = expectOk(
      await demo().call('reviews.count', { query: { product_id: String(mugProductId) } }),
    ).count;
    const created = expectOk(await demo().call('reviews.create', { body }));
    expect(created).toMatchObject({
      success: true,
      review: { author: 'Kim', rating: 4, product_id: mugProductId },
    });
    expect(
      expectOk(await demo().call('reviews.count', { query: { product_id: String(mugProductId) } })).count,
    ).toBe((before ?? 0) + 1);
    const empty = expectFailure(await demo().call('reviews.create', { body: { ...body, email: ' ' } }));
    expect(empty).toMatchObject({ statusCode: 400, message: 'Email is required' });
    const invalid = expectFailure(await demo().call('reviews.create', { body: { ...body, email: 'kim@' } }));
    expect(invalid).toMatchObject({ statusCode: 400, message: 'Please enter an valid email' });
    const rating = expectFailure(await demo().call('reviews.create', { body: { ...body, rating: 6 } }));
    expect(rating).toMatchObject({ statusCode: 400, errorCode: 'INVALID_RATING' });
    const foreign = expectFailure(await euro().call('reviews.create', { body }));
    expect(foreign).toMatchObject({ statusCode: 404 });
  });

  it('answers the widget summary, shared reviews and the shared widget carousel', async () => {
    const widget = expectOk(
      await demo().call('reviews.widget', { query: { product_id: String(tee.productId) } }),
    );
    expect(widget.rating).toMatchObject({ total: DEMO_TEE_REVIEWS, average: '4.2', star: 4 });
    const percents = [1, 2, 3, 4, 5].map(
      (star) => (widget.rating as Record<string, number>)[`percent_${star}`] ?? 0,
    );
    expect(percents).toEqual([0, 8, 12, 28, 52]);
    const none = expectOk(await demo().call('reviews.widget', { query: { product_id: '999999' } }));
    expect(none.rating).toMatchObject({ total: 0, average: '0' });
    const shared = listed(expectOk(await demo().call('reviews.share', { query: { limit: 5 } })));
    expect(shared.reviews).toHaveLength(5);
    expect(shared.reviews[0]?.product_image).toMatch(/^\/images\//);
    const carousel = expectOk(await demo().call('reviews.shareWidget'));
    expect(carousel.success).toBe(true);
    expect(carousel.carousel?.reviews).toHaveLength(10);
    expect(carousel.carousel?.settings).toMatchObject({
      carousel_review_logic: 'latest',
      carousel_number_review: 10,
    });
    expect(carousel.rating?.total).toBeGreaterThanOrEqual(DEMO_TEE_REVIEWS + 5);
    expect(expectOk(await euro().call('reviews.count')).count).toBe(3);
  });
});
