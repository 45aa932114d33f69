import type { Cart } from '@vitrine/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutationFromEvent } from './cart.mutations';
import { applyMutation, EMPTY_CART, enqueue, projectCart, toCartRequest } from './cart.optimistic';
import { lineKey, optimisticItemId } from './cart.rules';
import type { CartMutation } from './cart.types';

const server: Cart = {
  ...EMPTY_CART,
  items: [
    { item_id: 'li_1', variant_id: 1, qty: 2, properties: [], price: 10 },
    { item_id: 'li_2', variant_id: 1, qty: 1, properties: [{ name: 'Name', value: 'Ann' }], price: 10 },
  ],
  subtotal_price: 30,
  total_price: 30,
  total_quantity: 3,
};

const add = (id: string, variant: number, qty: number, name?: string): CartMutation => {
  const properties = name ? [{ name: 'Name', value: name }] : [];
  return {
    id,
    kind: 'add',
    line: { variant_id: variant, qty, properties },
    key: lineKey(variant, properties),
    buyNow: false,
    merged: [],
  };
};
const update = (id: string, itemId: string, qty: number, key?: string): CartMutation => ({
  id,
  kind: 'update',
  target: { itemId, key },
  qty,
  merged: [],
});
const lines = (cart: Cart) => cart.items.map((line) => [String(line.item_id), line.qty]);

describe('applyMutation', () => {
  it('adds to the line of the same identity, and a new line for another personalisation', () => {
    const same = applyMutation(server, add('m1', 1, 3, 'Ann'));
    expect(lines(same)).toEqual([
      ['li_1', 2],
      ['li_2', 4],
    ]);
    const other = applyMutation(server, add('m1', 1, 1, 'Bob'));
    expect(lines(other)).toEqual([
      ['li_1', 2],
      ['li_2', 1],
      [optimisticItemId(lineKey(1, [{ name: 'Name', value: 'Bob' }])), 1],
    ]);
    expect(other.items[2]?.pending).toBe(true);
  });

  it('keeps two differently personalised optimistic adds as two lines', () => {
    const cart = [add('a', 5, 1, 'Ann'), add('b', 5, 1, 'Bob'), add('c', 5, 2, 'Ann')].reduce(
      applyMutation,
      EMPTY_CART,
    );
    expect(cart.items.map((line) => [line.properties, line.qty])).toEqual([
      [[{ name: 'Name', value: 'Ann' }], 3],
      [[{ name: 'Name', value: 'Bob' }], 1],
    ]);
  });

  it('removes a line set below 1, and leaves totals to the server', () => {
    const cart = applyMutation(server, update('m', 'li_1', 0));
    expect(lines(cart)).toEqual([['li_2', 1]]);
    expect(cart.total_price).toBe(30);
  });

  it('an add below 1 changes nothing (it is refused before the queue, issue 16)', () => {
    expect(applyMutation(server, add('m', 1, 0, 'Ann'))).toBe(server);
    expect(applyMutation(EMPTY_CART, add('m', 1, 0))).toBe(EMPTY_CART);
  });

  it('sums one item_id first in an update of many lines', () => {
    const built = mutationFromEvent(
      server,
      {
        type: 'lines.update',
        changes: [
          { itemId: 'li_1', qty: 2 },
          { itemId: 'li_2', qty: 4 },
          { itemId: 'li_1', qty: 3 },
        ],
      },
      'm',
    );
    if (!('mutation' in built)) throw new Error('expected a mutation');
    expect(lines(applyMutation(server, built.mutation))).toEqual([
      ['li_1', 5],
      ['li_2', 4],
    ]);
  });

  it('clears every line', () => {
    expect(applyMutation(server, { id: 'm', kind: 'clear', merged: [] }).items).toEqual([]);
  });
});

describe('mutationFromEvent', () => {
  it('turns an update below 1 into a removal and refuses quantities that are not numbers', () => {
    const removal = mutationFromEvent(server, { type: 'line.update', itemId: 'li_1', qty: 0 }, 'r');
    expect(removal).toEqual({
      mutation: { id: 'r', kind: 'remove', target: { itemId: 'li_1', key: lineKey(1) }, merged: [] },
    });
    const invalid = mutationFromEvent(
      server,
      { type: 'cart.add', line: { variant_id: 1, qty: Number.NaN } },
      'r',
    );
    expect(invalid).toEqual({ error: expect.objectContaining({ code: 'invalid_quantity' }) });
  });

  it('refuses an add below 1 (issue 16) but turns an update below 1 into a removal (000 §4 Cart)', () => {
    for (const qty of [0, -3, 0.9]) {
      expect(mutationFromEvent(server, { type: 'cart.add', line: { variant_id: 1, qty } }, 'r')).toEqual({
        error: expect.objectContaining({ code: 'invalid_quantity', message: 'cart.invalid_quantity' }),
      });
      expect(mutationFromEvent(server, { type: 'cart.buyNow', line: { variant_id: 1, qty } }, 'r')).toEqual({
        error: expect.objectContaining({ code: 'invalid_quantity' }),
      });
      expect(mutationFromEvent(server, { type: 'line.update', itemId: 'li_1', qty }, 'r')).toMatchObject({
        mutation: { kind: 'remove' },
      });
    }
    expect(
      mutationFromEvent(server, { type: 'cart.add', line: { variant_id: 1, qty: 1 } }, 'r'),
    ).toMatchObject({ mutation: { kind: 'add', line: { qty: 1 } } });
  });
});

describe('enqueue (coalescing the tail)', () => {
  it('replaces a queued quantity change of the same line, and settles the replaced id with it', () => {
    const queue = enqueue(enqueue([], update('a', 'li_1', 3)), update('b', 'li_1', 5));
    expect(queue).toEqual([{ ...update('b', 'li_1', 5), merged: ['a'] }]);
  });

  it('does not coalesce across another mutation of the line', () => {
    const queue = [update('a', 'li_2', 3), add('b', 1, 1, 'Ann'), update('c', 'li_2', 5)].reduce(
      enqueue,
      [] as CartMutation[],
    );
    expect(queue.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives the same optimistic cart as the raw sequence (property)', () => {
    const itemIds = ['li_1', 'li_2', 'li_9'];
    const mutation = fc.oneof(
      fc.record({
        kind: fc.constant('update' as const),
        item: fc.constantFrom(...itemIds),
        qty: fc.integer({ min: -1, max: 6 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), item: fc.constantFrom(...itemIds) }),
      fc.record({
        kind: fc.constant('add' as const),
        name: fc.constantFrom(undefined, 'Ann', 'Bob'),
        qty: fc.integer({ min: 1, max: 3 }), // an add below 1 never reaches the queue (issue 16)
      }),
    );
    fc.assert(
      fc.property(fc.array(mutation, { maxLength: 10 }), (steps) => {
        const raw: CartMutation[] = steps.map((step, index) => {
          const id = `m${index}`;
          if (step.kind === 'add') return add(id, 1, step.qty, step.name);
          const key = server.items.find((line) => line.item_id === step.item);
          const target = {
            itemId: step.item,
            key: key ? lineKey(key.variant_id, key.properties) : undefined,
          };
          return step.kind === 'update'
            ? { id, kind: 'update', target, qty: step.qty, merged: [] }
            : { id, kind: 'remove', target, merged: [] };
        });
        const coalesced = raw.reduce(enqueue, [] as CartMutation[]);
        expect(lines(projectCart(server, undefined, coalesced))).toEqual(
          lines(projectCart(server, undefined, raw)),
        );
        const settled = coalesced.flatMap((m) => [...m.merged, m.id]).sort();
        expect(settled).toEqual(raw.map((m) => m.id).sort());
      }),
    );
  });
});

describe('toCartRequest (resolved at send time)', () => {
  it('finds a line added optimistically by its identity once the server confirmed it', () => {
    const key = lineKey(1, [{ name: 'Name', value: 'Ann' }]);
    const request = toCartRequest(update('m', optimisticItemId(key), 4, key), server);
    expect(request).toEqual({ call: 'cart.update', cartItem: { item_id: 'li_2', qty: 4 } });
  });

  it('fails an update of a line that is gone; a removal of it needs no call', () => {
    expect(toCartRequest(update('m', 'li_404', 4), server)).toEqual({
      call: 'fail',
      error: expect.objectContaining({ code: 'line_not_found' }),
    });
    expect(
      toCartRequest(
        { id: 'm', kind: 'remove', target: { itemId: 'li_404', key: undefined }, merged: [] },
        server,
      ),
    ).toEqual({
      call: 'none',
    });
  });

  it('clears with one multiple-update setting every line to 0', () => {
    expect(toCartRequest({ id: 'm', kind: 'clear', merged: [] }, server)).toEqual({
      call: 'cart.updateMultiple',
      cartItems: [
        { item_id: 'li_1', qty: 0 },
        { item_id: 'li_2', qty: 0 },
      ],
    });
    expect(toCartRequest({ id: 'm', kind: 'clear', merged: [] }, EMPTY_CART)).toEqual({ call: 'none' });
  });

  it('sends an add as a line change by variant with its properties', () => {
    expect(toCartRequest(add('m', 1, 2, 'Ann'), server)).toEqual({
      call: 'cart.update',
      cartItem: { variant_id: 1, qty: 2, properties: [{ name: 'Name', value: 'Ann' }] },
    });
  });
});
