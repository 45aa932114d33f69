import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shops } from '../db/schema/index';
import { catalogSeeder } from './catalog';
import { checkoutSeeder } from './checkout';
import { offersSeeder } from './offers';
import { pagesSeeder } from './pages';
import { reviewsSeeder } from './reviews';
import { seedShops } from './shops';
import { usersSeeder } from './users';
import type { SeedContext, Seeder } from './types';

/**
 * Domain seeders, run in this order after the shops exist. The checkout engineer adds the
 * checkout, offers and reviews seeders here: one import line and one list entry each.
 */
export const seeders: readonly Seeder[] = [
  catalogSeeder,
  pagesSeeder,
  usersSeeder,
  checkoutSeeder,
  offersSeeder,
  reviewsSeeder,
];

/** Reference time of generated data. */
export const SEED_NOW = new Date('2025-01-15T12:00:00Z');

/** Whether the database holds no shop yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(shops);
  return (rows[0]?.count ?? 0) === 0;
}

/** Seeds the shops and then every domain seeder, in one transaction. */
export async function seed(db: Db): Promise<SeedContext> {
  return db.transaction(async (tx) => {
    const ids = await seedShops(tx);
    const ctx: SeedContext = { db: tx, shops: ids, now: SEED_NOW };
    for (const seeder of seeders) await seeder.run(ctx);
    return ctx;
  });
}

/** Seeds when the database is empty; returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db);
  return true;
}
