/**
 * Optimistic state and the mutation queue (docs/decisions/0181): the cart the shopper sees is
 * the last cart the server confirmed with every pending mutation applied on top, in order. A
 * mutation that fails simply leaves the queue, so its change disappears (rollback) while later
 * ones stay. Pure functions only.
 */
import type { CartItemChange, Cart } from '@vitrine/api-client';
import {
  isOptimisticItemId,
  lineKeyOf,
  optimisticItemId,
  removesLine,
  sumQuantitiesByItemId,
} from './cart.rules';
import type { CartError, CartMutation, ItemId, LineRef, QueuedLineChange, WireLine } from './cart.types';
import { cartError } from './cart-error';

/** An empty cart (no lines, zero totals): the state before the first fetch and after a reset. */
export const EMPTY_CART: Cart = { items: [], subtotal_price: 0, total_price: 0, total_quantity: 0 };

/** The line of `cart` a reference points at: by `item_id`, else by identity key. */
export function findLine(cart: Cart, target: LineRef): WireLine | undefined {
  const byId = cart.items.find((line) => String(line.item_id) === target.itemId);
  if (byId) return byId;
  return target.key === undefined ? undefined : cart.items.find((line) => lineKeyOf(line) === target.key);
}

/** A reference to the line `itemId` of `cart` (keeping its identity key when the line is known). */
export function lineRef(cart: Cart, itemId: ItemId): LineRef {
  const id = String(itemId);
  const line = cart.items.find((item) => String(item.item_id) === id);
  return { itemId: id, key: line ? lineKeyOf(line) : undefined };
}

const withItems = (cart: Cart, items: WireLine[]): Cart => ({ ...cart, items });

function setQuantity(cart: Cart, target: LineRef, qty: number): Cart {
  const line = findLine(cart, target);
  if (!line) return cart;
  if (removesLine(qty))
    return withItems(
      cart,
      cart.items.filter((item) => item !== line),
    );
  return withItems(
    cart,
    cart.items.map((item) => (item === line ? { ...item, qty, pending: true } : item)),
  );
}

/**
 * The cart with one mutation applied optimistically. Lines it touches are marked `pending`;
 * totals stay the server's (they come from the server only).
 *
 * @example
 * ```ts
 * applyMutation(EMPTY_CART, { id: 'm1', kind: 'add', line: { variant_id: 7, qty: 1 }, key: lineKey(7), buyNow: false, merged: [] })
 *   .items[0]; // { item_id: 'optimistic:7|[]', variant_id: 7, qty: 1, price: 0, pending: true, ... }
 * ```
 */
export function applyMutation(cart: Cart, mutation: CartMutation): Cart {
  switch (mutation.kind) {
    case 'add': {
      const existing = cart.items.find((line) => lineKeyOf(line) === mutation.key);
      const ref: LineRef = { itemId: String(existing?.item_id ?? ''), key: mutation.key };
      // An add below 1 never reaches the queue (mutationFromEvent refuses it, issue 16).
      if (removesLine(mutation.line.qty)) return cart;
      if (existing) return setQuantity(cart, ref, existing.qty + mutation.line.qty);
      const { variant_id, qty, properties, app, metadata, post_purchase_price } = mutation.line;
      const line: WireLine = {
        item_id: optimisticItemId(mutation.key),
        variant_id,
        qty,
        properties: properties ?? [],
        price: post_purchase_price ?? 0,
        pending: true,
        ...(app === undefined ? {} : { app }),
        ...(metadata === undefined ? {} : { metadata }),
      };
      return withItems(cart, [...cart.items, line]);
    }
    case 'update':
      return setQuantity(cart, mutation.target, mutation.qty);
    case 'updateMany':
      return mergedChanges(mutation.changes).reduce(
        (current, change) => setQuantity(current, change.target, change.qty),
        cart,
      );
    case 'remove':
      return setQuantity(cart, mutation.target, 0);
    case 'clear':
      return withItems(cart, []);
  }
}

/** Queued changes with the quantities of one `item_id` summed first (000 §4 Cart). */
function mergedChanges(changes: readonly QueuedLineChange[]): QueuedLineChange[] {
  const targets = new Map(changes.map((change) => [change.target.itemId, change.target]));
  return sumQuantitiesByItemId(
    changes.map((change) => ({ itemId: change.target.itemId, qty: change.qty })),
  ).map((change) => ({ target: targets.get(String(change.itemId))!, qty: change.qty }));
}

/**
 * The cart the shopper sees: the confirmed server cart with the in-flight mutation and then the
 * queued ones applied, in order.
 */
export function projectCart(
  server: Cart,
  inFlight: CartMutation | undefined,
  queue: readonly CartMutation[],
): Cart {
  const pending = inFlight ? [inFlight, ...queue] : queue;
  return pending.reduce(applyMutation, server);
}

const sameLine = (a: LineRef, b: LineRef): boolean =>
  a.itemId === b.itemId || (a.key !== undefined && a.key === b.key);

/**
 * Adds a mutation at the end of the queue. A quantity change (or removal) of the line whose
 * quantity the last queued mutation sets replaces it (last write wins; the replaced id settles
 * with the new one); a change never replaces a queued removal. Only the tail is coalesced, so
 * the order of changes to one line is never altered.
 */
export function enqueue(queue: readonly CartMutation[], mutation: CartMutation): CartMutation[] {
  const last = queue.at(-1);
  const setsLine = (m: CartMutation): LineRef | undefined =>
    m.kind === 'update' || m.kind === 'remove' ? m.target : undefined;
  const lastTarget = last ? setsLine(last) : undefined;
  const nextTarget = setsLine(mutation);
  // A change after a removal must not bring the line back, so only a removal replaces one.
  const isRemoval = (m: CartMutation): boolean =>
    m.kind === 'remove' || (m.kind === 'update' && removesLine(m.qty));
  const replaceable = last !== undefined && (!isRemoval(last) || isRemoval(mutation));
  if (last && lastTarget && nextTarget && replaceable && sameLine(lastTarget, nextTarget)) {
    return [...queue.slice(0, -1), { ...mutation, merged: [...last.merged, last.id, ...mutation.merged] }];
  }
  return [...queue, mutation];
}

/** What to send for a mutation, resolved against the confirmed server cart at send time. */
export type CartRequest =
  | { readonly call: 'cart.update'; readonly cartItem: CartItemChange }
  | { readonly call: 'cart.updateMultiple'; readonly cartItems: readonly CartItemChange[] }
  | { readonly call: 'cart.delete'; readonly itemId: ItemId }
  /** Nothing to send: the server cart already is what the mutation asks for. */
  | { readonly call: 'none' }
  /** Cannot be sent (the line is gone, the quantity is not a number). */
  | { readonly call: 'fail'; readonly error: CartError };

/** The real `item_id` of a queued target in the confirmed cart, if the line is there. */
function resolveItemId(server: Cart, target: LineRef): ItemId | undefined {
  const line = findLine(server, target);
  return line && !isOptimisticItemId(line.item_id) ? line.item_id : undefined;
}

/**
 * Turns the head of the queue into the call to make. Targets are found in the confirmed cart
 * by `item_id`, else by identity (a change aimed at a line still being added finds it once the
 * add is confirmed). A remove of a line already gone needs no call.
 */
export function toCartRequest(mutation: CartMutation, server: Cart): CartRequest {
  switch (mutation.kind) {
    case 'add':
      return { call: 'cart.update', cartItem: mutation.line };
    case 'update': {
      const itemId = resolveItemId(server, mutation.target);
      if (itemId === undefined) return { call: 'fail', error: cartError('line_not_found') };
      return removesLine(mutation.qty)
        ? { call: 'cart.delete', itemId }
        : { call: 'cart.update', cartItem: { item_id: itemId, qty: mutation.qty } };
    }
    case 'updateMany': {
      const cartItems: CartItemChange[] = [];
      for (const change of mergedChanges(mutation.changes)) {
        const itemId = resolveItemId(server, change.target);
        if (itemId !== undefined) cartItems.push({ item_id: itemId, qty: change.qty });
      }
      if (cartItems.length === 0) {
        return mutation.changes.length === 0
          ? { call: 'none' }
          : { call: 'fail', error: cartError('line_not_found') };
      }
      return { call: 'cart.updateMultiple', cartItems };
    }
    case 'remove': {
      const itemId = resolveItemId(server, mutation.target);
      return itemId === undefined ? { call: 'none' } : { call: 'cart.delete', itemId };
    }
    case 'clear':
      return server.items.length === 0
        ? { call: 'none' }
        : {
            call: 'cart.updateMultiple',
            cartItems: server.items.map((line) => ({ item_id: line.item_id, qty: 0 })),
          };
  }
}

/** Whether a mutation survives a cart reset (CHECKOUT_CART_COMPLETED): adds do, changes to old lines do not. */
export function survivesReset(mutation: CartMutation): boolean {
  return mutation.kind === 'add';
}
