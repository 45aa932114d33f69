import { inArray } from 'drizzle-orm';
import { cartLines } from '../cart/cart-view';
import type { CartLineView } from '../cart/cart-view';
import type { Db } from '../db/client';
import { collectionProducts } from '../db/schema/index';

/** A cart line with the collections of its product (for collection-only discounts). */
export interface CheckoutLine extends CartLineView {
  collection_ids: number[];
}

/** The lines of a cart with their product's collections. */
export async function checkoutLines(db: Db, shopId: number, cartId: number): Promise<CheckoutLine[]> {
  const lines = await cartLines(db, shopId, cartId);
  return withCollections(db, lines);
}

/** Adds the collection ids of each line's product. */
export async function withCollections(db: Db, lines: CartLineView[]): Promise<CheckoutLine[]> {
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  const memberships =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
          .from(collectionProducts)
          .where(inArray(collectionProducts.productId, productIds));
  return lines.map((line) => ({
    ...line,
    collection_ids: memberships.filter((m) => m.productId === line.product_id).map((m) => m.collectionId),
  }));
}

/**
 * Lines over their stock (001 §3 stock_can_not_fulfill, keyed by item_id). The stock is the
 * variant's: its lines (different properties make different lines, 000 §4) are counted together,
 * and all of them are listed when together they hold more (decision 0150).
 */
export function stockProblems(lines: readonly CartLineView[]) {
  const held = new Map<number, number>();
  for (const line of lines) held.set(line.variant_id, (held.get(line.variant_id) ?? 0) + line.qty);
  return lines
    .filter(
      (line) =>
        !line.available ||
        (line.quantity_available !== null && (held.get(line.variant_id) ?? 0) > line.quantity_available),
    )
    .map((line) => ({
      item_id: line.item_id,
      variant_id: line.variant_id,
      qty: line.qty,
      quantity_available: line.quantity_available ?? 0,
    }));
}
