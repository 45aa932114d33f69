/** Query values the platform accepts. */
export type QueryValue = string | number | boolean | undefined | null;

/**
 * Fills a path template's `{name}` parameters, URI-encoded. A missing parameter is left empty,
 * which the server answers with a 404 (the types make that impossible for typed callers).
 * @internal
 */
export function fillPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Drops absent values and turns the rest into strings, so every query is serialised the same way.
 * @internal
 */
export function cleanQuery(query: Readonly<Record<string, QueryValue>> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}
