/**
 * Every limit the reference server enforces on what a client sends, named once
 * (docs/decisions/0261-request-limits.md). The spec names none of these except the upload size,
 * which comes from the file option (000 §5, §9).
 */

/** Largest JSON (or other non-upload) request body, in bytes; larger bodies answer 413 before they are parsed. */
export const MAX_JSON_BODY_BYTES = 128 * 1024;

/**
 * Largest id a serial (int4) column holds. A request's id above it names no row, and no list has a
 * page beyond it (no table holds more rows): both are refused or not found before a query, never
 * sent to PostgreSQL, whose int4 and bigint parameters would fail with a 500.
 */
export const MAX_SERIAL_ID = 2_147_483_647;

/** Most line changes in one multiple-update. */
export const MAX_CART_CHANGES = 100;

/**
 * A cart line's limits (quantity, properties, property name and value, short texts): the
 * api-client's, shared with clients that check before they send (docs/decisions/0603).
 */
export {
  MAX_LINE_PROPERTIES,
  MAX_LINE_QUANTITY,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_PROPERTY_VALUE_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from '@vitrine/api-client';

/** Largest line `metadata`, as JSON text, in characters. */
export const MAX_LINE_METADATA_LENGTH = 4_096;

/** Highest `post_purchase_price` (the column is numeric(12, 2)). */
export const MAX_LINE_PRICE = 1_000_000_000;

/**
 * Longest name-like field a shopper types (a name, an author, a title, a phone: 255) and longest
 * free text (a contact message, a review: 5 000), in characters: the api-client's, shared with
 * clients that check before they send (docs/decisions/0615).
 */
export { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from '@vitrine/api-client';

/** Most images on one review. */
export const MAX_REVIEW_IMAGES = 10;
