/**
 * The product page's view_content, against the real platform-api in process: it reports the
 * variant the page shows (000 §4 "The variant is chosen from the variant query param if valid"),
 * with the cart line fields of 001 §3 "Cart line fields in tracking: product_id, variant_id, qty,
 * price…", not the product's first variant.
 */
import type { TrackingSinkEvent } from '@vitrine/core-tracking';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, definePlugin, type Storefront } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

/** A storefront with a plugin's tracking sink that keeps every event it is sent in `received`. */
function open() {
  const received: TrackingSinkEvent[] = [];
  const analytics = definePlugin({
    manifest: { name: 'acme-analytics', ports: [], events: [] },
    setup({ provide }) {
      provide('tracking-sink', { name: 'acme-analytics', send: (event) => void received.push(event) });
      return undefined;
    },
  });
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts({}),
    plugins: [analytics],
  });
  running.push(storefront);
  return { storefront, received };
}

describe('view_content (001 §3, §4 Analytics funnel)', () => {
  it('reports the variant the page opened on (?variant=…), its id and price, not the first variant; picking another variant is no new view', async () => {
    const { storefront, received } = open();
    await storefront.ready();
    const first = await storefront.catalog.product('classic-crew-tee');
    if (!first.ok || !first.value.product) throw new Error('no tee');
    const [firstVariant] = first.value.product.variants;
    // A variant other than the first, at another price (the tee's XL costs more).
    const shown = first.value.product.variants.find(
      (variant) => variant.available && variant.price.amount !== firstVariant?.price.amount,
    );
    if (!firstVariant || !shown) throw new Error('the tee has no variant at another price');

    // Another product first, so that opening the tee again is a new showing of its page.
    expect((await storefront.catalog.product('custom-photo-mug')).ok).toBe(true);
    const opened = await storefront.catalog.product('classic-crew-tee', { variant: shown.id });
    expect(opened.ok && opened.value.variant?.id).toBe(shown.id);
    const tracking = await storefront.load('tracking');
    await tracking.setConsent(true);
    await tracking.flush();
    const views = () => received.filter((event) => event.event === 'view_content');
    const tee = views().at(-1);
    expect(tee?.data.lines).toHaveLength(1);
    expect(tee?.data.lines[0]).toMatchObject({ variantId: shown.id, quantity: 1, price: shown.price });
    expect(tee?.data.value).toEqual(shown.price);

    // The same page with another variant picked is not a new showing of it (docs/decisions/0592).
    const seen = views().length;
    const picked = first.value.product.variants.find(
      (variant) => variant.available && variant.id !== firstVariant.id && variant.id !== shown.id,
    );
    if (!picked) throw new Error('the tee has no third variant');
    expect((await storefront.catalog.selectVariant(picked.id)).ok).toBe(true);
    await tracking.flush();
    expect(views()).toHaveLength(seen);

    // Back on the page (from the cart, say): a new view, of the variant picked there.
    expect(storefront.catalog.productShown('classic-crew-tee').ok).toBe(true);
    await tracking.flush();
    expect(views()).toHaveLength(seen + 1);
    expect(views().at(-1)?.data.lines[0]).toMatchObject({ variantId: picked.id, price: picked.price });
  });
});
