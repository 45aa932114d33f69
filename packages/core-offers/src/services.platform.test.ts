/**
 * The notifications and reviews facades against the reference platform (examples/platform-api)
 * in process: the real transport, the real Hono app, its seeded demo shop (001 §3, §4, §7, §9).
 */
import { createSeededRandom } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { startPlatform, type TestPlatform } from './platform.fixtures';
import { createReviews } from './reviews.facade';
import { selectRating, selectReviewList, selectReviewProduct } from './reviews.selectors';
import { createSocialProof } from './social-proof.facade';
import { selectPopup, selectProductCountdowns, selectShownOnPage } from './social-proof.selectors';
import type { SocialProofPopup } from './social-proof.types';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);

afterAll(async () => {
  await platform?.close();
});

const calls = (prefix: string) => platform.requests.filter((path) => path.startsWith(prefix));

/** Moves a simulated clock in 100 ms steps (timers started by fired timers fire too). */
function advance(clock: SimulatedClock, ms: number): void {
  for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left));
}

describe('createSocialProof against the reference platform', () => {
  it('loads sale and checkout notifications (limit 50, page 1) and countdowns (limit 100, page 1)', async () => {
    const socialProof = createSocialProof({ transport: platform.transport() });
    const loaded = await socialProof.load();
    if (!loaded.ok) throw new Error(loaded.error.code);
    expect(calls('/api/copt/sale-notifications.json')[0]).toContain('limit=50&page=1');
    expect(calls('/api/copt/checkout-notifications.json')[0]).toContain('limit=50&page=1');
    expect(calls('/api/copt/timer-countdowns.json')[0]).toContain('limit=100&page=1');
    expect(loaded.value.sale.length).toBeGreaterThan(0);
    expect(loaded.value.checkout.length).toBeGreaterThan(0);
    expect(loaded.value.settings).toMatchObject({
      layout: 'circle',
      desktopPosition: 'bottom_left',
      mobilePosition: 'bottom',
      displayTime: 5,
      maximumPerPage: 30,
      delayTimeNotification: 10,
      lastTimeDisplay: 30,
      delayTimeShowPopup: 3,
      random: true,
    });
    const countdown = loaded.value.countdowns[0];
    expect(countdown).toBeDefined();
    const now = Date.parse('2030-01-01T00:00:00Z');
    const forProduct = countdown?.productIds[0] ?? 'any';
    expect(selectProductCountdowns(socialProof.getSnapshot(), forProduct, now).length).toBeGreaterThan(0);
    socialProof.stop();
  });

  it('shows the shop’s sale notifications on a simulated schedule, never more than 30 on a page', async () => {
    const clock = new SimulatedClock();
    const socialProof = createSocialProof({
      transport: platform.transport(),
      ports: { clock, random: createSeededRandom(11) },
    });
    const popups: SocialProofPopup[] = [];
    socialProof.on('socialProof.popup', ({ popup }) => popups.push(popup));
    await socialProof.page();
    const loaded = await socialProof.load();
    if (!loaded.ok) throw new Error(loaded.error.code);
    advance(clock, 2_900);
    expect(selectPopup(socialProof.getSnapshot())).toBeNull();
    advance(clock, 100);
    const first = selectPopup(socialProof.getSnapshot());
    expect(first?.kind).toBe('sale');
    const titles = loaded.value.sale.map((n) => n.productTitle);
    expect(titles.some((title) => first?.text.includes(title))).toBe(true);
    expect(first?.parts.some((part) => part.kind === 'link' && part.href.startsWith('/products/'))).toBe(
      true,
    );
    advance(clock, 60 * 60 * 1000);
    expect(popups).toHaveLength(30);
    expect(selectShownOnPage(socialProof.getSnapshot())).toBe(30);
    socialProof.stop();
  });
});

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
  1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

describe('createReviews against the reference platform', () => {
  it('pages a product’s reviews 20 at a time: the next page appends, keeping the new average and page', async () => {
    const tee = await platform.product('classic-crew-tee');
    const reviews = createReviews({ transport: platform.transport() });
    const first = await reviews.load('reviews', { productId: tee.id });
    if (!first.ok) throw new Error(first.error.code);
    expect(first.value.reviews).toHaveLength(20);
    expect(first.value.page).toBe(1);
    expect(first.value.total).toBeGreaterThanOrEqual(25);
    expect(typeof first.value.average).toBe('string');
    expect(calls('/api/review/reviews.json')[0]).toContain('limit=20');
    const more = await reviews.loadMore('reviews');
    if (!more.ok) throw new Error(more.error.code);
    expect(more.value.reviews).toHaveLength(first.value.total);
    expect(more.value.page).toBe(2);
    expect(new Set(more.value.reviews.map((r) => r.id)).size).toBe(more.value.reviews.length);
    const replaced = await reviews.load('reviews', { productId: tee.id, page: 2 });
    expect(replaced.ok && replaced.value.reviews.length).toBe(first.value.total - 20);
    expect(selectReviewList(reviews.getSnapshot(), 'reviews').page).toBe(2);
    reviews.stop();
  });

  it('fetches the products of the reviews only when they are not cached', async () => {
    const reviews = createReviews({ transport: platform.transport() });
    const before = calls('/api/catalog/products-by-ids.json').length;
    const all = await reviews.load('allReviews');
    if (!all.ok) throw new Error(all.error.code);
    const productId = all.value.reviews[0]?.productId;
    if (!productId) throw new Error('no review');
    expect(selectReviewProduct(reviews.getSnapshot(), productId)?.handle).toBeTruthy();
    const afterFirst = calls('/api/catalog/products-by-ids.json').length;
    expect(afterFirst).toBe(before + 1);
    await reviews.load('allReviews');
    await reviews.load('shareReviews');
    await reviews.products([productId]);
    expect(calls('/api/catalog/products-by-ids.json').length).toBe(afterFirst);
    expect(calls('/api/review/share-reviews.json').length).toBeGreaterThan(0);
    reviews.stop();
  });

  it('a product’s own list asks for no product data: its page has the product', async () => {
    const tee = await platform.product('classic-crew-tee');
    const reviews = createReviews({ transport: platform.transport() });
    const before = calls('/api/catalog/products-by-ids.json').length;
    const list = await reviews.load('reviews', { productId: tee.id });
    if (!list.ok) throw new Error(list.error.code);
    expect(list.value.reviews.length).toBeGreaterThan(0);
    expect(list.value.reviews.every((review) => review.productId === tee.id)).toBe(true);
    expect(calls('/api/catalog/products-by-ids.json').length).toBe(before);
    expect(selectReviewProduct(reviews.getSnapshot(), tee.id)).toBeNull();
    // asked for, it is cached with one call
    await reviews.products([tee.id]);
    expect(calls('/api/catalog/products-by-ids.json').length).toBe(before + 1);
    expect(selectReviewProduct(reviews.getSnapshot(), tee.id)?.handle).toBe('classic-crew-tee');
    reviews.stop();
    // the all_reviews list filtered by the product shows each review's product: fetched
    const all = createReviews({ transport: platform.transport() });
    const beforeAll = calls('/api/catalog/products-by-ids.json').length;
    const filtered = await all.load('allReviews', { productId: tee.id });
    if (!filtered.ok) throw new Error(filtered.error.code);
    expect(calls('/api/catalog/products-by-ids.json').length).toBe(beforeAll + 1);
    expect(selectReviewProduct(all.getSnapshot(), tee.id)?.handle).toBe('classic-crew-tee');
    all.stop();
  });

  it('reads a product’s rating summary, the shared widget with its carousel, and the counts (0 for none)', async () => {
    const tee = await platform.product('classic-crew-tee');
    const reviews = createReviews({ transport: platform.transport() });
    const rating = await reviews.widget(tee.id);
    if (!rating.ok) throw new Error(rating.error.code);
    expect(rating.value.total).toBeGreaterThanOrEqual(25);
    expect(rating.value.average).toMatch(/^\d(\.\d)?$/);
    const sum = [1, 2, 3, 4, 5].reduce(
      (acc, star) => acc + (rating.value[`percent${star}` as 'percent1'] ?? 0),
      0,
    );
    expect(sum).toBeGreaterThanOrEqual(98);
    expect(selectRating(reviews.getSnapshot(), tee.id)).toEqual(rating.value);
    const shared = await reviews.sharedWidget();
    if (!shared.ok) throw new Error(shared.error.code);
    expect(shared.value.rating.total).toBeGreaterThan(0);
    expect(shared.value.carousel?.reviews.length).toBeGreaterThan(0);
    expect(shared.value.carousel?.numberOfReviews).toBeGreaterThan(0);
    expect(await reviews.count(tee.id)).toEqual({ ok: true, value: rating.value.total });
    expect(await reviews.count('999999')).toEqual({ ok: true, value: 0 });
    reviews.stop();
  });

  it('posts a review with a photo; its text stays as typed, markup included', async () => {
    const mug = await platform.product('custom-photo-mug');
    const reviews = createReviews({ transport: platform.transport() });
    const created: string[] = [];
    reviews.on('reviews.created', ({ review }) => created.push(review.id));
    const typed = '<img src=x onerror=alert(1)>';
    const posted = await reviews.create({
      productId: mug.id,
      author: 'Ivy',
      email: 'ivy@example.com',
      rating: 4,
      title: 'Sturdy',
      body: typed,
      photos: [{ file: new Blob([PNG], { type: 'image/png' }), name: 'mug.png' }],
    });
    if (!posted.ok) throw new Error(`${posted.error.code} ${posted.error.message ?? ''}`);
    expect(posted.value.body).toBe(typed);
    expect(posted.value.images).toHaveLength(1);
    expect(posted.value.images[0]).toMatch(/\/uploads\/.+mug\.png$/);
    expect(created).toEqual([posted.value.id]);
    expect(calls('/api/upload/multi.json')).toHaveLength(1);
    const list = await reviews.load('reviews', { productId: mug.id });
    const shown = list.ok ? list.value.reviews.find((r) => r.id === posted.value.id) : undefined;
    expect(shown?.body).toBe(typed);
    reviews.stop();
  });

  it('refuses a review without a valid e-mail before any call, with the spec’s message ids', async () => {
    const reviews = createReviews({ transport: platform.transport() });
    const before = platform.requests.length;
    const refused = await reviews.create({
      productId: '1',
      author: 'Ivy',
      email: 'ivy@',
      rating: 5,
      body: 'Nice.',
    });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'invalid', fields: { email: 'newsletter.email_invalid' } },
    });
    expect(platform.requests.length).toBe(before);
    reviews.stop();
  });

  // The platform refuses the whole upload for one photo of another type (000 §5), and a text
  // above decision 0261's limits only after the photos were stored: both are refused before any
  // call (docs/decisions/0615).
  it('refuses a .webp photo or a text above 5 000 characters before any upload, as invalid fields', async () => {
    const reviews = createReviews({ transport: platform.transport() });
    const before = platform.requests.length;
    const review = { productId: '1', author: 'Ivy', email: 'ivy@example.com', rating: 5, body: 'Nice.' };
    const png = { file: new Blob([PNG], { type: 'image/png' }), name: 'mug.png' };
    const webp = { file: new Blob([PNG], { type: 'image/webp' }), name: 'mug.webp' };
    expect(await reviews.create({ ...review, photos: [png, webp] })).toEqual({
      ok: false,
      error: { code: 'invalid', fields: { photos: 'custom_options.upload_invalid_type' } },
    });
    expect(await reviews.create({ ...review, body: 'B'.repeat(5_001), photos: [png] })).toEqual({
      ok: false,
      error: { code: 'invalid', fields: { body: 'reviews.text_too_long' } },
    });
    expect(platform.requests.length).toBe(before);
    reviews.stop();
  });
});
