import type { Context, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import { HttpError } from './errors';
import { MAX_SERIAL_ID } from './limits';

/** A zod (mini or classic) schema. */
type Schema = z.ZodMiniType;

function issuesOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[];
}) {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    message: issue.message,
    code: issue.code,
  }));
}

function badRequest(what: string, error: Parameters<typeof issuesOf>[0]): HttpError {
  return new HttpError(400, `invalid ${what}`, { error_code: 'BAD_REQUEST', issues: issuesOf(error) });
}

/** U+0000: PostgreSQL refuses it in text (22021) and in jsonb (22P05), so no request may carry it. */
const NUL = '\u0000';

/** The issue of an input holding {@link NUL}, at `path`. */
function nulIssue(path: readonly PropertyKey[]) {
  return { path, message: 'must not contain the NUL character', code: 'invalid_format' };
}

/**
 * Where a parsed JSON value holds {@link NUL}, in a string or a key: the path of the first place
 * found, else undefined. Walked without recursion, so a deeply nested body cannot overflow the stack.
 */
function nulPathIn(json: unknown): PropertyKey[] | undefined {
  interface Place {
    value: unknown;
    key?: PropertyKey;
    parent?: Place;
  }
  const pathOf = (place: Place): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const places: Place[] = [{ value: json }];
  for (let place = places.pop(); place; place = places.pop()) {
    const { value } = place;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(place);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) places.push({ value: item, key: index, parent: place });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return pathOf({ value: item, key, parent: place });
        places.push({ value: item, key, parent: place });
      }
    }
  }
  return undefined;
}

/**
 * Refuses a request whose path or query holds {@link NUL} (`%00`; a URL carries it no other way)
 * with 400 BAD_REQUEST, as a query that does not parse, before any route reads it. JSON bodies are
 * checked by {@link parseBody}.
 * @throws HttpError 400 BAD_REQUEST naming the query parameter that holds it
 */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (!c.req.url.includes('%00')) return next();
  const url = new URL(c.req.url);
  if (url.pathname.includes('%00')) throw badRequest('path', { issues: [nulIssue([])] });
  const names = Object.entries(c.req.queries())
    .filter(([name, values]) => name.includes(NUL) || values.some((value) => value.includes(NUL)))
    .map(([name]) => name);
  throw badRequest('query', {
    issues: names.length > 0 ? names.map((name) => nulIssue([name])) : [nulIssue([])],
  });
};

/** Query values arrive as strings; numbers and booleans the schema expects are converted. */
function coerce(value: string, expected: string): unknown {
  if (expected === 'number') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  if (expected === 'boolean') {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0' || value === '') return false;
  }
  return value;
}

/**
 * Validates the query string with the endpoint table's query schema (the same schema the client
 * uses). Where the schema wants a number or a boolean, the string is converted first.
 * @throws HttpError 400 BAD_REQUEST with the zod issues.
 */
export function parseQuery<S extends Schema>(c: Context, schema: S): z.output<S> {
  const raw: Record<string, unknown> = { ...c.req.query() };
  const first = schema.safeParse(raw);
  if (first.success) return first.data as z.output<S>;
  // A flat query object reports every mistyped field at once: convert those, then parse again.
  for (const issue of first.error.issues) {
    const key = issue.path[0];
    const expected = (issue as { expected?: unknown }).expected;
    const value = typeof key === 'string' ? raw[key] : undefined;
    if (issue.code !== 'invalid_type' || issue.path.length !== 1 || typeof key !== 'string') continue;
    if (typeof value === 'string' && typeof expected === 'string') raw[key] = coerce(value, expected);
  }
  const second = schema.safeParse(raw);
  if (second.success) return second.data as z.output<S>;
  throw badRequest('query', second.error);
}

/**
 * Reads the JSON body and validates it with the endpoint table's body schema.
 * @throws HttpError 400 BAD_REQUEST when the body is not JSON, holds NUL in a string or a key, or
 * does not match.
 */
export async function parseBody<S extends Schema>(c: Context, schema: S): Promise<z.output<S>> {
  let json: unknown;
  let text: string;
  try {
    text = await c.req.text();
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid JSON body', { error_code: 'BAD_REQUEST', issues: [] });
  }
  // A JSON text writes NUL only as the escape \u0000 (a raw one does not parse).
  const nul = text.includes('\\u0000') ? nulPathIn(json) : undefined;
  if (nul) throw badRequest('body', { issues: [nulIssue(nul)] });
  const result = schema.safeParse(json);
  if (result.success) return result.data as z.output<S>;
  throw badRequest('body', result.error);
}

/** The single-value form of an optional query parameter. */
export function queryParam(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  return value === undefined || value === '' ? undefined : value;
}

/**
 * The row id a request names (a number or its decimal text): a whole number from 1 to
 * {@link MAX_SERIAL_ID}, else undefined. Every id read from a request goes through it, so an id
 * no serial column holds is answered as any other id that is not one (docs/decisions/0261).
 */
export function idOf(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const numeric = Number(value);
  return Number.isInteger(numeric) && numeric > 0 && numeric <= MAX_SERIAL_ID ? numeric : undefined;
}

/** Comma-joined ids → numbers ({@link idOf}; entries that are not ids are dropped). */
export function idList(text: string | undefined): number[] {
  if (!text) return [];
  return text.split(',').flatMap((part) => idOf(part.trim()) ?? []);
}

/**
 * A 1-based page number (default 1; below 1 reads as 1, a fraction is cut).
 * @throws HttpError 400 BAD_REQUEST beyond {@link MAX_SERIAL_ID}, as a query that does not parse
 */
export function pageNumber(page: number | undefined): number {
  if (page === undefined || !Number.isFinite(page)) return 1;
  if (page > MAX_SERIAL_ID) {
    throw new HttpError(400, 'invalid query', {
      error_code: 'BAD_REQUEST',
      issues: [{ path: ['page'], message: `page must be at most ${MAX_SERIAL_ID}`, code: 'too_big' }],
    });
  }
  return Math.max(1, Math.trunc(page));
}
