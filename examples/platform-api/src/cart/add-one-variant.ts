import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cartItems } from '../db/schema/index';
import { MAX_LINE_QUANTITY } from '../limits';
import { type ShopGuard, shopGuardSql } from '../shop';
import { idOf } from '../validate';
import { type LineChange, newItemId } from './cart-changes';
import { type CartRead, cartColumns, cartFromRead, cartReadSql } from './cart-read';
import {
  type CartItemRow,
  type CartRow,
  type LineProduct,
  type LineVariant,
  lineProductColumns,
  lineVariantColumns,
  lineView,
} from './cart-view';
import { answeredClaimCte, answeredClaimParams, type KeyClaim, KeyTaken, keyTakenBy } from './idempotency';
import { cleanProperties, propertiesKey } from './line-identity';
import { lineChangeProblem } from './line-limits';
import { rowFrom } from './selected-columns';

/**
 * The cart after a change as the one-statement add read it, and the shop's currency it was read
 * with: all a cart answer without a discount code is made of (`cartAnswer`). It is also what the
 * add stores as its idempotent answer (`answer_from` {@link CART_ANSWER}), for a replay to build
 * the same answer.
 */
export type CartAfterAdd = CartRead;

/**
 * What {@link addOneVariant} applied: `read`, the cart after the change, or undefined when the
 * statement could not see all its lines and the caller reads them in a statement of its own.
 */
export interface AddedCart {
  read: CartAfterAdd | undefined;
}

/**
 * The common cart change, adding one variant, in ONE statement (issue 17;
 * docs/decisions/0342-one-statement-cart-add.md): it takes the open cart's row lock, reads the
 * variant of the shop, inserts the line, or adds to the one with the same identity, only while the
 * line stays within the cap (checked by PostgreSQL on the locked line, so concurrent adds cannot
 * pass it together), and stamps the cart. The cap is the rule of the full path (`changeCart`): at
 * most {@link MAX_LINE_QUANTITY} in the line, and no more than the stock when the variant tracks
 * it, counted over all the cart's lines of the variant whatever their properties (decision 0150;
 * a sold-out variant's cap is 0). The variant's other lines are read as the statement's view
 * holds them, which is the cart's lines only when it did not wait for the cart (`fresh`, below):
 * a tracked variant's add that waited changes nothing and the full path, reading after the lock,
 * decides it. Resolves to the cart when applied. Undefined means nothing
 * changed and the caller takes the full path (`changeCart`), which answers the refusal in its
 * order (no cart, completed, bad change, unknown variant, sold out, too many) or applies the
 * change if what stopped this one (another request's line) moved meanwhile.
 *
 * The same statement reads the cart's lines after the change (decision 0478). A statement sees the
 * database as it was when it started, plus the line it wrote; if it had to wait for the cart's
 * lock, a change committed meanwhile is not in that view. It knows it waited when the cart row it
 * locked is not the version its view holds: then `read` is undefined.
 *
 * With an idempotency key not claimed yet (`open`), the same statement writes the key's row, last
 * (decision 0478): answered with the cart it read ({@link CartAfterAdd}) when the cart carries no
 * discount code and was read whole (the key is then `answered`), else held for the route to store
 * its answer (`held`), as when nothing changed and the full path runs. When another request holds
 * the key, the row cannot be written and the statement, the change with it, is undone: this throws
 * `KeyTaken`. A change refused before the statement leaves the key `open`.
 *
 * `guard`: the request's shop is confirmed by the same statement (decision 0482); when it changed
 * since the process read it, the statement changes nothing and this throws `StaleShop`.
 */
export async function addOneVariant(
  database: Database,
  shop: { id: number; currency: string },
  token: string,
  change: LineChange,
  now: Date,
  claim?: KeyClaim,
  guard?: ShopGuard,
): Promise<AddedCart | undefined> {
  const variantId = idOf(change.variant_id);
  if (change.item_id !== undefined || variantId === undefined || lineChangeProblem(change)) return undefined;
  // A post-purchase price is checked against the shop's offers by the full path (decision 0579).
  if (change.post_purchase_price !== undefined) return undefined;
  const properties = cleanProperties(change.properties);
  const claiming = claim?.state === 'open';
  let outcome: AddRow | undefined;
  try {
    [outcome] = await database.query<AddRow>(
      claiming ? ADD_ONE_VARIANT_CLAIMING_SQL : ADD_ONE_VARIANT_SQL,
      [
        shop.id,
        token,
        MAX_LINE_QUANTITY,
        variantId,
        newItemId(),
        change.qty,
        JSON.stringify(properties),
        propertiesKey(properties),
        change.app ?? null,
        change.metadata === undefined ? null : JSON.stringify(change.metadata),
        null, // post_purchase_price: an add carrying one takes the full path
        now.toISOString(),
        shop.currency,
        ...(guard?.params ?? [null, null]),
        ...(claiming ? answeredClaimParams(claim, { status: 200, from: CART_ANSWER }) : []),
      ],
      claiming ? 'vitrine_cart_add_one_answered' : 'vitrine_cart_add_one_read',
    );
  } catch (error) {
    if (claiming && keyTakenBy(error)) {
      guard?.confirm(true); // the key's row is written only for a confirmed shop
      claim.state = 'taken';
      throw new KeyTaken();
    }
    throw error;
  }
  guard?.confirm(outcome?.shop_ok === true);
  if (claiming) claim.state = outcome?.answered ? 'answered' : 'held';
  if (!outcome?.applied) return undefined;
  return { read: outcome.read ? cartAfterAdd(outcome.read) : undefined };
}

/** All the columns of a line's row, as the earlier forms of a stored add hold them. */
const lineColumns = getTableColumns(cartItems);

/** The cart the add read (also its stored answer, `answer_from` {@link CART_ANSWER}), parsed from its JSON. */
export const cartAfterAdd = (json: unknown): CartAfterAdd => cartFromRead(json);

/**
 * An add's answer stored as a cart read with whole line rows (`answer_from`
 * {@link CART_ROWS_ANSWER}; written by 1cc9e9d and 5078224 only, for under an hour), parsed.
 */
export const cartAfterAddRows = (json: unknown): CartAfterAdd => cartFromRead(json, lineColumns);

/**
 * An add's answer stored before decision 0556 (`answer_from` {@link CART_OBJECTS_ANSWER}): the cart
 * and its lines as JSON objects by column name (decision 0478), parsed. A retry of such a key
 * still replays it.
 */
export function cartAfterAddObjects(json: unknown): CartAfterAdd {
  const stored = json as StoredObjects;
  const items = stored.lines.map((line, index) =>
    lineView(
      rowFrom<CartItemRow>(line.l, lineColumns),
      rowFrom<LineVariant>(line.v, lineVariantColumns),
      rowFrom<LineProduct>(line.p, lineProductColumns),
      index,
    ),
  );
  return { cart: rowFrom<CartRow>(stored.cart, cartColumns), items, currency: stored.currency };
}

/** The JSON of {@link cartAfterAddObjects}: columns by their SQL names. */
interface StoredObjects {
  currency: string;
  cart: Record<string, unknown>;
  lines: { l: Record<string, unknown>; v: Record<string, unknown>; p: Record<string, unknown> }[];
}

/**
 * The statement's one row: whether its shop was confirmed, whether the change was applied, the
 * cart it read, whether the key was answered.
 */
type AddRow = {
  shop_ok: boolean;
  applied: number;
  read: unknown;
  answered: boolean;
};

/**
 * `answer_from` of an add's stored answer (migration 0006): the body is the cart read with the
 * change ({@link cartReadSql}, decision 0556), a replay builds the answer from it.
 */
export const CART_ANSWER = 'cart-shown';
/** `answer_from` of an add's answer stored as a cart read with whole line rows ({@link cartAfterAddRows}). */
export const CART_ROWS_ANSWER = 'cart-read';
/** `answer_from` of the adds' answers stored before decision 0556 ({@link cartAfterAddObjects}). */
export const CART_OBJECTS_ANSWER = 'cart';

/**
 * The statement of {@link addOneVariant}, prepared once per connection. Parameters: shop, cart
 * token, MAX_LINE_QUANTITY, variant, new item id, qty, properties (JSON), properties key, app,
 * metadata (JSON), post-purchase price (null: an add with one takes the full path), now, the
 * shop's currency, the shop guard's domain and version ({@link shopGuardSql}: nothing is changed
 * or written unless it holds); with `claiming`, the key's after them ({@link answeredClaimCte}).
 *
 * `read`: the cart after the change, its lines as `findCartWithLines` reads them (a line whose
 * variant is gone is left out), in its order. Only when `fresh`: the cart row locked is the version
 * this statement's view holds. Every change of a cart's lines updates its cart row in the same
 * transaction (this stamp, `changeCart`, `applyChanges`), so then no line changed between the view
 * and the lock, and the view's lines with the one written here are the cart's lines.
 */
const addOneVariantSql = (claiming: boolean) => `WITH shop_ok AS (
  SELECT ${shopGuardSql('$1', '$14', '$15')} AS ok
), cart AS (
  SELECT id, xmin AS version FROM carts
  WHERE shop_id = $1 AND token = $2 AND completed_at IS NULL AND (SELECT ok FROM shop_ok)
  FOR UPDATE
), fresh AS (
  SELECT cart.id FROM cart JOIN carts ON carts.id = cart.id WHERE cart.version = carts.xmin
), variant AS (
  SELECT id, product_id, track_quantity AS tracked, LEAST($3::int, CASE WHEN track_quantity THEN quantity - (
    SELECT coalesce(sum(cart_items.qty), 0)::int FROM cart_items JOIN cart ON cart_items.cart_id = cart.id
    WHERE cart_items.variant_id = variants.id AND cart_items.properties_key <> $8::text
  ) END) AS cap
  FROM variants WHERE shop_id = $1 AND id = $4
), line AS (
  INSERT INTO cart_items (cart_id, item_id, product_id, variant_id, qty, properties, properties_key, app, metadata, post_purchase_price, position)
  SELECT cart.id, $5::text, variant.product_id, variant.id, $6::int, $7::text::jsonb, $8::text, $9::text,
    $10::text::jsonb, $11::text::numeric,
    (SELECT coalesce(max(position), -1) + 1 FROM cart_items WHERE cart_id = cart.id)
  FROM cart, variant
  WHERE $6::int <= variant.cap AND (NOT variant.tracked OR EXISTS (SELECT 1 FROM fresh))
  ON CONFLICT (cart_id, variant_id, properties_key)
    DO UPDATE SET qty = cart_items.qty + excluded.qty
    WHERE cart_items.qty + excluded.qty <= (SELECT cap FROM variant)
  RETURNING cart_items.*
), stamped AS (
  UPDATE carts SET updated_at = $12::text::timestamptz FROM line WHERE carts.id = line.cart_id RETURNING carts.*
), lines AS (
  SELECT cart_items.* FROM cart_items JOIN line ON cart_items.cart_id = line.cart_id AND cart_items.id <> line.id
  UNION ALL
  SELECT * FROM line
), read AS (
  SELECT s.discount_code IS NULL AS answerable, ${cartReadSql('s', 'lines', '$13::text')} AS body
  FROM stamped s JOIN fresh ON fresh.id = s.id
)${claiming ? `, ${answeredClaimCte(16, 'read', '(SELECT ok FROM shop_ok)')}` : ''}
SELECT (SELECT ok FROM shop_ok) AS shop_ok, (SELECT count(*) FROM stamped)::int AS applied, (SELECT body FROM read) AS read,
  ${claiming ? '(SELECT answered FROM claim)' : 'false'} AS answered`;

const ADD_ONE_VARIANT_SQL = addOneVariantSql(false);
const ADD_ONE_VARIANT_CLAIMING_SQL = addOneVariantSql(true);
