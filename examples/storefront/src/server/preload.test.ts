/**
 * The server render loads a page's data with the page's own query: a renamed product or collection
 * then answers 301 to its new path with that query kept (000 §2 Navigation rules "A matching 'from'
 * leads to a replace-navigation to its 'to' (… query kept)"; the catalogue keeps the `search` it is
 * given, ca6c5bb).
 */
import type { Storefront } from '@vitrine/sdk';
import { describe, expect, it, vi } from 'vitest';
import { preload } from './preload';

function storefrontSpy() {
  const product = vi.fn(async () => ({ ok: true }));
  const collection = vi.fn(async () => ({ ok: true }));
  const storefront = { catalog: { product, collection }, pages: {}, shop: {} } as unknown as Storefront;
  return { storefront, product, collection };
}

describe('preload (server render)', () => {
  it("gives the catalogue the page's query as it came, with a product page's variant", async () => {
    const { storefront, product } = storefrontSpy();
    const url = new URL('http://shop.test/products/old-tee?variant=5&utm_source=mail');
    await preload(storefront, 'product-single', { slug: 'old-tee' }, url.searchParams, url.search);
    expect(product).toHaveBeenCalledWith('old-tee', { variant: '5', search: '?variant=5&utm_source=mail' });
  });

  it("gives a collection page's query as it came (sortby's colon not re-encoded)", async () => {
    const { storefront, collection } = storefrontSpy();
    const url = new URL('http://shop.test/collections/old-tees?sortby=price:asc&utm_source=mail');
    await preload(storefront, 'category', { slug: 'old-tees' }, url.searchParams, url.search);
    expect(collection).toHaveBeenCalledWith(expect.anything(), {
      page: null,
      sortBy: 'price:asc',
      filterBy: null,
      search: '?sortby=price:asc&utm_source=mail',
    });
  });
});
