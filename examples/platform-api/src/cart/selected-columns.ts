import type { Column } from 'drizzle-orm';

/** Drizzle columns by the key their row type reads them under (e.g. `getTableColumns(carts)`). */
export type Columns = Readonly<Record<string, Column>>;

/**
 * One row's `columns` in a hand-written statement as a JSON array, in their order:
 * `json_build_array(alias."a", alias."b", …)`. Smaller to build, store and parse than an object
 * with the columns' names (issue 17); {@link rowFromArray} reads it back.
 */
export function columnsArray(alias: string, columns: Columns): string {
  return `json_build_array(${Object.values(columns)
    .map((column) => `${alias}."${column.name}"`)
    .join(', ')})`;
}

/** Each column of a {@link Columns} with its key, listed once per object. */
const listed = new WeakMap<Columns, readonly (readonly [string, Column])[]>();

function entriesOf(columns: Columns): readonly (readonly [string, Column])[] {
  let entries = listed.get(columns);
  if (entries === undefined) {
    entries = Object.entries(columns);
    listed.set(columns, entries);
  }
  return entries;
}

/** A value as drizzle maps it from the driver (numeric as number, text[] as array, timestamps as Date). */
const mapped = (column: Column, value: unknown): unknown =>
  value === null || value === undefined ? null : column.mapFromDriverValue(value);

/** The row {@link columnsArray} wrote, parsed: each value mapped by its column, as drizzle maps a row it reads. */
export function rowFromArray<Row>(values: readonly unknown[], columns: Columns): Row {
  const entries = entriesOf(columns);
  const row: Record<string, unknown> = {};
  for (let index = 0; index < entries.length; index++) {
    const [name, column] = entries[index] as readonly [string, Column];
    row[name] = mapped(column, values[index]);
  }
  return row as Row;
}

/**
 * A row written as a JSON object by the columns' SQL names (`json_build_object('name', alias."name",
 * …)`), parsed as {@link rowFromArray} parses an array. Only for the cart adds' answers stored in
 * that form before decision 0556 (`answer_from = 'cart'`), which a retry may still replay.
 */
export function rowFrom<Row>(json: Readonly<Record<string, unknown>>, columns: Columns): Row {
  const row: Record<string, unknown> = {};
  for (const [name, column] of entriesOf(columns)) row[name] = mapped(column, json[column.name]);
  return row as Row;
}
