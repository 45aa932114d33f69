/**
 * Multi-currency through createStorefront against the real platform-api in process (000 §9,
 * issue 16; docs/decisions/0280, 0281): the product, collection and cart prices a shopper sees are
 * in the display currency, `setCurrency` changes all of them at once, and what goes back to the
 * platform stays free of the display currency.
 */
import { selectCart } from '@vitrine/core-cart';
import { selectCheckout } from '@vitrine/core-checkout';
import { type DisplayMoney, shopMoney } from '@vitrine/core-pricing';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
const running: Storefront[] = [];
/** The bodies of the cart changes the platform received. */
const cartBodies: unknown[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

const recordingFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/checkout/cart')) {
    const text = await request.clone().text();
    if (text !== '') cartBodies.push(JSON.parse(text));
  }
  return platform.fetch(request);
}) as typeof fetch;

async function open(
  domain: string,
  extra: Partial<Parameters<typeof createStorefront>[0]> = {},
): Promise<Storefront> {
  const storefront = createStorefront({
    domain,
    baseUrl: PLATFORM_URL,
    fetch: recordingFetch,
    ports: createMemoryPorts(),
    ...extra,
  });
  running.push(storefront);
  const ready = await storefront.ready();
  if (!ready.ok) throw new Error(ready.error.code);
  return storefront;
}

/** Every price a page shows: product and variant prices and compare-at prices. */
const productPrices = (product: {
  readonly price: DisplayMoney | null;
  readonly compareAtPrice: DisplayMoney | null;
  readonly variants: readonly {
    readonly price: DisplayMoney;
    readonly compareAtPrice: DisplayMoney | null;
  }[];
}): DisplayMoney[] =>
  [
    product.price,
    product.compareAtPrice,
    ...product.variants.flatMap((v) => [v.price, v.compareAtPrice]),
  ].filter((m): m is DisplayMoney => m !== null);

/** Every price the storefront hands out right now: product page, collection page, cart. */
function shownPrices(storefront: Storefront): DisplayMoney[] {
  const catalog = storefront.catalog.getSnapshot().context;
  const contents = selectCart(storefront.cart.getSnapshot());
  return [
    ...(catalog.product?.product ? productPrices(catalog.product.product) : []),
    ...(catalog.product?.variant ? [catalog.product.variant.price] : []),
    ...(catalog.collection?.products.flatMap(productPrices) ?? []),
    ...contents.lines.flatMap((line) => [line.price, line.lineTotal]),
    contents.totals.subtotal,
    contents.totals.total,
  ];
}

describe('prices in the display currency (000 §9)', () => {
  it('the EUR shop: product, collection and cart prices are euros, plain (nothing converted)', async () => {
    const storefront = await open('euro.localhost');
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('the tee did not load');
    expect(product.value.variant.price).toEqual({ amount: 2200, currency: 'EUR' });
    await storefront.catalog.collection('all');
    const added = await storefront.cart.add({ variantId: product.value.variant.id, quantity: 2 });
    if (!added.ok) throw new Error(added.error.code);
    expect(added.value.totals.subtotal).toEqual({ amount: 4400, currency: 'EUR' });
    const prices = shownPrices(storefront);
    expect(prices.length).toBeGreaterThan(4);
    expect(prices.every((m) => m.currency === 'EUR' && m.shop === undefined)).toBe(true);
    expect(storefront.pricing.format(added.value.totals.subtotal)).toBe('€44,00');
  });

  it('a multi-currency shop: a visitor from Germany sees euros everywhere, the shop amount kept', async () => {
    const storefront = await open('localhost', { country: 'DE' });
    expect(storefront.pricing.getSnapshot()).toMatchObject({ shopCurrency: 'USD', currency: 'EUR' });
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('the tee did not load');
    const price = product.value.variant.price;
    const usd = shopMoney(price);
    expect(usd.currency).toBe('USD');
    // 000 §9: through the shop-base rate table (EUR 0.92), rounded once to cents.
    expect(price).toEqual({ amount: Math.round(usd.amount * 0.92), currency: 'EUR', shop: usd });
    const page = await storefront.catalog.collection('apparel');
    expect(page.ok).toBe(true);

    cartBodies.length = 0;
    const added = await storefront.cart.add({ variantId: product.value.variant.id, quantity: 3 });
    if (!added.ok) throw new Error(added.error.code);
    const line = added.value.lines[0];
    expect(line?.price).toEqual(price);
    expect(line?.lineTotal).toEqual({
      amount: price.amount * 3,
      currency: 'EUR',
      shop: { ...usd, amount: usd.amount * 3 },
    });
    expect(added.value.currency).toBe('EUR');
    expect(added.value.totals.subtotal.amount).toBe(price.amount * 3);
    expect(shopMoney(added.value.totals.subtotal)).toEqual({ amount: usd.amount * 3, currency: 'USD' });
    expect(shownPrices(storefront).every((m) => m.currency === 'EUR')).toBe(true);
    expect(storefront.pricing.format(added.value.totals.subtotal)).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format((price.amount * 3) / 100),
    );
    // The add sends ids and quantities only: no display currency, no converted amount.
    expect(JSON.stringify(cartBodies)).not.toMatch(/EUR|currency|price/i);
    expect(cartBodies.length).toBeGreaterThan(0);
  });

  it('setCurrency changes every price at once; back to the shop currency shows the platform amounts', async () => {
    const storefront = await open('localhost');
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('the tee did not load');
    await storefront.catalog.collection('apparel');
    const added = await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 });
    if (!added.ok) throw new Error(added.error.code);
    const before = shownPrices(storefront);
    expect(before.every((m) => m.currency === 'USD' && m.shop === undefined)).toBe(true);

    const changes: string[] = [];
    storefront.on('currency.changed', ({ currency }) => changes.push(currency));
    let cartRenders = 0;
    storefront.cart.select(selectCart, () => {
      cartRenders += 1;
    });
    expect(storefront.pricing.setCurrency('JPY')).toEqual({ ok: true, value: 'JPY' });
    expect(changes).toEqual(['JPY']);
    const yen = shownPrices(storefront);
    expect(yen).toHaveLength(before.length);
    expect(yen.every((m) => m.currency === 'JPY')).toBe(true);
    // Whole yen (JPY has no minor unit), at the rate of the shop's table (151.4).
    const tee = storefront.catalog.getSnapshot().context.product?.variant?.price;
    const usd = product.value.variant.price;
    expect(tee).toEqual({ amount: Math.round((usd.amount / 100) * 151.4), currency: 'JPY', shop: usd });
    expect(cartRenders).toBe(1);
    // What a verb resolves with follows too.
    const refreshed = await storefront.cart.refresh();
    expect(refreshed.ok && refreshed.value.totals.total.currency).toBe('JPY');

    storefront.pricing.setCurrency('USD');
    expect(shownPrices(storefront)).toEqual(before);
  });

  it('the checkout shows the same currency and follows a switch; the cart total it charges is the shop amount', async () => {
    const storefront = await open('localhost', { country: 'FR' });
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('the tee did not load');
    const added = await storefront.cart.add({ variantId: product.value.variant.id, quantity: 2 });
    if (!added.ok) throw new Error(added.error.code);
    const opened = await storefront.checkout();
    if (!opened.ok) throw new Error(opened.error.code);
    const loaded = await opened.value.load();
    if (!loaded.ok) throw new Error(loaded.error.code);
    expect(loaded.value.totals.total.currency).toBe('EUR');
    expect(shopMoney(loaded.value.totals.total)).toEqual(shopMoney(added.value.totals.total));
    storefront.pricing.setCurrency('GBP');
    await expect.poll(() => selectCheckout(opened.value.getSnapshot())?.totals.total.currency).toBe('GBP');
  });

  it('a currency chosen by URL query is used from the first page', async () => {
    const storefront = await open('localhost', { query: { currency: 'gbp' } });
    const product = await storefront.catalog.product('classic-crew-tee');
    expect(product.ok && product.value.variant?.price.currency).toBe('GBP');
  });
});
