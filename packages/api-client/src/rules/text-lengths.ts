// The longest texts a shopper types that the platform keeps, shared by the reference platform
// (which answers a longer one 400 FIELD_TOO_LONG) and by a client that checks before it sends (a
// review, docs/decisions/0615). The spec states none: the reference platform's
// (docs/decisions/0261). Counted as `String.length` counts (UTF-16 code units), as the platform
// counts. In a module of its own, as property-value.ts.

/** Longest name-like field a shopper types (a name, an author, a title, a phone), in characters. */
export const MAX_NAME_LENGTH = 255;

/** Longest free text a shopper types (a contact message, a review), in characters. */
export const MAX_MESSAGE_LENGTH = 5_000;
