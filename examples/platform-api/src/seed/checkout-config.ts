import type { Db } from '../db/client';
import {
  discountCodes,
  paymentMethods,
  shippingRates,
  shippingZones,
  shopCheckoutSettings,
  taxRates,
} from '../db/schema/index';
import type { DiscountType } from '../db/schema/index';
import { DEFAULT_CARRIER } from '../checkout/shipping';

/** The discount codes of every shop (docs/decisions/0161-seeded-checkout-data.md). */
export const SEEDED_DISCOUNT_CODES = {
  /** 10 % off every line. */
  welcome: 'WELCOME10',
  /** 5 off the order (shop currency). */
  save: 'SAVE5',
  /** Free shipping. */
  freeShip: 'FREESHIP',
  /** Already used up (usage limit 1, used once). */
  used: 'USED1',
  /** 20 % off lines of one collection only (`apparel` in the demo shop, `summer` in the euro shop). */
  collectionOnly: 'SHOESONLY',
} as const;

/** Checkout rules of a shop to seed. */
export interface ShopCheckoutSeed {
  shopId: number;
  name: string;
  testMode: boolean;
  orderLimit?: number;
  defaultCountry: string;
  /** Tax rates by country (`*` = every other country), in percent. */
  tax: Record<string, number>;
  /** Zones: countries (empty = rest of world), excluded product tags, rates. */
  zones: {
    name: string;
    countries: string[];
    excludedTags?: string[];
    rates: { code: string; title: string; price: number; minSubtotal?: number }[];
  }[];
  /** Collection id of the collection-only code (null: the code applies to no line). */
  collectionOnly: number | null;
}

const PAYMENT_METHODS: { code: string; title: string; options: (shop: string) => Record<string, unknown> }[] =
  [
    {
      code: 'test-gateway',
      title: 'Card (test gateway)',
      options: () => ({ sandbox: true, enable_3d_secure: true }),
    },
    {
      code: 'stripe',
      title: 'Card (Stripe)',
      options: () => ({
        gateway: 'stripe',
        client_id: 'pk_test_vitrine',
        enable_3d_secure: true,
        sandbox: true,
      }),
    },
    {
      code: 'paypal-express',
      title: 'PayPal',
      options: (shop) => ({
        client_id: 'sb-vitrine',
        brand_name: shop,
        enable_smart_button: true,
        sandbox: true,
      }),
    },
    { code: 'paypal-pro', title: 'PayPal Pro', options: () => ({ gateway: 'paypal-pro', sandbox: true }) },
    {
      code: 'braintree',
      title: 'Braintree',
      options: () => ({ gateway: 'braintree', gateway_account_id: 'vitrine-sandbox', sandbox: true }),
    },
    {
      code: 'checkout-com',
      title: 'Checkout.com',
      options: () => ({ client_id: 'pk_sbox_vitrine', sandbox: true }),
    },
    { code: 'cardpay', title: 'Cardpay', options: () => ({ domain: 'sandbox.cardpay.com', sandbox: true }) },
    {
      code: 'bluesnap',
      title: 'BlueSnap',
      options: () => ({ domain: 'sandbox.bluesnap.com', sandbox: true }),
    },
    {
      code: 'faster-pay',
      title: 'FasterPay',
      options: () => ({ domain: 'pay.sandbox.fasterpay.com', sandbox: true }),
    },
  ];

function codesOf(shopId: number, collectionOnly: number | null) {
  const code = (
    key: keyof typeof SEEDED_DISCOUNT_CODES,
    title: string,
    discountType: DiscountType,
    value: number,
    extra: Partial<typeof discountCodes.$inferInsert> = {},
  ) => ({ shopId, code: SEEDED_DISCOUNT_CODES[key], title, discountType, value, ...extra });
  return [
    code('welcome', 'Welcome 10% off', 'percentage', 10),
    code('save', 'Save 5', 'fixed_amount', 5),
    code('freeShip', 'Free shipping', 'free_shipping', 0),
    code('used', 'One-time 15% off', 'percentage', 15, { usageLimit: 1, timesUsed: 1 }),
    code('collectionOnly', 'Collection 20% off', 'percentage', 20, { collectionId: collectionOnly }),
  ];
}

/** Seeds the checkout rules, tax, payment methods, shipping and discount codes of one shop. */
export async function seedShopCheckout(db: Db, seed: ShopCheckoutSeed): Promise<void> {
  await db.insert(shopCheckoutSettings).values({
    shopId: seed.shopId,
    testMode: seed.testMode,
    orderLimit: seed.orderLimit ?? null,
    defaultCountry: seed.defaultCountry,
  });
  await db
    .insert(taxRates)
    .values(
      Object.entries(seed.tax).map(([countryCode, rate]) => ({ shopId: seed.shopId, countryCode, rate })),
    );
  await db.insert(paymentMethods).values(
    PAYMENT_METHODS.map((method, position) => ({
      shopId: seed.shopId,
      code: method.code,
      title: method.title,
      provider: method.code,
      providerOptions: method.options(seed.name),
      position,
    })),
  );
  for (const [position, zone] of seed.zones.entries()) {
    const [row] = await db
      .insert(shippingZones)
      .values({
        shopId: seed.shopId,
        name: zone.name,
        countryCodes: zone.countries,
        excludedTags: zone.excludedTags ?? [],
        position,
      })
      .returning({ id: shippingZones.id });
    if (!row) throw new Error('seed: shipping zone was not created');
    await db.insert(shippingRates).values(
      zone.rates.map((rate, index) => ({
        zoneId: row.id,
        methodCode: rate.code,
        title: rate.title,
        carrierCode: DEFAULT_CARRIER,
        price: rate.price,
        minSubtotal: rate.minSubtotal ?? null,
        position: index,
      })),
    );
  }
  await db.insert(discountCodes).values(codesOf(seed.shopId, seed.collectionOnly));
}
