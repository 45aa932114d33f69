import { describe, expect, it } from 'vitest';
import { tee } from './catalog.fixtures';
import {
  collectionFromWire,
  failureFromError,
  moneyFromWire,
  productFromWire,
  recentlyViewedFromStored,
  tagsFromWire,
} from './catalog.map';

describe('catalog.map: the wire (000 §3) as the facade speaks it', () => {
  it.each([
    [19.99, 'USD', 1999],
    [0.1 + 0.2, 'EUR', 30],
    [1234, 'JPY', 1234],
    [1.2345, 'KWD', 1235],
  ])('money %d %s is %d minor units', (amount, currency, minor) => {
    expect(moneyFromWire(amount, currency)).toEqual({ amount: minor, currency });
  });

  it('maps a product: string ids, camelCase, option values under variant.options, money with currency', () => {
    const product = productFromWire(
      {
        ...tee,
        compare_at_price: 30,
        custom_options: [{ id: 7, name: 'Note', type: 'text', parent_id: null }],
      },
      'EUR',
    );
    expect(product).toMatchObject({
      id: '1',
      handle: 'tee',
      tags: ['summer', 'cotton'],
      image: 'tee.png',
      canPreview: false,
      metaTitle: null,
      compareAtPrice: { amount: 3000, currency: 'EUR' },
      price: null,
      customOptions: [{ id: '7', name: 'Note', type: 'text' }],
    });
    expect(product.options[0]).toEqual({
      id: '1',
      code: 'color',
      label: 'Color',
      usingColorSwatch: true,
      usingVariantGroup: false,
      values: [
        { id: '1', code: 'red', label: 'Red', colorCode: '#f00', groupImage: null },
        { id: '2', code: 'blue', label: 'Blue', colorCode: '#00f', groupImage: null },
      ],
    });
    expect(product.variants[2]).toEqual({
      id: '13',
      title: null,
      available: true,
      price: { amount: 2000, currency: 'EUR' },
      compareAtPrice: null,
      sku: null,
      quantity: 0,
      image: 'blue.png',
      options: { color: 'blue', size: 's' },
    });
    expect(product.images[1]).toEqual({
      id: '2',
      src: 'tee-red-m.png',
      alt: null,
      variantIds: ['12'],
      width: null,
      height: null,
    });
  });

  it('reads tags sent as a list or as one comma-separated text', () => {
    expect(tagsFromWire(' new, sale ,')).toEqual(['new', 'sale']);
    expect(tagsFromWire(['a', ' b '])).toEqual(['a', 'b']);
    expect(tagsFromWire(null)).toEqual([]);
  });

  it('maps a collection with its metafields', () => {
    expect(
      collectionFromWire({
        id: 3,
        handle: 'tees',
        title: 'Tees',
        products_count: 4,
        metafields: { title_tag: 'All tees', description_tag: null },
      }),
    ).toEqual({
      id: '3',
      handle: 'tees',
      title: 'Tees',
      description: null,
      image: null,
      productsCount: 4,
      sortOrder: null,
      metaTitle: 'All tees',
      metaDescription: null,
    });
  });

  it('maps a stored recently viewed entry and the error values', () => {
    expect(
      recentlyViewedFromStored({ id: 5, handle: 'p', title: 'P', image: null, price: 12.5 }, 'USD'),
    ).toEqual({
      id: '5',
      handle: 'p',
      title: 'P',
      image: null,
      price: { amount: 1250, currency: 'USD' },
    });
    expect(failureFromError({ kind: 'not-found' })).toEqual({ code: 'not_found' });
    expect(failureFromError({ kind: 'error', code: 'PRODUCT_ERROR', detail: null })).toEqual({
      code: 'PRODUCT_ERROR',
    });
    expect(failureFromError({ kind: 'error', code: 'COLLECTION_ERROR', detail: 'DOWN' })).toEqual({
      code: 'COLLECTION_ERROR',
      message: 'DOWN',
    });
  });
});
