import type { Column } from 'drizzle-orm';

/** Drizzle columns by the key their row type reads them under (e.g. `getTableColumns(carts)`). */
export type Columns = Readonly<Record<string, Column>>;

/**
 * A JSON object of one row's `columns` in a hand-written statement, by their SQL names:
 * `json_build_object('name', alias."name", …)`.
 */
export function columnsJson(alias: string, columns: Columns): string {
  const pairs = Object.values(columns).map((column) => `'${column.name}', ${alias}."${column.name}"`);
  return `json_build_object(${pairs.join(', ')})`;
}

/** Each column of a {@link Columns} with its key, listed once per object. */
const listed = new WeakMap<Columns, readonly (readonly [string, Column])[]>();

/**
 * The row {@link columnsJson} wrote, parsed: each value mapped by its column as drizzle maps a row
 * it reads itself (numeric as number, text[] as array, timestamps as Date).
 */
export function rowFrom<Row>(json: Readonly<Record<string, unknown>>, columns: Columns): Row {
  let entries = listed.get(columns);
  if (entries === undefined) {
    entries = Object.entries(columns);
    listed.set(columns, entries);
  }
  const row: Record<string, unknown> = {};
  for (const [name, column] of entries) {
    const value = json[column.name];
    row[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}
