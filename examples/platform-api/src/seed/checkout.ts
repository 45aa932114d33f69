import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { collections } from '../db/schema/index';
import type { CheckoutAddress } from '../db/schema/index';
import { seedShopCheckout } from './checkout-config';
import type { ShopCheckoutSeed } from './checkout-config';
import { DEMO_BALANCE_DUE, DEMO_ORDERS, EURO_ORDER, seedOrder } from './checkout-orders';
import { seedCheckoutShops } from './checkout-shops';
import type { Seeder } from './types';

const DAY = 24 * 60 * 60 * 1000;

/** Demo-shop zones: the United States and the rest of the world (outdoor goods stay in the US). */
const DOLLAR_ZONES: ShopCheckoutSeed['zones'] = [
  {
    name: 'United States',
    countries: ['US'],
    rates: [
      { code: 'standard', title: 'Standard', price: 5.99 },
      { code: 'express', title: 'Express', price: 14.99 },
      { code: 'free-standard', title: 'Free standard (orders from $100)', price: 0, minSubtotal: 100 },
    ],
  },
  {
    name: 'Rest of the world',
    countries: [],
    excludedTags: ['outdoor'],
    rates: [
      { code: 'standard', title: 'International standard', price: 19.99 },
      { code: 'express', title: 'International express', price: 39.99 },
    ],
  },
];

const EURO_ZONES: ShopCheckoutSeed['zones'] = [
  {
    name: 'Europe',
    countries: ['FR', 'DE', 'ES', 'IT', 'NL', 'BE'],
    rates: [
      { code: 'standard', title: 'Standard', price: 4.9 },
      { code: 'express', title: 'Express', price: 12.9 },
    ],
  },
  {
    name: 'Rest of the world',
    countries: [],
    excludedTags: ['outdoor'],
    rates: [
      { code: 'standard', title: 'International standard', price: 24.9 },
      { code: 'express', title: 'International express', price: 49.9 },
    ],
  },
];

/** Tax of the dollar shops (percent); prices are before tax. */
const DOLLAR_TAX = { US: 7.25, CA: 5, GB: 20, FR: 20, DE: 19, '*': 0 };
/** Tax of the euro shop (VAT, percent). */
const EURO_TAX = { FR: 20, DE: 19, ES: 21, IT: 22, NL: 21, BE: 21, '*': 0 };

const SAN_FRANCISCO: CheckoutAddress = {
  first_name: 'Dana',
  last_name: 'Demo',
  address1: '1 Market Street',
  city: 'San Francisco',
  province: 'California',
  province_code: 'CA',
  zip: '94105',
  country: 'United States',
  country_code: 'US',
  phone: '+1 555 0100',
};

async function collectionId(db: Db, shopId: number, handle: string): Promise<number | null> {
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.shopId, shopId), eq(collections.handle, handle)));
  return row?.id ?? null;
}

/**
 * Checkout data of every shop: test mode, order limits, tax, the payment methods of 001 §9 in
 * sandbox mode, shipping zones, the discount codes, the orders of the seeded customers; plus the
 * live (non-test) and limited (order limit reached) shops. See docs/decisions/0161.
 */
export const checkoutSeeder: Seeder = {
  name: 'checkout',
  async run({ db, shops, now }) {
    const extra = await seedCheckoutShops(db);
    const dollarShop = (
      shopId: number,
      name: string,
      testMode: boolean,
      orderLimit?: number,
    ): ShopCheckoutSeed => ({
      shopId,
      name,
      testMode,
      ...(orderLimit !== undefined ? { orderLimit } : {}),
      defaultCountry: 'US',
      tax: DOLLAR_TAX,
      zones: DOLLAR_ZONES,
      collectionOnly: null,
    });
    await seedShopCheckout(db, {
      ...dollarShop(shops.demo, 'Vitrine Demo', true),
      collectionOnly: await collectionId(db, shops.demo, 'apparel'),
    });
    await seedShopCheckout(db, {
      shopId: shops.euro,
      name: 'Vitrine Euro',
      testMode: true,
      defaultCountry: 'FR',
      tax: EURO_TAX,
      zones: EURO_ZONES,
      collectionOnly: await collectionId(db, shops.euro, 'summer'),
    });
    await seedShopCheckout(db, {
      ...dollarShop(shops.locked, 'Vitrine Locked', true),
      zones: DOLLAR_ZONES.slice(0, 1),
    });
    await seedShopCheckout(db, dollarShop(extra.live, 'Vitrine Live', false));
    await seedShopCheckout(db, dollarShop(extra.limited, 'Vitrine Limited', true, 1));

    const base = { currency: 'USD', taxPercent: DOLLAR_TAX.US, address: SAN_FRANCISCO };
    await seedOrder(db, {
      ...base,
      shopId: shops.demo,
      number: 1001,
      ref: DEMO_ORDERS.delivered,
      customerEmail: DEMO_ORDERS.delivered.email,
      lines: [
        { handle: 'classic-crew-tee', qty: 2 },
        { handle: 'relaxed-hoodie', qty: 1 },
      ],
      shipping: { code: 'standard', title: 'Standard', price: 5.99 },
      fulfillment: {
        status: 'delivered',
        tracking_company: 'UPS',
        tracking_number: '1Z999AA10123456784',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
      fulfillmentStatus: 'fulfilled',
      createdAt: new Date(now.getTime() - 30 * DAY),
    });
    await seedOrder(db, {
      ...base,
      shopId: shops.demo,
      number: 1002,
      ref: DEMO_ORDERS.open,
      customerEmail: DEMO_ORDERS.open.email,
      lines: [{ handle: 'custom-photo-mug', qty: 1 }],
      shipping: { code: 'express', title: 'Express', price: 14.99 },
      createdAt: new Date(now.getTime() - 5 * DAY),
    });
    await seedOrder(db, {
      ...base,
      shopId: shops.demo,
      number: 1003,
      ref: DEMO_ORDERS.balanceDue,
      customerEmail: DEMO_ORDERS.balanceDue.email,
      lines: [{ handle: 'relaxed-hoodie', qty: 1 }],
      shipping: { code: 'standard', title: 'Standard', price: 5.99 },
      fulfillment: {
        status: 'in_transit',
        tracking_company: 'USPS',
        tracking_number: '9400111899223856925044',
        tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856925044',
      },
      fulfillmentStatus: 'fulfilled',
      additionalBalance: DEMO_BALANCE_DUE,
      createdAt: new Date(now.getTime() - 2 * DAY),
    });
    await seedOrder(db, {
      shopId: shops.euro,
      currency: 'EUR',
      number: 1001,
      ref: EURO_ORDER,
      customerEmail: EURO_ORDER.email,
      lines: [{ handle: 'classic-crew-tee', qty: 1 }],
      address: {
        first_name: 'Camille',
        last_name: 'Client',
        address1: '10 rue de Rivoli',
        city: 'Paris',
        zip: '75001',
        country: 'France',
        country_code: 'FR',
        phone: '+33 1 23 45 67 89',
      },
      shipping: { code: 'standard', title: 'Standard', price: 4.9 },
      taxPercent: EURO_TAX.FR,
      createdAt: new Date(now.getTime() - 7 * DAY),
    });
    await seedOrder(db, {
      ...base,
      shopId: extra.limited,
      number: 1001,
      ref: {
        token: 'ord_limited_1001',
        accessKey: 'ak_limited_1001',
        name: '#1001',
        email: 'guest@vitrine.test',
      },
      lines: [{ handle: 'limited-linen-napkin', qty: 2 }],
      shipping: { code: 'standard', title: 'Standard', price: 5.99 },
      createdAt: new Date(now.getTime() - DAY),
    });
  },
};
