import type { Context } from 'hono';
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
 * @throws HttpError 400 BAD_REQUEST when the body is not JSON or does not match.
 */
export async function parseBody<S extends Schema>(c: Context, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    const text = await c.req.text();
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid JSON body', { error_code: 'BAD_REQUEST', issues: [] });
  }
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
