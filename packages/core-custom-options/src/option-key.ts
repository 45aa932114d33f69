/**
 * The key of an option in {@link CustomOptionFieldValues}: its id as a string, so numeric and string
 * ids from the platform address the same entry.
 *
 * @example
 * ```ts
 * optionKey(7); // '7'
 * ```
 */
export function optionKey(id: string | number): string {
  return String(id);
}
