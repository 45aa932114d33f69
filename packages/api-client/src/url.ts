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

/**
 * The URL of a call: the base URL and the filled path joined by one slash, then the query
 * (`encodeURIComponent`-style, as `URLSearchParams` writes it). An empty or `/` base leaves the
 * path relative to the page.
 * @internal
 */
export function callUrl(baseURL: string, path: string, query: Readonly<Record<string, string>>): string {
  const base = baseURL === '/' ? '' : baseURL.replace(/\/+$/, '');
  const search = new URLSearchParams(query).toString();
  return `${base}${base && !path.startsWith('/') ? '/' : ''}${path}${search ? `?${search}` : ''}`;
}
