import type { Db } from './client';

/**
 * A statement built once per database handle and prepared under `name` (issue 17): the hot
 * statements of every request (the shop look-up, the cart read, the idempotency claim) skip
 * drizzle's query building, and PostgreSQL parses each once per connection instead of once per
 * request. `build` receives the handle and returns drizzle's prepared query.
 *
 * Only for handles that live as long as the app (`deps.db`), never for a transaction's `tx`.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
