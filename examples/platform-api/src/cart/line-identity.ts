import { createHash } from 'node:crypto';
import type { CartProperty } from '../db/schema/index';

/** Trims names and values and drops empty values (000 §5: non-empty values are trimmed and collected). */
export function cleanProperties(properties: readonly CartProperty[] | undefined): CartProperty[] {
  return (properties ?? [])
    .map((property) => ({ name: property.name.trim(), value: property.value.trim() }))
    .filter((property) => property.name !== '' && property.value !== '');
}

/**
 * The part of a line's identity that comes from its custom-option properties: same variant and
 * same properties (in any order) make one line; different properties make two. A SHA-256 hex
 * digest of the sorted pairs ('' for none), so the unique index stays small whatever the values.
 */
export function propertiesKey(properties: readonly CartProperty[]): string {
  if (properties.length === 0) return '';
  const sorted = [...properties].sort((a, b) =>
    a.name === b.name ? a.value.localeCompare(b.value) : a.name.localeCompare(b.name),
  );
  // A digest, not the text: long values would pass the size of a btree index entry.
  const text = JSON.stringify(sorted.map((property) => [property.name, property.value]));
  return createHash('sha256').update(text).digest('hex');
}
