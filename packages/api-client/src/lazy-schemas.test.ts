import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { endpoints } from './endpoints';
import * as api from './index';
import type { EndpointDef } from './endpoints/define';
import { Cart } from './schemas/cart';

const SCHEMA_FIELDS = ['query', 'body', 'headers', 'response'] as const;
const typeOf = (schema: z.ZodMiniType): string => schema._zod.def.type;

describe('schemas are built on first use (docs/decisions/0486)', () => {
  it('every schema of the endpoint table is lazy, so importing the table builds none of them', () => {
    const eager = Object.values(endpoints as Readonly<Record<string, EndpointDef>>).flatMap((endpoint) =>
      SCHEMA_FIELDS.filter((field) => {
        const schema = endpoint[field];
        return schema !== undefined && typeOf(schema) !== 'lazy';
      }).map((field) => `${endpoint.id}.${field}`),
    );
    expect(eager).toEqual([]);
  });

  it('every schema the package exports is lazy too, but MenuItem (it refers to itself through a getter)', () => {
    const isSchema = (value: unknown): value is z.ZodMiniType =>
      typeof value === 'object' && value !== null && '_zod' in value;
    const eager = Object.entries(api)
      .filter(([, value]) => isSchema(value) && typeOf(value) !== 'lazy')
      .map(([name]) => name);
    expect(eager).toEqual(['MenuItem']);
  });

  it('a lazy schema reads like the schema it stands for, and is built once', () => {
    const answer = { items: [], subtotal_price: 0, total_price: 0, total_quantity: 0, extra: 'kept' };
    expect(Cart.safeParse(answer)).toEqual({ success: true, data: answer });
    expect(Cart.safeParse({ items: [] }).success).toBe(false);
    const inner = Cart._zod.innerType;
    Cart.safeParse(answer);
    expect(Cart._zod.innerType).toBe(inner);
  });
});
