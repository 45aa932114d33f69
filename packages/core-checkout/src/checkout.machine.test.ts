import type { CheckoutInfoResult } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CommandInput, CommandOutcome } from './checkout.actors';
import type { CheckoutLayout } from './checkout.constants';
import {
  type CheckoutEmitted,
  type CheckoutEvent,
  checkoutMachine,
  type Settlement,
} from './checkout.machine';
import type { PlaceOrderInput, PlaceOrderOutcome } from './checkout.place';
import { selectCompletedOrder, selectIsBusy } from './checkout.selectors';

const info = (patch: Partial<CheckoutInfoResult['info']> = {}): CheckoutInfoResult => ({
  token: 'co_1',
  info: { email: 'a@b.c', shipping_address: { country_code: 'US' }, ...patch },
  totals: {
    items: [],
    subtotal_price: 10,
    total_price: 10,
    total_discounts: 0,
    total_line_items_price: 10,
    total_shipping: 0,
    total_tax: 0,
  },
});

const withMethod = info({ shipping_method: { method_code: 'standard', method_title: 'Standard', price: 5 } });

/** A machine whose command actor answers `answer(input)` after `delay` ms. */
function machine(
  layout: CheckoutLayout,
  answer: (input: CommandInput) => CommandOutcome,
  options: {
    preview?: boolean;
    place?: PlaceOrderOutcome | ((input: PlaceOrderInput) => PlaceOrderOutcome);
  } = {},
) {
  const calls: string[] = [];
  const command = fromPromise<CommandOutcome, CommandInput>(async ({ input }) => {
    calls.push(input.command.type);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return answer(input);
  });
  const placeOrder = fromPromise<PlaceOrderOutcome, PlaceOrderInput>(async ({ input }) =>
    typeof options.place === 'function'
      ? options.place(input)
      : (options.place ?? { kind: 'completed', accessKey: 'ak', alreadyCompleted: false }),
  );
  const actor = createActor(checkoutMachine.provide({ actors: { command, placeOrder } }), {
    input: { token: 'co_1', layout, ...(options.preview ? { preview: true } : {}) },
  }).start();
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  let n = 0;
  const send = (event: Record<string, unknown> & { type: CheckoutEvent['type'] }) =>
    new Promise<Settlement>((resolve) => {
      n += 1;
      const requestId = `r${n}`;
      const sub = actor.on('checkout.settled', (e) => {
        if (e.requestId !== requestId) return;
        sub.unsubscribe();
        resolve(e.result);
      });
      actor.send({ ...event, requestId } as CheckoutEvent);
    });
  return { actor, send, calls, emitted };
}

const shippingAnswer = (input: CommandInput): CommandOutcome =>
  input.command.type === 'shipping.load'
    ? { ok: true, shippingMethods: [{ method_code: 'standard', method_title: 'Standard', price: 5 }] }
    : {
        ok: true,
        result:
          input.command.type === 'shipping.select' || input.step === 'payment_method' ? withMethod : info(),
      };

describe('checkout machine: steps and layouts (docs/decisions/0240)', () => {
  it('multi-step: going back to shipping_method keeps the selected method; one page clears it', async () => {
    for (const [layout, kept] of [
      ['multi_step', 'standard'],
      ['one_page', undefined],
    ] as const) {
      const { actor, send } = machine(layout, shippingAnswer);
      await send({ type: 'checkout.load', options: {} });
      await send({ type: 'shipping.load', countryCode: 'US' });
      await send({ type: 'shipping.select', code: 'standard' });
      expect(actor.getSnapshot().context).toMatchObject({
        step: 'payment_method',
        selectedShippingMethod: 'standard',
      });
      expect(await send({ type: 'step.go', step: 'shipping_method' })).toEqual({ ok: true });
      expect(actor.getSnapshot().context.selectedShippingMethod).toBe(kept);
      actor.stop();
    }
  });

  it('multi-step keeps the step the shopper went back to across a refetch; one page follows the data', async () => {
    for (const [layout, step] of [
      ['multi_step', 'contact_information'],
      ['one_page', 'payment_method'],
    ] as const) {
      const { actor, send } = machine(layout, () => ({ ok: true, result: withMethod }));
      await send({ type: 'checkout.load', options: {} });
      expect(actor.getSnapshot().context.step).toBe('payment_method');
      await send({ type: 'step.go', step: 'contact_information' });
      await send({ type: 'checkout.refetch' });
      expect(actor.getSnapshot().context.step).toBe(step);
      actor.stop();
    }
  });

  it('refuses to skip ahead of the data and to leave thank_you', async () => {
    const { actor, send } = machine('multi_step', () => ({ ok: true, result: info({ email: undefined }) }));
    await send({ type: 'checkout.load', options: {} });
    expect(await send({ type: 'step.go', step: 'payment_method' })).toMatchObject({
      ok: false,
      error: { code: 'step_not_available' },
    });
    actor.stop();
  });

  it('live preview stays on contact_information (001 §4)', async () => {
    const { actor, send } = machine('one_page', () => ({ ok: true, result: withMethod }), { preview: true });
    await send({ type: 'checkout.load', options: {} });
    expect(actor.getSnapshot().context.step).toBe('contact_information');
    actor.stop();
  });

  it('requests sent together run one at a time, in order, each settling', async () => {
    const { actor, send, calls } = machine('one_page', shippingAnswer);
    const results = await Promise.all([
      send({ type: 'checkout.load', options: {} }),
      send({ type: 'shipping.load', countryCode: 'US' }),
      send({ type: 'shipping.select', code: 'standard' }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls).toEqual(['checkout.load', 'shipping.load', 'shipping.select']);
    actor.stop();
  });

  it('placing before payment methods are loaded fails at once, without a payment', async () => {
    const { actor, send } = machine('one_page', () => ({ ok: true, result: withMethod }));
    await send({ type: 'checkout.load', options: {} });
    const result = await send({
      type: 'order.place',
      paymentMethod: 'test-gateway',
      paymentData: {},
      address: {},
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'payment_method_not_found' } });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.stop();
  });

  it('every step change emits checkout.step once', async () => {
    const { actor, send, emitted } = machine('one_page', shippingAnswer);
    await send({ type: 'checkout.load', options: {} });
    await send({ type: 'shipping.load', countryCode: 'US' });
    await send({ type: 'shipping.select', code: 'standard' });
    expect(emitted.filter((e) => e.type === 'checkout.step')).toEqual([
      { type: 'checkout.step', from: 'contact_information', step: 'shipping_method' },
      { type: 'checkout.step', from: 'shipping_method', step: 'payment_method' },
    ]);
    actor.stop();
  });
});

/** The methods of each country: the US's, and Canada's, or a failure for a country in `failing`. */
const methodsByCountry =
  (failing: ReadonlySet<string>) =>
  (input: CommandInput): CommandOutcome => {
    if (input.command.type !== 'shipping.load') return { ok: true, result: info() };
    const country = input.command.countryCode;
    if (failing.has(country))
      return { ok: false, error: { code: 'request_error', message: 'checkout.something_went_wrong' } };
    return country === 'US'
      ? { ok: true, shippingMethods: [{ method_code: 'express', method_title: 'Express', price: 14.99 }] }
      : {
          ok: true,
          shippingMethods: [
            { method_code: 'standard', method_title: 'International standard', price: 19.99 },
          ],
        };
  };

describe("checkout machine: the shipping methods are the asked country's (001 §3 Shipping method, §8)", () => {
  it('a failed load leaves no methods of another country, and a load for another country shows none meanwhile', async () => {
    const failing = new Set(['CA']);
    const { actor, send } = machine('one_page', methodsByCountry(failing));
    await send({ type: 'checkout.load', options: {} });
    await send({ type: 'shipping.load', countryCode: 'US' });
    expect(actor.getSnapshot().context.shippingMethods.map((m) => m.method_code)).toEqual(['express']);
    // The address moved to Canada: while its methods load, the US ones are not offered.
    const loading = send({ type: 'shipping.load', countryCode: 'CA' });
    expect(actor.getSnapshot().context.shippingMethods).toEqual([]);
    expect(await loading).toMatchObject({ ok: false });
    expect(actor.getSnapshot().context.shippingMethods).toEqual([]);
    // Asked again, Canada's.
    failing.clear();
    expect(await send({ type: 'shipping.load', countryCode: 'CA' })).toEqual({ ok: true });
    expect(actor.getSnapshot().context.shippingMethods.map((m) => m.method_title)).toEqual([
      'International standard',
    ]);
    actor.stop();
  });

  it('a load of the same country keeps its methods until the answer; a failed one leaves none', async () => {
    const failing = new Set<string>();
    const { actor, send } = machine('one_page', methodsByCountry(failing));
    await send({ type: 'checkout.load', options: {} });
    await send({ type: 'shipping.load', countryCode: 'US' });
    // Loaded again (a repriced checkout): the list stays while it loads, so the choice keeps its place.
    const again = send({ type: 'shipping.load', countryCode: 'US' });
    expect(actor.getSnapshot().context.shippingMethods.map((m) => m.method_code)).toEqual(['express']);
    expect(await again).toEqual({ ok: true });
    // Rates that could not be loaded again may no longer be offered (docs/decisions/0162).
    failing.add('US');
    expect(await send({ type: 'shipping.load', countryCode: 'US' })).toMatchObject({ ok: false });
    expect(actor.getSnapshot().context.shippingMethods).toEqual([]);
    actor.stop();
  });
});

describe('checkout machine: order error codes (001 §4, §8)', () => {
  it('an authorisation refused as already completed: thank_you, the cart cleared, the verb fails with the code text', async () => {
    const completed = { ...withMethod, order: { id: 7, name: '#1007' } };
    const { actor, send, emitted } = machine(
      'one_page',
      (input) =>
        input.command.type === 'payment.load'
          ? { ok: true, paymentMethods: [{ id: 1, code: 'test-gateway', provider: 'test-gateway' }] }
          : { ok: true, result: input.command.type === 'checkout.refetch' ? completed : withMethod },
      {
        place: {
          kind: 'failed',
          action: 'already_completed',
          failure: {
            kind: 'http',
            success: false,
            statusCode: 409,
            statusText: 'Conflict',
            body: { error_message: 'checkout already completed' },
            errorCode: 'order_related_with_this_checkout_is_already_completed',
          },
        },
      },
    );
    await send({ type: 'checkout.load', options: {} });
    await send({ type: 'payment.load' });
    const placed = await send({
      type: 'order.place',
      paymentMethod: '1',
      paymentData: {},
      address: { is_using_same_address: true },
    });
    expect(placed).toEqual({
      ok: false,
      error: {
        code: 'order_related_with_this_checkout_is_already_completed',
        message: 'checkout.already_completed',
        text: 'checkout already completed',
      },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      step: 'thank_you',
      cartCleared: true,
      error: undefined,
    });
    expect(emitted.filter((e) => e.type === 'cart.clear')).toEqual([
      { type: 'cart.clear', checkoutToken: 'co_1' },
    ]);
    actor.stop();
  });
});

describe('checkout machine: a payment waiting on its page (docs/decisions/0246, 0599)', () => {
  it('requests sent while it waits run; a resume asked meanwhile confirms the payment after them', async () => {
    const stages: string[] = [];
    const { actor, send, calls } = machine(
      'one_page',
      (input) =>
        input.command.type === 'payment.load'
          ? { ok: true, paymentMethods: [{ id: 1, code: 'test-gateway', provider: 'test-gateway' }] }
          : { ok: true, result: withMethod },
      {
        place: (input) => {
          stages.push(input.stage);
          return input.stage === 'authorise'
            ? { kind: 'requires_action', redirectUrl: 'https://bank.test/3ds/1' }
            : { kind: 'completed', accessKey: 'ak', alreadyCompleted: false };
        },
      },
    );
    const settled = <T>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<'still waiting'>((resolve) => setTimeout(resolve, 1000, 'still waiting')),
      ]);
    await send({ type: 'checkout.load', options: {} });
    await send({ type: 'payment.load' });
    const placed = await send({
      type: 'order.place',
      paymentMethod: '1',
      paymentData: {},
      address: { is_using_same_address: true },
    });
    expect(placed).toMatchObject({ ok: false, error: { code: 'payment_requires_action' } });
    const challenge = actor.getSnapshot().context.challenge;

    expect(await settled(send({ type: 'coupon.apply', code: 'WELCOME10', refetch: true }))).toEqual({
      ok: true,
    });
    expect(actor.getSnapshot().matches('awaitingAction')).toBe(true);
    expect(actor.getSnapshot().context.challenge).toEqual(challenge);

    const saved = send({ type: 'shipping.select', code: 'standard' });
    const resumed = send({ type: 'payment.resume' });
    expect(await settled(saved)).toEqual({ ok: true });
    expect(await settled(resumed)).toEqual({ ok: true });
    expect(calls).toEqual([
      'checkout.load',
      'payment.load',
      'coupon.apply',
      'shipping.select',
      'checkout.refetch',
    ]);
    expect(stages).toEqual(['authorise', 'confirm']);
    expect(actor.getSnapshot().context.step).toBe('thank_you');
    actor.stop();
  });
});

describe('checkout machine: a completed order whose info could not be refetched (001 §4)', () => {
  const completed = { ...withMethod, order: { id: 7, name: '#1007', token: 'ord_7' } };
  const methods = { ok: true, paymentMethods: [{ id: 1, code: 'test-gateway', provider: 'test-gateway' }] };
  const lost: CommandOutcome = {
    ok: false,
    error: { code: 'request_error', status: 500 },
    fetchError: true,
  };

  /** A checkout on a simulated clock whose refetches after the order answer `refetches` in turn. */
  async function placed(refetches: readonly CommandOutcome[]) {
    const clock = new SimulatedClock();
    let refetched = 0;
    const command = fromPromise<CommandOutcome, CommandInput>(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (input.command.type === 'payment.load') return methods as CommandOutcome;
      if (input.command.type !== 'checkout.refetch') return { ok: true, result: withMethod };
      refetched += 1;
      return refetches[refetched - 1] ?? lost;
    });
    const placeOrder = fromPromise<PlaceOrderOutcome, PlaceOrderInput>(async () => ({
      kind: 'completed',
      accessKey: 'ak',
      alreadyCompleted: false,
    }));
    const actor = createActor(checkoutMachine.provide({ actors: { command, placeOrder } }), {
      input: { token: 'co_1', layout: 'one_page' },
      clock,
    }).start();
    const emitted: CheckoutEmitted[] = [];
    actor.on('*', (e) => emitted.push(e));
    let n = 0;
    const send = (event: Record<string, unknown> & { type: CheckoutEvent['type'] }) =>
      new Promise<Settlement>((resolve) => {
        n += 1;
        const requestId = `r${n}`;
        const sub = actor.on('checkout.settled', (e) => {
          if (e.requestId !== requestId) return;
          sub.unsubscribe();
          resolve(e.result);
        });
        actor.send({ ...event, requestId } as CheckoutEvent);
      });
    await send({ type: 'checkout.load', options: {} });
    await send({ type: 'payment.load' });
    const result = await send({
      type: 'order.place',
      paymentMethod: '1',
      paymentData: {},
      address: { is_using_same_address: true },
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await settle();
    return { actor, clock, emitted, result, refetches: () => refetched, settle };
  }

  it('the info is fetched again in the background, 1 s then 2 s later, until it names the order', async () => {
    const { actor, clock, emitted, result, refetches, settle } = await placed([
      lost,
      lost,
      { ok: true, result: completed },
    ]);
    // The order is complete, without its info: thank_you, nothing busy, no order to track yet.
    expect(result).toEqual({ ok: true });
    expect(emitted.filter((e) => e.type === 'order.completed')).toHaveLength(1);
    expect(actor.getSnapshot().context.step).toBe('thank_you');
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(selectCompletedOrder(actor.getSnapshot())).toBeUndefined();
    expect(refetches()).toBe(1);
    clock.increment(999);
    await settle();
    expect(refetches()).toBe(1);
    clock.increment(1);
    await settle();
    expect(refetches()).toBe(2);
    // That one failed too: no error is shown on the thank_you step.
    expect(actor.getSnapshot().context.error).toBeUndefined();
    clock.increment(2000);
    await settle();
    expect(refetches()).toBe(3);
    expect(selectCompletedOrder(actor.getSnapshot())?.order).toMatchObject({ id: '7', token: 'ord_7' });
    // Known: never fetched again, and the order was announced once.
    clock.increment(60_000);
    await settle();
    expect(refetches()).toBe(3);
    expect(emitted.filter((e) => e.type === 'order.completed')).toHaveLength(1);
    actor.stop();
  });

  it('it is fetched again at most 5 times; a refetch whose answer names the order is not', async () => {
    const failing = await placed([]);
    for (const wait of [1000, 2000, 4000, 8000, 16_000, 32_000, 64_000]) {
      failing.clock.increment(wait);
      await failing.settle();
    }
    expect(failing.refetches()).toBe(6);
    expect(selectIsBusy(failing.actor.getSnapshot())).toBe(false);
    failing.actor.stop();

    const answered = await placed([{ ok: true, result: completed }]);
    expect(selectCompletedOrder(answered.actor.getSnapshot())?.order?.id).toBe('7');
    answered.clock.increment(60_000);
    await answered.settle();
    expect(answered.refetches()).toBe(1);
    answered.actor.stop();
  });

  it('a checkout persisted before the retries (idle, no count) restores idle and is not fetched again', async () => {
    const { actor, refetches } = await placed([]);
    const persisted = actor.getPersistedSnapshot() as unknown as {
      value: unknown;
      context: Record<string, unknown>;
    };
    actor.stop();
    const { orderInfoRetries: _dropped, ...context } = persisted.context;
    const clock = new SimulatedClock();
    const restored = createActor(checkoutMachine, {
      input: { token: 'co_1' },
      snapshot: { ...persisted, value: 'idle', context } as never,
      clock,
    }).start();
    expect(restored.getSnapshot().matches('idle')).toBe(true);
    expect(restored.getSnapshot().context.step).toBe('thank_you');
    clock.increment(60_000);
    expect(restored.getSnapshot().matches({ idle: 'resting' })).toBe(true);
    expect(refetches()).toBe(1);
    restored.stop();
  });
});
