import type { Cart } from '@vitrine/api-client';
import { lineRef } from './cart.optimistic';
import {
  fitsLine,
  isAddQuantity,
  lineKey,
  lineKeyOf,
  sumQuantitiesByItemId,
  wholeQuantity,
} from './cart.rules';
import type { CartError, CartMutation } from './cart.types';
import type { CartEvent } from './cart.machine.types';
import { cartError } from './cart-error';

/** The events that queue a cart mutation. @internal */
export type MutationEvent = Extract<
  CartEvent,
  { type: 'cart.add' | 'cart.buyNow' | 'line.update' | 'lines.update' | 'line.remove' | 'cart.clear' }
>;

/**
 * The queued mutation of a mutation event, aimed at the lines of `cart` (the cart the shopper
 * sees), or the error that stops it before anything is sent: a quantity that is not a number, an
 * add below 1 (issue 16: only setting a line's quantity below 1 removes it, 000 §4 Cart), or a
 * line that would hold more than the platform keeps (9 999, docs/decisions/0261), an add's
 * counted with what the line already holds.
 * A quantity below 1 turns an update into a removal; an update's changes naming the same
 * `item_id` are summed first.
 * @internal
 *
 * @example
 * ```ts
 * mutationFromEvent(cart, { type: 'line.update', itemId: 'li_1', qty: 0 }, 'r1');
 * // { mutation: { id: 'r1', kind: 'remove', target: { itemId: 'li_1', key: '7|[]' }, merged: [] } }
 * ```
 */
export function mutationFromEvent(
  cart: Cart,
  event: MutationEvent,
  id: string,
): { readonly mutation: CartMutation } | { readonly error: CartError } {
  const invalid = { error: cartError('invalid_quantity') } as const;
  switch (event.type) {
    case 'cart.add':
    case 'cart.buyNow': {
      const qty = wholeQuantity(event.line.qty);
      if (qty === undefined || !isAddQuantity(qty)) return invalid;
      const key = lineKey(event.line.variant_id, event.line.properties);
      // An add is counted into the line of the same variant and properties (0182).
      const held = cart.items.find((line) => lineKeyOf(line) === key)?.qty ?? 0;
      if (!fitsLine(held + qty)) return invalid;
      return {
        mutation: {
          id,
          kind: 'add',
          line: { ...event.line, qty },
          key,
          buyNow: event.type === 'cart.buyNow',
          merged: [],
        },
      };
    }
    case 'line.update': {
      const qty = wholeQuantity(event.qty);
      if (qty === undefined || !fitsLine(qty)) return invalid;
      const target = lineRef(cart, event.itemId);
      return {
        mutation:
          qty < 1
            ? { id, kind: 'remove', target, merged: [] }
            : { id, kind: 'update', target, qty, merged: [] },
      };
    }
    case 'lines.update': {
      const changes = [];
      for (const change of sumQuantitiesByItemId(event.changes)) {
        const qty = wholeQuantity(change.qty);
        if (qty === undefined || !fitsLine(qty)) return invalid;
        changes.push({ target: lineRef(cart, change.itemId), qty });
      }
      return { mutation: { id, kind: 'updateMany', changes, merged: [] } };
    }
    case 'line.remove':
      return { mutation: { id, kind: 'remove', target: lineRef(cart, event.itemId), merged: [] } };
    case 'cart.clear':
      return { mutation: { id, kind: 'clear', merged: [] } };
  }
}

/** The ids that settle when `mutation` settles: its own and those of the mutations it replaced. @internal */
export function settlingIds(mutation: CartMutation): readonly string[] {
  return [...mutation.merged, mutation.id];
}
