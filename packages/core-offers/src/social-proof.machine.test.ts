/**
 * The scheduler on a simulated clock (001 §3 Notifications, §9): delay 3 s before the first
 * popup, each shown 5 s, 10 s between two, never more than maximum_per_page on a page.
 */
import { createSeededRandom, type Result, success } from '@vitrine/ports';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock } from 'xstate';
import { socialProofFacade } from './social-proof.facade';
import {
  restingSnapshot,
  socialProofMachine,
  socialProofMachineWith,
  withNextPopup,
} from './social-proof.machine';
import { settingsFromWire } from './social-proof.map';
import { notificationKindFor } from './scheduler.rules';
import {
  selectPopup,
  selectSaleNotifications,
  selectShownOnPage,
  selectSocialProofStatus,
} from './social-proof.selectors';
import type { SocialProofData, SocialProofError, SocialProofPopup } from './social-proof.types';

const data = (overrides: Parameters<typeof settingsFromWire>[0] = {}, count = 40): SocialProofData => ({
  settings: settingsFromWire(overrides),
  sale: Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    firstName: `Shopper ${i + 1}`,
    location: 'Paris',
    productLink: `/products/p-${i + 1}`,
    productTitle: `Product ${i + 1}`,
    productImage: null,
    timeAgo: '3 hours ago',
  })),
  saleTotal: count,
  checkout: [{ id: '1', purchasedNumber: 7, productTitle: 'Mug', productId: '3' }],
  checkoutTotal: 1,
  checkoutTemplate: null,
  countdowns: [],
  countdownsTotal: 0,
});

/**
 * Moves the simulated clock by `ms` in 100 ms steps (SimulatedClock fires only the timers due when
 * `increment` is called, not those the fired ones start within the same jump).
 */
function advance(clock: SimulatedClock, ms: number): void {
  for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left));
}

function start(loaded: SocialProofData) {
  const clock = new SimulatedClock();
  const random = createSeededRandom(3);
  const logic = socialProofMachine.provide({
    actors: {
      load: fromPromise<Result<SocialProofData, SocialProofError>>(async () => success(loaded)),
    },
    actions: { showNext: assign(({ context }) => withNextPopup(context, random)) },
  });
  const actor = createActor(logic, { clock }).start();
  const popups: SocialProofPopup[] = [];
  actor.on('socialProof.popup', ({ popup }) => popups.push(popup));
  return { actor, clock, popups };
}

const loadedActor = async (loaded: SocialProofData) => {
  const started = start(loaded);
  started.actor.send({ type: 'socialProof.load', requestId: 'r1' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return started;
};

describe('the notification scheduler on a simulated clock', () => {
  it('waits 3 s before the first popup, shows it 5 s, then waits 10 s before the next', async () => {
    const { actor, clock, popups } = await loadedActor(data());
    actor.send({ type: 'socialProof.page' });
    clock.increment(2_999);
    expect(selectPopup(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(selectPopup(actor.getSnapshot())).not.toBeNull();
    clock.increment(4_999);
    expect(selectPopup(actor.getSnapshot())).not.toBeNull();
    clock.increment(1);
    expect(selectPopup(actor.getSnapshot())).toBeNull();
    clock.increment(9_999);
    expect(popups).toHaveLength(1);
    clock.increment(1);
    expect(popups).toHaveLength(2);
    expect(selectShownOnPage(actor.getSnapshot())).toBe(2);
  });

  it('never shows more than maximum_per_page (30) popups on one page, however long the page stays', async () => {
    const { actor, clock, popups } = await loadedActor(data());
    actor.send({ type: 'socialProof.page' });
    for (let second = 0; second < 3_600; second += 1) {
      clock.increment(1_000);
      expect(selectShownOnPage(actor.getSnapshot())).toBeLessThanOrEqual(30);
    }
    expect(popups).toHaveLength(30);
    expect(selectPopup(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ page: 'finished' })).toBe(true);
  });

  it('counts again on a new page, and follows the shop’s own maximum', async () => {
    const { actor, clock, popups } = await loadedActor(data({ maximum_per_page: 2 }));
    actor.send({ type: 'socialProof.page' });
    advance(clock, 120_000);
    expect(popups).toHaveLength(2);
    actor.send({ type: 'socialProof.page' });
    advance(clock, 120_000);
    expect(popups).toHaveLength(4);
  });

  it('shows them in order when random display is off, at random (never twice in a row) when on', async () => {
    const ordered = await loadedActor(data({ random: false }, 3));
    ordered.actor.send({ type: 'socialProof.page' });
    advance(ordered.clock, 3_000 + 4 * 15_000);
    expect(ordered.popups.map((p) => p.notificationId)).toEqual(['1', '2', '3', '1', '2']);
    const shuffled = await loadedActor(data({}, 5));
    shuffled.actor.send({ type: 'socialProof.page' });
    advance(shuffled.clock, 3_000 + 20 * 15_000);
    const ids = shuffled.popups.map((p) => p.notificationId);
    expect(ids.length).toBe(21);
    for (let i = 1; i < ids.length; i += 1) expect(ids[i]).not.toBe(ids[i - 1]);
    expect(new Set(ids).size).toBeGreaterThan(1);
  });

  it('a page asked for before the data loaded starts once it has; a dismissed popup goes at once', async () => {
    const { actor, clock, popups } = start(data());
    actor.send({ type: 'socialProof.page' });
    actor.send({ type: 'socialProof.load', requestId: 'r1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.increment(3_000);
    expect(popups).toHaveLength(1);
    actor.send({ type: 'socialProof.dismiss' });
    expect(selectPopup(actor.getSnapshot())).toBeNull();
    advance(clock, 10_000);
    expect(popups).toHaveLength(2);
  });

  it('shows nothing on a phone when show_on_mobile is off; shows checkout notifications when asked', async () => {
    const { actor, clock, popups } = await loadedActor(data({ show_on_mobile: false }));
    actor.send({ type: 'socialProof.page', mobile: true });
    advance(clock, 60_000);
    expect(popups).toHaveLength(0);
    actor.send({ type: 'socialProof.page', mobile: false, kind: 'checkout' });
    clock.increment(3_000);
    expect(popups[0]?.text).toBe('7 people are buying Mug right now');
  });

  it('says where it is: idle before a load, loading, ready through its pages, failed when the load failed', async () => {
    const { actor, clock } = start(data());
    expect(selectSocialProofStatus(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'socialProof.load', requestId: 'r1' });
    expect(selectSocialProofStatus(actor.getSnapshot())).toBe('loading');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectSocialProofStatus(actor.getSnapshot())).toBe('ready');
    actor.send({ type: 'socialProof.page' });
    clock.increment(3_000);
    expect(selectPopup(actor.getSnapshot())).not.toBeNull();
    expect(selectSocialProofStatus(actor.getSnapshot())).toBe('ready');
    const failing = createActor(
      socialProofMachine.provide({
        actors: {
          load: fromPromise<Result<SocialProofData, SocialProofError>>(async () => ({
            ok: false,
            error: { code: 'request_failed', message: 'down' },
          })),
        },
      }),
    ).start();
    failing.send({ type: 'socialProof.load', requestId: 'r2' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectSocialProofStatus(failing.getSnapshot())).toBe('failed');
  });

  it('the cart shows the checkout notifications, every other page the sale ones (decision 0491)', () => {
    expect(notificationKindFor('cart')).toBe('checkout');
    for (const route of ['home', 'product-single', 'category', 'search', 'catch-all', undefined] as const)
      expect(notificationKindFor(route)).toBe('sale');
  });

  it('persists a page in progress at rest; the restored scheduler keeps its data and shows on the next page', async () => {
    const { actor, clock } = await loadedActor(data());
    actor.send({ type: 'socialProof.page' });
    advance(clock, 3_000);
    expect(selectPopup(actor.getSnapshot())).not.toBeNull();
    const saved = restingSnapshot(actor.getPersistedSnapshot());
    actor.stop();
    const restoredClock = new SimulatedClock();
    const restored = createActor(socialProofMachine, {
      clock: restoredClock,
      snapshot: saved as never,
    }).start();
    expect(selectPopup(restored.getSnapshot())).toBeNull();
    expect(restored.getSnapshot().context.data?.sale).toHaveLength(40);
    restored.send({ type: 'socialProof.page' });
    advance(restoredClock, 3_000);
    expect(selectPopup(restored.getSnapshot())).not.toBeNull();
    expect(selectShownOnPage(restored.getSnapshot())).toBe(1);
  });

  it('for any settings and list, never more than maximum_per_page on a page, and that many when there is something to show', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        async (maximum, count, random, display, delay) => {
          const { actor, clock, popups } = await loadedActor(
            data(
              { maximum_per_page: maximum, random, display_time: display, delay_time_notification: delay },
              count,
            ),
          );
          actor.send({ type: 'socialProof.page' });
          advance(clock, 3_000 + (maximum + 2) * (display + delay) * 1_000);
          expect(popups.length).toBe(count === 0 ? 0 : maximum);
          expect(selectShownOnPage(actor.getSnapshot())).toBeLessThanOrEqual(maximum);
          actor.stop();
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** A scheduler behind its facade whose loads the test answers one by one, in the order asked. */
function deferred() {
  const clock = new SimulatedClock();
  const answers: ((result: Result<SocialProofData, SocialProofError>) => void)[] = [];
  const logic = socialProofMachine.provide({
    actors: {
      load: fromPromise<Result<SocialProofData, SocialProofError>>(
        () => new Promise((resolve) => answers.push(resolve)),
      ),
    },
  });
  const facade = socialProofFacade(createActor(logic, { clock }).start());
  const popups: SocialProofPopup[] = [];
  facade.on('socialProof.popup', ({ popup }) => popups.push(popup));
  const answer = (index: number, loaded: SocialProofData) => answers[index]?.(success(loaded));
  return { facade, clock, popups, answer, asked: () => answers.length };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The verb's answer, or 'still waiting' when it has not settled within 50 ms. */
const within = <T>(verb: Promise<T>) =>
  Promise.race([
    verb,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 50)),
  ]);

describe('load() while another load or a page runs (request.ts: a verb never waits forever)', () => {
  it('settles both of two loads asked at once, the data of the last one shown', async () => {
    const { facade, answer, asked } = deferred();
    const a = facade.load();
    const b = facade.load();
    await flush();
    for (let index = 0; index < asked(); index += 1) answer(index, data({}, index + 1));
    const [first, second] = await Promise.all([within(a), within(b)]);
    expect(first).not.toBe('still waiting');
    expect(second).toEqual(success(data({}, asked())));
    expect(selectSaleNotifications(facade.getSnapshot())).toHaveLength(asked());
    expect(selectSocialProofStatus(facade.getSnapshot())).toBe('ready');
    facade.stop();
  });

  it('a refresh followed by a page still settles, and the page shows the new notifications (001 §3)', async () => {
    const { facade, clock, popups, answer } = deferred();
    const first = facade.load();
    await flush();
    answer(0, data({ random: false }, 1));
    await first;
    const refresh = facade.load();
    void facade.page();
    await flush();
    const fresh = data({ random: false }, 3);
    answer(1, {
      ...fresh,
      sale: fresh.sale.map((n) => ({ ...n, id: `new-${n.id}`, productTitle: `New ${n.productTitle}` })),
    });
    expect(await within(refresh)).toMatchObject({ ok: true });
    expect(selectSaleNotifications(facade.getSnapshot())[0]?.id).toBe('new-1');
    advance(clock, 3_000);
    expect(popups.at(-1)?.notificationId).toBe('new-1');
    facade.stop();
  });

  it('a refresh during a page keeps its popups going until the next page', async () => {
    const { facade, clock, popups, answer } = deferred();
    const first = facade.load();
    await flush();
    answer(0, data());
    await first;
    void facade.page();
    advance(clock, 3_000);
    expect(selectPopup(facade.getSnapshot())).not.toBeNull();
    const refresh = facade.load();
    await flush();
    expect(selectPopup(facade.getSnapshot())).not.toBeNull();
    advance(clock, 15_000);
    expect(popups).toHaveLength(2);
    answer(1, data({}, 5));
    expect(await within(refresh)).toMatchObject({ ok: true });
    advance(clock, 15_000);
    expect(popups).toHaveLength(3);
    expect(selectSaleNotifications(facade.getSnapshot())).toHaveLength(5);
    facade.stop();
  });
});

/** A loaded scheduler behind its facade on a simulated clock, its `now` the clock's. */
async function pausable() {
  const clock = new SimulatedClock();
  const logic = socialProofMachineWith({
    actors: { load: fromPromise<Result<SocialProofData, SocialProofError>>(async () => success(data())) },
    now: () => clock.now(),
  });
  const facade = socialProofFacade(createActor(logic, { clock }).start());
  const popups: SocialProofPopup[] = [];
  facade.on('socialProof.popup', ({ popup }) => popups.push(popup));
  await facade.load();
  await facade.page();
  advance(clock, 3_000);
  return { facade, clock, popups };
}

describe('a popup the shopper is on (issue 12: keyboard-operable; 001 §3 timings otherwise)', () => {
  it('paused, it stays past its display_time and the next waits; resumed, it shows the rest of its time, then 10 s pass before the next', async () => {
    const { facade, clock, popups } = await pausable();
    const shown = selectPopup(facade.getSnapshot());
    expect(shown).not.toBeNull();
    advance(clock, 1_000);
    await facade.pause();
    advance(clock, 60_000);
    expect(selectPopup(facade.getSnapshot())).toEqual(shown);
    expect(popups).toHaveLength(1);
    await facade.resume();
    advance(clock, 3_900);
    expect(selectPopup(facade.getSnapshot())).toEqual(shown);
    advance(clock, 100);
    expect(selectPopup(facade.getSnapshot())).toBeNull();
    advance(clock, 9_900);
    expect(popups).toHaveLength(1);
    advance(clock, 100);
    expect(popups).toHaveLength(2);
    facade.stop();
  });

  it('paused twice, its time left is counted across both; a paused popup still closes when dismissed', async () => {
    const { facade, clock, popups } = await pausable();
    advance(clock, 1_000);
    await facade.pause();
    advance(clock, 20_000);
    await facade.resume();
    advance(clock, 2_000);
    await facade.pause();
    await facade.pause();
    advance(clock, 20_000);
    await facade.resume();
    await facade.resume();
    advance(clock, 1_900);
    expect(selectPopup(facade.getSnapshot())).not.toBeNull();
    advance(clock, 100);
    expect(selectPopup(facade.getSnapshot())).toBeNull();
    advance(clock, 10_000);
    expect(popups).toHaveLength(2);
    await facade.pause();
    await facade.dismiss();
    expect(selectPopup(facade.getSnapshot())).toBeNull();
    advance(clock, 10_000);
    expect(popups).toHaveLength(3);
    facade.stop();
  });
});
