/**
 * The idempotency key of an additional-balance payment (docs/decisions/0242, 0660), kept in the
 * storefront's storage: the same after a lost answer (a time-out, a 5xx, PAYMENT_PROCESSING: the
 * payment may have been taken, so the server must see the same request), a new one after a
 * payment refused or paid, on this page or the next (a reload, another tab).
 */
import type { Transport } from '@vitrine/api-client';
import { createMemoryPorts, createSeededRandom } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { payAdditionalBalance } from './checkout-additional';

type Answer = Awaited<ReturnType<Transport['send']>>;

const TIMED_OUT = { ok: false, failure: { kind: 'timeout' } } as unknown as Answer;
const DECLINED = {
  ok: false,
  failure: { kind: 'http', statusCode: 402, errorCode: 'CARD_DECLINED', message: 'Your card was declined.' },
} as unknown as Answer;
const PAID = { ok: true, data: { result: { status: 'paid' } } } as unknown as Answer;

/** A transport answering `answers` in order and recording each payment's idempotency key. */
function answering(answers: Answer[]) {
  const keys: (string | undefined)[] = [];
  const transport = {
    send: async (_endpoint: unknown, _input: unknown, options?: { idempotencyKey?: string }) => {
      keys.push(options?.idempotencyKey);
      return answers.shift() ?? TIMED_OUT;
    },
  } as unknown as Transport;
  return { transport, keys };
}

const REQUEST = { amount: { amount: 1250, currency: 'USD' }, paymentData: { card_number: '4242' } };

describe('payAdditionalBalance with the storefront storage (decisions 0242, 0660)', () => {
  it('a lost answer keeps the key; a refusal, then a payment, each spend it, for every page', async () => {
    const { storage } = createMemoryPorts();
    const random = createSeededRandom(7);
    const { transport, keys } = answering([TIMED_OUT, DECLINED, PAID, PAID, PAID]);
    const pay = () => payAdditionalBalance(transport, 'ord_1', REQUEST, { storage, random });
    expect((await pay()).ok).toBe(false);
    expect((await pay()).ok).toBe(false);
    expect((await pay()).ok).toBe(true);
    // Another balance of the same amount, paid on another page of the same browser.
    expect((await payAdditionalBalance(transport, 'ord_1', REQUEST, { storage, random })).ok).toBe(true);
    // Another browser paying the same order: its own key.
    const elsewhere = createMemoryPorts().storage;
    await payAdditionalBalance(transport, 'ord_1', REQUEST, {
      storage: elsewhere,
      random: createSeededRandom(8),
    });
    const [lost, again, refusedNext, paidNext, otherBrowser] = keys;
    expect(again).toBe(lost);
    expect(new Set([lost, refusedNext, paidNext, otherBrowser]).size).toBe(4);
    for (const key of keys) expect(key).toMatch(/^additional-ord_1-1250-[0-9a-z]+$/);
  });

  it("a key of the caller's own is sent as given, and nothing is kept", async () => {
    const { storage } = createMemoryPorts();
    const { transport, keys } = answering([DECLINED]);
    await payAdditionalBalance(
      transport,
      'ord_1',
      { ...REQUEST, idempotencyKey: 'mine' },
      { storage, random: createSeededRandom(1) },
    );
    expect(keys).toEqual(['mine']);
    expect(storage.get('vitrine.checkout-additional.attempt.ord_1')).toBeUndefined();
  });
});
