// The largest cart line the platform keeps, shared by the reference platform (which refuses more)
// and by a client that checks before it sends (the scripting interface, docs/decisions/0603). The
// spec states none: the reference platform's (docs/decisions/0261). In a module of its own, as
// property-value.ts, so that a part importing it does not share a module with the first load.

/** Largest quantity of one cart line (and of one change): well inside the 32-bit `qty` column. */
export const MAX_LINE_QUANTITY = 9_999;

/** Most custom-option properties on one cart line. */
export const MAX_LINE_PROPERTIES = 50;

/** Longest property name (a custom option's name), in characters. */
export const MAX_PROPERTY_NAME_LENGTH = 255;

/** Longest `app` tag and line id (an id sent as text), in characters. */
export const MAX_SHORT_TEXT_LENGTH = 100;
