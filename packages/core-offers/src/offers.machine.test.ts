/**
 * The upsell machine with stand-in actors: requests run side by side, the last of a kind wins its
 * slot, every verb settles (a failure as a value), and a stopped facade answers `stopped`.
 */
import { failure, restorable, success } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { OFFERS_SNAPSHOT_VERSION } from './offers.constants';
import { offersFacade } from './offers.facade';
import { offersMachine, type RunInput } from './offers.machine';
import type { OffersOutcome } from './offers.requests';
import { selectAfterAdd, selectOffersStatus, selectQuickView, selectWidgets } from './offers.selectors';
import type { Product, UpsellWidget } from './offers.types';

const product = (handle: string) => ({ id: handle, handle, title: handle }) as unknown as Product;

/** A run actor whose answers the test releases by handle. */
function controlled() {
  const pending = new Map<string, (outcome: OffersOutcome) => void>();
  const run = fromPromise<OffersOutcome, RunInput>(
    ({ input }) =>
      new Promise((resolve) => {
        if (input.request.kind === 'quickView') pending.set(input.request.handle, resolve);
        else
          resolve({ kind: 'settings', result: success({ appCode: 'copt', settings: {} }) } as OffersOutcome);
      }),
  );
  const release = (handle: string, ok = true) =>
    pending.get(handle)?.(
      ok
        ? { kind: 'quickView', result: success(product(handle)) }
        : { kind: 'quickView', result: failure({ code: 'not_found' }) },
    );
  return { run, release };
}

/** Offers after an add of `productId` (one bundle offer). */
const afterAddOf = (productId: string): OffersOutcome => ({
  kind: 'afterAdd',
  result: success({
    line: { variantId: `${productId}1`, quantity: 1, productId },
    offers: [
      {
        id: `offer-${productId}`,
        type: 'bundle',
        recommendType: null,
        title: null,
        message: null,
        refIds: [productId],
        productIds: ['P'],
        percentageDiscount: 10,
        minQuantity: 1,
      },
    ],
    products: [],
  }),
});

/** A run actor whose after-add lookups the test answers by product id. */
function controlledAdds() {
  const pending = new Map<string, (outcome: OffersOutcome) => void>();
  const run = fromPromise<OffersOutcome, RunInput>(
    ({ input }) =>
      new Promise((resolve) => {
        if (input.request.kind === 'afterAdd') pending.set(input.request.line.productId ?? '', resolve);
      }),
  );
  const release = (productId: string) => pending.get(productId)?.(afterAddOf(productId));
  return { run, release };
}

describe('the upsell machine', () => {
  it('runs requests side by side; the last one of a kind wins its slot; each verb gets its own answer', async () => {
    const { run, release } = controlled();
    const actor = createActor(offersMachine.provide({ actors: { run } }), { input: {} }).start();
    const offers = offersFacade(actor);
    const first = offers.quickView('first');
    const second = offers.quickView('second');
    expect(selectOffersStatus(offers.getSnapshot(), 'quickView')).toBe('loading');
    release('second');
    release('first');
    const [a, b] = await Promise.all([first, second]);
    expect(a.ok && a.value.handle).toBe('first');
    expect(b.ok && b.value.handle).toBe('second');
    expect(selectQuickView(offers.getSnapshot())?.handle).toBe('second');
    expect(actor.getSnapshot().context.running).toEqual({});
    expect(Object.keys(actor.getSnapshot().children)).toEqual([]);
    offers.stop();
  });

  it('keeps the last answer when a newer request fails, with the error', async () => {
    const widget = { id: 'w1' } as unknown as UpsellWidget;
    let calls = 0;
    const run = fromPromise<OffersOutcome, RunInput>(async () => {
      calls += 1;
      return calls === 1
        ? { kind: 'widgets', result: success([widget]) }
        : { kind: 'widgets', result: failure({ code: 'request_failed', message: 'down' }) };
    });
    const offers = offersFacade(
      createActor(offersMachine.provide({ actors: { run } }), { input: {} }).start(),
    );
    expect((await offers.widgets()).ok).toBe(true);
    expect((await offers.widgets({ page: 2 })).ok).toBe(false);
    expect(selectWidgets(offers.getSnapshot())).toEqual([widget]);
    expect(selectOffersStatus(offers.getSnapshot(), 'widgets')).toBe('failed');
    offers.stop();
  });

  it('the quick view shows the product asked: not the previous one while it loads, none when it is not found', async () => {
    const { run, release } = controlled();
    const offers = offersFacade(
      createActor(offersMachine.provide({ actors: { run } }), { input: {} }).start(),
    );
    const opened = offers.quickView('tee');
    release('tee');
    await opened;
    expect(selectQuickView(offers.getSnapshot())?.handle).toBe('tee');
    const missing = offers.quickView('gone');
    expect(selectQuickView(offers.getSnapshot())).toBeNull();
    expect(selectOffersStatus(offers.getSnapshot(), 'quickView')).toBe('loading');
    release('gone', false);
    expect(await missing).toEqual({ ok: false, error: { code: 'not_found' } });
    expect(selectQuickView(offers.getSnapshot())).toBeNull();
    expect(selectOffersStatus(offers.getSnapshot(), 'quickView')).toBe('failed');
    offers.stop();
  });

  it('answers a verb waiting when the facade stops, and every later one, with stopped', async () => {
    const { run } = controlled();
    const offers = offersFacade(
      createActor(offersMachine.provide({ actors: { run } }), { input: {} }).start(),
    );
    const waiting = offers.quickView('never');
    offers.stop();
    expect(await waiting).toEqual({ ok: false, error: { code: 'stopped' } });
    expect(await offers.settings()).toEqual({ ok: false, error: { code: 'stopped' } });
  });

  it('turns an actor that rejects (not provided) into a request_failed value', async () => {
    const offers = offersFacade(createActor(offersMachine, { input: {} }).start());
    const answer = await offers.settings();
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error.code).toBe('request_failed');
    offers.stop();
  });

  it('restores a request in flight: it runs again and lands in its slot', async () => {
    const before = controlled();
    const offers = offersFacade(
      createActor(offersMachine.provide({ actors: { run: before.run } }), { input: {} }).start(),
    );
    void offers.quickView('tee');
    const saved = offers.persist();
    offers.stop();
    const after = controlled();
    const actor = createActor(offersMachine.provide({ actors: { run: after.run } }), {
      input: {},
      snapshot: restorable(saved, OFFERS_SNAPSHOT_VERSION) as never,
    }).start();
    const restored = offersFacade(actor);
    expect(selectOffersStatus(restored.getSnapshot(), 'quickView')).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    after.release('tee');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectQuickView(restored.getSnapshot())?.handle).toBe('tee');
    expect(actor.getSnapshot().context.running).toEqual({});
    restored.stop();
  });

  it('replaces the offers of the last add with none when the next add’s lookup fails (0542)', async () => {
    const offered: OffersOutcome = {
      kind: 'afterAdd',
      result: success({
        line: { variantId: 'x1', quantity: 1, productId: 'X' },
        offers: [
          {
            id: '1',
            type: 'bundle',
            recommendType: null,
            title: null,
            message: null,
            refIds: ['X'],
            productIds: ['P'],
            percentageDiscount: 10,
            minQuantity: 1,
          },
        ],
        products: [],
      }),
    };
    const run = fromPromise<OffersOutcome, RunInput>(async ({ input }) =>
      input.request.kind === 'afterAdd' && input.request.line.productId === 'X'
        ? offered
        : { kind: 'afterAdd', result: failure({ code: 'request_failed' }) },
    );
    const offers = offersFacade(
      createActor(offersMachine.provide({ actors: { run } }), { input: {} }).start(),
    );
    expect((await offers.afterAdd({ variantId: 'x1', quantity: 1, productId: 'X' })).ok).toBe(true);
    expect(selectAfterAdd(offers.getSnapshot())?.line.productId).toBe('X');
    expect((await offers.afterAdd({ variantId: 'y1', quantity: 1, productId: 'Y' })).ok).toBe(false);
    expect(selectAfterAdd(offers.getSnapshot())).toBeNull();
    expect(selectOffersStatus(offers.getSnapshot(), 'afterAdd')).toBe('failed');
    offers.stop();
  });

  it('tells the offers after an add only for the last add, not for an earlier one nor after No thanks (0542)', async () => {
    const { run, release } = controlledAdds();
    const offers = offersFacade(
      createActor(offersMachine.provide({ actors: { run } }), { input: {} }).start(),
    );
    const shown: string[] = [];
    offers.on('offers.afterAdd', ({ afterAdd }) => shown.push(afterAdd.line.productId ?? ''));
    const earlier = offers.afterAdd({ variantId: 'X1', quantity: 1, productId: 'X' });
    const later = offers.afterAdd({ variantId: 'Y1', quantity: 1, productId: 'Y' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release('Y');
    release('X');
    expect((await earlier).ok).toBe(true);
    expect((await later).ok).toBe(true);
    expect(selectAfterAdd(offers.getSnapshot())?.line.productId).toBe('Y');
    const dismissed = offers.afterAdd({ variantId: 'Z1', quantity: 1, productId: 'Z' });
    await offers.dismissAfterAdd();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release('Z');
    expect((await dismissed).ok).toBe(true);
    expect(selectAfterAdd(offers.getSnapshot())).toBeNull();
    expect(shown).toEqual(['Y']);
    offers.stop();
  });
});
