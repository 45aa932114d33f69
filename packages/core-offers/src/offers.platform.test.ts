/**
 * The upsell facade against the reference platform (examples/platform-api) in process: the real
 * transport, the real Hono app, its seeded demo shop on an in-memory database (001 §7 Upsell).
 */
import { cartCreate, cartUpdateMultiple } from '@vitrine/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffers } from './offers.facade';
import { selectAfterAdd, selectOffersStatus, selectProductOffers, selectQuickView } from './offers.selectors';
import type { AfterAddOffers } from './offers.types';
import { startPlatform, type TestPlatform } from './platform.fixtures';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);

afterAll(async () => {
  await platform?.close();
});

describe('createOffers against the reference platform (001 §3, §7, §9)', () => {
  it('loads a product page’s offers by the product plus its collection ids, the product itself only under its quantity offer', async () => {
    const tee = await platform.product('classic-crew-tee');
    const offers = createOffers({ transport: platform.transport() });
    const loaded = await offers.load({ id: tee.id, collections: tee.collectionIds.map((id) => ({ id })) });
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const refIds = platform.requests.find((path) => path.startsWith('/api/offers/list.json'));
    expect(decodeURIComponent(refIds ?? '')).toContain(`ref_ids=${[tee.id, ...tee.collectionIds].join(',')}`);
    expect(loaded.value.offers.map((offer) => offer.type)).toEqual(
      expect.arrayContaining(['postPurchase', 'quantityDiscount', 'prePurchase', 'handPicked', 'bundle']),
    );
    expect(loaded.value.products.length).toBeGreaterThan(0);
    // The tee is in the tee-and-mug bundle too: on its own page, only "Buy 3 tees" proposes it (0569).
    const quantityOffer = loaded.value.offers.find((offer) => offer.type === 'quantityDiscount');
    expect(loaded.value.products.filter((p) => p.product.id === tee.id).map((p) => p.offerId)).toEqual([
      quantityOffer?.id,
    ]);
    const productsCall = platform.requests.find((path) => path.startsWith('/api/offers/products.json'));
    expect(productsCall).toContain('limit=200');
    expect(selectProductOffers(offers.getSnapshot())).toEqual(loaded.value);
    offers.stop();
  });

  it('after an order: the postPurchase offers of every ordered product and their collections, an ordered product included (001 §4, §7; 0572)', async () => {
    const hoodie = await platform.product('relaxed-hoodie');
    const mug = await platform.product('custom-photo-mug');
    const tee = await platform.product('classic-crew-tee');
    const offers = createOffers({ transport: platform.transport() });
    // The hoodie's offer is found through its collection (apparel), the order's second line.
    const from = platform.requests.length;
    const found = await offers.afterOrder([mug.id, hoodie.id]);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const asked = platform.requests.slice(from).find((path) => path.startsWith('/api/offers/list.json'));
    for (const id of [mug.id, hoodie.id, ...hoodie.collectionIds])
      expect(
        decodeURIComponent(asked ?? '')
          .split('ref_ids=')[1]
          ?.split('&')[0]
          ?.split(','),
      ).toContain(id);
    expect(found.value.offers.map((offer) => offer.type)).toEqual(['postPurchase']);
    const offer = found.value.offers[0];
    // "One more thing: the hoodie at 25% off" proposes the hoodie, ordered or not.
    const proposed = found.value.products.filter((p) => p.offerId === offer?.id);
    expect(proposed.map((p) => p.product.id)).toEqual([hoodie.id]);
    expect(proposed[0]?.percentageDiscount).toBe(25);
    // An order of the tee alone finds it by the tee itself.
    const byTee = await offers.afterOrder([tee.id]);
    expect(byTee.ok && byTee.value.offers.map((o) => o.id)).toEqual([offer?.id]);
    offers.stop();
  });

  it('prices an offer product with the offer’s percentage, in minor units', async () => {
    const mug = await platform.product('custom-photo-mug');
    const offers = createOffers({ transport: platform.transport() });
    const tee = await platform.product('classic-crew-tee');
    const loaded = await offers.load({ id: tee.id });
    if (!loaded.ok) throw new Error(loaded.error.code);
    const bundle = loaded.value.products.find((p) => p.product.id === mug.id);
    expect(bundle).toBeDefined();
    if (!bundle?.price || !bundle.discountedPrice) throw new Error('no price');
    // The mug is in a 0 % hand-picked offer and the 10 % bundle: the bundle prices it.
    expect(bundle.percentageDiscount).toBe(10);
    expect(bundle.offerId).not.toBeNull();
    expect(bundle.discountedPrice.amount).toBe(
      Math.round(bundle.price.amount * (1 - bundle.percentageDiscount / 100)),
    );
    expect(bundle.price.currency).toBe('USD');
    const bundleOffer = loaded.value.offers.find((offer) => offer.type === 'bundle');
    if (!bundleOffer) throw new Error('no bundle offer');
    const ofBundle = await offers.offerProducts([bundleOffer.id], { ignoreIds: [tee.id] });
    expect(ofBundle.ok && ofBundle.value.map((p) => [p.product.id, p.percentageDiscount, p.offerId])).toEqual(
      [[mug.id, bundleOffer.percentageDiscount, bundleOffer.id]],
    );
    offers.stop();
  });

  it('shows prePurchase, accessory and bundle offers after an add to cart, and emits them', async () => {
    const tee = await platform.product('classic-crew-tee');
    const offers = createOffers({ transport: platform.transport() });
    const heard: AfterAddOffers[] = [];
    offers.on('offers.afterAdd', ({ afterAdd }) => heard.push(afterAdd));
    const shown = await offers.afterAdd({ variantId: tee.variantId, quantity: 1, productId: tee.id });
    expect(shown.ok).toBe(true);
    if (!shown.ok) return;
    expect(shown.value.offers.length).toBeGreaterThan(0);
    for (const offer of shown.value.offers)
      expect(['prePurchase', 'accessory', 'bundle']).toContain(offer.type);
    expect(shown.value.products.map((p) => p.product.id)).not.toContain(tee.id);
    expect(heard).toEqual([shown.value]);
    expect(selectAfterAdd(offers.getSnapshot())).toEqual(shown.value);
    await offers.dismissAfterAdd();
    expect(selectAfterAdd(offers.getSnapshot())).toBeNull();
    offers.stop();
  });

  it('cannot look offers up for an added line without its product', async () => {
    const offers = createOffers({ transport: platform.transport() });
    const shown = await offers.afterAdd({ variantId: '1', quantity: 1 });
    expect(shown).toEqual({ ok: false, error: { code: 'missing_product' } });
    offers.stop();
  });

  it('recommends 12 products for the relevant-collection rule and at most 4 for the same-collection rule', async () => {
    const tee = await platform.product('classic-crew-tee');
    const offers = createOffers({ transport: platform.transport() });
    const relevant = await offers.recommendations(tee.id);
    const same = await offers.recommendations(tee.id, { rule: 'same' });
    if (!relevant.ok || !same.ok) throw new Error('recommendation failed');
    expect(relevant.value.length).toBeLessThanOrEqual(12);
    expect(relevant.value.length).toBeGreaterThan(4);
    expect(same.value.length).toBeLessThanOrEqual(4);
    offers.stop();
  });

  it('lists widgets 12 products a page, products of a collection id desc, and products by ids', async () => {
    const tee = await platform.product('classic-crew-tee');
    const offers = createOffers({ transport: platform.transport() });
    const widgets = await offers.widgets({ handle: 'classic-crew-tee' });
    if (!widgets.ok) throw new Error(widgets.error.code);
    expect(widgets.value.length).toBeGreaterThan(0);
    for (const widget of widgets.value) expect(widget.products.length).toBeLessThanOrEqual(12);
    expect(
      platform.requests.some((p) => p.startsWith('/api/offers/widgets.json') && p.includes('limit=12')),
    ).toBe(true);
    const collectionId = tee.collectionIds[0];
    if (collectionId === undefined) throw new Error('the tee has no collection');
    const inCollection = await offers.collectionProducts(collectionId);
    if (!inCollection.ok) throw new Error(inCollection.error.code);
    const ids = inCollection.value.map((p) => Number(p.product.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length).toBeLessThanOrEqual(12);
    const call = platform.requests.find((p) => p.startsWith('/api/offers/products-by-collection.json')) ?? '';
    expect(call).toContain('sort_field=id');
    expect(call).toContain('sort_direction=desc');
    expect(call).toContain('page=1');
    const byIds = await offers.productsByIds([tee.id]);
    expect(byIds.ok && byIds.value.map((p) => p.product.handle)).toEqual(['classic-crew-tee']);
    offers.stop();
  });

  it('recommends cart lines ready for cart.add, and reads settings and the cart discount', async () => {
    const tee = await platform.product('classic-crew-tee');
    const offers = createOffers({ transport: platform.transport() });
    const lines = await offers.cartRecommend([{ productId: tee.id, variantId: tee.variantId }]);
    if (!lines.ok) throw new Error(lines.error.code);
    expect(lines.value.length).toBeGreaterThan(0);
    expect(lines.value[0]).toMatchObject({ quantity: 1, app: 'usell' });
    expect(lines.value[0]?.metadata).toHaveProperty('offer_id');
    // 001 §9 "Upsell app constants: copt, sale, checkout, countdown": the upsell settings are the
    // shop's under the spec's code, the one settings() asks by default.
    const settings = await offers.settings();
    expect(settings.ok && settings.value.appCode).toBe('copt');
    expect(settings.ok && settings.value.settings).toMatchObject({
      enabled: true,
      widget_title: 'You may also like',
    });
    const discount = await offers.discount('no-such-cart');
    expect(discount.ok).toBe(false);
    offers.stop();
  });

  it('reads the upsell discount of a cart holding a recommended line', async () => {
    const tee = await platform.product('classic-crew-tee');
    const transport = platform.transport();
    const offers = createOffers({ transport });
    const lines = await offers.cartRecommend([{ productId: tee.id, variantId: tee.variantId }]);
    const line = lines.ok ? lines.value.find((l) => Number(l.metadata.percentage_discount) > 0) : undefined;
    if (!line) throw new Error('no discounted recommendation');
    const created = await transport.send(cartCreate);
    if (!created.ok) throw new Error('cart.create failed');
    const cartToken = created.data.result.token;
    const added = await transport.send(cartUpdateMultiple, {
      query: { cart_token: cartToken },
      body: {
        cartItems: [
          { variant_id: tee.variantId, qty: 1 },
          {
            variant_id: line.variantId,
            qty: line.quantity,
            app: line.app ?? 'usell',
            metadata: { ...line.metadata },
          },
        ],
        source: 'test',
      },
    });
    if (!added.ok) throw new Error(`cart update failed: ${JSON.stringify(added.failure)}`);
    const discount = await offers.discount(cartToken);
    if (!discount.ok) throw new Error(discount.error.code);
    expect(discount.value.hasDiscount).toBe(true);
    expect(discount.value.totalDiscount.amount).toBeGreaterThan(0);
    expect(discount.value.totalDiscount.currency).toBe('USD');
    expect(discount.value.selectedOfferIds).toEqual([String(line.metadata.offer_id)]);
    expect(discount.value.lines).toHaveLength(1);
    offers.stop();
  });

  it('a quantity offer of the product shown proposes it on its own page, adding the minimum the platform discounts from (0569)', async () => {
    const tee = await platform.product('classic-crew-tee');
    const transport = platform.transport();
    const offers = createOffers({ transport });
    const loaded = await offers.load({ id: tee.id, collections: tee.collectionIds.map((id) => ({ id })) });
    if (!loaded.ok) throw new Error(loaded.error.code);
    const buyThree = loaded.value.offers.find((offer) => offer.title === 'Buy 3 tees, save 10%');
    expect(buyThree).toMatchObject({ type: 'quantityDiscount', minQuantity: 3, percentageDiscount: 10 });
    const item = loaded.value.products.find((p) => p.offerId === buyThree?.id);
    if (!item?.price || !item.discountedPrice || !item.variantId) throw new Error('the tee is not offered');
    expect(item.product.id).toBe(tee.id);
    expect(item.quantity).toBe(3);
    // Other offers' products still leave the tee out: the bundle shows only the mug.
    const bundle = loaded.value.offers.find((offer) => offer.type === 'bundle');
    expect(
      loaded.value.products.filter((p) => p.offerId === bundle?.id).map((p) => p.product.handle),
    ).toEqual(['custom-photo-mug']);

    // What the card adds (its variant, its quantity, the offer's id) is discounted as shown.
    const created = await transport.send(cartCreate);
    if (!created.ok) throw new Error('cart.create failed');
    const cartToken = created.data.result.token;
    const added = await transport.send(cartUpdateMultiple, {
      query: { cart_token: cartToken },
      body: {
        cartItems: [
          {
            variant_id: item.variantId,
            qty: item.quantity,
            app: 'usell',
            metadata: { offer_id: item.offerId },
          },
        ],
        source: 'test',
      },
    });
    if (!added.ok) throw new Error(`cart update failed: ${JSON.stringify(added.failure)}`);
    const discount = await offers.discount(cartToken);
    if (!discount.ok) throw new Error(discount.error.code);
    expect(discount.value.totalDiscount.amount).toBe(
      (item.price.amount - item.discountedPrice.amount) * item.quantity,
    );
    offers.stop();
  });

  it('opens and closes the quick view of a product; an unknown handle is not_found', async () => {
    const offers = createOffers({ transport: platform.transport() });
    const opened = await offers.quickView('classic-crew-tee');
    expect(opened.ok && opened.value.handle).toBe('classic-crew-tee');
    expect(selectQuickView(offers.getSnapshot())?.handle).toBe('classic-crew-tee');
    await offers.closeQuickView();
    expect(selectQuickView(offers.getSnapshot())).toBeNull();
    const missing = await offers.quickView('no-such-product');
    expect(missing).toEqual({ ok: false, error: { code: 'not_found' } });
    expect(selectOffersStatus(offers.getSnapshot(), 'quickView')).toBe('failed');
    offers.stop();
  });

  it('persists its answers and a restored facade shows them without asking again', async () => {
    const tee = await platform.product('classic-crew-tee');
    const offers = createOffers({ transport: platform.transport() });
    await offers.load({ id: tee.id });
    const saved = offers.persist();
    offers.stop();
    const before = platform.requests.length;
    const restored = createOffers({ transport: platform.transport(), snapshot: saved });
    expect(selectProductOffers(restored.getSnapshot())?.request.productId).toBe(tee.id);
    expect(platform.requests.length).toBe(before);
    restored.stop();
    const stale = await restored.load({ id: tee.id });
    expect(stale).toEqual({ ok: false, error: { code: 'stopped' } });
  });
});
