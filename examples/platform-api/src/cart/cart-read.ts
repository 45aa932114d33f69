import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts } from '../db/schema/index';
import { type ShopGuard, shopGuardSql } from '../shop';
import {
  type CartLineView,
  type CartRow,
  type LineProduct,
  type LineRow,
  type LineVariant,
  lineProductColumns,
  lineRowColumns,
  lineVariantColumns,
  lineView,
} from './cart-view';
import { type Columns, columnsArray, rowFromArray } from './selected-columns';

/** The columns of a cart row, in the order a cart read writes them (all: the discount hook receives the row). */
export const cartColumns = getTableColumns(carts);

/**
 * A cart and its lines as one JSON value (decision 0556): `[currency, cart, [[line, variant,
 * product], …]]`, each row an array of its columns ({@link columnsArray}): the whole cart row, and of
 * the line, its variant and its product the columns the answer shows. `cart` is the alias of a
 * carts row, `lines` a relation of cart_items rows of that cart, `currency` an SQL text expression.
 * A line whose variant is no longer one of the shop's is left out; lines come in the order they
 * were added (position, then id).
 */
export function cartReadSql(cart: string, lines: string, currency: string): string {
  // Each line's variant and product are looked up by their keys, line by line (the lateral
  // subquery is not flattened: OFFSET 0). Flattened, the planner may join the lines to every
  // variant of the shop (a merge join along variants_pkey, with the products in a nested loop):
  // 0.6 ms for a cart of one line in the seeded shop, once the tables were analysed.
  return `json_build_array(${currency}, ${columnsArray(cart, cartColumns)}, (
      SELECT coalesce(json_agg(json_build_array(${columnsArray('l', lineRowColumns)}, shown.variant, shown.product)
        ORDER BY l.position, l.id), '[]')
      FROM ${lines} l
      JOIN LATERAL (
        SELECT ${columnsArray('lv', lineVariantColumns)} AS variant, ${columnsArray('lp', lineProductColumns)} AS product
        FROM variants lv JOIN products lp ON lp.id = lv.product_id
        WHERE lv.id = l.variant_id AND lv.shop_id = ${cart}.shop_id
        OFFSET 0
      ) shown ON true
    ))`;
}

/** A cart as {@link cartReadSql} read it: the row, its lines as the answer shows them, the currency it was read with. */
export interface CartRead {
  cart: CartRow;
  items: CartLineView[];
  currency: string | null;
}

type ReadJson = [string | null, unknown[], [unknown[], unknown[], unknown[]][]];

/**
 * The JSON value of {@link cartReadSql}, parsed. `lineColumns`: the columns of the line rows in it
 * (the reads of 1cc9e9d and 5078224 wrote whole rows, `getTableColumns(cartItems)`).
 */
export function cartFromRead(json: unknown, lineColumns: Columns = lineRowColumns): CartRead {
  const [currency, cart, lines] = json as ReadJson;
  const items = lines.map(([line, variant, product], index) =>
    lineView(
      rowFromArray<LineRow>(line, lineColumns),
      rowFromArray<LineVariant>(variant, lineVariantColumns),
      rowFromArray<LineProduct>(product, lineProductColumns),
      index,
    ),
  );
  return { cart: rowFromArray<CartRow>(cart, cartColumns), items, currency };
}

/**
 * The cart read by token: one row when the cart exists (and the shop guard holds), its one column
 * the cart with its lines ({@link cartReadSql}). Parameters: shop, token, the guard's domain and
 * version ({@link shopGuardSql}; nulls for none). The guard names the shop by its parameter, so
 * PostgreSQL runs it once per statement (an InitPlan), not once per row (decision 0545).
 */
const CART_READ_SQL = `SELECT ${cartReadSql('c', '(SELECT * FROM cart_items WHERE cart_id = c.id)', 'NULL::text')} AS read
FROM carts c
WHERE c.shop_id = $1 AND c.token = $2 AND ${shopGuardSql('$1', '$3', '$4')}`;

/**
 * The cart of a shop with token `token` and its lines, in ONE statement, as one JSON value
 * (decision 0556; before it, the rows of a left join, 40 columns each). Undefined when there is
 * no such cart.
 *
 * With `guard`, the same statement confirms the request's shop (decision 0482): a cart found
 * confirms it; undefined may also mean the shop changed (the caller confirms it apart, `confirmShop`).
 */
export async function findCartWithLines(
  database: Database,
  shopId: number,
  token: string,
  guard?: ShopGuard,
): Promise<{ cart: CartRow; items: CartLineView[] } | undefined> {
  const [row] = await database.query<{ read: unknown }>(
    CART_READ_SQL,
    [shopId, token, ...(guard?.params ?? [null, null])],
    'vitrine_cart_read',
  );
  if (!row) return undefined;
  guard?.confirm(true);
  const { cart, items } = cartFromRead(row.read);
  return { cart, items };
}
