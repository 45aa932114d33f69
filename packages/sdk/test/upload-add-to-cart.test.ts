/**
 * Add to cart waits for the file uploads of the product's custom-option form (000 §4 Product page:
 * "Add to cart is disabled … while a file upload runs"; docs/decisions/0145: uploads are counted
 * with upload.started / upload.finished). The platform-api runs in process; its upload endpoint is
 * held until the test lets it answer.
 */
import { selectProduct } from '@vitrine/core-catalog';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';
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

const UPLOAD_PATH = '/api/upload.json';

/** A storefront whose uploads wait until `release()` lets the held ones reach the platform. */
function open() {
  const held: (() => void)[] = [];
  const fetch: typeof globalThis.fetch = (input, init) =>
    new URL(new Request(input, init).url).pathname === UPLOAD_PATH
      ? new Promise<void>((resolve) => held.push(resolve)).then(() => platform.fetch(input, init))
      : platform.fetch(input, init);
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch,
    ports: createMemoryPorts({}),
  });
  running.push(storefront);
  const release = () => {
    for (const answer of held.splice(0)) answer();
  };
  return { storefront, held, release };
}

const photo = (name = 'photo.png') => ({
  name,
  size: 4,
  type: 'image/png',
  data: new Uint8Array([137, 80, 78, 71]),
});

const addToCart = (storefront: Storefront) => selectProduct(storefront.catalog.getSnapshot())?.addToCart;

/** Resolves once the held fetch has `count` uploads waiting. */
async function untilHeld(held: readonly unknown[], count = 1) {
  for (let i = 0; i < 200 && held.length < count; i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(held).toHaveLength(count);
}

describe('add to cart while a custom-option file uploads (000 §4, decision 0145)', () => {
  it("the mug's product view says uploading while its photo uploads, and is enabled again once it settles", async () => {
    const { storefront, held, release } = open();
    await storefront.ready();
    const page = await storefront.catalog.product('custom-photo-mug');
    if (!page.ok || !page.value.product) throw new Error('the mug did not load');
    const form = await storefront.customOptions(page.value.product);
    expect(addToCart(storefront)).toEqual({ enabled: true, reason: null });

    const upload = form.selectFile('104', photo());
    await untilHeld(held);
    expect(addToCart(storefront)).toEqual({ enabled: false, reason: 'uploading' });

    release();
    expect((await upload).ok).toBe(true);
    expect(addToCart(storefront)).toEqual({ enabled: true, reason: null });
    form.stop();
  });

  it('a form stopped during its upload does not leave add to cart disabled', async () => {
    const { storefront, held } = open();
    await storefront.ready();
    const page = await storefront.catalog.product('custom-photo-mug');
    if (!page.ok || !page.value.product) throw new Error('the mug did not load');
    const form = await storefront.customOptions(page.value.product);

    void form.selectFile('104', photo());
    await untilHeld(held);
    expect(addToCart(storefront)).toEqual({ enabled: false, reason: 'uploading' });

    form.stop();
    expect(addToCart(storefront)).toEqual({ enabled: true, reason: null });
  });

  it('a photo picked again during its upload counts once: removing it enables add to cart', async () => {
    const { storefront, held } = open();
    await storefront.ready();
    const page = await storefront.catalog.product('custom-photo-mug');
    if (!page.ok || !page.value.product) throw new Error('the mug did not load');
    const form = await storefront.customOptions(page.value.product);

    void form.selectFile('104', photo('first.png'));
    void form.selectFile('104', photo('second.png'));
    await untilHeld(held, 2);
    expect(addToCart(storefront)).toEqual({ enabled: false, reason: 'uploading' });

    await form.removeFile('104');
    expect(addToCart(storefront)).toEqual({ enabled: true, reason: null });
    form.stop();
  });
});
