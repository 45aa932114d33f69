// A module of its own: custom options (a part loaded on first use) import it without sharing the
// cart endpoints' module with the first load (which would split it into chunks of its own).
/**
 * The longest cart line property value the platform keeps (a custom text, a choice, an upload URL),
 * in characters (UTF-16 code units, as `String.length` counts them); a longer one makes the change
 * fail. The spec states none: the reference platform's (docs/decisions/0261), which custom options
 * check before the add (docs/decisions/0596).
 */
export const MAX_PROPERTY_VALUE_LENGTH = 2_000;
