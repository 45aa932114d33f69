/**
 * Shared test fixtures: a product shaped like the platform's (000 §3), options Color and Size.
 * @internal
 */
import type { Collection, Product, ProductVariant } from './catalog.types';

/** A variant with option fields named by option code. */
export const variant = (
  id: number,
  color: string,
  size: string,
  extra: Partial<Pick<ProductVariant, 'available' | 'quantity' | 'price' | 'image'>> = {},
): ProductVariant => ({ id, available: true, price: 20, quantity: 5, color, size, ...extra });

/**
 * Tee: red/s (available), red/m (unavailable), blue/s (available, quantity 0), blue/m missing.
 */
export const tee: Product = {
  id: 1,
  handle: 'tee',
  title: 'Tee',
  available: true,
  description: '<p>A tee</p>',
  tags: 'summer,cotton',
  image: 'tee.png',
  options: [
    {
      id: 1,
      code: 'color',
      label: 'Color',
      using_color_swatch: true,
      values: [
        { id: 1, code: 'red', label: 'Red', color_code: '#f00' },
        { id: 2, code: 'blue', label: 'Blue', color_code: '#00f' },
      ],
    },
    {
      id: 2,
      code: 'size',
      label: 'Size',
      values: [
        { id: 3, code: 's', label: 'S' },
        { id: 4, code: 'm', label: 'M' },
      ],
    },
  ],
  variants: [
    variant(11, 'red', 's'),
    variant(12, 'red', 'm', { available: false }),
    variant(13, 'blue', 's', { quantity: 0, image: 'blue.png' }),
  ],
  images: [
    { id: 1, src: 'tee.png' },
    { id: 2, src: 'tee-red-m.png', variant_ids: [12] },
  ],
};

/** A product with the given handle and id, one available variant. */
export const product = (id: number, handle = `p${id}`): Product => ({
  ...tee,
  id,
  handle,
  title: `Product ${id}`,
  variants: [variant(id * 10, 'red', 's')],
});

/** A collection. */
export const collection = (id: number, handle = `c${id}`): Collection => ({
  id,
  handle,
  title: `Collection ${id}`,
});
