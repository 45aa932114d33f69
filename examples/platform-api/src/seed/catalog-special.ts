import type { CustomOption, ProductOption } from '../db/schema/index';
import type { ProductSeed, SizeChartSeed, VariantSeed } from './catalog-insert';
import { imageUrl } from './images';

const COLORS = [
  { code: 'red', label: 'Red', hex: '#c0392b' },
  { code: 'navy', label: 'Navy', hex: '#1f3a93' },
  { code: 'sand', label: 'Sand', hex: '#d8c3a5' },
];
const SIZES = ['s', 'm', 'l', 'xl'];

/** Color (swatches) and Size options of the tee (000 §3 Option). */
export const TEE_OPTIONS: ProductOption[] = [
  {
    id: 1,
    code: 'color',
    label: 'Color',
    using_color_swatch: true,
    using_variant_group: false,
    values: COLORS.map((color, index) => ({
      id: 10 + index,
      code: color.code,
      label: color.label,
      color_code: color.hex,
      group_image: imageUrl(`classic-crew-tee-${color.code}`),
    })),
  },
  {
    id: 2,
    code: 'size',
    label: 'Size',
    using_color_swatch: false,
    using_variant_group: false,
    values: SIZES.map((size, index) => ({
      id: 20 + index,
      code: size,
      label: size.toUpperCase(),
      color_code: null,
      group_image: null,
    })),
  },
];

/** The sku of the tee variant seeded out of stock (Sand / XL). */
export const OUT_OF_STOCK_SKU = 'TEE-SAND-XL';

function teeVariants(price: number): VariantSeed[] {
  return COLORS.flatMap((color) =>
    SIZES.map((size) => ({
      title: `${color.label} / ${size.toUpperCase()}`,
      sku: `TEE-${color.code.toUpperCase()}-${size.toUpperCase()}`,
      price: size === 'xl' ? price + 2 : price,
      compareAtPrice: null,
      quantity: color.code === 'sand' && size === 'xl' ? 0 : 12,
      optionValues: { color: color.code, size },
      imageSeed: `classic-crew-tee-${color.code}`,
    })),
  );
}

/** Every custom option type (000 §3): checkbox, radio, select, picture, file, text, with a conditional child. */
export const MUG_CUSTOM_OPTIONS: CustomOption[] = [
  {
    id: 101,
    name: 'Finish',
    type: 'radio',
    values: [
      { value: 'glossy', text: 'Glossy' },
      { value: 'matte', text: 'Matte' },
    ],
    default_value: 'glossy',
    default_value_index: 0,
    parent_id: null,
    parent_index: null,
    parent_condition: [],
    validations: { required: true },
  },
  {
    id: 102,
    name: 'Size',
    type: 'select',
    values: [
      { value: '11oz', text: '11 oz' },
      { value: '15oz', text: '15 oz' },
    ],
    default_value: '11oz',
    default_value_index: 0,
    parent_id: null,
    parent_index: null,
    parent_condition: [],
    validations: { required: true },
  },
  {
    id: 103,
    name: 'Frame',
    type: 'picture',
    values: [
      { value: 'hearts', text: 'Hearts', image: imageUrl('frame-hearts') },
      { value: 'stars', text: 'Stars', image: imageUrl('frame-stars') },
      { value: 'plain', text: 'Plain', image: imageUrl('frame-plain') },
    ],
    default_value: 'plain',
    default_value_index: 2,
    parent_id: null,
    parent_index: null,
    parent_condition: [],
    validations: { required: false },
  },
  {
    id: 104,
    name: 'Your photo',
    type: 'file',
    values: [],
    default_value: null,
    default_value_index: null,
    parent_id: null,
    parent_index: null,
    parent_condition: [],
    validations: { required: true, size: 20, min_size: 0 },
    hint: 'JPG, PNG or HEIC, up to 20 MB.',
  },
  {
    id: 105,
    name: 'Name on mug',
    type: 'text',
    values: [],
    default_value: '',
    default_value_index: null,
    parent_id: null,
    parent_index: null,
    parent_condition: [],
    validations: { required: true, allowed_characters: ['letters', 'digits'] },
    hint: 'Letters and digits only.',
  },
  {
    id: 106,
    name: 'Extras',
    type: 'checkbox',
    values: [
      { value: 'gift-wrap', text: 'Gift wrap' },
      { value: 'gift-card', text: 'Gift card' },
    ],
    default_value: null,
    default_value_index: null,
    parent_id: null,
    parent_index: null,
    parent_condition: [],
    validations: { required: false },
  },
  {
    id: 107,
    name: 'Gift message',
    type: 'text',
    values: [],
    default_value: '',
    default_value_index: null,
    parent_id: 106,
    parent_index: 5,
    parent_condition: [{ relation: 'equals', value: 'gift-card' }],
    validations: { required: true, allowed_characters: ['letters', 'digits', 'emoji', 'symbol'] },
    hint: 'Shown on the gift card.',
  },
];

/** The special products of the demo shop (every screen's edge cases). */
export function specialProducts(now: Date): ProductSeed[] {
  const day = 24 * 60 * 60 * 1000;
  return [
    {
      handle: 'classic-crew-tee',
      title: 'Classic Crew Tee',
      description:
        '<div data-locale="en-US"><p>Our heavyweight cotton tee, in three colours.</p></div><div data-locale="fr-FR"><p>Notre t-shirt en coton épais, en trois couleurs.</p></div>',
      vendor: 'Oak & Thread',
      productType: 'Apparel',
      tags: ['apparel', 'tee', 'bestseller', 'new'],
      options: TEE_OPTIONS,
      variants: teeVariants(24),
      imageSeeds: COLORS.map((color) => `classic-crew-tee-${color.code}`),
      imageVariants: Object.fromEntries(
        COLORS.map((color) => [`classic-crew-tee-${color.code}`, { color: color.code }]),
      ),
      productSold: 480,
      createdAt: new Date(now.getTime() - 2 * day),
      updatedAt: new Date(now.getTime() - day),
      collections: ['apparel', 'new-arrivals', 'staff-picks'],
    },
    {
      handle: 'custom-photo-mug',
      title: 'Custom Photo Mug',
      description: '<p>Your photo and your words on a ceramic mug. Preview before you buy.</p>',
      vendor: 'Fieldwork Co.',
      productType: 'Personalized',
      tags: ['kitchen', 'personalized', 'gift'],
      options: [],
      variants: [
        {
          title: 'Default',
          sku: 'MUG-CUSTOM',
          price: 19.5,
          quantity: 0,
          trackQuantity: false,
          optionValues: {},
        },
      ],
      imageSeeds: ['custom-photo-mug', 'custom-photo-mug-back'],
      customOptions: MUG_CUSTOM_OPTIONS,
      personalization: {
        styles: [
          {
            style_option_id: 101,
            designs: [
              { mockup: imageUrl('mug-mockup-glossy'), artwork: imageUrl('mug-artwork-glossy') },
              { mockup: imageUrl('mug-mockup-matte'), artwork: imageUrl('mug-artwork-matte') },
            ],
          },
        ],
        custom_options: MUG_CUSTOM_OPTIONS,
      },
      canPreview: true,
      productSold: 95,
      createdAt: new Date(now.getTime() - 10 * day),
      updatedAt: new Date(now.getTime() - 4 * day),
      collections: ['kitchen', 'staff-picks'],
    },
    {
      handle: 'relaxed-hoodie',
      title: 'Relaxed Hoodie',
      description: '<p>Brushed fleece hoodie with a relaxed fit. See the size chart.</p>',
      vendor: 'Oak & Thread',
      productType: 'Apparel',
      tags: ['apparel', 'hoodie'],
      options: [TEE_OPTIONS[1] as ProductOption],
      variants: SIZES.map((size) => ({
        title: size.toUpperCase(),
        sku: `HOODIE-${size.toUpperCase()}`,
        price: 58,
        compareAtPrice: 72,
        quantity: 8,
        optionValues: { size },
      })),
      imageSeeds: ['relaxed-hoodie'],
      productSold: 150,
      createdAt: new Date(now.getTime() - 30 * day),
      updatedAt: new Date(now.getTime() - 6 * day),
      collections: ['apparel', 'sale'],
    },
  ];
}

/** Size charts in format v3, values in inches (000 §3, §4 Size chart v3). */
export const DEMO_SIZE_CHARTS: SizeChartSeed[] = [
  {
    title: 'Tee size chart',
    descriptionHtml: '<p>Measured flat, in inches. Switch to Cm for centimetres.</p>',
    productHandles: ['classic-crew-tee'],
    tags: ['tee'],
    chart: {
      unit: 'inch',
      header: ['Size', 'Chest', 'Length', 'Sleeve'],
      rows: [
        ['S', 36, 27, 8],
        ['M', 40, 28, 8.5],
        ['L', 44, 29, 9],
        ['XL', 48, 30, 9.5],
      ],
    },
  },
  {
    title: 'Hoodie size chart',
    descriptionHtml: '<p>Relaxed fit, in inches.</p>',
    productHandles: [],
    tags: ['hoodie'],
    chart: {
      unit: 'inch',
      header: ['Size', 'Chest', 'Length'],
      rows: [
        ['S', 40, 26],
        ['M', 44, 27],
        ['L', 48, 28],
        ['XL', 52, 29],
      ],
    },
  },
];
