/**
 * Model-based tests (xstate/graph). `checkoutModel` is an independent, abstract description of
 * the one-page checkout of 001 §4 and docs/decisions/0240-0244: the shopper's actions and the
 * platform's answers are its events. Every shortest path (and the simple paths of a sub-graph) is
 * replayed on the real checkout machine whose actors answer as the path says; after every step
 * the machine's step, state and flags must be the model's.
 */
import type { CheckoutInfoResult, PaymentMethod } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { CommandInput, CommandOutcome } from './checkout.actors';
import type { CheckoutStep } from './checkout.constants';
import { type CheckoutEvent, checkoutMachine, type Settlement } from './checkout.machine';
import type { PlaceOrderInput, PlaceOrderOutcome } from './checkout.place';

// ---------------------------------------------------------------------------------------------
// The model

interface ModelContext {
  readonly loaded: boolean;
  readonly customer: boolean;
  readonly method: boolean;
  readonly ordered: boolean;
  readonly awaiting: boolean;
  readonly fetchError: boolean;
  readonly failed: boolean;
  readonly step: CheckoutStep;
}

type ModelEventType =
  | 'LOAD_OK'
  | 'LOAD_FAIL'
  | 'LOAD_403'
  | 'SAVE_CUSTOMER'
  | 'SELECT_METHOD'
  | 'PAY_OK'
  | 'PAY_DECLINED'
  | 'PAY_3DS'
  | 'PAY_ALREADY_COMPLETED'
  | 'PAY_OUT_OF_STOCK'
  | 'RESUME_OK'
  | 'RESUME_DECLINED';

/** The step the data allows (one page): what the model expects after an answer. */
const reachable = (c: Pick<ModelContext, 'customer' | 'method' | 'ordered'>): CheckoutStep =>
  c.ordered
    ? 'thank_you'
    : !c.customer
      ? 'contact_information'
      : !c.method
        ? 'shipping_method'
        : 'payment_method';

const answered = (c: ModelContext, patch: Partial<ModelContext>): ModelContext => {
  const next = { ...c, ...patch, loaded: true, fetchError: false };
  return { ...next, step: c.step === 'thank_you' ? 'thank_you' : reachable(next) };
};

const open = (c: ModelContext) => c.loaded && !c.awaiting && c.step !== 'thank_you';

const checkoutModel = setup({
  types: { context: {} as ModelContext, events: {} as { type: ModelEventType } },
}).createMachine({
  id: 'model',
  context: {
    loaded: false,
    customer: false,
    method: false,
    ordered: false,
    awaiting: false,
    fetchError: false,
    failed: false,
    step: 'contact_information',
  },
  on: {
    LOAD_OK: {
      guard: ({ context }) => !context.awaiting,
      actions: assign(({ context }) => ({ ...answered(context, {}), failed: false })),
    },
    LOAD_FAIL: {
      guard: ({ context }) => !context.awaiting && !context.fetchError,
      actions: assign(({ context }) => ({
        fetchError: true,
        failed: true,
        step: context.step === 'thank_you' ? ('thank_you' as const) : ('contact_information' as const),
      })),
    },
    LOAD_403: {
      guard: ({ context }) => !context.awaiting && !context.loaded,
      actions: assign({ failed: true }),
    },
    SAVE_CUSTOMER: {
      guard: ({ context }) => open(context),
      actions: assign(({ context }) => ({ ...answered(context, { customer: true }), failed: false })),
    },
    SELECT_METHOD: {
      guard: ({ context }) => open(context) && context.customer,
      actions: assign(({ context }) => ({ ...answered(context, { method: true }), failed: false })),
    },
    PAY_OK: {
      guard: ({ context }) => open(context) && context.step === 'payment_method',
      actions: assign({ ordered: true, step: 'thank_you', failed: false }),
    },
    PAY_ALREADY_COMPLETED: {
      guard: ({ context }) => open(context) && context.step === 'payment_method',
      actions: assign({ ordered: true, step: 'thank_you', failed: false }),
    },
    PAY_DECLINED: {
      guard: ({ context }) => open(context) && context.step === 'payment_method',
      actions: assign({ failed: true }),
    },
    PAY_OUT_OF_STOCK: {
      guard: ({ context }) => open(context) && context.step === 'payment_method',
      actions: assign({ failed: true }),
    },
    PAY_3DS: {
      guard: ({ context }) => open(context) && context.step === 'payment_method',
      actions: assign({ awaiting: true, failed: false }),
    },
    RESUME_OK: {
      guard: ({ context }) => context.awaiting,
      actions: assign({ awaiting: false, ordered: true, step: 'thank_you', failed: false }),
    },
    RESUME_DECLINED: {
      guard: ({ context }) => context.awaiting,
      actions: assign({ awaiting: false, failed: true }),
    },
  },
});
type ModelSnapshot = SnapshotFrom<typeof checkoutModel>;

// ---------------------------------------------------------------------------------------------
// The system under test: the real machine, actors answering as the path says

const TEST_GATEWAY: PaymentMethod = { id: 1, code: 'test-gateway', provider: 'test-gateway' };
const ADDRESS = { country_code: 'US', address1: '1 Main', city: 'SF', zip: '94105' };

function systemUnderTest() {
  const server = { customer: false, method: false, ordered: false };
  const script: { load: CommandOutcome['ok'] | 'fail' | '403'; place: PlaceOrderOutcome | undefined } = {
    load: true,
    place: undefined,
  };
  const answer = (): CheckoutInfoResult => ({
    token: 'co_1',
    info: {
      ...(server.customer ? { email: 'dana@example.com', shipping_address: ADDRESS } : {}),
      ...(server.method
        ? { shipping_method: { method_code: 'standard', method_title: 'Standard', price: 5.99 } }
        : {}),
    },
    totals: {
      items: [],
      subtotal_price: 10,
      total_price: 15.99,
      total_discounts: 0,
      total_line_items_price: 10,
      total_shipping: 5.99,
      total_tax: 0,
    },
    ...(server.ordered ? { order: { id: 1001, name: '#1001' } } : {}),
  });
  const command = fromPromise<CommandOutcome, CommandInput>(async ({ input }) => {
    switch (input.command.type) {
      case 'checkout.load':
        if (script.load === 'fail')
          return { ok: false, error: { code: 'fetch_failed', status: 500 }, fetchError: true };
        if (script.load === '403') return { ok: false, error: { code: 'ORDER_LIMIT_REACHED', status: 403 } };
        return { ok: true, result: answer() };
      case 'payment.load':
        return { ok: true, paymentMethods: [TEST_GATEWAY] };
      case 'shipping.load':
        return {
          ok: true,
          shippingMethods: [{ method_code: 'standard', method_title: 'Standard', price: 5.99 }],
        };
      case 'customer.save':
        server.customer = true;
        return { ok: true, result: answer() };
      case 'shipping.select':
        server.method = true;
        return { ok: true, result: answer() };
      default:
        return { ok: true, result: answer() };
    }
  });
  const placeOrder = fromPromise<PlaceOrderOutcome, PlaceOrderInput>(async () => {
    const outcome = script.place;
    if (!outcome) throw new Error('no scripted payment outcome');
    if (outcome.kind === 'completed' || (outcome.kind === 'failed' && outcome.action === 'already_completed'))
      server.ordered = true;
    return outcome;
  });
  const actor = createActor(checkoutMachine.provide({ actors: { command, placeOrder } }), {
    input: { token: 'co_1' },
  });
  let n = 0;
  const send = (event: Record<string, unknown> & { type: CheckoutEvent['type'] }): Promise<Settlement> => {
    n += 1;
    const requestId = `r${n}`;
    return new Promise((resolve) => {
      const sub = actor.on('checkout.settled', (e) => {
        if (e.requestId !== requestId) return;
        sub.unsubscribe();
        resolve(e.result);
      });
      actor.send({ ...event, requestId } as CheckoutEvent);
    });
  };
  const declined = {
    kind: 'failed' as const,
    action: 'failed' as const,
    failure: {
      kind: 'http' as const,
      success: false as const,
      statusCode: 402,
      statusText: '',
      body: { error_message: 'Your card was declined.' },
      errorCode: 'CARD_DECLINED',
    },
  };
  const pay = async (outcome: PlaceOrderOutcome) => {
    script.place = outcome;
    await send({
      type: 'order.place',
      paymentMethod: '1',
      paymentData: { card_number: '4242' },
      address: { is_using_same_address: true },
    });
  };
  const load = async (mode: typeof script.load) => {
    script.load = mode;
    await send({ type: 'checkout.load', options: {} });
    if (mode === true) await send({ type: 'payment.load' });
  };
  const exec: Record<ModelEventType, () => Promise<unknown>> = {
    LOAD_OK: () => load(true),
    LOAD_FAIL: () => load('fail'),
    LOAD_403: () => load('403'),
    SAVE_CUSTOMER: () =>
      send({
        type: 'customer.save',
        info: { email: 'dana@example.com', shippingAddress: { countryCode: 'US' } },
      }),
    SELECT_METHOD: async () => {
      await send({ type: 'shipping.load', countryCode: 'US' });
      await send({ type: 'shipping.select', code: 'standard' });
    },
    PAY_OK: () => pay({ kind: 'completed', accessKey: 'ak_1', alreadyCompleted: false }),
    PAY_DECLINED: () => pay(declined),
    PAY_3DS: () => pay({ kind: 'requires_action', redirectUrl: '/api/dev/payments/x/confirm.json' }),
    PAY_ALREADY_COMPLETED: () =>
      pay({
        kind: 'failed',
        action: 'already_completed',
        failure: {
          kind: 'http',
          success: false,
          statusCode: 409,
          statusText: '',
          body: {},
          errorCode: 'order_related_with_this_checkout_is_already_completed',
        },
      }),
    PAY_OUT_OF_STOCK: () =>
      pay({
        kind: 'failed',
        action: 'refetch',
        failure: {
          kind: 'http',
          success: false,
          statusCode: 409,
          statusText: '',
          body: {},
          errorCode: 'ITEM_OUT_STOCK',
        },
      }),
    RESUME_OK: async () => {
      script.place = { kind: 'completed', accessKey: 'ak_1', alreadyCompleted: false };
      await send({ type: 'payment.resume' });
    },
    RESUME_DECLINED: async () => {
      script.place = declined;
      await send({ type: 'payment.resume' });
    },
  };
  const cartCleared: string[] = [];
  actor.on('cart.clear', (e) => cartCleared.push(e.checkoutToken));
  const observed = () => {
    const s = actor.getSnapshot();
    return {
      step: s.context.step,
      awaiting: s.matches('awaitingAction'),
      settled: s.matches('idle') || s.matches('awaitingAction'),
      fetchError: s.context.fetchError,
      failed: s.context.error !== undefined,
      orderJustCompleted: s.context.orderJustCompleted,
      cartCleared: cartCleared.length > 0,
    };
  };
  return { actor, exec, observed, cartCleared };
}

const expected = (snapshot: ModelSnapshot) => ({
  step: snapshot.context.step,
  awaiting: snapshot.context.awaiting,
  settled: true,
  fetchError: snapshot.context.fetchError,
  failed: snapshot.context.failed,
  orderJustCompleted: snapshot.context.ordered,
  cartCleared: snapshot.context.ordered,
});

const ALL_EVENTS = (
  [
    'LOAD_OK',
    'LOAD_FAIL',
    'LOAD_403',
    'SAVE_CUSTOMER',
    'SELECT_METHOD',
    'PAY_OK',
    'PAY_DECLINED',
    'PAY_3DS',
    'PAY_ALREADY_COMPLETED',
    'PAY_OUT_OF_STOCK',
    'RESUME_OK',
    'RESUME_DECLINED',
  ] as const
).map((type) => ({ type }));

const model = createTestModel(checkoutModel, {
  events: ALL_EVENTS,
  serializeState: (snapshot) => JSON.stringify(snapshot.context),
});

async function replay(path: ReturnType<typeof model.getShortestPaths>[number]) {
  const sut = systemUnderTest();
  sut.actor.start();
  await path.test({
    events: Object.fromEntries(ALL_EVENTS.map(({ type }) => [type, () => sut.exec[type]()])),
    states: { '*': (snapshot) => expect(sut.observed()).toEqual(expected(snapshot)) },
  });
  sut.actor.stop();
  return sut;
}

/**
 * How many shortest paths remain once those that are a prefix of another are dropped (xstate/graph
 * deduplicates): a change of the model shows up here first.
 */
const SHORTEST_PATHS = 8;

describe('checkout machine: model-based paths (xstate/graph)', () => {
  const paths = model.getShortestPaths();
  const simple = model.getSimplePaths({
    filterEvents: (snapshot, event) =>
      event.type !== 'LOAD_FAIL' &&
      event.type !== 'LOAD_403' &&
      !(snapshot.context.loaded && event.type === 'LOAD_OK'),
    toState: (snapshot) => snapshot.context.step === 'thank_you',
  });

  it('the model reaches thank_you by every route and every error state', () => {
    const ends = paths.flatMap((p) => p.steps.map((step) => step.state.context));
    expect(ends.some((c) => c.step === 'thank_you')).toBe(true);
    expect(ends.some((c) => c.awaiting)).toBe(true);
    expect(ends.some((c) => c.fetchError)).toBe(true);
    expect(ends.some((c) => c.failed && c.step === 'payment_method')).toBe(true);
    const lastEvents = new Set([...paths, ...simple].flatMap((p) => p.steps.map((step) => step.event.type)));
    for (const type of [
      'PAY_OK',
      'PAY_ALREADY_COMPLETED',
      'RESUME_OK',
      'PAY_DECLINED',
      'PAY_OUT_OF_STOCK',
      'LOAD_403',
      'RESUME_DECLINED',
    ])
      expect(lastEvents).toContain(type);
  });

  it("every shortest path replays on the real machine with the model's state after every step", async () => {
    expect(paths.length).toBe(SHORTEST_PATHS);
    for (const path of paths) await replay(path);
  }, 120_000);

  it('every simple path to thank_you without a fetch failure replays too', async () => {
    expect(simple.length).toBeGreaterThan(5);
    for (const path of simple) await replay(path);
  }, 120_000);
});
