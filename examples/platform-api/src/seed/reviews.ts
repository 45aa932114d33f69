import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings, products, reviews } from '../db/schema/index';
import type { Seeder } from './types';

const DAY = 24 * 60 * 60 * 1000;
const AUTHORS = ['Ava', 'Ben', 'Chloé', 'Dev', 'Eli', 'Farah', 'Gus', 'Hana', 'Ivo', 'June'];
const TEXTS: Record<number, [string, string]> = {
  5: ['Love it', 'Great quality and fits exactly as described.'],
  4: ['Very good', 'Nice fabric, a little long for me.'],
  3: ['Okay', 'Decent, but the colour is lighter than on screen.'],
  2: ['Not great', 'Shrank a bit after the first wash.'],
  1: ['Disappointed', 'Arrived late and the seam was loose.'],
};

/** Reviews of the classic crew tee in the demo shop: 25, so the list has a second page (page size 20). */
export const DEMO_TEE_REVIEWS = 25;

async function productIds(db: Db, shopId: number, handles: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: products.id, handle: products.handle })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.handle, handles)));
  return new Map(rows.map((row) => [row.handle, row.id]));
}

function reviewRows(shopId: number, productId: number, ratings: number[], now: Date) {
  return ratings.map((rating, index) => {
    const [title, body] = TEXTS[rating] ?? ['Review', 'Nice.'];
    const author = AUTHORS[index % AUTHORS.length] ?? 'Anonymous';
    return {
      shopId,
      productId,
      author,
      email: `${author
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}${index}@example.com`,
      rating,
      title,
      body,
      images: [],
      createdAt: new Date(now.getTime() - (index + 1) * DAY),
    };
  });
}

/** Product reviews of the demo and euro shops, and the shared-carousel settings. */
export const reviewsSeeder: Seeder = {
  name: 'reviews',
  async run({ db, shops, now }) {
    const demo = await productIds(db, shops.demo, ['classic-crew-tee', 'relaxed-hoodie', 'custom-photo-mug']);
    const teeRatings = Array.from(
      { length: DEMO_TEE_REVIEWS },
      (_, i) => [5, 5, 4, 5, 3, 4, 5, 2, 5, 4][i % 10] ?? 5,
    );
    const rows = [
      ...reviewRows(shops.demo, demo.get('classic-crew-tee') ?? 0, teeRatings, now),
      ...reviewRows(shops.demo, demo.get('relaxed-hoodie') ?? 0, [5, 4, 1], now),
      ...reviewRows(shops.demo, demo.get('custom-photo-mug') ?? 0, [5, 5], now),
    ];
    const euro = await productIds(db, shops.euro, ['classic-crew-tee']);
    rows.push(...reviewRows(shops.euro, euro.get('classic-crew-tee') ?? 0, [5, 4, 4], now));
    await db.insert(reviews).values(rows.filter((row) => row.productId !== 0));
    for (const shopId of [shops.demo, shops.euro]) {
      await db.insert(appSettings).values({
        shopId,
        appCode: 'review',
        settings: {
          carousel_review_logic: 'latest',
          carousel_review_logic_ids: [],
          carousel_number_review: 10,
        },
      });
    }
  },
};
