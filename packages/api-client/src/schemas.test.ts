import { describe, expect, it } from 'vitest';
import {
  Address,
  AvailableShippingCountries,
  Cart,
  CartAddPayload,
  CheckoutInfo,
  CheckoutState,
  Collection,
  Countdown,
  CustomOption,
  FeatureFlag,
  MultiCurrency,
  Offer,
  Order,
  OverriddenDiscount,
  Page,
  PaymentMethod,
  Personalization,
  Product,
  RatingSummary,
  RedirectEntry,
  Review,
  SaleNotification,
  ShippingMethod,
  SizeChart,
  SyncTask,
  Totals,
  UploadResponse,
  User,
  Variant,
} from './index';

const product = {
  id: 1,
  handle: 'tee',
  title: 'Tee',
  available: true,
  options: [
    {
      code: 'color',
      label: 'Color',
      using_color_swatch: true,
      values: [{ code: 'red', label: 'Red', color_code: '#f00' }],
    },
  ],
  variants: [
    { id: 11, available: true, price: 25, compare_at_price: 30, sku: 'T-R', quantity: 3, color: 'red' },
  ],
  custom_options: [
    {
      id: 5,
      name: 'Engraving',
      type: 'text',
      validations: { required: true, allowed_characters: ['letters', 'digits'] },
    },
    {
      id: 6,
      name: 'Font',
      type: 'select',
      parent_id: 5,
      parent_condition: [{ relation: 'equals', value: 'yes' }],
      values: [{ value: 'serif', text: 'Serif' }],
    },
  ],
  collections: [{ id: 3, title: 'Shirts', handle: 'shirts' }],
};

/** One spec-shaped sample per entity of 000 §3 and 001 §3. */
const samples: ReadonlyArray<readonly [string, { safeParse(v: unknown): { success: boolean } }, unknown]> = [
  ['Product', Product, product],
  ['Variant', Variant, product.variants[0]],
  ['CustomOption', CustomOption, product.custom_options[1]],
  [
    'Personalization',
    Personalization,
    {
      styles: [{ style_option_id: 1, designs: [{ mockup: 'm.svg', artwork: 'a.svg' }] }],
      custom_options: [],
    },
  ],
  [
    'Collection',
    Collection,
    { id: 3, handle: 'shirts', title: 'Shirts', products_count: 12, metafields: { title_tag: 'T' } },
  ],
  ['Page', Page, { id: 1, handle: 'contact', title: 'Contact', template: 'contact', body_html: '<p>Hi</p>' }],
  [
    'SizeChart',
    SizeChart,
    { id: 1, format_version: 'v3', size_charts: [{ header: ['Size', 'Chest'], rows: [['S', 36]] }] },
  ],
  [
    'Cart',
    Cart,
    {
      items: [
        { item_id: 1, variant_id: 11, qty: 2, price: 25, properties: [{ name: 'Engraving', value: 'A' }] },
      ],
      subtotal_price: 50,
      total_price: 50,
      total_quantity: 2,
    },
  ],
  [
    'CartAddPayload',
    CartAddPayload,
    { variant_id: 11, qty: 1, properties: [{ name: 'Engraving', value: 'A' }], post_purchase_price: 20 },
  ],
  ['User', User, { id: 1, email: 'demo@vitrine.test', token: 't', refresh_token: 'r', group_id: 2 }],
  [
    'Address',
    Address,
    { address1: '1 Main St', city: 'NYC', country_code: 'US', zip: '10001', remember_me: true },
  ],
  [
    'ShippingMethod',
    ShippingMethod,
    { method_code: 'standard', method_title: 'Standard', price: 5, shipping_rule_type: 'price_based' },
  ],
  ['Order', Order, { id: 1, name: '#1001', status: 'open', token: 'o1', access_key_allowed: true }],
  [
    'Totals',
    Totals,
    {
      items: [{ variant_id: 11, qty: 1, price: 25 }],
      subtotal_price: 25,
      total_price: 30,
      total_discounts: 0,
      total_line_items_price: 25,
      total_shipping: 5,
      total_tax: 0,
    },
  ],
  [
    'CheckoutInfo',
    CheckoutInfo,
    { email: 'a@b.c', step: 'contact_information', is_using_same_address: true },
  ],
  ['CheckoutState', CheckoutState, { token: 'c', step: 'thank_you', currency: 'USD' }],
  [
    'OverriddenDiscount',
    OverriddenDiscount,
    { code: 'FREESHIP', discount_type: 'free_shipping', is_valid: true },
  ],
  [
    'PaymentMethod',
    PaymentMethod,
    { id: 1, code: 'test-gateway', provider: 'test', provider_options: { sandbox: true } },
  ],
  ['AvailableShippingCountries', AvailableShippingCountries, { type: 'rest_of_world', country_codes: [] }],
  ['Offer', Offer, { id: 1, offer_type: 'bundle', discount_data: { percentage_discount: 10 } }],
  ['SaleNotification', SaleNotification, { first_name: 'Ann', location: 'Paris', product_title: 'Tee' }],
  ['Countdown', Countdown, { id: 1, ends_at: '2026-12-01T00:00:00Z' }],
  ['Review', Review, { id: 1, author: 'Ann', rating: 5, body: 'Great' }],
  ['RatingSummary', RatingSummary, { total: 0, average: '0' }],
  ['FeatureFlag', FeatureFlag, { name: 'paypal_smart_button', enable: true, random_percentage: 50 }],
  ['RedirectEntry', RedirectEntry, { from: '/old', to: '/new' }],
  [
    'MultiCurrency',
    MultiCurrency,
    {
      multiCurrency: true,
      multiLocale: true,
      currencies: [{ code: 'EUR', country_codes: ['FR'] }],
      supported_locales: ['en-US', 'fr-FR'],
    },
  ],
  ['SyncTask', SyncTask, { task_id: 't', transmited: false, timestamps: { created: 1 }, status: 'pending' }],
  ['UploadResponse', UploadResponse, { file: { public_url: '/uploads/1/a.png' } }],
];

describe('entity schemas (000 §3, 001 §3)', () => {
  it.each(samples)('%s accepts a spec-shaped value', (_, schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each(samples)('%s tolerates fields it does not know', (_, schema, value) => {
    expect(schema.safeParse({ ...(value as object), added_by_the_server_later: { x: 1 } }).success).toBe(
      true,
    );
  });

  it('keeps a variant option field through parsing (docs/decisions/0004)', () => {
    const parsed = Variant.safeParse(product.variants[0]);
    expect(parsed.success && (parsed.data as Record<string, unknown>).color).toBe('red');
  });

  it('rejects what the SDK cannot work with', () => {
    expect(Product.safeParse({ ...product, variants: 'none' }).success).toBe(false);
    expect(
      Cart.safeParse({ items: [], subtotal_price: '0', total_price: 0, total_quantity: 0 }).success,
    ).toBe(false);
    expect(CustomOption.safeParse({ id: 1, name: 'x', type: 'slider' }).success).toBe(false);
  });
});
