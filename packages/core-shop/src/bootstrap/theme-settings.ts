/** The theme setting that shows the header's search (001 §3 Theme state: "header enable_search"). */
export const SEARCH_SETTING = 'enable_search';

/**
 * Whether the header shows its search (001 §3 Theme state: "header enable_search (default true)"):
 * only an explicit `false` hides it; a missing setting, or one of another type, keeps it
 * (docs/decisions/0487).
 *
 * @example
 * ```ts
 * searchEnabled({}); // true
 * searchEnabled({ enable_search: false }); // false
 * ```
 */
export function searchEnabled(settings: Readonly<Record<string, unknown>>): boolean {
  return settings[SEARCH_SETTING] !== false;
}
