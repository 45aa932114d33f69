import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { postgresAvailable } from '../testing/harness';
import { createDatabase, dropDatabase } from '../testing/postgres-databases';
import { type Database, openDatabase, wrapPglite } from './client';
import { migrate, readMigrations } from './migrate';

// Decision 0594: products and collections take their ids from one sequence, so the refIds of 001
// §7 (a product's id plus its collections' ids, in one list) name one thing each. A database made
// before migration 0010 numbered them apart; the migration gives every collection whose id is also
// a product's a new id and carries it to what refers to it.

/** The migrations a database had before 0010, in a folder of their own. */
function migrationsBefore0010(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-migrations-'));
  for (const file of readMigrations()) {
    if (file.name < '0010') writeFileSync(join(dir, file.name), file.sql);
  }
  return dir;
}

/** Rows of `text` as plain objects. */
async function rows<Row extends Record<string, unknown>>(
  database: Database,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  return database.query<Row>(text, params);
}

/**
 * Two shops numbered as before 0010 (products 1–4, a deleted product 5; collections 1–5), with
 * memberships, collection-only discount codes and offers whose ref_ids mix both.
 */
async function fillOldDatabase(database: Database): Promise<{ one: number; two: number }> {
  const shop = async (name: string) =>
    (
      await rows<{ id: number }>(
        database,
        `INSERT INTO shops (name, settings) VALUES ($1, '{}') RETURNING id`,
        [name],
      )
    )[0]?.id ?? 0;
  const one = await shop('One');
  const two = await shop('Two');
  const product = async (shopId: number, handle: string) =>
    (
      await rows<{ id: number }>(
        database,
        `INSERT INTO products (shop_id, handle, title, options, images, custom_options)
         VALUES ($1, $2, $2, '[]', '[]', '[]') RETURNING id`,
        [shopId, handle],
      )
    )[0]?.id ?? 0;
  const collection = async (shopId: number, handle: string) =>
    (
      await rows<{ id: number }>(
        database,
        `INSERT INTO collections (shop_id, handle, title, metafields) VALUES ($1, $2, $2, '{}') RETURNING id`,
        [shopId, handle],
      )
    )[0]?.id ?? 0;
  expect([
    await product(one, 'tee'),
    await product(one, 'mug'),
    await product(one, 'hoodie'),
    await product(two, 'scarf'),
    await product(one, 'gone'),
  ]).toEqual([1, 2, 3, 4, 5]);
  await database.query(`DELETE FROM products WHERE handle = 'gone'`);
  expect([
    await collection(one, 'apparel'),
    await collection(one, 'kitchen'),
    await collection(two, 'summer'),
    await collection(two, 'winter'),
    await collection(one, 'staff-picks'),
  ]).toEqual([1, 2, 3, 4, 5]);
  await database.query(
    `INSERT INTO collection_products (collection_id, product_id) VALUES (1, 1), (2, 2), (3, 4), (5, 3)`,
  );
  await database.query(
    `INSERT INTO discount_codes (shop_id, code, title, discount_type, collection_id)
     VALUES ($1, 'KITCHEN', 'k', 'percentage', 2), ($2, 'SUMMER', 's', 'percentage', 3), ($1, 'ALL', 'a', 'percentage', NULL)`,
    [one, two],
  );
  await database.query(
    `INSERT INTO offers (shop_id, offer_type, title, ref_ids)
     VALUES ($1, 'handPicked', 'tee or apparel, staff picks', '{1,5}'),
            ($1, 'bundle', 'hoodie', '{3}'),
            ($2, 'accessory', 'summer, scarf or winter', '{3,4}')`,
    [one, two],
  );
  return { one, two };
}

async function migratesAnOldDatabase(database: Database): Promise<void> {
  const oldDir = migrationsBefore0010();
  try {
    await migrate(database, oldDir);
  } finally {
    rmSync(oldDir, { recursive: true, force: true });
  }
  await fillOldDatabase(database);

  // 0010 runs first; later migrations (0011 on) follow it.
  expect((await migrate(database))[0]).toBe('0010_catalog_shared_ids.sql');

  expect(await rows(database, 'SELECT id, handle FROM products ORDER BY id')).toEqual([
    { id: 1, handle: 'tee' },
    { id: 2, handle: 'mug' },
    { id: 3, handle: 'hoodie' },
    { id: 4, handle: 'scarf' },
  ]);
  // Collections 1–4 shared their id with a product: renumbered after every id either sequence
  // gave (5), in their old order; collection 5 (no product 5 any more) keeps its id.
  expect(await rows(database, 'SELECT id, handle FROM collections ORDER BY id')).toEqual([
    { id: 5, handle: 'staff-picks' },
    { id: 6, handle: 'apparel' },
    { id: 7, handle: 'kitchen' },
    { id: 8, handle: 'summer' },
    { id: 9, handle: 'winter' },
  ]);
  expect(
    await rows(
      database,
      `SELECT c.handle AS collection, p.handle AS product FROM collection_products cp
       JOIN collections c ON c.id = cp.collection_id JOIN products p ON p.id = cp.product_id ORDER BY 1`,
    ),
  ).toEqual([
    { collection: 'apparel', product: 'tee' },
    { collection: 'kitchen', product: 'mug' },
    { collection: 'staff-picks', product: 'hoodie' },
    { collection: 'summer', product: 'scarf' },
  ]);
  expect(await rows(database, 'SELECT code, collection_id FROM discount_codes ORDER BY code')).toEqual([
    { code: 'ALL', collection_id: null },
    { code: 'KITCHEN', collection_id: 7 },
    { code: 'SUMMER', collection_id: 8 },
  ]);
  // An old ref naming a product and a collection of the offer's shop alike keeps both (the offer
  // shows where it showed before); one naming only a collection of the shop names its new id.
  expect(await rows(database, 'SELECT title, ref_ids FROM offers ORDER BY id')).toEqual([
    { title: 'tee or apparel, staff picks', ref_ids: [1, 6, 5] },
    { title: 'hoodie', ref_ids: [3] },
    { title: 'summer, scarf or winter', ref_ids: [8, 4, 9] },
  ]);

  // From now on both tables draw from the one sequence, after every id given so far.
  const [shop] = await rows<{ id: number }>(database, 'SELECT min(id) AS id FROM shops');
  const [newProduct] = await rows<{ id: number }>(
    database,
    `INSERT INTO products (shop_id, handle, title, options, images, custom_options)
     VALUES ($1, 'new', 'new', '[]', '[]', '[]') RETURNING id`,
    [shop?.id],
  );
  const [newCollection] = await rows<{ id: number }>(
    database,
    `INSERT INTO collections (shop_id, handle, title, metafields) VALUES ($1, 'new', 'new', '{}') RETURNING id`,
    [shop?.id],
  );
  expect([newProduct?.id, newCollection?.id]).toEqual([10, 11]);
  expect(await migrate(database)).toEqual([]);
}

async function numbersAFreshDatabaseFromOne(database: Database): Promise<void> {
  await migrate(database);
  const [shop] = await rows<{ id: number }>(
    database,
    `INSERT INTO shops (name, settings) VALUES ('Fresh', '{}') RETURNING id`,
  );
  const [collection] = await rows<{ id: number }>(
    database,
    `INSERT INTO collections (shop_id, handle, title, metafields) VALUES ($1, 'c', 'c', '{}') RETURNING id`,
    [shop?.id],
  );
  const [product] = await rows<{ id: number }>(
    database,
    `INSERT INTO products (shop_id, handle, title, options, images, custom_options)
     VALUES ($1, 'p', 'p', '[]', '[]', '[]') RETURNING id`,
    [shop?.id],
  );
  expect([collection?.id, product?.id]).toEqual([1, 2]);
}

describe('products and collections share one id sequence (migration 0010, decision 0594), PGlite', () => {
  it('renumbers the collections of an older database whose ids a product has, and what refers to them', async () => {
    const database = wrapPglite(await PGlite.create());
    try {
      await migratesAnOldDatabase(database);
    } finally {
      await database.close();
    }
  });

  it('numbers a new database from 1 across both tables', async () => {
    const database = wrapPglite(await PGlite.create());
    try {
      await numbersAFreshDatabaseFromOne(database);
    } finally {
      await database.close();
    }
  });
});

/** Runs `body` on a new empty PostgreSQL database of the run's server. */
async function onPostgres(body: (database: Database) => Promise<void>): Promise<void> {
  const { adminUrl } = inject('postgres');
  const name = `vitrine_catalog_ids_${process.pid}_${Date.now() % 100_000}`;
  const database = await openDatabase({ databaseUrl: await createDatabase(adminUrl, name) });
  try {
    await body(database);
  } finally {
    await database.close();
    await dropDatabase(adminUrl, name);
  }
}

if (postgresAvailable()) {
  describe('products and collections share one id sequence (migration 0010, decision 0594), PostgreSQL', () => {
    it('renumbers the collections of an older database whose ids a product has, and what refers to them', async () => {
      await onPostgres(migratesAnOldDatabase);
    });

    it('numbers a new database from 1 across both tables', async () => {
      await onPostgres(numbersAFreshDatabaseFromOne);
    });
  });
} else {
  describe.skip('products and collections share one id sequence, PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
