import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, products, shops, variants } from '../db/schema/index';
import type { CartProperty } from '../db/schema/index';
import { HttpError } from '../errors';
import { randomBase64url } from '../passwords';
import { idOf } from '../validate';
import { variantAvailable } from '../catalog/product-view';
import type { CartRow } from './cart-view';
import { cleanProperties, propertiesKey } from './line-identity';
import { assertLineChanges, assertLineQuantity } from './line-limits';
import { checkedPostPurchasePrice } from './post-purchase-price';

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
  return `li_${randomBase64url(9)}`;
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

/** The 400 of a change that would hold more than a variant's stock (decision 0150). */
function outOfStock(quantity: number): HttpError {
  return new HttpError(400, 'item out of stock', {
    error_code: 'ITEM_OUT_STOCK',
    error_message: `Only ${quantity} left in stock.`,
  });
}

/**
 * Refuses changes that leave the cart holding more of a variant than its stock: the stock is the
 * variant's, so its lines, whatever their properties (000 §4), are counted together (decision
 * 0150: ITEM_OUT_STOCK for more than the stock; 001 §3 stock_can_not_fulfill). Checked once the
 * changes are made, so a request moving pieces from one line to another is judged by its result.
 */
async function assertWithinStock(db: Db, cart: CartRow, variantIds: ReadonlySet<number>): Promise<void> {
  if (variantIds.size === 0) return;
  const [over] = await db
    .select({ quantity: variants.quantity })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(
      and(
        eq(cartItems.cartId, cart.id),
        inArray(cartItems.variantId, [...variantIds]),
        eq(variants.trackQuantity, true),
      ),
    )
    .groupBy(variants.id, variants.quantity)
    .having(sql`sum(${cartItems.qty}) > ${variants.quantity}`)
    .limit(1);
  if (over) throw outOfStock(over.quantity);
}

/** Sets a line's qty (below 1 removes it); resolves to its variant, whose stock is checked after. */
async function setLineQty(db: Db, cart: CartRow, itemId: string, qty: number): Promise<number | undefined> {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemId, itemId)))
    .limit(1);
  if (!line) throw new HttpError(404, 'cart item not found', { error_code: 'CART_ITEM_NOT_FOUND' });
  if (qty < 1) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return undefined;
  }
  assertLineQuantity(qty);
  await db.update(cartItems).set({ qty }).where(eq(cartItems.id, line.id));
  return line.variantId;
}

async function addVariant(
  db: Db,
  cart: CartRow,
  change: LineChange,
  variantId: number,
  postPurchase: boolean,
): Promise<number> {
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
      currency: shops.currency,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(shops, eq(shops.id, variants.shopId))
    .where(and(eq(variants.shopId, cart.shopId), eq(variants.id, variantId)))
    .limit(1);
  if (!entry) throw new HttpError(404, 'variant not found', { error_code: 'VARIANT_NOT_FOUND' });
  const { variant } = entry;
  const postPurchasePrice = await checkedPostPurchasePrice(
    db,
    { shopId: cart.shopId, productId: variant.productId, price: variant.price, currency: entry.currency },
    change.post_purchase_price,
    postPurchase,
  );
  if (!variantAvailable(variant)) {
    throw new HttpError(400, 'item out of stock', {
      error_code: 'ITEM_OUT_STOCK',
      error_message: 'Sold out.',
    });
  }
  // The line's cap; the variant's stock is checked over all its lines after the changes.
  assertLineQuantity((entry.existing ?? 0) + change.qty);
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
      postPurchasePrice: postPurchasePrice ?? null,
      position: entry.next ?? 0,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.variantId, cartItems.propertiesKey],
      set: { qty: sql`${cartItems.qty} + excluded.qty` },
    });
  return variantId;
}

async function applyLocked(
  tx: Db,
  cart: CartRow,
  changes: readonly LineChange[],
  postPurchase: boolean,
): Promise<void> {
  const stocked = new Set<number>();
  for (const change of mergeChanges(changes)) {
    if (change.item_id !== undefined) {
      const changed = await setLineQty(tx, cart, String(change.item_id), change.qty);
      if (changed !== undefined) stocked.add(changed);
      continue;
    }
    const variantId = idOf(change.variant_id);
    if (variantId === undefined) {
      throw new HttpError(400, 'a line change needs item_id or variant_id', { error_code: 'BAD_REQUEST' });
    }
    stocked.add(await addVariant(tx, cart, change, variantId, postPurchase));
  }
  await assertWithinStock(tx, cart, stocked);
}

/**
 * Applies line changes to a cart in one transaction. Setting a line's qty below 1 removes it
 * (000 §4); adding below 1, a fractional or out-of-range qty, or oversize properties are refused
 * with 400 before anything changes (see `line-limits.ts`). `postPurchase`: the request's
 * `post_purchase=true` (000 §7), without which an add's `post_purchase_price` is refused, as is
 * one that is not a post-purchase offer's price (`post-purchase-price.ts`, decision 0579).
 */
export async function applyChanges(
  db: Db,
  cart: CartRow,
  changes: readonly LineChange[],
  now: Date,
  postPurchase = false,
): Promise<void> {
  assertOpen(cart);
  assertLineChanges(changes);
  await db.transaction(async (tx) => {
    // Takes the cart's row lock (serialises concurrent changes of one cart) and stamps it, in one statement.
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
    await applyLocked(tx, cart, changes, postPurchase);
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
  postPurchase = false,
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
    await applyLocked(tx, cart, changes, postPurchase);
    return cart;
  });
}
