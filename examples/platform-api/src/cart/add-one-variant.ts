import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems, carts } from '../db/schema/index';
import { MAX_LINE_QUANTITY } from '../limits';
import { type LineChange, newItemId, toId } from './cart-changes';
import {
  type CartItemRow,
  type CartLineView,
  type CartRow,
  type LineProduct,
  type LineVariant,
  lineProductColumns,
  lineVariantColumns,
  lineView,
} from './cart-view';
import { claimCte, claimed, claimParams, type KeyClaim } from './idempotency';
import { cleanProperties, propertiesKey } from './line-identity';
import { lineChangeProblem } from './line-limits';
import { rowFrom, selectedAs } from './selected-columns';

/**
 * What {@link addOneVariant} applied: the cart after the change, and its lines as the cart read
 * shows them (`findCartWithLines`), or undefined when the statement could not see them all and the
 * caller reads them in a statement of its own.
 */
export interface AddedCart {
  cart: CartRow;
  items: CartLineView[] | undefined;
}

/**
 * The common cart change, adding one variant, in ONE statement (issue 17;
 * docs/decisions/0342-one-statement-cart-add.md): it takes the open cart's row lock, reads the
 * variant of the shop, inserts the line, or adds to the one with the same identity, only while the
 * line stays within the cap (checked by PostgreSQL on the locked line, so concurrent adds cannot
 * pass it together), and stamps the cart. The cap is the rule of the full path's `addVariant`: at
 * most {@link MAX_LINE_QUANTITY}, and no more than the stock when the variant tracks it (a
 * sold-out variant's cap is 0). Resolves to the cart when applied. Undefined means nothing
 * changed and the caller takes the full path (`changeCart`), which answers the refusal in its
 * order (no cart, completed, bad change, unknown variant, sold out, too many) or applies the
 * change if what stopped this one (another request's line) moved meanwhile.
 *
 * The same statement reads the cart's lines after the change (decision 0478). A statement sees the
 * database as it was when it started, plus the line it wrote; if it had to wait for the cart's
 * lock, a change committed meanwhile is not in that view. It knows it waited when the cart row it
 * locked is not the version its view holds: then `items` is undefined.
 *
 * With an idempotency key not claimed yet, the same statement claims it (decision 0470) and
 * changes the cart only if it won: the key is then `held` (stored or released by the route), or
 * `taken` by another request, which throws `KeyTaken` with nothing changed. A change refused
 * before the statement leaves the key `open`, for the full path to claim.
 */
export async function addOneVariant(
  database: Database,
  shopId: number,
  token: string,
  change: LineChange,
  now: Date,
  claim?: KeyClaim,
): Promise<AddedCart | undefined> {
  const variantId = toId(change.variant_id);
  if (change.item_id !== undefined || variantId === undefined || lineChangeProblem(change)) return undefined;
  const properties = cleanProperties(change.properties);
  const claiming = claim?.state === 'open';
  const rows = await database.query<AddRow>(
    claiming ? ADD_ONE_VARIANT_CLAIMING_SQL : ADD_ONE_VARIANT_SQL,
    [
      shopId,
      token,
      MAX_LINE_QUANTITY,
      variantId,
      newItemId(),
      change.qty,
      JSON.stringify(properties),
      propertiesKey(properties),
      change.app ?? null,
      change.metadata === undefined ? null : JSON.stringify(change.metadata),
      change.post_purchase_price === undefined ? null : String(change.post_purchase_price),
      now.toISOString(),
      ...(claiming ? claimParams(claim) : []),
    ],
    claiming ? 'vitrine_cart_add_one_claiming_read' : 'vitrine_cart_add_one_read',
  );
  const outcome = rows[0];
  if (claiming) claimed(claim, Boolean(outcome?.won), 'held');
  const cart = outcome && outcome.applied > 0 ? rowFrom<CartRow>(outcome, 'c_', cartColumns) : undefined;
  if (!cart) return undefined;
  if (!outcome?.fresh) return { cart, items: undefined };
  const items: CartLineView[] = [];
  for (const raw of rows) {
    const row = rowFrom<CartItemRow>(raw, 'l_', lineColumns);
    const variant = rowFrom<LineVariant>(raw, 'v_', lineVariantColumns);
    const product = rowFrom<LineProduct>(raw, 'p_', lineProductColumns);
    if (row && variant && product) items.push(lineView(row, variant, product, items.length));
  }
  return { cart, items };
}

/** A row of the statement: the outcome, repeated on each line's row, then the cart's and the line's columns. */
type AddRow = Record<string, unknown> & { won: number; applied: number; fresh: boolean };

const cartColumns = getTableColumns(carts);
const lineColumns = getTableColumns(cartItems);

/**
 * The statement of {@link addOneVariant}, prepared once per connection. Parameters: shop, cart
 * token, MAX_LINE_QUANTITY, variant, new item id, qty, properties (JSON), properties key, app,
 * metadata (JSON), post-purchase price, now; with `claiming`, the key's claim after them
 * ({@link claimCte}), and the cart is locked and changed only when the claim won.
 *
 * One row per line of the cart after the change, in the cart read's order (one row with no line
 * when nothing changed or the lines are not read), each with: `won` (1 when claimed here, or
 * without a claim), `applied`, `fresh`, the stamped cart's columns (`c_`), the line's (`l_`), its
 * variant's (`v_`) and product's (`p_`), as `findCartWithLines` selects them.
 *
 * `fresh`: the cart row locked is the version this statement's view holds. Every change of a cart's
 * lines updates its cart row in the same transaction (this stamp, `changeCart`, `applyChanges`),
 * so no line changed between the view and the lock, and the view's lines with the one written
 * here are the cart's lines. Otherwise (the lock waited for a change) the lines are not read.
 */
const addOneVariantSql = (claiming: boolean) => `WITH ${claiming ? `${claimCte(13)}, ` : ''}cart AS (
  SELECT id, xmin AS version FROM carts
  WHERE shop_id = $1 AND token = $2 AND completed_at IS NULL${claiming ? ' AND EXISTS (SELECT 1 FROM claim)' : ''}
  FOR UPDATE
), variant AS (
  SELECT id, product_id, LEAST($3::int, CASE WHEN track_quantity THEN quantity END) AS cap
  FROM variants WHERE shop_id = $1 AND id = $4
), line AS (
  INSERT INTO cart_items (cart_id, item_id, product_id, variant_id, qty, properties, properties_key, app, metadata, post_purchase_price, position)
  SELECT cart.id, $5::text, variant.product_id, variant.id, $6::int, $7::text::jsonb, $8::text, $9::text,
    $10::text::jsonb, $11::text::numeric,
    (SELECT coalesce(max(position), -1) + 1 FROM cart_items WHERE cart_id = cart.id)
  FROM cart, variant
  WHERE $6::int <= variant.cap
  ON CONFLICT (cart_id, variant_id, properties_key)
    DO UPDATE SET qty = cart_items.qty + excluded.qty
    WHERE cart_items.qty + excluded.qty <= (SELECT cap FROM variant)
  RETURNING cart_items.*
), stamped AS (
  UPDATE carts SET updated_at = $12::text::timestamptz FROM line WHERE carts.id = line.cart_id RETURNING carts.*
), outcome AS (
  SELECT ${claiming ? '(SELECT count(*) FROM claim)::int' : '1'} AS won,
    (SELECT count(*) FROM stamped)::int AS applied,
    coalesce((SELECT cart.version = carts.xmin FROM cart JOIN carts ON carts.id = cart.id), false) AS fresh
), lines AS (
  SELECT cart_items.* FROM cart_items JOIN line ON cart_items.cart_id = line.cart_id AND cart_items.id <> line.id
  UNION ALL
  SELECT * FROM line
)
SELECT outcome.won, outcome.applied, outcome.fresh, ${selectedAs('s', 'c_', cartColumns)},
  ${selectedAs('l', 'l_', lineColumns)}, ${selectedAs('lv', 'v_', lineVariantColumns)},
  ${selectedAs('lp', 'p_', lineProductColumns)}
FROM outcome
LEFT JOIN stamped s ON true
LEFT JOIN lines l ON outcome.fresh
LEFT JOIN variants lv ON lv.id = l.variant_id AND lv.shop_id = s.shop_id
LEFT JOIN products lp ON lp.id = lv.product_id
ORDER BY l.position, l.id`;

const ADD_ONE_VARIANT_SQL = addOneVariantSql(false);
const ADD_ONE_VARIANT_CLAIMING_SQL = addOneVariantSql(true);
