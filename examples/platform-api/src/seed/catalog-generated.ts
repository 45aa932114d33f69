import type { ProductOption } from '../db/schema/index';
import type { CollectionSeed, ProductSeed, VariantSeed } from './catalog-insert';

/** The six categories of generated products; each is also a collection. */
export const CATEGORIES = [
  {
    handle: 'apparel',
    title: 'Apparel',
    type: 'Apparel',
    nouns: ['Tee', 'Sweatshirt', 'Overshirt', 'Cardigan', 'Polo', 'Jacket'],
    sized: true,
  },
  {
    handle: 'home-living',
    title: 'Home & Living',
    type: 'Home',
    nouns: ['Cushion', 'Throw', 'Vase', 'Candle', 'Lamp', 'Basket'],
    sized: false,
  },
  {
    handle: 'accessories',
    title: 'Accessories',
    type: 'Accessories',
    nouns: ['Tote', 'Cap', 'Scarf', 'Wallet', 'Beanie', 'Belt'],
    sized: false,
  },
  {
    handle: 'stationery',
    title: 'Stationery',
    type: 'Stationery',
    nouns: ['Notebook', 'Planner', 'Pen Set', 'Sketchbook', 'Card Pack', 'Desk Pad'],
    sized: false,
  },
  {
    handle: 'outdoor',
    title: 'Outdoor',
    type: 'Outdoor',
    nouns: ['Water Bottle', 'Picnic Blanket', 'Daypack', 'Camp Mug', 'Hammock', 'Lantern'],
    sized: false,
  },
  {
    handle: 'kitchen',
    title: 'Kitchen',
    type: 'Kitchen',
    nouns: ['Apron', 'Cutting Board', 'Tea Towel', 'Bowl Set', 'Coffee Dripper', 'Spice Jar'],
    sized: false,
  },
] as const;

const ADJECTIVES = [
  'Everyday',
  'Coastal',
  'Linen',
  'Heritage',
  'Nordic',
  'Urban',
  'Sunday',
  'Field',
  'Studio',
  'Harbor',
];
const VENDORS = ['Atelier Nord', 'Maison Claire', 'Fieldwork Co.', 'Oak & Thread'];
const COLORS = ['sage', 'ochre', 'charcoal', 'rose', 'indigo'];

/** The demo shop's collections: one per category plus sale, new arrivals and staff picks. */
export const DEMO_COLLECTIONS: CollectionSeed[] = [
  ...CATEGORIES.map((category) => ({
    handle: category.handle,
    title: category.title,
    description: `<p>Our ${category.title.toLowerCase()} edit: small-batch goods made to last.</p>`,
  })),
  { handle: 'sale', title: 'Sale', description: '<p>Last chance: reduced prices while stock lasts.</p>' },
  {
    handle: 'new-arrivals',
    title: 'New Arrivals',
    description: '<p>Just landed this month.</p>',
    sortOrder: 'created-desc',
  },
  { handle: 'staff-picks', title: 'Staff Picks', description: '<p>What the team keeps reaching for.</p>' },
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

const SIZE_OPTION: ProductOption = {
  id: 2,
  code: 'size',
  label: 'Size',
  using_color_swatch: false,
  using_variant_group: false,
  values: ['s', 'm', 'l'].map((code, index) => ({
    id: 20 + index,
    code,
    label: code.toUpperCase(),
    color_code: null,
    group_image: null,
  })),
};

/**
 * `count` generated products for the demo shop (deterministic: the i-th product is always the same).
 * Every 5th is tagged `new`, every 7th is on sale, every 9th is a staff pick, every 11th is sold out.
 */
export function generatedProducts(count: number, now: Date, prefix = ''): ProductSeed[] {
  const day = 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, i) => {
    const category = CATEGORIES[i % CATEGORIES.length] ?? CATEGORIES[0];
    const noun = category.nouns[Math.floor(i / CATEGORIES.length) % category.nouns.length] ?? 'Item';
    const adjective = ADJECTIVES[(i * 7 + Math.floor(i / 6)) % ADJECTIVES.length] ?? 'Classic';
    const title = `${adjective} ${noun}`;
    const handle = `${prefix}${slug(title)}-${i + 1}`;
    const base = money(8 + ((i * 37) % 92) + 0.99);
    const onSale = i % 7 === 3;
    const isNew = i % 5 === 0;
    const soldOut = i % 11 === 10;
    const color = COLORS[i % COLORS.length] ?? 'sage';
    const tags = [category.handle, color, ...(isNew ? ['new'] : []), ...(onSale ? ['sale'] : [])];
    const variantsOf: VariantSeed[] = category.sized
      ? (SIZE_OPTION.values.map((value, index) => ({
          title: value.label,
          sku: `VT-${i + 1}-${value.code.toUpperCase()}`,
          price: base,
          compareAtPrice: onSale ? money(base * 1.3) : null,
          quantity: soldOut ? 0 : 5 + ((i + index) % 20),
          optionValues: { size: value.code },
        })) satisfies VariantSeed[])
      : [
          {
            title: 'Default',
            sku: `VT-${i + 1}`,
            price: base,
            compareAtPrice: onSale ? money(base * 1.3) : null,
            quantity: soldOut ? 0 : 3 + (i % 30),
            optionValues: {},
          },
        ];
    const collections = [
      category.handle,
      ...(onSale ? ['sale'] : []),
      ...(isNew ? ['new-arrivals'] : []),
      ...(i % 9 === 4 ? ['staff-picks'] : []),
    ];
    return {
      handle,
      title,
      description: `<p>The ${title.toLowerCase()} in ${color}: ${category.title.toLowerCase()} made by ${VENDORS[i % VENDORS.length]}.</p><ul><li>Made in small batches</li><li>Free returns within 30 days</li></ul>`,
      vendor: VENDORS[i % VENDORS.length] ?? 'Atelier Nord',
      productType: category.type,
      tags,
      options: category.sized ? [SIZE_OPTION] : [],
      variants: variantsOf,
      imageSeeds: [`${handle}`, `${handle}-detail`],
      productSold: (i * 53) % 240,
      createdAt: new Date(now.getTime() - i * 3 * day),
      updatedAt: new Date(now.getTime() - ((i * 13) % 45) * day),
      collections,
    };
  });
}
