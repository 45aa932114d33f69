import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, products } from '../db/schema/index';
import { clientFor, createTestServer, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// 001 §7: the storefront asks for a product page's offers with refIds, "the product plus its
// collection ids", in one list, and an offer's ref_ids name products and collections alike. The
// list is only unambiguous while no product shares its id with a collection (decision 0594).

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const demo = () => clientFor(server, 'localhost');

/** The refIds a product page sends (001 §7): the product's id, then its collections' ids. */
async function pageRefIds(handle: string): Promise<{ id: number; refIds: number[]; collections: string[] }> {
  const product = expectOk(await demo().call('catalog.product', { query: { handle } })).result;
  const collectionsOf = product.collections ?? [];
  return {
    id: Number(product.id),
    refIds: [Number(product.id), ...collectionsOf.map((collection) => Number(collection.id))],
    collections: collectionsOf.map((collection) => collection.handle),
  };
}

/** Titles of the offers `offers.list` answers for these refIds. */
async function listedTitles(refIds: number[]): Promise<string[]> {
  const list = expectOk(await demo().call('offers.list', { query: { ref_ids: refIds.join(',') } })).result;
  return list.map((offer) => offer.title ?? '');
}

/** Titles of the widgets `offers.widgets` answers for a product page (the server builds its refIds). */
async function widgetTitles(handle: string): Promise<string[]> {
  const widgets = expectOk(await demo().call('offers.widgets', { query: { handle, page: 1 } })).result;
  return widgets.map((widget) => widget.title ?? '');
}

describe('a product page gets the offers of its own product and collections (001 §7, decision 0594)', () => {
  it('no seeded product id is also a seeded collection id', async () => {
    const productIds = (await server.deps.db.select({ id: products.id }).from(products)).map((row) => row.id);
    const collectionIds = new Set(
      (await server.deps.db.select({ id: collections.id }).from(collections)).map((row) => row.id),
    );
    expect(productIds.length).toBeGreaterThan(0);
    expect(collectionIds.size).toBeGreaterThan(0);
    expect(productIds.filter((id) => collectionIds.has(id))).toEqual([]);
  });

  it('nordic-tote-3 (accessories) gets no offer: none names it or its collection', async () => {
    const tote = await pageRefIds('nordic-tote-3');
    expect(tote.collections).toEqual(['accessories']);
    // No seeded offer names the tote or accessories: 'Staff favourites' (the hoodie's product id
    // was accessories' collection id), 'Complete your look' (likewise) and 'Goes well with'
    // (kitchen's collection id was the tote's product id) all came from shared numbers.
    expect(await listedTitles(tote.refIds)).toEqual([]);
    expect(await widgetTitles('nordic-tote-3')).toEqual([]);
  });

  it('urban-apron-6 (kitchen) gets the kitchen offer and not the staff picks one', async () => {
    const apron = await pageRefIds('urban-apron-6');
    expect(apron.collections).toContain('kitchen');
    expect(apron.collections).not.toContain('staff-picks');
    const listed = await listedTitles(apron.refIds);
    expect(listed).toContain('Goes well with');
    expect(listed).not.toContain('Staff favourites');
    expect(await widgetTitles('urban-apron-6')).toEqual(['Goes well with']);
  });

  it('a staff pick still gets the staff picks offer by its collection', async () => {
    const pick = await pageRefIds('studio-water-bottle-5');
    expect(pick.collections).toContain('staff-picks');
    expect(await listedTitles(pick.refIds)).toContain('Staff favourites');
    expect(await widgetTitles('studio-water-bottle-5')).toContain('Staff favourites');
  });
});
