import type { Column } from 'drizzle-orm';

/** Drizzle columns by the key their row type reads them under (e.g. `getTableColumns(carts)`). */
export type Columns = Readonly<Record<string, Column>>;

/**
 * The select list of one table's `columns` in a hand-written statement that joins several tables:
 * `alias."name" AS "prefixname", …`, so columns of the same name in two tables (`id`) stay apart.
 */
export function selectedAs(alias: string, prefix: string, columns: Columns): string {
  return Object.values(columns)
    .map((column) => `${alias}."${column.name}" AS "${prefix}${column.name}"`)
    .join(', ');
}

/**
 * The row {@link selectedAs} selected under `prefix`, each value mapped by its column as drizzle
 * maps a row it reads itself (numeric as number, text[] as array, timestamps as Date).
 * Undefined when a left join found no row: the first column (the key) is null.
 */
export function rowFrom<Row>(
  raw: Record<string, unknown>,
  prefix: string,
  columns: Columns,
): Row | undefined {
  const entries = Object.entries(columns);
  const key = entries[0]?.[1];
  if (key === undefined || raw[`${prefix}${key.name}`] === null) return undefined;
  const row: Record<string, unknown> = {};
  for (const [name, column] of entries) {
    const value = raw[`${prefix}${column.name}`];
    row[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}
