import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { cartItems, carts, products, variants } from '../db/schema/index';
import type { CartProperty } from '../db/schema/index';
import { HttpError } from '../errors';
import { variantAvailable, variantsWithProducts } from '../catalog/product-view';
import type { CartRow } from './cart-view';
import { cleanProperties, propertiesKey } from './line-identity';
import { MAX_LINE_QUANTITY } from '../limits';
import { claimCte, claimed, claimParams, type KeyClaim } from './idempotency';
import { assertLineChanges, assertLineQuantity, lineChangeProblem } from './line-limits';

/** One line change: an existing line by item_id (its qty is set) or a variant to add (its qty is added). */
export interface LineChange {
  item_id?: string | number | undefined;
  variant_id?: string | number | undefined;
  qty: number;
  properties?: CartProperty[] | undefined;
  app?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
  post_purchase_price?: number | undefined;
}

/** A new public line id. */
export function newItemId(): string {
  return `li_${randomBytes(9).toString('base64url')}`;
}

function toId(value: string | number | undefined): number | undefined {
  const numeric = Number(value);
  return value !== undefined && Number.isSafeInteger(numeric) && numeric > 0 ? numeric : undefined;
}

/** Refuses changes to a cart whose checkout completed (000 §4: CHECKOUT_CART_COMPLETED). */
export function assertOpen(cart: CartRow): void {
  if (cart.completedAt) {
    throw new HttpError(409, 'cart checkout already completed', {
      error_code: 'CHECKOUT_CART_COMPLETED',
      error_message: 'This cart was checked out; start a new cart.',
    });
  }
}

/**
 * Sums changes aimed at the same existing line (000 §4: quantities of the same item_id are summed
 * first); changes by variant stay as they are.
 */
export function mergeChanges(changes: readonly LineChange[]): LineChange[] {
  const merged: LineChange[] = [];
  const byItem = new Map<string, LineChange>();
  for (const change of changes) {
    if (change.item_id === undefined) {
      merged.push(change);
      continue;
    }
    const key = String(change.item_id);
    const seen = byItem.get(key);
    if (seen) seen.qty += change.qty;
    else {
      const copy = { ...change };
      byItem.set(key, copy);
      merged.push(copy);
    }
  }
  return merged;
}

async function setLineQty(db: Db, cart: CartRow, itemId: string, qty: number): Promise<void> {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemId, itemId)))
    .limit(1);
  if (!line) throw new HttpError(404, 'cart item not found', { error_code: 'CART_ITEM_NOT_FOUND' });
  if (qty < 1) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return;
  }
  assertLineQuantity(qty);
  const catalog = await variantsWithProducts(db, cart.shopId, [line.variantId]);
  const variant = catalog.get(line.variantId)?.variant;
  if (variant?.trackQuantity && qty > variant.quantity) {
    throw new HttpError(400, 'item out of stock', {
      error_code: 'ITEM_OUT_STOCK',
      error_message: `Only ${variant.quantity} left in stock.`,
    });
  }
  await db.update(cartItems).set({ qty }).where(eq(cartItems.id, line.id));
}

async function addVariant(db: Db, cart: CartRow, change: LineChange, variantId: number): Promise<void> {
  const properties = cleanProperties(change.properties);
  const key = propertiesKey(properties);
  // One round trip for the variant with its product, the quantity the line already holds and the
  // next position (the cart's row lock is held, so neither moves until the commit).
  const [entry] = await db
    .select({
      variant: variants,
      product: products,
      existing: sql<
        number | null
      >`(select ${cartItems.qty} from ${cartItems} where ${cartItems.cartId} = ${cart.id} and ${cartItems.variantId} = ${variants.id} and ${cartItems.propertiesKey} = ${key})`,
      next: sql<number>`(select coalesce(max(${cartItems.position}), -1)::int + 1 from ${cartItems} where ${cartItems.cartId} = ${cart.id})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.shopId, cart.shopId), eq(variants.id, variantId)))
    .limit(1);
  if (!entry) throw new HttpError(404, 'variant not found', { error_code: 'VARIANT_NOT_FOUND' });
  const { variant } = entry;
  if (!variantAvailable(variant)) {
    throw new HttpError(400, 'item out of stock', {
      error_code: 'ITEM_OUT_STOCK',
      error_message: 'Sold out.',
    });
  }
  const wanted = (entry.existing ?? 0) + change.qty;
  assertLineQuantity(wanted);
  if (variant.trackQuantity && wanted > variant.quantity) {
    throw new HttpError(400, 'item out of stock', {
      error_code: 'ITEM_OUT_STOCK',
      error_message: `Only ${variant.quantity} left in stock.`,
    });
  }
  await db
    .insert(cartItems)
    .values({
      cartId: cart.id,
      itemId: newItemId(),
      productId: variant.productId,
      variantId,
      qty: change.qty,
      properties,
      propertiesKey: key,
      app: change.app ?? null,
      metadata: change.metadata ?? null,
      postPurchasePrice: change.post_purchase_price ?? null,
      position: entry.next ?? 0,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.variantId, cartItems.propertiesKey],
      set: { qty: sql`${cartItems.qty} + excluded.qty` },
    });
}

async function applyLocked(tx: Db, cart: CartRow, changes: readonly LineChange[]): Promise<void> {
  for (const change of mergeChanges(changes)) {
    if (change.item_id !== undefined) {
      await setLineQty(tx, cart, String(change.item_id), change.qty);
      continue;
    }
    const variantId = toId(change.variant_id);
    if (variantId === undefined) {
      throw new HttpError(400, 'a line change needs item_id or variant_id', { error_code: 'BAD_REQUEST' });
    }
    await addVariant(tx, cart, change, variantId);
  }
}

/**
 * Applies line changes to a cart in one transaction. Setting a line's qty below 1 removes it
 * (000 §4); adding below 1, a fractional or out-of-range qty, or oversize properties are refused
 * with 400 before anything changes (see `line-limits.ts`).
 */
export async function applyChanges(
  db: Db,
  cart: CartRow,
  changes: readonly LineChange[],
  now: Date,
): Promise<void> {
  assertOpen(cart);
  assertLineChanges(changes);
  await db.transaction(async (tx) => {
    // Takes the cart's row lock (serialises concurrent changes of one cart) and stamps it, in one statement.
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
    await applyLocked(tx, cart, changes);
  });
}

/**
 * {@link applyChanges} for the cart of a shop with token `token`, found and locked by the same
 * statement that stamps it: 404 `CART_NOT_FOUND` for no such cart, 409 `CHECKOUT_CART_COMPLETED`
 * for a checked-out one, 400 for a refused change, in that order; nothing changes on any of them.
 * Resolves to the cart.
 */
export async function changeCart(
  db: Db,
  shopId: number,
  token: string,
  changes: readonly LineChange[],
  now: Date,
): Promise<CartRow> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .update(carts)
      .set({ updatedAt: now })
      .where(and(eq(carts.shopId, shopId), eq(carts.token, token), isNull(carts.completedAt)))
      .returning();
    if (!cart) {
      const [found] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.shopId, shopId), eq(carts.token, token)))
        .limit(1);
      if (!found) throw new HttpError(404, 'cart not found', { error_code: 'CART_NOT_FOUND' });
      assertOpen(found);
      throw new Error('cart neither open nor completed');
    }
    assertLineChanges(changes);
    await applyLocked(tx, cart, changes);
    return cart;
  });
}

/**
 * The common cart change, adding one variant, in ONE statement (issue 17;
 * docs/decisions/0342-one-statement-cart-add.md): it takes the open cart's row lock, reads the
 * variant of the shop, inserts the line, or adds to the one with the same identity, only while the
 * line stays within the cap (checked by PostgreSQL on the locked line, so concurrent adds cannot
 * pass it together), and stamps the cart. The cap is the rule of {@link addVariant}: at most
 * {@link MAX_LINE_QUANTITY}, and no more than the stock when the variant tracks it (a sold-out
 * variant's cap is 0). Resolves to true when applied. False means nothing changed and the caller
 * takes the full path ({@link changeCart}), which answers the refusal in its order (no cart,
 * completed, bad change, unknown variant, sold out, too many) or applies the change if what
 * stopped this one (another request's line) moved meanwhile.
 *
 * With an idempotency key not claimed yet, the same statement claims it (decision 0470) and
 * changes the cart only if it won: the key is then `held` (stored or released by the route), or
 * `taken` by another request, which throws {@link KeyTaken} with nothing changed. A change refused
 * before the statement leaves the key `open`, for the full path to claim.
 */
export async function addOneVariant(
  database: Database,
  shopId: number,
  token: string,
  change: LineChange,
  now: Date,
  claim?: KeyClaim,
): Promise<boolean> {
  const variantId = toId(change.variant_id);
  if (change.item_id !== undefined || variantId === undefined || lineChangeProblem(change)) return false;
  const properties = cleanProperties(change.properties);
  const claiming = claim?.state === 'open';
  const [outcome] = await database.query<{ won: number; applied: number }>(
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
    claiming ? 'vitrine_cart_add_one_claiming' : 'vitrine_cart_add_one',
  );
  if (claiming) claimed(claim, Boolean(outcome?.won), 'held');
  return (outcome?.applied ?? 0) > 0;
}

/**
 * The statement of {@link addOneVariant}, prepared once per connection. Parameters: shop, cart
 * token, MAX_LINE_QUANTITY, variant, new item id, qty, properties (JSON), properties key, app,
 * metadata (JSON), post-purchase price, now; with `claiming`, the key's claim after them
 * ({@link claimCte}), and the cart is locked and changed only when the claim won. One row: `won`
 * (1 when claimed here, or without a claim) and `applied`.
 */
const addOneVariantSql = (claiming: boolean) => `WITH ${claiming ? `${claimCte(13)}, ` : ''}cart AS (
  SELECT id FROM carts WHERE shop_id = $1 AND token = $2 AND completed_at IS NULL${claiming ? ' AND EXISTS (SELECT 1 FROM claim)' : ''}
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
  RETURNING cart_id
), stamped AS (
  UPDATE carts SET updated_at = $12::text::timestamptz FROM line WHERE carts.id = line.cart_id RETURNING carts.id
)
SELECT ${claiming ? '(SELECT count(*) FROM claim)::int' : '1'} AS won, (SELECT count(*) FROM stamped)::int AS applied`;

const ADD_ONE_VARIANT_SQL = addOneVariantSql(false);
const ADD_ONE_VARIANT_CLAIMING_SQL = addOneVariantSql(true);
