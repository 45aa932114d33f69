/**
 * Model-based tests (xstate/graph). `cartModel` is an abstract, independent description of what
 * the cart must do: the shopper's events and the answers the server may give are its events.
 * `createTestModel` generates paths through it; each path is replayed on a real cart actor
 * (actors that answer when the path says, a simulated clock), and after every step the actor's
 * state, visible lines, flags and navigations must be what the model says.
 */
import type { Cart } from '@vitrine/api-client';
import type { NavigationIntent } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, type SnapshotFrom, SimulatedClock, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type {
  CartAnswerOutcome,
  CartCallOutcome,
  FetchCartInput,
  MutateCartInput,
  TokenOutcome,
} from './cart.actors';
import { GO_TO_CHECKOUT_DELAY_MS, RESYNC_DELAY_MS } from './cart.constants';
import { cartMachine } from './cart.machine';
import { EMPTY_CART } from './cart.optimistic';
import { lineKeyOf } from './cart.rules';
import { cartError } from './cart-error';

// ---------------------------------------------------------------------------------------------
// The model

/** The model's lines: A (variant 1), B (variant 1, personalised 'Ann'), C (variant 2, buy now). */
type Key = 'A' | 'B' | 'C';
interface Line {
  readonly key: Key;
  readonly qty: number;
}
type Op =
  | { readonly kind: 'add'; readonly key: Key; readonly qty: number; readonly buyNow: boolean }
  | { readonly kind: 'update'; readonly key: Key; readonly qty: number }
  | { readonly kind: 'remove'; readonly key: Key };

interface ModelContext {
  readonly hasToken: boolean;
  readonly ready: boolean;
  /** The lines the server holds. */
  readonly lines: readonly Line[];
  readonly inFlight: Op | undefined;
  readonly queue: readonly Op[];
  readonly fetchNeeded: boolean;
  /** Requested checkout step: `undefined` none, `null` the default step. */
  readonly checkout: string | null | undefined;
  readonly navigations: readonly (string | null)[];
  readonly ops: number;
  readonly faults: number;
  /** A change failed: the shown cart may differ from the server's until a cart answer. */
  readonly stale: boolean;
  readonly resyncAttempts: number;
}

type ModelEvent = { readonly type: ModelEventType };
type ModelEventType =
  | 'ADD_A'
  | 'ADD_B'
  | 'BUY_NOW'
  | 'UPDATE_FIRST'
  | 'REMOVE_FIRST'
  | 'ADD_ZERO'
  | 'CHECKOUT'
  | 'TOKEN_OK'
  | 'TOKEN_FAIL'
  | 'FETCH_OK'
  | 'FETCH_FAIL'
  | 'FETCH_COMPLETED'
  | 'MUTATE_OK'
  | 'MUTATE_FAIL'
  | 'MUTATE_COMPLETED'
  | 'DELAY'
  | 'RESYNC';

/** Shopper changes per path: 2 keeps the graph to thousands of states (3 explodes). */
const MAX_OPS = 2;
const MAX_FAULTS = 2;
const MAX_RESYNCS = 3;

function applyOp(lines: readonly Line[], op: Op): Line[] {
  const found = lines.find((line) => line.key === op.key);
  switch (op.kind) {
    case 'add':
      if (found) return lines.map((line) => (line === found ? { ...line, qty: line.qty + op.qty } : line));
      return [...lines, { key: op.key, qty: op.qty }];
    case 'update':
      return lines.map((line) => (line === found ? { ...line, qty: op.qty } : line));
    case 'remove':
      return lines.filter((line) => line !== found);
  }
}

/** The lines the shopper sees: the server's with the pending ops applied. */
const visible = (c: ModelContext): Line[] =>
  (c.inFlight ? [c.inFlight, ...c.queue] : c.queue).reduce(applyOp, [...c.lines]);

/** Queue policy: a change of the line the last queued change sets replaces it, never reviving a removal. */
function enqueueOp(queue: readonly Op[], op: Op): Op[] {
  const last = queue.at(-1);
  const sets = (o: Op | undefined) => o !== undefined && (o.kind === 'update' || o.kind === 'remove');
  if (
    last &&
    sets(last) &&
    sets(op) &&
    last.key === op.key &&
    (last.kind !== 'remove' || op.kind === 'remove')
  ) {
    return [...queue.slice(0, -1), op];
  }
  return [...queue, op];
}

const shopperOp = (c: ModelContext, type: ModelEventType): Op | undefined => {
  const first = visible(c)[0];
  switch (type) {
    case 'ADD_A':
      return { kind: 'add', key: 'A', qty: 1, buyNow: false };
    case 'ADD_B':
      return { kind: 'add', key: 'B', qty: 2, buyNow: false };
    case 'BUY_NOW':
      return { kind: 'add', key: 'C', qty: 1, buyNow: true };
    case 'UPDATE_FIRST':
      return first ? { kind: 'update', key: first.key, qty: 3 } : undefined;
    case 'REMOVE_FIRST':
      return first ? { kind: 'remove', key: first.key } : undefined;
    default:
      return undefined;
  }
};

/** An update of a line the server no longer has cannot be sent: only a failure answers it. */
const sendable = (c: ModelContext): boolean =>
  c.inFlight?.kind !== 'update' || c.lines.some((line) => line.key === c.inFlight?.key);

const reset = (c: ModelContext): Partial<ModelContext> => ({
  hasToken: false,
  lines: [],
  inFlight: undefined,
  queue: (c.inFlight ? [c.inFlight, ...c.queue] : c.queue).filter((op) => op.kind === 'add'),
  fetchNeeded: false,
  faults: c.faults + 1,
  stale: false,
  resyncAttempts: 0,
});

const fault = (c: ModelContext) => c.faults < MAX_FAULTS;
const shopperEvent = { actions: 'queueOp' as const, guard: 'canQueue' as const };

const cartModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    canQueue: ({ context, event }) =>
      context.ready && context.ops < MAX_OPS && !!shopperOp(context, event.type),
    needsToken: ({ context: c }) =>
      !c.hasToken && (c.queue.length > 0 || c.fetchNeeded || c.checkout !== undefined),
    hasQueued: ({ context }) => context.queue.length > 0,
    wantsCheckout: ({ context }) => context.checkout !== undefined,
    wantsFetch: ({ context }) => context.fetchNeeded,
    hasWork: ({ context: c }) => c.queue.length > 0 || c.fetchNeeded || c.checkout !== undefined,
    sendable: ({ context }) => sendable(context),
    fault: ({ context }) => fault(context),
    canCheckout: ({ context }) =>
      context.ready && context.checkout === undefined && context.navigations.length === 0,
    // Issue 16: an add below 1 is refused before the queue; the model counts it as a shopper step.
    canAddZero: ({ context }) => context.ready && context.ops < MAX_OPS,
  },
  actions: {
    queueOp: assign(({ context, event }) => ({
      queue: enqueueOp(context.queue, shopperOp(context, event.type)!),
      ops: context.ops + 1,
    })),
    refuseOp: assign(({ context }) => ({ ops: context.ops + 1 })),
  },
}).createMachine({
  id: 'model',
  context: {
    hasToken: false,
    ready: false,
    lines: [],
    inFlight: undefined,
    queue: [],
    fetchNeeded: true,
    checkout: undefined,
    navigations: [],
    ops: 0,
    faults: 0,
    stale: false,
    resyncAttempts: 0,
  },
  initial: 'route',
  on: {
    ADD_A: shopperEvent,
    ADD_B: shopperEvent,
    BUY_NOW: shopperEvent,
    UPDATE_FIRST: shopperEvent,
    REMOVE_FIRST: shopperEvent,
    ADD_ZERO: { guard: 'canAddZero', actions: 'refuseOp' },
    CHECKOUT: { guard: 'canCheckout', actions: assign({ checkout: null }) },
  },
  states: {
    route: {
      always: [
        { guard: 'needsToken', target: 'creatingToken' },
        {
          guard: 'hasQueued',
          target: 'mutating',
          actions: assign(({ context }) => ({ inFlight: context.queue[0], queue: context.queue.slice(1) })),
        },
        { guard: 'wantsCheckout', target: 'goingToCheckout' },
        { guard: 'wantsFetch', target: 'fetching', actions: assign({ fetchNeeded: false }) },
        { target: 'idle' },
      ],
    },
    idle: {
      on: {
        ADD_A: { ...shopperEvent, target: 'route' },
        ADD_B: { ...shopperEvent, target: 'route' },
        BUY_NOW: { ...shopperEvent, target: 'route' },
        UPDATE_FIRST: { ...shopperEvent, target: 'route' },
        REMOVE_FIRST: { ...shopperEvent, target: 'route' },
        ADD_ZERO: { guard: 'canAddZero', actions: 'refuseOp', target: 'route' },
        CHECKOUT: { guard: 'canCheckout', actions: assign({ checkout: null }), target: 'route' },
      },
    },
    creatingToken: {
      on: {
        TOKEN_OK: { target: 'fetching', actions: assign({ hasToken: true, fetchNeeded: false }) },
        TOKEN_FAIL: {
          guard: 'fault',
          target: 'route',
          actions: assign(({ context }) => ({
            queue: [],
            fetchNeeded: false,
            checkout: undefined,
            faults: context.faults + 1,
          })),
        },
      },
    },
    fetching: {
      on: {
        FETCH_OK: { target: 'route', actions: assign({ ready: true, stale: false, resyncAttempts: 0 }) },
        FETCH_FAIL: [
          {
            // After a failed change, a failed refetch is tried again later.
            guard: ({ context }) => fault(context) && context.stale && context.resyncAttempts < MAX_RESYNCS,
            target: 'resyncWaiting',
            actions: assign(({ context }) => ({
              faults: context.faults + 1,
              resyncAttempts: context.resyncAttempts + 1,
            })),
          },
          {
            guard: 'fault',
            target: 'route',
            actions: assign(({ context }) => ({ faults: context.faults + 1 })),
          },
        ],
        FETCH_COMPLETED: {
          guard: 'fault',
          target: 'creatingToken',
          actions: assign(({ context }) => reset(context)),
        },
      },
    },
    mutating: {
      on: {
        MUTATE_OK: {
          guard: 'sendable',
          target: 'route',
          actions: assign(({ context }) => {
            const op = context.inFlight!;
            return {
              lines: applyOp(context.lines, op),
              inFlight: undefined,
              stale: false,
              resyncAttempts: 0,
              // 000 §4 Product page: buy now goes to checkout; a plain add opens the mini cart.
              checkout: op.kind === 'add' && op.buyNow ? null : context.checkout,
            };
          }),
        },
        MUTATE_FAIL: {
          target: 'route',
          actions: assign(({ context }) => ({
            inFlight: undefined,
            fetchNeeded: true,
            faults: context.faults + 1,
            stale: true,
            resyncAttempts: 0,
          })),
        },
        MUTATE_COMPLETED: {
          guard: ({ context }) => fault(context) && sendable(context),
          target: 'creatingToken',
          actions: assign(({ context }) => reset(context)),
        },
      },
    },
    resyncWaiting: {
      always: { guard: 'hasWork', target: 'route' },
      on: { RESYNC: { target: 'route', actions: assign({ fetchNeeded: true }) } },
    },
    goingToCheckout: {
      on: {
        DELAY: [
          { guard: 'hasQueued', target: 'route' },
          {
            target: 'route',
            actions: assign(({ context }) => ({
              navigations: [...context.navigations, context.checkout ?? null],
              checkout: undefined,
            })),
          },
        ],
      },
    },
  },
});

type ModelSnapshot = SnapshotFrom<typeof cartModel>;

// ---------------------------------------------------------------------------------------------
// The system under test: the real cart machine, answered from the model

const PROPERTIES: Record<Key, { variant_id: number; properties: { name: string; value: string }[] }> = {
  A: { variant_id: 1, properties: [] },
  B: { variant_id: 1, properties: [{ name: 'Name', value: 'Ann' }] },
  C: { variant_id: 2, properties: [] },
};
const keyOf = (line: {
  variant_id: string | number;
  properties?: { name: string; value: string }[] | null | undefined;
}): Key => (Object.keys(PROPERTIES) as Key[]).find((key) => lineKeyOf(PROPERTIES[key]) === lineKeyOf(line))!;

/** The server's cart for model lines. */
const serverCart = (lines: readonly Line[]): Cart => {
  const items = lines.map((line, index) => ({
    item_id: `li_${line.key}`,
    ...PROPERTIES[line.key],
    qty: line.qty,
    index,
    price: 10,
    line_price: 10 * line.qty,
  }));
  const total = items.reduce((sum, item) => sum + item.line_price, 0);
  return { ...EMPTY_CART, items, subtotal_price: total, total_price: total, total_quantity: lines.length };
};

function systemUnderTest() {
  const waiting = new Map<string, (output: unknown) => void>();
  const answerable = <Output, Input = unknown>(src: string) =>
    fromPromise<Output, Input>(
      () => new Promise<Output>((resolve) => waiting.set(src, resolve as (output: unknown) => void)),
    );
  const clock = new SimulatedClock();
  const navigations: NavigationIntent[] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        createToken: answerable<TokenOutcome>('createToken'),
        fetchCart: answerable<CartAnswerOutcome, FetchCartInput>('fetchCart'),
        mutateCart: answerable<CartCallOutcome, MutateCartInput>('mutateCart'),
      },
      actions: { navigate: (_, { intent }) => void navigations.push(intent) },
    }),
    { input: {}, clock },
  );
  const answer = async (src: string, output: unknown) => {
    const resolve = waiting.get(src);
    if (!resolve) throw new Error(`nothing is waiting for ${src}`);
    waiting.delete(src);
    resolve(output);
    for (let i = 0; i < 6; i++) await Promise.resolve();
  };
  const firstItemId = () => actor.getSnapshot().context.cart.items[0]?.item_id ?? 'none';
  const failed = (code: 'fetch_failed' | 'update_failed') => ({
    ok: false,
    reason: 'failed',
    error: cartError(code),
  });
  const completed = { ok: false, reason: 'completed', error: cartError('update_failed') };

  const exec: Record<ModelEventType, (after: ModelSnapshot) => Promise<void> | void> = {
    ADD_A: () => actor.send({ type: 'cart.add', line: { ...PROPERTIES.A, qty: 1 } }),
    ADD_B: () => actor.send({ type: 'cart.add', line: { ...PROPERTIES.B, qty: 2 } }),
    BUY_NOW: () => actor.send({ type: 'cart.buyNow', line: { ...PROPERTIES.C, qty: 1 } }),
    UPDATE_FIRST: () => actor.send({ type: 'line.update', itemId: firstItemId(), qty: 3 }),
    REMOVE_FIRST: () => actor.send({ type: 'line.remove', itemId: firstItemId() }),
    ADD_ZERO: () => actor.send({ type: 'cart.add', line: { ...PROPERTIES.A, qty: 0 } }),
    CHECKOUT: () => actor.send({ type: 'cart.checkout' }),
    TOKEN_OK: () => answer('createToken', { ok: true, cartToken: 'ct_1', checkoutToken: 'co_1' }),
    TOKEN_FAIL: () => answer('createToken', { ok: false, error: cartError('create_token_failed') }),
    FETCH_OK: (after) =>
      answer('fetchCart', { ok: true, cart: serverCart(after.context.lines), extra: undefined }),
    FETCH_FAIL: () => answer('fetchCart', failed('fetch_failed')),
    FETCH_COMPLETED: () => answer('fetchCart', completed),
    MUTATE_OK: (after) =>
      answer('mutateCart', { ok: true, cart: serverCart(after.context.lines), extra: undefined }),
    MUTATE_FAIL: () => answer('mutateCart', failed('update_failed')),
    MUTATE_COMPLETED: () => answer('mutateCart', completed),
    DELAY: () => clock.increment(GO_TO_CHECKOUT_DELAY_MS),
    RESYNC: () => clock.increment(RESYNC_DELAY_MS),
  };

  /** The model's view of the actor, to compare. */
  const observed = () => {
    const { value, context } = actor.getSnapshot();
    return {
      value,
      stale: context.stale,
      hasToken: context.cartToken !== undefined,
      ready: context.ready,
      visible: context.cart.items.map((line) => ({ key: keyOf(line), qty: line.qty })),
      server: context.server.items.map((line) => ({ key: keyOf(line), qty: line.qty })),
      pending: (context.inFlight ? 1 : 0) + context.queue.length,
      navigations: navigations.map((intent) =>
        intent.type === 'route' && intent.route === 'checkout' ? (intent.query?.step ?? null) : 'cart',
      ),
    };
  };
  return { actor, exec, observed };
}

const expected = (snapshot: ModelSnapshot) => ({
  value: snapshot.value,
  stale: snapshot.context.stale,
  hasToken: snapshot.context.hasToken,
  ready: snapshot.context.ready,
  visible: visible(snapshot.context),
  server: snapshot.context.lines,
  pending: (snapshot.context.inFlight ? 1 : 0) + snapshot.context.queue.length,
  navigations: snapshot.context.navigations,
});

// ---------------------------------------------------------------------------------------------
// The paths

const ALL_EVENTS: ModelEvent[] = (
  [
    'ADD_A',
    'ADD_B',
    'BUY_NOW',
    'UPDATE_FIRST',
    'REMOVE_FIRST',
    'ADD_ZERO',
    'CHECKOUT',
    'TOKEN_OK',
    'TOKEN_FAIL',
    'FETCH_OK',
    'FETCH_FAIL',
    'FETCH_COMPLETED',
    'MUTATE_OK',
    'MUTATE_FAIL',
    'MUTATE_COMPLETED',
    'DELAY',
    'RESYNC',
  ] as const
).map((type) => ({ type }));

const model = createTestModel(cartModel, {
  events: ALL_EVENTS,
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
});

async function replay(path: ReturnType<typeof model.getShortestPaths>[number]) {
  const sut = systemUnderTest();
  sut.actor.start();
  await path.test({
    events: Object.fromEntries(
      ALL_EVENTS.map(({ type }) => [type, (step: { state: ModelSnapshot }) => sut.exec[type](step.state)]),
    ),
    states: { '*': (snapshot) => expect(sut.observed()).toEqual(expected(snapshot)) },
  });
  return sut;
}

/** How many shortest paths the model has: a change of the model or the cart shows up here first. */
const SHORTEST_PATHS = 589;
/** How many simple paths lead to a checkout navigation in the sub-graph of the last test. */
const SIMPLE_PATHS_TO_CHECKOUT = 114;

describe('cart machine: model-based paths (xstate/graph)', () => {
  const paths = model.getShortestPaths();

  it('the model reaches every state the cart has', () => {
    const values = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    for (const value of [
      'idle',
      'creatingToken',
      'fetching',
      'mutating',
      'goingToCheckout',
      'resyncWaiting',
    ]) {
      expect(values).toContain(JSON.stringify(value));
    }
  });

  it(`every shortest path replays on the real machine with the model's end state`, async () => {
    expect(paths).toHaveLength(SHORTEST_PATHS);
    for (const path of paths) await replay(path);
  }, 120_000);

  it('every simple path to a checkout navigation replays too', async () => {
    // Simple paths grow exponentially: walk a sub-graph (no completed carts, one kind of change).
    const allowed = new Set<ModelEventType>([
      'TOKEN_OK',
      'FETCH_OK',
      'FETCH_FAIL',
      'ADD_A',
      'ADD_ZERO',
      'UPDATE_FIRST',
      'MUTATE_OK',
      'MUTATE_FAIL',
      'CHECKOUT',
      'DELAY',
    ]);
    const simple = model.getSimplePaths({
      // …and at most one failure on a path.
      filterEvents: (snapshot, event) =>
        allowed.has(event.type) && (!event.type.endsWith('_FAIL') || snapshot.context.faults === 0),
      toState: (snapshot) => snapshot.matches('idle') && snapshot.context.navigations.length > 0,
    });
    expect(simple).toHaveLength(SIMPLE_PATHS_TO_CHECKOUT);
    for (const path of simple) {
      const sut = await replay(path);
      expect(sut.observed().navigations).toEqual([null]);
    }
  }, 120_000);
});
