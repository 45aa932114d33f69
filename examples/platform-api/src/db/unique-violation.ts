/**
 * Whether `error` (or an error it wraps: the query builder puts the driver's in `cause`) is
 * PostgreSQL's refusal of a row by the unique index or key `constraint` (SQLSTATE 23505): two
 * requests raced to write one row and this one lost.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const {
      code,
      constraint: name,
      cause,
    } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}
