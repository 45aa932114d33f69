import { HttpError } from '../errors';
import {
  MAX_CART_CHANGES,
  MAX_LINE_METADATA_LENGTH,
  MAX_LINE_PRICE,
  MAX_LINE_PROPERTIES,
  MAX_LINE_QUANTITY,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_PROPERTY_VALUE_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from '../limits';
import type { LineChange } from './cart-changes';

/** Error code of a line change the server refuses before touching the cart. */
export const INVALID_LINE_CHANGE = 'INVALID_LINE_CHANGE';
/** Error code of a quantity that is not a whole number in range. */
export const INVALID_QUANTITY = 'INVALID_QUANTITY';

const refuse = (code: string, message: string) => new HttpError(400, message, { error_code: code });

/**
 * Why one line change is refused, or undefined when it may be applied:
 * - a quantity is a whole number of at most {@link MAX_LINE_QUANTITY} either way;
 * - adding a variant needs a quantity of at least 1 (only *setting* a line's quantity below 1
 *   removes it, 000 §4 Cart);
 * - properties, `app`, `metadata`, ids and `post_purchase_price` stay within the limits of
 *   `src/limits.ts`.
 */
export function lineChangeProblem(change: LineChange): HttpError | undefined {
  const { qty } = change;
  if (!Number.isSafeInteger(qty) || Math.abs(qty) > MAX_LINE_QUANTITY) {
    return refuse(INVALID_QUANTITY, `quantity must be a whole number up to ${MAX_LINE_QUANTITY}`);
  }
  if (change.item_id === undefined && qty < 1) {
    return refuse(INVALID_QUANTITY, 'quantity to add must be at least 1');
  }
  for (const id of [change.item_id, change.variant_id]) {
    if (typeof id === 'string' && id.length > MAX_SHORT_TEXT_LENGTH)
      return refuse(INVALID_LINE_CHANGE, 'id too long');
  }
  const properties = change.properties ?? [];
  if (properties.length > MAX_LINE_PROPERTIES) {
    return refuse(INVALID_LINE_CHANGE, `at most ${MAX_LINE_PROPERTIES} properties per line`);
  }
  for (const property of properties) {
    if (property.name.length > MAX_PROPERTY_NAME_LENGTH) {
      return refuse(INVALID_LINE_CHANGE, `property name longer than ${MAX_PROPERTY_NAME_LENGTH} characters`);
    }
    if (property.value.length > MAX_PROPERTY_VALUE_LENGTH) {
      return refuse(
        INVALID_LINE_CHANGE,
        `property value longer than ${MAX_PROPERTY_VALUE_LENGTH} characters`,
      );
    }
  }
  if (change.app !== undefined && change.app.length > MAX_SHORT_TEXT_LENGTH) {
    return refuse(INVALID_LINE_CHANGE, `app longer than ${MAX_SHORT_TEXT_LENGTH} characters`);
  }
  if (change.metadata !== undefined && JSON.stringify(change.metadata).length > MAX_LINE_METADATA_LENGTH) {
    return refuse(INVALID_LINE_CHANGE, `metadata longer than ${MAX_LINE_METADATA_LENGTH} characters`);
  }
  const price = change.post_purchase_price;
  if (price !== undefined && !(Number.isFinite(price) && price >= 0 && price < MAX_LINE_PRICE)) {
    return refuse(INVALID_LINE_CHANGE, 'post_purchase_price out of range');
  }
  return undefined;
}

/** Throws the first problem of a list of changes (or of its length); nothing is applied then. */
export function assertLineChanges(changes: readonly LineChange[]): void {
  if (changes.length > MAX_CART_CHANGES) {
    throw refuse(INVALID_LINE_CHANGE, `at most ${MAX_CART_CHANGES} line changes at once`);
  }
  for (const change of changes) {
    const problem = lineChangeProblem(change);
    if (problem) throw problem;
  }
}

/** Throws when a line would hold more than {@link MAX_LINE_QUANTITY}. */
export function assertLineQuantity(qty: number): void {
  if (qty > MAX_LINE_QUANTITY) {
    throw refuse(INVALID_QUANTITY, `a line holds at most ${MAX_LINE_QUANTITY}`);
  }
}
