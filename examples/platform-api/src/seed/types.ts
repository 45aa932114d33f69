import type { Db } from '../db/client';

/** Ids of the seeded shops, by role. */
export interface SeededShops {
  /** "Vitrine Demo" on localhost and 127.0.0.1. */
  demo: number;
  /** Password-protected shop on locked.localhost (password `letmein`). */
  locked: number;
  /** EUR shop on euro.localhost with a page lock and redirects. */
  euro: number;
}

/** What every domain seeder receives. */
export interface SeedContext {
  db: Db;
  shops: SeededShops;
  /** Fixed reference time, so generated data is deterministic. */
  now: Date;
}

/** One domain seeder; seeders run in list order (shops first). */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
