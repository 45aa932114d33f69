/**
 * Bad answers, fuzzed (issue 17 "Bad input, fuzzed"): whatever a server or a proxy answers —
 * arbitrary JSON, text, HTML, empty bodies, any status, or a well-formed envelope with fields
 * removed or of the wrong type — every call of every endpoint resolves to a result value. Nothing
 * throws, nothing rejects.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index';
import { createTransport } from './transport';
import type { AnyEndpoint as EndpointDef } from './transport.types';

const definitions = Object.values(endpoints) as readonly EndpointDef[];

/** Every `{name}` of a path template given a value, so the call reaches the server. */
const pathParams = (template: string): Record<string, string> =>
  Object.fromEntries([...template.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] ?? '', 'x1']));

const STATUSES = [200, 201, 204, 301, 400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503] as const;
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/html', 'text/plain', ''];

/** A body as a broken server might send it. */
const anyBody = fc.oneof(
  fc.json().map((text) => ({ text })),
  fc.string().map((text) => ({ text })),
  fc.constant({ text: '' }),
  fc.constant({ text: '<html><body>Bad gateway</body></html>' }),
  fc.jsonValue().map((result) => ({ text: JSON.stringify({ code: 200, result }) })),
  fc.jsonValue().map((value) => ({ text: JSON.stringify({ code: 200, success: true, data: value }) })),
);

/** A plausible object with one field removed or replaced by a value of another type. */
const damaged = (value: Record<string, unknown>) =>
  fc
    .tuple(
      fc.constantFrom(...Object.keys(value)),
      fc.oneof(
        fc.constant(undefined),
        fc.constant(null),
        fc.integer(),
        fc.string(),
        fc.boolean(),
        fc.array(fc.integer()),
      ),
    )
    .map(([key, replacement]) => {
      const copy: Record<string, unknown> = { ...value };
      if (replacement === undefined) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });

/** Shapes of the spec's answers (000 §3, 001 §3), to damage one field at a time. */
const SHAPES: readonly Record<string, unknown>[] = [
  {
    items: [{ item_id: 1, variant_id: 5, qty: 2, price: 10 }],
    subtotal_price: 20,
    total_price: 20,
    total_quantity: 2,
    token: 'c1',
  },
  {
    id: 7,
    handle: 'tee',
    title: 'Tee',
    variants: [{ id: 5, price: 10, available: true }],
    options: [],
    images: [],
  },
  { token: 't1', refresh_token: 'r1', user: { id: 1, email: 'a@b.c', first_name: 'Ann' } },
  {
    checkout_token: 'k1',
    subtotal_price: 10,
    total_price: 12,
    currency: 'USD',
    line_items: [],
    shipping_address: null,
  },
  { collections: [{ id: 1, handle: 'all', title: 'All' }], total: 1, page: 1 },
];

function transportAnswering(status: number, contentType: string, text: string) {
  let reached = 0;
  const transport = createTransport({
    baseURL: 'http://platform.test',
    shopDomain: 'shop.example',
    idempotencyKey: () => 'k',
    fetch: (async () => {
      reached += 1;
      const noBody = status === 204 || status === 301;
      return new Response(noBody ? null : text, {
        status,
        headers: contentType === '' ? {} : { 'content-type': contentType },
      });
    }) as typeof fetch,
  });
  return { transport, reached: () => reached };
}

async function settles(definition: EndpointDef, status: number, contentType: string, text: string) {
  const { transport, reached } = transportAnswering(status, contentType, text);
  const result = await transport.send(definition as never, { path: pathParams(definition.path) } as never);
  expect(typeof (result as { ok: unknown }).ok).toBe('boolean');
  return reached() > 0;
}

describe('every endpoint, any answer', () => {
  it('resolves to a result for arbitrary bodies, statuses and content types', async () => {
    let reachedServer = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...definitions),
        fc.constantFrom(...STATUSES),
        fc.constantFrom(...CONTENT_TYPES),
        anyBody,
        async (definition, status, contentType, body) => {
          if (await settles(definition, status, contentType, body.text)) reachedServer += 1;
        },
      ),
      { numRuns: 600, seed: 20261124 },
    );
    // The property is about answers: most calls must have reached the fake server.
    expect(reachedServer).toBeGreaterThan(300);
  });

  it('resolves to a result for the spec shapes with a field removed or of the wrong type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...definitions),
        fc.constantFrom(...SHAPES).chain(damaged),
        async (definition, result) => {
          await settles(definition, 200, 'application/json', JSON.stringify({ code: 200, result }));
        },
      ),
      { numRuns: 400, seed: 20261124 },
    );
  });

  it('covers every endpoint of the table', () => {
    expect(definitions.length).toBeGreaterThan(40);
    for (const definition of definitions) expect(definition.path.startsWith('/')).toBe(true);
  });
});
