import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { OUT_OF_STOCK_SKU } from '../seed/catalog-special';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});
const demo = () => clientFor(server, 'localhost');
const euro = () => clientFor(server, 'euro.localhost');

/** How a shopper reads "Alphabet A->Z" (000 §2 sort options): letters, whatever their case or accents. */
const alphabet = new Intl.Collator('en', { sensitivity: 'base' });
/** The first neighbouring pair of `titles` out of alphabetical order (reversed when `desc`), if any. */
function outOfAlphabetOrder(titles: readonly string[], desc = false): [string, string] | undefined {
  for (let i = 1; i < titles.length; i++) {
    const [before, after] = [titles[i - 1] ?? '', titles[i] ?? ''];
    const compared = alphabet.compare(before, after);
    if (desc ? compared < 0 : compared > 0) return [before, after];
  }
  return undefined;
}

describe('collections_v2', () => {
  it('pages the collections with a total', async () => {
    const first = expectOk(await demo().call('catalog.collections', { query: { page: 1, limit: 4 } }));
    expect(first.result.collections).toHaveLength(4);
    expect(first.result.total).toBeGreaterThanOrEqual(6);
    const second = expectOk(await demo().call('catalog.collections', { query: { page: 2, limit: 4 } }));
    expect(second.result.collections[0]?.id).not.toBe(first.result.collections[0]?.id);
    expect(first.result.collections[0]).toMatchObject({
      products_count: expect.any(Number),
      metafields: { title_tag: expect.any(String), description_tag: expect.any(String) },
    });
  });

  it('filters by handles', async () => {
    const data = expectOk(
      await demo().call('catalog.collections', { query: { handles: 'sale,apparel', skip_cache: true } }),
    );
    expect(data.result.collections.map((c) => c.handle).sort()).toEqual(['apparel', 'sale']);
    expect(data.result.total).toBe(2);
  });
});

describe('products_v2', () => {
  it('has at least 60 products, 12 per page by default, sorted id desc', async () => {
    const data = expectOk(await demo().call('catalog.products'));
    expect(data.result.total).toBeGreaterThanOrEqual(60);
    expect(data.result.products).toHaveLength(12);
    const ids = data.result.products.map((p) => Number(p.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('sorts by every field in both directions', async () => {
    const fields = ['name', 'final_price', 'updated_at', 'created_at', 'product_sold', 'id'] as const;
    for (const sort_field of fields) {
      for (const sort_direction of ['asc', 'desc'] as const) {
        const data = expectOk(
          await demo().call('catalog.products', { query: { sort_field, sort_direction, limit: 20 } }),
        );
        const key = (p: (typeof data.result.products)[number]): number | string => {
          if (sort_field === 'final_price') return p.price ?? 0;
          if (sort_field === 'product_sold') return Number(p.product_sold);
          if (sort_field === 'id') return Number(p.id);
          return String(p[sort_field]);
        };
        if (sort_field === 'name') {
          const titles = data.result.products.map((p) => p.title);
          expect(outOfAlphabetOrder(titles, sort_direction === 'desc'), sort_direction).toBeUndefined();
          continue;
        }
        const values = data.result.products.map(key);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, `${sort_field} ${sort_direction}`).toEqual(
          sort_direction === 'asc' ? sorted : sorted.reverse(),
        );
      }
    }
  });

  it('sorts names alphabetically whatever their case or accents (000 §2 Alphabet A->Z, Z->A)', async () => {
    const listed = async (sort_direction: 'asc' | 'desc') =>
      expectOk(
        await demo().call('catalog.products', {
          query: { sort_field: 'name', sort_direction, limit: 250, skip_cache: true },
        }),
      ).result.products;
    const before = await listed('asc');
    const tee = before.find((p) => p.handle === 'classic-crew-tee');
    const hoodie = before.find((p) => p.handle === 'relaxed-hoodie');
    if (!tee || !hoodie) throw new Error('the seed has no classic-crew-tee or relaxed-hoodie');
    const retitle = (id: number | string, title: string) =>
      server.deps.db
        .update(products)
        .set({ title })
        .where(eq(products.id, Number(id)));
    // Titles a merchant may well type: one all lowercase, one with an accented capital.
    await retitle(tee.id, 'apple tote');
    await retitle(hoodie.id, 'Éclair scarf');
    try {
      const ascending = await listed('asc');
      const titles = ascending.map((p) => p.title);
      expect(titles).toEqual(expect.arrayContaining(['apple tote', 'Éclair scarf']));
      expect(outOfAlphabetOrder(titles)).toBeUndefined();
      const descending = await listed('desc');
      expect(descending.map((p) => p.id)).toEqual(ascending.map((p) => p.id).reverse());
      expect(
        outOfAlphabetOrder(
          descending.map((p) => p.title),
          true,
        ),
      ).toBeUndefined();
    } finally {
      await retitle(tee.id, tee.title);
      await retitle(hoodie.id, hoodie.title);
    }
  });

  it('filters by collection ids', async () => {
    const collections = expectOk(await demo().call('catalog.collections', { query: { handles: 'sale' } }));
    const sale = collections.result.collections[0];
    const data = expectOk(
      await demo().call('catalog.products', { query: { collection_ids: String(sale?.id), limit: 100 } }),
    );
    expect(data.result.total).toBe(sale?.products_count);
    for (const product of data.result.products) {
      expect(product.collections?.map((c) => c.handle)).toContain('sale');
    }
    // 000 §7 products_v2 (query collection_ids): a collection_ids that names no collection lists
    // none of them, not the whole catalogue.
    for (const collection_ids of ['0', 'abc', '3000000000', '0,abc']) {
      const none = expectOk(await demo().call('catalog.products', { query: { collection_ids, limit: 100 } }));
      expect(none.result, collection_ids).toMatchObject({ products: [], total: 0 });
    }
  });

  it('counts the published products of a collection in collections_v2 as products_v2 lists them', async () => {
    const sale = async () =>
      expectOk(await demo().call('catalog.collections', { query: { handles: 'sale' } })).result
        .collections[0];
    const listed = async (id: number | string | undefined) =>
      expectOk(await demo().call('catalog.products', { query: { collection_ids: String(id), limit: 100 } }))
        .result;
    const before = await sale();
    const [withdrawn] = (await listed(before?.id)).products;
    expect(withdrawn).toBeDefined();
    const publish = (published: boolean) =>
      server.deps.db
        .update(products)
        .set({ published })
        .where(eq(products.id, Number(withdrawn?.id)));
    await publish(false);
    try {
      const after = await sale();
      const shown = await listed(after?.id);
      expect(shown.total).toBe((before?.products_count ?? 0) - 1);
      expect(after?.products_count).toBe(shown.total);
    } finally {
      await publish(true);
    }
  });

  it('searches title, product type, tags and vendor', async () => {
    const byTitle = expectOk(await demo().call('catalog.products', { query: { q: 'crew tee' } }));
    expect(byTitle.result.products.map((p) => p.handle)).toContain('classic-crew-tee');
    const byType = expectOk(await demo().call('catalog.products', { query: { q: 'personalized' } }));
    expect(byType.result.products.map((p) => p.handle)).toContain('custom-photo-mug');
    const byTag = expectOk(
      await demo().call('catalog.products', { query: { q: 'hoodie', q_field: 'tags' } }),
    );
    expect(byTag.result.products.map((p) => p.handle)).toEqual(['relaxed-hoodie']);
    const byVendor = expectOk(
      await demo().call('catalog.products', { query: { q: 'maison claire', limit: 100 } }),
    );
    expect(byVendor.result.total).toBeGreaterThan(0);
    expect(byVendor.result.products.every((p) => p.vendor === 'Maison Claire')).toBe(true);
    const none = expectOk(await demo().call('catalog.products', { query: { q: 'zzz-no-such-thing' } }));
    expect(none.result).toMatchObject({ products: [], total: 0 });
  });

  it('lists by a type, tag or vendor equal to q, case-insensitively (000 §2 products-types, -tags, -vendors)', async () => {
    const listed = async (q: string, q_field: 'product_type' | 'tags' | 'vendor') =>
      expectOk(await demo().call('catalog.products', { query: { q, q_field, limit: 250 } })).result;
    // A part of a tag lists nothing: `living` is not the tag `home-living`.
    expect(await listed('living', 'tags')).toMatchObject({ products: [], total: 0 });
    const homeLiving = await listed('Home-Living', 'tags');
    expect(homeLiving.total).toBeGreaterThan(0);
    expect(homeLiving.products.every((p) => Array.isArray(p.tags) && p.tags.includes('home-living'))).toBe(
      true,
    );
    // Two neighbouring tags (the tee's `tee` and `bestseller`) are not one.
    expect(await listed('tee bestseller', 'tags')).toMatchObject({ products: [], total: 0 });
    expect((await listed('TEE', 'tags')).products.map((p) => p.handle)).toContain('classic-crew-tee');
    // A type or vendor equal to q, not containing it.
    const home = await listed('home', 'product_type');
    expect(home.total).toBe(homeLiving.total);
    expect(home.products.every((p) => p.product_type === 'Home')).toBe(true);
    expect(await listed('hom', 'product_type')).toMatchObject({ products: [], total: 0 });
    const claire = await listed(' MAISON CLAIRE ', 'vendor');
    expect(claire.total).toBeGreaterThan(0);
    expect(claire.products.every((p) => p.vendor === 'Maison Claire')).toBe(true);
    expect(await listed('maison', 'vendor')).toMatchObject({ products: [], total: 0 });
  });

  it('searches a part of one tag, not of two neighbouring ones', async () => {
    const search = async (q: string) =>
      expectOk(await demo().call('catalog.products', { query: { q, limit: 250 } })).result.products.map(
        (p) => p.handle,
      );
    expect(await search('bestsell')).toContain('classic-crew-tee');
    expect(await search('tee bestseller')).not.toContain('classic-crew-tee');
  });

  it('filters new arrivals', async () => {
    const data = expectOk(await demo().call('catalog.products', { query: { filter: 'new', limit: 100 } }));
    expect(data.result.total).toBeGreaterThan(0);
    expect(data.result.products.every((p) => (p.tags as string[]).includes('new'))).toBe(true);
  });

  it('keeps shops apart', async () => {
    const data = expectOk(await euro().call('catalog.products', { query: { limit: 100 } }));
    expect(data.result.total).toBe(12);
    const demoIds = new Set(
      expectOk(await demo().call('catalog.products', { query: { limit: 100 } })).result.products.map(
        (p) => p.id,
      ),
    );
    expect(data.result.products.some((p) => demoIds.has(p.id))).toBe(false);
  });

  it('refuses an unknown sort field with 400', async () => {
    const response = await server.fetch('http://x/api/catalog/products_v2.json?sort_field=price', {
      headers: { 'x-shop-domain': 'localhost' },
    });
    expect(response.status).toBe(400);
  });
});

describe('product.json', () => {
  it('returns the tee with swatches, sizes and an unavailable variant', async () => {
    const data = expectOk(
      await demo().call('catalog.product', {
        query: { handle: 'classic-crew-tee', product_availability: true },
      }),
    );
    const product = data.result;
    expect(product.available).toBe(true);
    expect(product.options.map((o) => o.code)).toEqual(['color', 'size']);
    expect(product.options[0]?.using_color_swatch).toBe(true);
    expect(product.options[0]?.values.every((v) => v.color_code?.startsWith('#'))).toBe(true);
    const soldOut = product.variants.find((v) => v.sku === OUT_OF_STOCK_SKU);
    expect(soldOut).toMatchObject({ available: false, quantity: 0, color: 'sand', size: 'xl' });
    expect(product.images?.[0]?.variant_ids?.length).toBe(4);
    expect(product.collections?.map((c) => c.handle)).toContain('apparel');
  });

  it('returns every custom option type with a conditional child', async () => {
    const data = expectOk(await demo().call('catalog.product', { query: { handle: 'custom-photo-mug' } }));
    const options = data.result.custom_options ?? [];
    expect(new Set(options.map((o) => o.type))).toEqual(
      new Set(['checkbox', 'radio', 'select', 'picture', 'file', 'text']),
    );
    const child = options.find((o) => o.parent_id !== null && o.parent_id !== undefined);
    expect(child?.parent_condition?.[0]).toEqual({ relation: 'equals', value: 'gift-card' });
    const file = options.find((o) => o.type === 'file');
    expect(file?.validations?.required).toBe(true);
    const restricted = options.find((o) => o.type === 'text' && o.parent_id === null);
    expect(restricted?.validations?.allowed_characters).toEqual(['letters', 'digits']);
  });

  it('answers 404 query returned empty result for a missing handle, and per shop', async () => {
    const failure = expectFailure(
      await demo().call('catalog.product', { query: { handle: 'no-such-product' } }),
    );
    expect(failure).toMatchObject({ statusCode: 404, message: 'query returned empty result' });
    const otherShop = expectFailure(
      await euro().call('catalog.product', { query: { handle: 'custom-photo-mug' } }),
    );
    expect(otherShop).toMatchObject({ statusCode: 404 });
  });

  it('serves the same handle with each shop’s own data', async () => {
    const us = expectOk(await demo().call('catalog.product', { query: { handle: 'classic-crew-tee' } }));
    const eu = expectOk(await euro().call('catalog.product', { query: { handle: 'classic-crew-tee' } }));
    expect(eu.result.id).not.toBe(us.result.id);
    expect(eu.result.price).toBe(22);
  });

  it('returns products by ids in the asked order', async () => {
    const list = expectOk(await demo().call('catalog.products', { query: { limit: 3 } })).result.products;
    const ids = list.map((p) => p.id).reverse();
    const data = expectOk(await demo().call('catalog.productsByIds', { query: { ids: ids.join(',') } }));
    expect(data.result.products.map((p) => p.id)).toEqual(ids);
  });
});

describe('print on demand', () => {
  it('renders the personalisation of the mug', async () => {
    const mug = expectOk(
      await demo().call('catalog.product', { query: { handle: 'custom-photo-mug' } }),
    ).result;
    const data = expectOk(
      await demo().call('pod.personalizeRender', { query: { product_id: String(mug.id) } }),
    );
    expect(data.result.styles[0]?.designs.length).toBe(2);
    const tee = expectOk(
      await demo().call('catalog.product', { query: { handle: 'classic-crew-tee' } }),
    ).result;
    const none = expectFailure(
      await demo().call('pod.personalizeRender', { query: { product_id: String(tee.id) } }),
    );
    expect(none).toMatchObject({ statusCode: 404 });
  });

  it('finds a v3 size chart by product and by tags', async () => {
    const boot = expectOk(await demo().call('bootstrap', { path: { domain: 'localhost' } })).result;
    const tee = expectOk(
      await demo().call('catalog.product', { query: { handle: 'classic-crew-tee' } }),
    ).result;
    const byProduct = expectOk(
      await demo().call('pod.sizeChart', {
        query: { shop_id: String(boot.shop.id), product_ref_id: String(tee.id), product_tags: 'apparel tee' },
      }),
    );
    expect(byProduct.result).toMatchObject({ format_version: 'v3', description_inc: 'Tee size chart' });
    expect(byProduct.result?.size_charts?.[0]?.header).toEqual(['Size', 'Chest', 'Length', 'Sleeve']);
    const byTag = expectOk(
      await demo().call('pod.sizeChart', {
        query: { shop_id: String(boot.shop.id), product_ref_id: '999999', product_tags: 'apparel hoodie' },
      }),
    );
    expect(byTag.result?.description_inc).toBe('Hoodie size chart');
    const none = expectOk(
      await demo().call('pod.sizeChart', {
        query: { shop_id: String(boot.shop.id), product_ref_id: '999998', product_tags: 'mug' },
      }),
    );
    expect(none.result).toBeNull();
  });
});

describe('renamed products and collections (000 §8: empty result → server-side redirect)', () => {
  const get = async (path: string) => {
    const response = await server.fetch(`http://platform.test${path}`, {
      headers: { 'x-shop-domain': 'localhost' },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('names the redirect of an empty product or collection result, and only then', async () => {
    await server.database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/products/classic-tee', '/products/classic-crew-tee' FROM shops WHERE name = 'Vitrine Demo'
       UNION ALL SELECT id, '/collections/tees', '/collections/apparel' FROM shops WHERE name = 'Vitrine Demo'`,
    );
    const product = await get('/api/catalog/product.json?handle=classic-tee');
    expect(product).toMatchObject({
      status: 404,
      body: {
        error: 'query returned empty result',
        redirect: { from: '/products/classic-tee', to: '/products/classic-crew-tee' },
      },
    });
    const collection = await get('/api/catalog/collections_v2.json?handles=tees&page=1&limit=12');
    expect(collection).toMatchObject({
      status: 200,
      body: {
        result: { collections: [], total: 0 },
        redirect: { from: '/collections/tees', to: '/collections/apparel' },
      },
    });
    const missing = await get('/api/catalog/product.json?handle=never-was');
    expect(missing.status).toBe(404);
    expect(missing.body.redirect).toBeUndefined();
    expect(
      (await get('/api/catalog/collections_v2.json?handles=never-was&page=1&limit=12')).body.redirect,
    ).toBeUndefined();
  });
});

describe('redirects.json matches as the client does (docs/decisions/0122)', () => {
  const lookUp = async (handle: string) =>
    expectOk(await euro().call('catalog.redirects', { query: { handle } })).result;

  it('finds /BLOG, which the bootstrap does not list, as the client finds /OLD-SHOP in the list', async () => {
    const boot = expectOk(await euro().call('bootstrap', { path: { domain: 'euro.localhost' } }));
    expect(boot.result.redirects.map((entry) => entry.from)).not.toContain('/blog');
    const blog = { from: '/blog', to: 'https://example.com/vitrine-blog' };
    expect(await lookUp('/BLOG')).toEqual(blog);
    expect(await lookUp('/Blog/')).toEqual(blog);
    expect(await lookUp('/%42log?utm=1#top')).toEqual(blog);
  });

  it('compares percent-decoded paths, stored either way', async () => {
    await server.database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/café', '/collections/coffee' FROM shops WHERE name = 'Vitrine Euro'
       UNION ALL SELECT id, '/Th%C3%A9', '/collections/tea' FROM shops WHERE name = 'Vitrine Euro'`,
    );
    const cafe = { from: '/café', to: '/collections/coffee' };
    expect(await lookUp('/caf%C3%A9')).toEqual(cafe);
    expect(await lookUp('/CAF%C3%89/')).toEqual(cafe);
    expect(await lookUp('/Café')).toEqual(cafe);
    const tea = { from: '/Th%C3%A9', to: '/collections/tea' };
    expect(await lookUp('/thé')).toEqual(tea);
    expect(await lookUp('/TH%c3%a9')).toEqual(tea);
    expect(await lookUp('/cafe')).toBeNull();
  });
});
