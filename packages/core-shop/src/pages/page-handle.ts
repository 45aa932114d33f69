/**
 * A page handle as looked up: trimmed.
 */
export function normalisePageHandle(handle: string): string {
  return handle.trim();
}

/**
 * Whether a bare page handle can be looked up: it must be non-empty (000 §5 Other rules).
 *
 * @example
 * ```ts
 * isLookupHandle('about-us'); // true
 * isLookupHandle('  '); // false
 * ```
 */
export function isLookupHandle(handle: string): boolean {
  return normalisePageHandle(handle) !== '';
}

/**
 * The `handles` query of pages-by-handles: non-empty handles, trimmed, without repeats, joined
 * with commas (000 §7); `undefined` when none is left (nothing to ask).
 */
export function pageHandlesQuery(handles: readonly string[]): string | undefined {
  const unique = [...new Set(handles.map(normalisePageHandle).filter((handle) => handle !== ''))];
  return unique.length === 0 ? undefined : unique.join(',');
}
