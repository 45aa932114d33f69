/**
 * Pure cart rules (000 §4 Cart, §4 Product page): line identity, quantities, the after-add
 * outcome. No machine, no I/O.
 */
import { type CartItem, type LineProperty, MAX_LINE_QUANTITY } from '@vitrine/api-client';
import {
  AFTER_ADD_CHECKOUT_SETTINGS,
  AFTER_ADD_PAGE_SETTING,
  CHECKOUT_CART_COMPLETED,
  MIN_ADD_QUANTITY,
  OPTIMISTIC_ITEM_PREFIX,
} from './cart.constants';
import type { AfterAddOutcome, ItemId, LineQuantityChange } from './cart.types';

/**
 * The custom-option properties that count for a line's identity: names and values trimmed,
 * empty ones dropped (as the platform stores them).
 *
 * @example
 * ```ts
 * cleanProperties([{ name: ' Name ', value: ' Ann ' }, { name: 'Note', value: '' }]);
 * // [{ name: 'Name', value: 'Ann' }]
 * ```
 */
export function cleanProperties(properties: readonly LineProperty[] | null | undefined): LineProperty[] {
  return (properties ?? [])
    .map((property) => ({ name: property.name.trim(), value: property.value.trim() }))
    .filter((property) => property.name !== '' && property.value !== '');
}

/**
 * A line's identity: its variant and its custom-option properties (in any order). Two adds of
 * one variant with different personalisation are two lines; the same personalisation is one.
 *
 * @example
 * ```ts
 * lineKey(7, [{ name: 'Name', value: 'Ann' }]) === lineKey('7', [{ name: 'Name', value: 'Ann ' }]); // true
 * lineKey(7, [{ name: 'Name', value: 'Ann' }]) === lineKey(7, [{ name: 'Name', value: 'Bob' }]); // false
 * ```
 */
export function lineKey(variantId: ItemId, properties?: readonly LineProperty[] | null): string {
  const sorted = cleanProperties(properties).sort((a, b) =>
    a.name === b.name ? compare(a.value, b.value) : compare(a.name, b.name),
  );
  return `${String(variantId)}|${JSON.stringify(sorted.map((property) => [property.name, property.value]))}`;
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The identity key of a cart line (see {@link lineKey}). */
export function lineKeyOf(line: Pick<CartItem, 'variant_id' | 'properties'>): string {
  return lineKey(line.variant_id, line.properties);
}

/** The temporary `item_id` of an optimistic new line with identity `key`. */
export function optimisticItemId(key: string): string {
  return `${OPTIMISTIC_ITEM_PREFIX}${key}`;
}

/** Whether an `item_id` is a temporary optimistic one (the server has not confirmed the line yet). */
export function isOptimisticItemId(itemId: ItemId): boolean {
  return typeof itemId === 'string' && itemId.startsWith(OPTIMISTIC_ITEM_PREFIX);
}

/**
 * A quantity as the platform applies it (whole units, fractions dropped), or `undefined` when it
 * is not a number at all.
 *
 * @example
 * ```ts
 * wholeQuantity(2.7); // 2
 * wholeQuantity(Number.NaN); // undefined
 * ```
 */
export function wholeQuantity(qty: number): number | undefined {
  return Number.isFinite(qty) ? Math.trunc(qty) : undefined;
}

/** Whether setting a line to this quantity removes it (000 §4 Cart: "setting a quantity below 1 removes the item"). */
export function removesLine(qty: number): boolean {
  return qty < 1;
}

/**
 * Whether an add may carry this (whole) quantity: at least 1. An add below 1 is a validation
 * error, not a removal (issue 16; only setting a line's quantity removes it, 000 §4 Cart).
 *
 * @example
 * ```ts
 * isAddQuantity(1); // true
 * isAddQuantity(0); // false
 * ```
 */
export function isAddQuantity(qty: number): boolean {
  return qty >= MIN_ADD_QUANTITY;
}

/**
 * Whether a line may hold this (whole) quantity: at most `MAX_LINE_QUANTITY` (9 999) of
 * `@vitrine/api-client`, the most the platform keeps of one line (docs/decisions/0261, 0603). More
 * is refused before it is sent.
 *
 * @example
 * ```ts
 * fitsLine(9_999); // true
 * fitsLine(10_000); // false
 * ```
 */
export function fitsLine(qty: number): boolean {
  return qty <= MAX_LINE_QUANTITY;
}

/**
 * Sums the quantities of changes naming the same `item_id` into one change, at the position of
 * the first (000 §4 Cart: "when one line is updated, quantities of the same item_id across lines
 * are summed first").
 *
 * @example
 * ```ts
 * sumQuantitiesByItemId([{ itemId: 'a', qty: 1 }, { itemId: 'b', qty: 2 }, { itemId: 'a', qty: 3 }]);
 * // [{ itemId: 'a', qty: 4 }, { itemId: 'b', qty: 2 }]
 * ```
 */
export function sumQuantitiesByItemId(changes: readonly LineQuantityChange[]): LineQuantityChange[] {
  const order: string[] = [];
  const sums = new Map<string, LineQuantityChange>();
  for (const change of changes) {
    const id = String(change.itemId);
    const seen = sums.get(id);
    if (seen) sums.set(id, { itemId: seen.itemId, qty: seen.qty + change.qty });
    else {
      order.push(id);
      sums.set(id, { itemId: change.itemId, qty: change.qty });
    }
  }
  return order.map((id) => sums.get(id)!);
}

/**
 * What follows a successful add (000 §4 Product page): 'check_out' or 'checkout' goes to
 * checkout, 'page' goes to /cart, anything else opens the mini cart; 'buy now' goes straight to
 * checkout whatever the setting.
 *
 * @example
 * ```ts
 * afterAddOutcome('page', false); // 'cart-page'
 * afterAddOutcome(undefined, true); // 'checkout'
 * afterAddOutcome('drawer', false); // 'mini-cart'
 * ```
 */
export function afterAddOutcome(setting: string | null | undefined, buyNow: boolean): AfterAddOutcome {
  if (buyNow) return 'checkout';
  if ((AFTER_ADD_CHECKOUT_SETTINGS as readonly (string | null | undefined)[]).includes(setting))
    return 'checkout';
  if (setting === AFTER_ADD_PAGE_SETTING) return 'cart-page';
  return 'mini-cart';
}

/** Whether a server error code means the cart's checkout completed (000 §4 Cart: clear it, make a new token). */
export function isCartCompletedCode(code: string | null | undefined): boolean {
  return code === CHECKOUT_CART_COMPLETED;
}
