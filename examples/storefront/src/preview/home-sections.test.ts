import type { ThemeSection } from '@vitrine/core-shop';
import { describe, expect, it } from 'vitest';
import { homeSections } from './home-sections';

const section = (
  type: string,
  settings: ThemeSection['settings'] = {},
  disabled?: boolean,
): ThemeSection => ({
  type,
  settings,
  blocks: {},
  block_order: [],
  ...(disabled === undefined ? {} : { disabled }),
});

describe('homeSections (docs/decisions/0434)', () => {
  it('without the editor: the built-in theme of 0401 (newest product, all products, 8 of them)', () => {
    expect(homeSections(undefined)).toEqual({
      featuredProduct: { shown: true },
      featuredCollection: { shown: true, collection: 'all', count: 8 },
      collectionList: { shown: true },
    });
  });

  it('reads each section’s settings by its id', () => {
    expect(
      homeSections({
        'featured-product': section('featured_product', { product: 'relaxed-hoodie' }),
        'featured-collection': section('featured_collection', {
          heading: 'Staff favourites',
          collection: 'staff-picks',
          products_to_show: 4,
        }),
        'collection-list': section('collection_list', { heading: 'Shop by collection' }),
      }),
    ).toEqual({
      featuredProduct: { shown: true, handle: 'relaxed-hoodie' },
      featuredCollection: { shown: true, heading: 'Staff favourites', collection: 'staff-picks', count: 4 },
      collectionList: { shown: true, heading: 'Shop by collection' },
    });
  });

  it('keeps the default for a value of the wrong kind, and keeps the count to one page (1–12)', () => {
    const read = (settings: ThemeSection['settings']) =>
      homeSections({ 'featured-collection': section('featured_collection', settings) }).featuredCollection;
    expect(read({ collection: '../admin', products_to_show: 'many', heading: '  ' })).toEqual({
      shown: true,
      collection: 'all',
      count: 8,
    });
    expect(read({ products_to_show: 40 }).count).toBe(12);
    expect(read({ products_to_show: 0 }).count).toBe(1);
    expect(read({ products_to_show: '3' }).count).toBe(3);
  });

  it('hides a section the editor disabled', () => {
    const shown = homeSections({
      'featured-product': section('featured_product', {}, true),
      'collection-list': section('collection_list', {}, true),
    });
    expect([shown.featuredProduct.shown, shown.featuredCollection.shown, shown.collectionList.shown]).toEqual(
      [false, true, false],
    );
  });
});
