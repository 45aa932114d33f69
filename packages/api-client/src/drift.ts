import type { SchemaIssue } from './result';

/** A zod issue, as much of it as the report needs. @internal */
interface ZodIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly expected?: unknown;
  readonly values?: readonly unknown[];
  readonly message?: string;
}

/** What a server sent, described for a human: `string "12.5"`, `number 3`, `null`, `undefined`, `array(2)`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'string')
    return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${String(value)}`;
}

const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    root,
  );

/**
 * Turns zod issues into a drift report a developer can act on: the field's path, what the schema
 * expected, and what the server actually sent there.
 * @internal
 */
export function toSchemaIssues(issues: readonly ZodIssueLike[], data: unknown): SchemaIssue[] {
  return issues.map((issue) => {
    const expected =
      issue.expected !== undefined
        ? String(issue.expected)
        : issue.values
          ? `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
          : issue.code;
    return {
      path: issue.path.map(String).join('.'),
      code: issue.code,
      expected,
      received: describeValue(valueAt(data, issue.path)),
    };
  });
}

/** One line per issue: `result.items.0.price: expected number, received string "12.5"`. */
export function formatSchemaIssues(endpoint: string, issues: readonly SchemaIssue[]): string {
  return issues
    .map((i) => `${endpoint} ${i.path || '(root)'}: expected ${i.expected}, received ${i.received}`)
    .join('\n');
}
