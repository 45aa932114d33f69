/**
 * The cart against the real platform-api in process (PGlite): random interleavings of
 * mutations (fast-check), idempotency, line identity, single-flight creation, completed carts
 * and cross-tab sync. One server for the whole file.
 */
import type { Cart, LineProperty } from '@vitrine/api-client';
import { formatMoney } from '@vitrine/core-pricing';
import {
  type Clock,
  createMemoryChannelHub,
  createMemoryLock,
  createMemoryNavigate,
  createMemoryStorage,
} from '@vitrine/ports';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CART_TOKEN_STORAGE_KEY, CHECKOUT_TOKEN_STORAGE_KEY } from './cart.constants';
import { type CartFacade, type CartVerbResult, cartFacade, cartLogic, createCart } from './cart.facade';
import { startPlatform, type TestPlatform } from './cart.platform.fixtures';
import { isOptimisticItemId, lineKeyOf } from './cart.rules';
import { selectCart, selectCartLines, selectCartView, selectShopCart } from './cart.selectors';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);

afterAll(async () => {
  await platform?.close();
});

/** The server's cart, read with a fault-free client. */
async function serverCart(token: string): Promise<Cart> {
  const result = await platform.client().call('cart.get', { query: { cart_token: token } });
  if (!result.ok) throw new Error(`cart.get failed: ${JSON.stringify(result.failure)}`);
  return result.data.result;
}

/** What must agree between the machine and the server. */
const essence = (cart: Cart) => ({
  lines: cart.items.map((line) => ({
    item_id: String(line.item_id),
    variant_id: Number(line.variant_id),
    qty: line.qty,
    properties: line.properties ?? [],
  })),
  total_price: cart.total_price,
  subtotal_price: cart.subtotal_price,
  total_quantity: cart.total_quantity,
});

type Fault = 'drop-before' | 'drop-after' | 'server-error';

/** A fetch over the in-process server that fails the next calls as told. */
function faultyFetch() {
  const faults: Fault[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const fault = faults.shift();
    if (fault === 'drop-before') throw new TypeError('fetch failed');
    if (fault === 'server-error') {
      return Response.json({ code: 503, success: false, error: 'unavailable' }, { status: 503 });
    }
    const response = await platform.fetch(input, init);
    // The server applied the call, but its answer never arrives.
    if (fault === 'drop-after') throw new TypeError('fetch failed');
    return response;
  };
  return { fetch: fetch as typeof globalThis.fetch, inject: (fault: Fault) => faults.push(fault) };
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format.
const DOLLARS = '${{amount}}';

const NAMES = [undefined, 'Ann', 'Bob'] as const;
const props = (name: (typeof NAMES)[number]): LineProperty[] => (name ? [{ name: 'Name', value: name }] : []);

type Command =
  | {
      readonly kind: 'add';
      readonly variant: number;
      readonly name: (typeof NAMES)[number];
      readonly qty: number;
    }
  | { readonly kind: 'update'; readonly line: number; readonly qty: number }
  | {
      readonly kind: 'updateMany';
      readonly changes: readonly { readonly line: number; readonly qty: number }[];
    }
  | { readonly kind: 'remove'; readonly line: number }
  | { readonly kind: 'clear' }
  | { readonly kind: 'settle' }
  | { readonly kind: 'tick'; readonly turns: number }
  | { readonly kind: 'fault'; readonly fault: Fault };

const mutationCommand: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      variant: fc.integer({ min: 0, max: 3 }), // 3 is the scarce variant
      name: fc.constantFrom(...NAMES),
      qty: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      line: fc.nat(5),
      qty: fc.integer({ min: -1, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('updateMany' as const),
      changes: fc.array(fc.record({ line: fc.nat(5), qty: fc.integer({ min: 0, max: 4 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'settle' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('tick' as const), turns: fc.integer({ min: 1, max: 4 }) }),
  },
);

const faultCommand: fc.Arbitrary<Command> = fc.record({
  kind: fc.constant('fault' as const),
  fault: fc.constantFrom<Fault>('drop-before', 'drop-after', 'server-error'),
});

const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Fires the commands at the cart without waiting (except `settle` and `tick`). */
async function fire(cart: CartFacade, commands: readonly Command[], inject: (fault: Fault) => void) {
  const results: Promise<CartVerbResult>[] = [];
  const lineAt = (index: number) => {
    const lines = selectCartLines(cart.getSnapshot());
    return lines.length === 0 ? undefined : lines[index % lines.length];
  };
  for (const command of commands) {
    switch (command.kind) {
      case 'add': {
        const variant = command.variant === 3 ? platform.scarce : platform.variants[command.variant]!;
        results.push(
          cart.add({ variantId: variant.id, quantity: command.qty, properties: props(command.name) }),
        );
        break;
      }
      case 'update': {
        const line = lineAt(command.line);
        if (line) results.push(cart.update(line.id, command.qty));
        break;
      }
      case 'updateMany': {
        const changes = command.changes.flatMap((change) => {
          const line = lineAt(change.line);
          return line ? [{ lineId: line.id, quantity: change.qty }] : [];
        });
        if (changes.length > 0) results.push(cart.updateMany(changes));
        break;
      }
      case 'remove': {
        const line = lineAt(command.line);
        if (line) results.push(cart.remove(line.id));
        break;
      }
      case 'clear':
        results.push(cart.clear());
        break;
      case 'settle':
        await cart.settled();
        break;
      case 'tick':
        for (let i = 0; i < command.turns; i++) await turn();
        break;
      case 'fault':
        inject(command.fault);
        break;
    }
  }
  return results;
}

/** The machine's delays (go to checkout, resync) in a blink: the tests wait for real time. */
const fastClock: Clock = {
  setTimeout: (fn) => setTimeout(fn, 1),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** A started cart over a faulty fetch, settled on its first (fault-free) fetch. */
async function freshCart() {
  const faults = faultyFetch();
  const storage = createMemoryStorage();
  const cart = createCart({
    transport: platform.transport(faults.fetch),
    ports: { storage, clock: fastClock },
  });
  await cart.settled();
  return { cart, storage, inject: faults.inject };
}

/** Checks that the machine and the server agree once everything settled. */
async function expectAgreement(cart: CartFacade, results: readonly Promise<CartVerbResult>[]) {
  await Promise.all(results);
  const snapshot = await cart.settled();
  const { context } = snapshot;
  expect(context.inFlight).toBeUndefined();
  expect(context.queue).toEqual([]);
  expect(context.cart.items.some((line) => line.pending || isOptimisticItemId(line.item_id))).toBe(false);
  const server = await serverCart(context.cartToken!);
  expect(essence(context.cart)).toEqual(essence(server));
  // Line identity: no two lines of one variant with the same properties.
  const keys = server.items.map(lineKeyOf);
  expect(new Set(keys).size).toBe(keys.length);
  return server;
}

describe('cart against the platform: random interleavings (fast-check)', () => {
  it('machine and server agree after any interleaving of add/update/remove', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutationCommand, { minLength: 1, maxLength: 14 }), async (commands) => {
        const { cart, inject } = await freshCart();
        try {
          const results = await fire(cart, commands, inject);
          await expectAgreement(cart, results);
        } finally {
          cart.stop();
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('they still agree when calls fail or answers are lost (rolled back, then refetched)', async () => {
    const command = fc.oneof(
      { weight: 5, arbitrary: mutationCommand },
      { weight: 1, arbitrary: faultCommand },
    );
    // At most 4 faults a run: the network comes back before the resync gives up (1 + 3 refetches,
    // each tried twice by the transport), so agreement is reachable.
    const fewFaults = (commands: readonly Command[]) =>
      commands.filter((c) => c.kind === 'fault').length <= 4;
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 1, maxLength: 14 }).filter(fewFaults),
        async (commands) => {
          const { cart, inject } = await freshCart();
          try {
            const results = await fire(cart, commands, inject);
            const settled = await Promise.all(results);
            // Every failed change comes back with an error value the UI can show.
            for (const result of settled) if (!result.ok) expect(result.error.message).toMatch(/^cart\./);
            await expectAgreement(cart, results);
          } finally {
            cart.stop();
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('without faults, the end state is what the shopper asked for, in order (reference model)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutationCommand, { minLength: 1, maxLength: 12 }), async (commands) => {
        const { cart, inject } = await freshCart();
        try {
          const expected = new Map<string, number>(); // line key → qty, in the order the shopper sees
          const stockOf = (variantId: number) =>
            variantId === platform.scarce.id ? platform.scarce.stock : undefined;
          const results: Promise<CartVerbResult>[] = [];
          for (const command of commands) {
            // Resolve line positions against what the shopper sees, then apply the intent to the model.
            const seen = selectCartLines(cart.getSnapshot());
            const keyAt = (index: number) => {
              const line = seen.length === 0 ? undefined : seen[index % seen.length];
              return line && lineKeyOf({ variant_id: line.variantId, properties: [...line.properties] });
            };
            const variantOf = (key: string) => Number(key.split('|')[0]);
            // A tracked variant's stock counts all its lines together, whatever their properties
            // (decision 0150, 0600): a change is kept only when every variant still fits after it.
            const fitsAll = (model: ReadonlyMap<string, number>) => {
              const totals = new Map<number, number>();
              for (const [key, qty] of model)
                totals.set(variantOf(key), (totals.get(variantOf(key)) ?? 0) + qty);
              return [...totals].every(([variantId, total]) => {
                const stock = stockOf(variantId);
                return stock === undefined || total <= stock;
              });
            };
            const keepIfFits = (candidate: Map<string, number>) => {
              if (!fitsAll(candidate)) return;
              expected.clear();
              for (const [key, qty] of candidate) expected.set(key, qty);
            };
            const withChange = (changes: readonly (readonly [string, number])[]) => {
              const candidate = new Map(expected);
              for (const [key, qty] of changes) {
                if (qty < 1) candidate.delete(key);
                else candidate.set(key, qty);
              }
              return candidate;
            };
            if (command.kind === 'add') {
              const variant = command.variant === 3 ? platform.scarce : platform.variants[command.variant]!;
              const key = lineKeyOf({ variant_id: variant.id, properties: props(command.name) });
              // Issue 16: an add below 1 is refused; it changes nothing.
              if (command.qty < 1) continue;
              keepIfFits(withChange([[key, (expected.get(key) ?? 0) + command.qty]]));
            } else if (command.kind === 'update' || command.kind === 'remove') {
              const key = keyAt(command.line);
              const qty = command.kind === 'remove' ? 0 : command.qty;
              if (key !== undefined && expected.has(key)) keepIfFits(withChange([[key, qty]]));
            } else if (command.kind === 'updateMany') {
              const sums = new Map<string, number>();
              for (const change of command.changes) {
                const key = keyAt(change.line);
                if (key !== undefined) sums.set(key, (sums.get(key) ?? 0) + change.qty);
              }
              keepIfFits(withChange([...sums].filter(([key]) => expected.has(key))));
            } else if (command.kind === 'clear') expected.clear();
            results.push(...(await fire(cart, [command], inject)));
          }
          const server = await expectAgreement(cart, results);
          const actual = new Map(server.items.map((line) => [lineKeyOf(line), line.qty]));
          expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
        } finally {
          cart.stop();
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('cart against the platform: identity, idempotency, creation, completion', () => {
  it('keeps two differently personalised adds of one variant as two lines, optimistic state included', async () => {
    const { cart } = await freshCart();
    const variant = platform.variants[0]!.id;
    const adds = [
      cart.add({ variantId: variant, quantity: 1, properties: [{ name: 'Name', value: 'Ann' }] }),
      cart.add({ variantId: variant, quantity: 1, properties: [{ name: 'Name', value: 'Bob' }] }),
      cart.add({ variantId: variant, quantity: 2, properties: [{ name: 'Name', value: ' Ann ' }] }),
    ];
    const optimistic = selectCartLines(cart.getSnapshot()).map((line) => [line.properties, line.quantity]);
    expect(optimistic).toEqual([
      [[{ name: 'Name', value: 'Ann' }], 3],
      [[{ name: 'Name', value: 'Bob' }], 1],
    ]);
    await Promise.all(adds);
    const server = await serverCart(cart.getSnapshot().context.cartToken!);
    expect(server.items.map((line) => [line.properties, line.qty])).toEqual(optimistic);
    cart.stop();
  });

  it('an add below 1 is refused without a call; setting a line below 1 removes it (issue 16, 000 §4 Cart)', async () => {
    let calls = 0;
    const counting = (async (input: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      return platform.fetch(input, init);
    }) as typeof fetch;
    const cart = createCart({ transport: platform.transport(counting) });
    const added = await cart.add({ variantId: platform.variants[0]!.id, quantity: 2 });
    const before = calls;
    const refused = await cart.add({ variantId: platform.variants[0]!.id, quantity: 0 });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid_quantity' } });
    expect(calls).toBe(before);
    const token = cart.getSnapshot().context.cartToken!;
    expect((await serverCart(token)).items.map((line) => line.qty)).toEqual([2]);
    const lineId = added.ok ? added.value.lines[0]!.id : '';
    expect((await cart.update(lineId, 0)).ok).toBe(true);
    expect((await serverCart(token)).items).toEqual([]);
    cart.stop();
  });

  it('parallel first adds create one cart', async () => {
    const count = async () =>
      (await platform.database.query<{ n: number }>('select count(*)::int as n from carts'))[0]!.n;
    const before = await count();
    const storage = createMemoryStorage();
    const cart = createCart({ transport: platform.transport(), ports: { storage } });
    const results = await Promise.all(
      platform.variants.map((variant) => cart.add({ variantId: variant.id, quantity: 1 })),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await count()) - before).toBe(1);
    expect((await serverCart(storage.get(CART_TOKEN_STORAGE_KEY)!)).items).toHaveLength(3);
    cart.stop();
  });

  it('a retried request (same idempotency key) is applied once', async () => {
    let replayed = 0;
    // A proxy that sends every mutation twice with the same headers and returns the second answer.
    const retrying = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      if (!init?.method || init.method === 'GET') return platform.fetch(input, init);
      await platform.fetch(input, init);
      const again = await platform.fetch(input, init);
      if (again.headers.get('idempotent-replayed') === 'true') replayed += 1;
      return again;
    };
    const cart = createCart({ transport: platform.transport(retrying as typeof fetch) });
    await cart.add({ variantId: platform.variants[1]!.id, quantity: 2 });
    const [line] = selectCartLines(cart.getSnapshot());
    await cart.update(line!.id, 5);
    const server = await serverCart(cart.getSnapshot().context.cartToken!);
    expect(server.items.map((item) => item.qty)).toEqual([5]);
    expect(replayed).toBe(3); // create, add, update
    await cart.add({ variantId: platform.variants[1]!.id, quantity: 1 });
    expect((await serverCart(cart.getSnapshot().context.cartToken!)).items[0]?.qty).toBe(6);
    cart.stop();
  });

  it('rolls a refused add back with the server text', async () => {
    const { cart } = await freshCart();
    const result = await cart.add({ variantId: platform.scarce.id, quantity: platform.scarce.stock! + 1 });
    expect(result).toMatchObject({ ok: false, error: { code: 'add_failed', serverCode: 'ITEM_OUT_STOCK' } });
    expect(result.ok ? undefined : result.error.serverMessage).toMatch(/left in stock/);
    await cart.settled();
    expect(selectCartLines(cart.getSnapshot())).toEqual([]);
    cart.stop();
  });

  it('CHECKOUT_CART_COMPLETED clears the cart and makes a new token; the add lands in the new cart', async () => {
    const { cart, storage } = await freshCart();
    await cart.add({ variantId: platform.variants[0]!.id, quantity: 1 });
    const oldToken = storage.get(CART_TOKEN_STORAGE_KEY)!;
    await platform.completeCart(oldToken);
    const result = await cart.add({ variantId: platform.variants[1]!.id, quantity: 2 });
    expect(result.ok).toBe(true);
    const newToken = storage.get(CART_TOKEN_STORAGE_KEY)!;
    expect(newToken).not.toBe(oldToken);
    const server = await serverCart(newToken);
    expect(server.items.map((line) => [Number(line.variant_id), line.qty])).toEqual([
      [platform.variants[1]!.id, 2],
    ]);
    expect(essence(cart.getSnapshot().context.cart)).toEqual(essence(server));
    cart.stop();
  });

  it('goes to checkout with the route intent of the server checkout token', async () => {
    const navigate = createMemoryNavigate();
    const cart = createCart({ transport: platform.transport(), ports: { navigate, clock: fastClock } });
    await cart.add({ variantId: platform.variants[0]!.id, quantity: 1 });
    expect((await cart.goToCheckout({ step: 'contact_information' })).ok).toBe(true);
    const { checkoutToken } = cart.getSnapshot().context;
    expect(navigate.intents).toEqual([
      {
        type: 'route',
        route: 'checkout',
        params: { token: checkoutToken },
        query: { step: 'contact_information' },
      },
    ]);
    cart.stop();
  });

  it('formats the server totals for display, and gives them in minor units', async () => {
    const { cart } = await freshCart();
    await cart.add({ variantId: platform.variants[0]!.id, quantity: 2 });
    const format = '{{amount_with_comma_separator}} EUR';
    const view = selectCartView(cart.getSnapshot(), format);
    const server = await serverCart(cart.getSnapshot().context.cartToken!);
    expect(view.total).toBe(formatMoney(server.total_price, format));
    expect(view.subtotal).toBe(formatMoney(server.subtotal_price, format));
    expect(view.lines[0]?.linePrice).toBe(formatMoney(server.items[0]!.line_price!, format));
    expect(view.total).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} EUR$/);
    const contents = selectCart(cart.getSnapshot());
    expect(contents.totals.total.amount).toBe(Math.round(server.total_price * 100));
    expect(contents.lines[0]).toMatchObject({
      quantity: 2,
      title: server.items[0]!.title,
      lineTotal: { amount: Math.round(server.items[0]!.line_price! * 100) },
    });
    cart.stop();
  });

  it('shows the cart in the display currency, keeps what it sends and what the server holds in the shop currency (000 §9)', async () => {
    const { cart } = await freshCart();
    const display = { currency: 'JPY', locale: 'ja-JP', rates: { base: 'USD', rates: { JPY: 151.4 } } };
    await cart.configure({ display });
    const added = await cart.add({ variantId: platform.variants[0]!.id, quantity: 2 });
    if (!added.ok) throw new Error(added.error.code);
    const server = await serverCart(cart.getSnapshot().context.cartToken!);
    // The platform's cart is unchanged by the display currency.
    expect(selectShopCart(cart.getSnapshot()).totals.total.amount).toBe(Math.round(server.total_price * 100));
    const unit = Math.round(server.items[0]!.price * 151.4);
    expect(added.value.lines[0]?.price).toMatchObject({ amount: unit, currency: 'JPY' });
    expect(added.value.totals.subtotal).toMatchObject({ amount: unit * 2, currency: 'JPY' });
    expect(selectCart(cart.getSnapshot())).toBe(selectCart(cart.getSnapshot()));
    expect(selectCartView(cart.getSnapshot(), DOLLARS).subtotal).toBe(
      new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(unit * 2),
    );
    // The display currency survives a persisted snapshot; null shows the shop's again.
    const restored = createCart({ transport: platform.transport(), snapshot: cart.persist() });
    expect(selectCart(restored.getSnapshot()).currency).toBe('JPY');
    restored.stop();
    await cart.configure({ display: null });
    expect(selectCart(cart.getSnapshot()).totals.total).toEqual({
      amount: Math.round(server.total_price * 100),
      currency: 'USD',
    });
    cart.stop();
  });
});

describe('cart against the platform: across tabs (ports channels and lock)', () => {
  it('a change in one tab reaches the other, which refetches', async () => {
    const hub = createMemoryChannelHub();
    const storage = createMemoryStorage(); // local storage is shared by the tabs of one origin
    const tabA = createCart({ transport: platform.transport(), ports: { storage, channels: hub.tab() } });
    await tabA.settled();
    const tabB = createCart({ transport: platform.transport(), ports: { storage, channels: hub.tab() } });
    await tabB.settled();
    expect(tabB.getSnapshot().context.cartToken).toBe(tabA.getSnapshot().context.cartToken);

    await tabA.add({
      variantId: platform.variants[2]!.id,
      quantity: 3,
      properties: [{ name: 'Name', value: 'Ann' }],
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tabB.settled();
    expect(essence(tabB.getSnapshot().context.cart)).toEqual(essence(tabA.getSnapshot().context.cart));
    expect(selectCartLines(tabB.getSnapshot())[0]?.quantity).toBe(3);

    // Tab B changes the quantity; tab A follows.
    await tabB.update(selectCartLines(tabB.getSnapshot())[0]!.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tabA.settled();
    expect(selectCartLines(tabA.getSnapshot())[0]?.quantity).toBe(1);
    tabA.stop();
    tabB.stop();
  });

  it('two fresh tabs sharing one memory lock and one channel hub, adding at once, make one cart', async () => {
    const count = async () =>
      (await platform.database.query<{ n: number }>('select count(*)::int as n from carts'))[0]!.n;
    const before = await count();
    const hub = createMemoryChannelHub();
    const storage = createMemoryStorage();
    const lock = createMemoryLock();
    const tabs = [0, 1].map(() =>
      createCart({ transport: platform.transport(), ports: { storage, lock, channels: hub.tab() } }),
    );
    await Promise.all(
      tabs.map((tab, index) => tab.add({ variantId: platform.variants[index]!.id, quantity: 1 })),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(tabs.map((tab) => tab.settled()));
    expect((await count()) - before).toBe(1);
    const [a, b] = tabs.map((tab) => tab.getSnapshot().context);
    expect(a!.cartToken).toBe(b!.cartToken);
    expect(essence(a!.cart)).toEqual(essence(b!.cart));
    expect(a!.cart.items).toHaveLength(2);
    for (const tab of tabs) tab.stop();
  });

  it('a new cart made in one tab (after CHECKOUT_CART_COMPLETED) is joined by the other', async () => {
    const hub = createMemoryChannelHub();
    const storageA = createMemoryStorage();
    const tabA = createCart({
      transport: platform.transport(),
      ports: { storage: storageA, channels: hub.tab() },
    });
    await tabA.add({ variantId: platform.variants[0]!.id, quantity: 1 });
    const storageB = createMemoryStorage({
      cart_token: storageA.get(CART_TOKEN_STORAGE_KEY)!,
      checkout_token: storageA.get(CHECKOUT_TOKEN_STORAGE_KEY)!,
    });
    const tabB = createCart({
      transport: platform.transport(),
      ports: { storage: storageB, channels: hub.tab() },
    });
    await tabB.settled();
    await platform.completeCart(storageA.get(CART_TOKEN_STORAGE_KEY)!);
    await tabA.add({ variantId: platform.variants[1]!.id, quantity: 4 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tabB.settled();
    expect(tabB.getSnapshot().context.cartToken).toBe(tabA.getSnapshot().context.cartToken);
    expect(storageB.get(CART_TOKEN_STORAGE_KEY)).toBe(storageA.get(CART_TOKEN_STORAGE_KEY));
    expect(essence(tabB.getSnapshot().context.cart)).toEqual(essence(tabA.getSnapshot().context.cart));
    tabA.stop();
    tabB.stop();
  });
  // 0183: a change of cart reaches the other tabs. The sdk joins a recovered checkout's cart with
  // cart.sync (adoptCart): the other open tabs must follow, not keep the old cart.
  it('a cart joined with cart.sync (a recovered checkout) is joined by the other tabs too', async () => {
    const hub = createMemoryChannelHub();
    const storage = createMemoryStorage();
    const actorA = createActor(
      cartLogic({ transport: platform.transport(), ports: { storage, channels: hub.tab() } }),
      {
        input: {},
      },
    ).start();
    const tabA = cartFacade(actorA);
    await tabA.add({ variantId: platform.variants[0]!.id, quantity: 1 });
    const tabB = createCart({ transport: platform.transport(), ports: { storage, channels: hub.tab() } });
    await tabB.settled();
    const oldToken = tabB.getSnapshot().context.cartToken;
    expect(oldToken).toBe(actorA.getSnapshot().context.cartToken);

    // The recovered checkout's cart: another cart, holding another item.
    const created = await platform.client().call('cart.create', {});
    if (!created.ok) throw new Error('cart.create failed');
    const { token, checkout_token } = created.data.result;
    const added = await platform.client().call('cart.update', {
      query: { cart_token: token },
      body: { cartItem: { variant_id: platform.variants[1]!.id, qty: 2 } },
    });
    if (!added.ok) throw new Error('cart.update failed');

    actorA.send({ type: 'cart.sync', cartToken: token, checkoutToken: checkout_token });
    await tabA.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await tabB.settled();
    expect(tabB.getSnapshot().context.cartToken).toBe(token);
    expect(tabB.getSnapshot().context.checkoutToken).toBe(checkout_token);
    expect(selectCartLines(tabB.getSnapshot()).map((line) => line.quantity)).toEqual([2]);
    expect(essence(tabB.getSnapshot().context.cart)).toEqual(essence(tabA.getSnapshot().context.cart));
    tabA.stop();
    tabB.stop();
  });
  // 0180: on CHECKOUT_CART_COMPLETED "the old tokens are removed"; 0183: "a cart another tab stored
  // meanwhile is joined". A tab restored from an old snapshot must not delete the newer cart.
  it('a tab restored from before the order joins the new cart another tab stored, not a third', async () => {
    const hub = createMemoryChannelHub();
    const storage = createMemoryStorage();
    const [w, x, y] = platform.variants;
    const tabA = createCart({ transport: platform.transport(), ports: { storage, channels: hub.tab() } });
    await tabA.add({ variantId: w!.id, quantity: 1 });
    const before = tabA.persist();
    const oldToken = tabA.getSnapshot().context.cartToken!;

    // Tab A's order completes; tab A makes the new cart C2 with item X.
    await platform.completeCart(oldToken);
    await tabA.add({ variantId: x!.id, quantity: 1 });
    const newToken = tabA.getSnapshot().context.cartToken;
    expect(newToken).not.toBe(oldToken);
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe(newToken);

    // Tab B comes back from the snapshot taken before the order, and adds Y.
    const tabB = createCart({
      transport: platform.transport(),
      ports: { storage, channels: hub.tab() },
      snapshot: before,
    });
    expect(tabB.getSnapshot().context.cartToken).toBe(oldToken);
    const added = await tabB.add({ variantId: y!.id, quantity: 2 });
    expect(added.ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all([tabA.settled(), tabB.settled()]);

    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe(newToken);
    for (const tab of [tabA, tabB]) {
      expect(tab.getSnapshot().context.cartToken).toBe(newToken);
      const lines = selectCartLines(tab.getSnapshot()).map((line) => [Number(line.variantId), line.quantity]);
      expect(lines).toEqual(
        expect.arrayContaining([
          [x!.id, 1],
          [y!.id, 2],
        ]),
      );
      expect(lines).toHaveLength(2);
    }
    expect(essence(await serverCart(newToken!))).toEqual(essence(tabA.getSnapshot().context.cart));
    tabA.stop();
    tabB.stop();
  });
});

describe('a cart stopped while it works', () => {
  it('settles as it was left: refresh() and settled() resolve, nothing rejects', async () => {
    const cart = createCart({ transport: platform.transport() });
    const refreshing = cart.refresh();
    const settling = cart.settled();
    cart.stop();
    const refreshed = await refreshing;
    expect(typeof refreshed.ok).toBe('boolean');
    expect((await settling).status).toBe('stopped');
  });
});
