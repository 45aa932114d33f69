import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appSettings,
  checkoutNotifications,
  collections,
  countdowns,
  offers,
  products,
  saleNotifications,
} from '../db/schema/index';
import type { OfferType } from '../db/schema/index';
import type { Seeder } from './types';

const HOUR = 60 * 60 * 1000;

/** Countdowns end here (far enough ahead to be running whenever the demo runs). */
export const COUNTDOWN_END = new Date('2035-12-31T23:59:59Z');

async function idsByHandle(db: Db, shopId: number): Promise<{ product: Map<string, number>; all: number[] }> {
  const rows = await db
    .select({ id: products.id, handle: products.handle })
    .from(products)
    .where(eq(products.shopId, shopId))
    .orderBy(asc(products.id));
  return { product: new Map(rows.map((row) => [row.handle, row.id])), all: rows.map((row) => row.id) };
}

async function collectionIds(db: Db, shopId: number, handles: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: collections.id, handle: collections.handle })
    .from(collections)
    .where(and(eq(collections.shopId, shopId), inArray(collections.handle, handles)));
  return new Map(rows.map((row) => [row.handle, row.id]));
}

interface OfferSeed {
  type: OfferType;
  title: string;
  message: string;
  refIds: (number | undefined)[];
  productIds: (number | undefined)[];
  percentage: number;
  minQuantity?: number;
  recommendType?: string;
}

async function insertOffers(db: Db, shopId: number, seeds: OfferSeed[]): Promise<void> {
  const defined = (ids: (number | undefined)[]) => ids.filter((id): id is number => id !== undefined);
  await db.insert(offers).values(
    seeds.map((seed, position) => ({
      shopId,
      offerType: seed.type,
      recommendType: seed.recommendType ?? 'manual',
      title: seed.title,
      message: seed.message,
      refIds: defined(seed.refIds),
      productIds: defined(seed.productIds),
      percentageDiscount: seed.percentage,
      minQuantity: seed.minQuantity ?? 1,
      position,
    })),
  );
}

/**
 * Upsell offers of every type (001 §3), app settings, sale and checkout notifications and
 * countdowns for the demo and euro shops.
 */
export const offersSeeder: Seeder = {
  name: 'offers',
  async run({ db, shops, now }) {
    const demo = await idsByHandle(db, shops.demo);
    const demoCollections = await collectionIds(db, shops.demo, [
      'apparel',
      'kitchen',
      'accessories',
      'staff-picks',
    ]);
    const tee = demo.product.get('classic-crew-tee');
    const mug = demo.product.get('custom-photo-mug');
    const hoodie = demo.product.get('relaxed-hoodie');
    const others = demo.all.filter((id) => id !== tee && id !== mug && id !== hoodie);
    await insertOffers(db, shops.demo, [
      {
        type: 'postPurchase',
        title: 'One more thing: the hoodie at 25% off',
        message: 'Add it to your order in one click.',
        refIds: [tee, demoCollections.get('apparel')],
        productIds: [hoodie],
        percentage: 25,
      },
      {
        type: 'quantityDiscount',
        title: 'Buy 3 tees, save 10%',
        message: 'Mix colours and sizes.',
        refIds: [tee],
        productIds: [tee],
        percentage: 10,
        minQuantity: 3,
      },
      {
        type: 'prePurchase',
        title: 'Complete your look',
        message: 'Add before you check out and save 15%.',
        refIds: [tee, hoodie, demoCollections.get('apparel')],
        productIds: others.slice(2, 4),
        percentage: 15,
      },
      {
        type: 'handPicked',
        title: 'Staff favourites',
        message: 'Picked by the team.',
        refIds: [tee, hoodie, mug, demoCollections.get('staff-picks')],
        productIds: [mug, ...others.slice(4, 7)],
        percentage: 0,
      },
      {
        type: 'bundle',
        title: 'Tee and mug bundle',
        message: 'Save 10% on the pair.',
        refIds: [tee, mug],
        productIds: [tee, mug],
        percentage: 10,
      },
      {
        type: 'accessory',
        title: 'Goes well with',
        message: 'Small extras, 5% off.',
        refIds: [mug, demoCollections.get('kitchen')],
        productIds: others.slice(7, 9),
        percentage: 5,
        recommendType: 'related',
      },
    ]);
    const euro = await idsByHandle(db, shops.euro);
    const euroTee = euro.product.get('classic-crew-tee');
    await insertOffers(db, shops.euro, [
      {
        type: 'postPurchase',
        title: 'Un deuxième t-shirt à -20 %',
        message: 'Ajoutez-le à votre commande.',
        refIds: [euroTee],
        productIds: [euroTee],
        percentage: 20,
      },
      {
        type: 'handPicked',
        title: 'Nos coups de cœur',
        message: 'Choisis par l’équipe.',
        refIds: [euroTee],
        productIds: euro.all.slice(1, 4),
        percentage: 0,
      },
    ]);

    for (const shopId of [shops.demo, shops.euro]) {
      // The upsell app's codes (001 §9 "Upsell app constants: copt, sale, checkout, countdown"):
      // the upsell settings are under 'copt', the code the storefront asks (core-offers' settings()).
      await db.insert(appSettings).values([
        {
          shopId,
          appCode: 'copt',
          settings: {
            enabled: true,
            widget_title: 'You may also like',
            show_on_cart: true,
            show_on_product: true,
          },
        },
        { shopId, appCode: 'sale', settings: {} },
        { shopId, appCode: 'checkout', settings: {} },
        { shopId, appCode: 'countdown', settings: { enabled: true } },
      ]);
    }

    const buyers: [string, string][] = [
      ['Ava', 'Portland, US'],
      ['Noah', 'Austin, US'],
      ['Mia', 'Toronto, CA'],
      ['Liam', 'Chicago, US'],
      ['Zoé', 'Lyon, FR'],
      ['Ethan', 'Denver, US'],
      ['Hana', 'Osaka, JP'],
      ['Lucas', 'Berlin, DE'],
    ];
    const featured = [tee, hoodie, mug, ...others.slice(0, 5)].filter((id): id is number => id !== undefined);
    await db.insert(saleNotifications).values(
      buyers.map(([firstName, location], index) => ({
        shopId: shops.demo,
        firstName,
        location,
        productId: featured[index % featured.length] ?? featured[0] ?? 0,
        purchasedAt: new Date(now.getTime() - (index + 1) * 3 * HOUR),
      })),
    );
    await db
      .insert(checkoutNotifications)
      .values(
        featured
          .slice(0, 4)
          .map((productId, index) => ({ shopId: shops.demo, productId, purchasedNumber: 12 - index * 3 })),
      );
    await db.insert(countdowns).values([
      {
        shopId: shops.demo,
        title: 'Winter sale ends soon',
        message: 'Prices go back up when the timer runs out.',
        productIds: featured.slice(0, 3),
        endsAt: COUNTDOWN_END,
      },
      {
        shopId: shops.demo,
        title: 'Tee restock offer',
        message: 'Free gift wrap on tees.',
        productIds: tee === undefined ? [] : [tee],
        endsAt: new Date('2035-06-30T12:00:00Z'),
      },
      {
        shopId: shops.demo,
        title: 'Last year’s flash sale',
        message: 'Over.',
        productIds: [],
        endsAt: new Date('2020-01-01T00:00:00Z'),
      },
    ]);
    if (euroTee !== undefined) {
      await db.insert(saleNotifications).values({
        shopId: shops.euro,
        firstName: 'Inès',
        location: 'Paris, FR',
        productId: euroTee,
        purchasedAt: new Date(now.getTime() - HOUR),
      });
    }
  },
};
