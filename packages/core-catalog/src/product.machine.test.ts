import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { PRODUCT_FETCH_DEDUPE_MS } from './catalog.constants';
import { product, tee } from './catalog.fixtures';
import {
  addToCartState,
  isSelectionUnavailable,
  productDescription,
  selectedVariant,
  variantQueryParam,
} from './catalog.selectors';
import type { LoadResult, Product } from './catalog.types';
import { type ProductPageInput, productMachine } from './product.machine';
import type { RecentlyViewedProduct } from './recently-viewed.rules';

const shelf: Record<string, Product> = { tee, p2: product(2), p3: product(3) };

const setup = (input: ProductPageInput = {}, fetch?: (handle: string) => Promise<LoadResult<Product>>) => {
  const fetchProduct = vi.fn(async ({ input: { handle } }: { input: { handle: string } }) =>
    fetch
      ? fetch(handle)
      : shelf[handle]
        ? ({ ok: true, data: shelf[handle] } as const)
        : ({ ok: false, error: { kind: 'not-found' } } as const),
  );
  const recordView = vi.fn(async (_: { input: { entry: RecentlyViewedProduct } }) => {});
  const clock = new SimulatedClock();
  const actor = createActor(
    productMachine.provide({
      actors: { fetchProduct: fromPromise(fetchProduct), recordView: fromPromise(recordView) },
    }),
    { input, clock },
  ).start();
  const shown = (handle: string) =>
    waitFor(actor, (s) => s.matches('ready') && s.context.product?.handle === handle);
  return { actor, clock, fetchProduct, recordView, shown };
};

describe('productMachine (000 §4 Product page)', () => {
  it.each([
    ['the variant query when valid', '12', 12],
    ['the first available when the query is invalid', '999', 11],
    ['the first available without a query', null, 11],
  ])('selects %s', async (_name, variant, expected) => {
    const { actor, shown } = setup({ handle: 'tee', variant });
    await shown('tee');
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(expected);
    expect(variantQueryParam(actor.getSnapshot().context)).toBe(String(expected));
  });

  it('selects the variant matching all options, and flags a combination without one', async () => {
    const { actor, shown } = setup({ handle: 'tee' });
    await shown('tee');
    actor.send({ type: 'option.select', optionCode: 'color', valueCode: 'blue' });
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(13);
    actor.send({ type: 'option.select', optionCode: 'size', valueCode: 'm' });
    const context = actor.getSnapshot().context;
    expect(context.selection).toEqual({ color: 'blue', size: 'm' });
    expect(isSelectionUnavailable(context)).toBe(true);
    expect(variantQueryParam(context)).toBeNull();
    expect(addToCartState(context)).toEqual({ enabled: false, reason: 'unavailable' });
  });

  it('disables add to cart for unavailable, out of stock, and while an upload runs', async () => {
    const { actor, shown } = setup({ handle: 'tee' });
    await shown('tee');
    const state = () => addToCartState(actor.getSnapshot().context);
    expect(state()).toEqual({ enabled: true, reason: null });
    actor.send({ type: 'upload.started' });
    actor.send({ type: 'upload.started' });
    actor.send({ type: 'upload.finished' });
    expect(state()).toEqual({ enabled: false, reason: 'uploading' });
    actor.send({ type: 'upload.finished' });
    expect(state()).toEqual({ enabled: true, reason: null });
    actor.send({ type: 'variant.select', variantId: 12 });
    expect(state()).toEqual({ enabled: false, reason: 'unavailable' });
    actor.send({ type: 'variant.select', variantId: 13 });
    expect(state()).toEqual({ enabled: false, reason: 'out-of-stock' });
  });

  it('requires a handle (000 §5): none and blank ones fetch nothing', async () => {
    const { actor, fetchProduct } = setup({});
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'product.load', handle: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fetchProduct).not.toHaveBeenCalled();
  });

  it('shows not-found for an empty result', async () => {
    const { actor } = setup({ handle: 'nope' });
    const s = await waitFor(actor, (snap) => snap.matches('notFound'));
    expect(s.context.error).toEqual({ kind: 'not-found' });
  });

  it('fails with PRODUCT_ERROR, and a retry loads again', async () => {
    let down = true;
    const { actor, fetchProduct, shown } = setup({ handle: 'tee' }, async () =>
      down
        ? { ok: false, error: { kind: 'error', code: 'PRODUCT_ERROR', detail: 'BAD-GATEWAY' } }
        : { ok: true, data: tee },
    );
    const s = await waitFor(actor, (snap) => snap.matches('failure'));
    expect(s.context.error).toEqual({ kind: 'error', code: 'PRODUCT_ERROR', detail: 'BAD-GATEWAY' });
    down = false;
    actor.send({ type: 'product.retry' });
    await shown('tee');
    expect(fetchProduct).toHaveBeenCalledTimes(2);
  });

  it('treats a thrown actor as PRODUCT_ERROR', async () => {
    const { actor } = setup({ handle: 'tee' }, () => Promise.reject(new Error('boom')));
    const s = await waitFor(actor, (snap) => snap.matches('failure'));
    expect(s.context.error).toEqual({ kind: 'error', code: 'PRODUCT_ERROR', detail: null });
  });

  it('remembers the shown product as recently viewed', async () => {
    const { recordView, shown } = setup({ handle: 'tee', variant: 13 });
    await shown('tee');
    await vi.waitFor(() => expect(recordView).toHaveBeenCalledTimes(1));
    expect(recordView.mock.calls[0]?.[0].input.entry).toEqual({
      id: 1,
      handle: 'tee',
      title: 'Tee',
      image: 'tee.png',
      price: 20,
    });
  });

  it('resolves the description for a locale', async () => {
    const { actor, shown } = setup({ handle: 'tee' });
    await shown('tee');
    expect(productDescription(actor.getSnapshot().context, 'en')).toBe('<p>A tee</p>');
  });
});

describe('productMachine dedupe window (000 §4, §9: 20000 ms)', () => {
  it('reuses a load started under 20 s ago, and loads again after', async () => {
    const { actor, clock, fetchProduct, shown } = setup({ handle: 'tee' });
    await shown('tee');
    clock.increment(5_000);
    actor.send({ type: 'product.load', handle: 'p2' });
    await shown('p2');
    clock.increment(PRODUCT_FETCH_DEDUPE_MS - 5_000 - 1); // tee's load is 19 999 ms old
    actor.send({ type: 'product.load', handle: 'tee', variant: '13' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(13);
    expect(fetchProduct).toHaveBeenCalledTimes(2);

    clock.increment(1);
    actor.send({ type: 'product.load', handle: 'p2' });
    expect(actor.getSnapshot().matches('ready')).toBe(true); // p2's load is 15 s old: reused
    expect(fetchProduct).toHaveBeenCalledTimes(2);
    actor.send({ type: 'product.load', handle: 'tee' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await shown('tee');
    expect(fetchProduct).toHaveBeenCalledTimes(3);
  });

  it('counts the window from the start of the load, not from reuse', async () => {
    const { actor, clock, fetchProduct, shown } = setup({ handle: 'tee' });
    await shown('tee');
    clock.increment(15_000);
    actor.send({ type: 'product.load', handle: 'p2' });
    await shown('p2');
    actor.send({ type: 'product.load', handle: 'tee' }); // reused at 15 s
    clock.increment(5_000); // tee's load is now 20 s old
    actor.send({ type: 'product.load', handle: 'p2' }); // p2 is 5 s old: reused
    actor.send({ type: 'product.load', handle: 'tee' });
    await shown('tee');
    expect(fetchProduct.mock.calls.map((c) => c[0].input.handle)).toEqual(['tee', 'p2', 'tee']);
  });

  it('keeps the shown product for a new variant query, and loads it again once the window passed', async () => {
    const { actor, clock, fetchProduct, shown } = setup({ handle: 'tee' });
    await shown('tee');
    actor.send({ type: 'product.load', handle: 'tee', variant: '12' });
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(12);
    expect(fetchProduct).toHaveBeenCalledTimes(1);
    clock.increment(PRODUCT_FETCH_DEDUPE_MS);
    actor.send({ type: 'product.load', handle: 'tee', variant: '13' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await shown('tee');
    expect(fetchProduct).toHaveBeenCalledTimes(2);
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(13);
  });

  // 000 §4 Product page: the variant of a page opened is the query's if valid, else the first
  // available; decision 0147: a kept product is shown again "choosing the variant from the new query".
  it.each([
    ['the first available without a query', null, 11],
    ['the first available for a query naming no variant', '999', 11],
    ['the variant of the query', '12', 12],
  ])('opening a kept product again chooses %s, not the last pick', async (_name, variant, expected) => {
    const { actor, fetchProduct, shown } = setup({ handle: 'tee' });
    await shown('tee');
    actor.send({ type: 'option.select', optionCode: 'color', valueCode: 'blue' });
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(13);
    actor.send({ type: 'product.load', handle: 'tee', variant });
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(expected);
    expect(actor.getSnapshot().context.selection).toEqual(
      expected === 12 ? { color: 'red', size: 'm' } : { color: 'red', size: 's' },
    );
    expect(fetchProduct).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a load in flight', async () => {
    let release: (r: LoadResult<Product>) => void = () => {};
    const { actor, fetchProduct, shown } = setup({}, () => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'product.load', handle: 'tee' });
    actor.send({ type: 'product.load', handle: 'tee', variant: '12' });
    expect(fetchProduct).toHaveBeenCalledTimes(1);
    release({ ok: true, data: tee });
    await shown('tee');
    expect(selectedVariant(actor.getSnapshot().context)?.id).toBe(12);
  });

  it('does not reuse a failed load', async () => {
    let down = true;
    const { actor, fetchProduct, shown } = setup({ handle: 'tee' }, async () =>
      down
        ? { ok: false, error: { kind: 'error', code: 'PRODUCT_ERROR', detail: null } }
        : { ok: true, data: tee },
    );
    await waitFor(actor, (s) => s.matches('failure'));
    down = false;
    actor.send({ type: 'product.load', handle: 'tee' });
    await shown('tee');
    expect(fetchProduct).toHaveBeenCalledTimes(2);
  });

  it('does not reuse a load cancelled by another one', async () => {
    const pending: Array<(r: LoadResult<Product>) => void> = [];
    const { actor, fetchProduct, shown } = setup({}, () => new Promise((resolve) => pending.push(resolve)));
    actor.send({ type: 'product.load', handle: 'tee' });
    actor.send({ type: 'product.load', handle: 'p2' });
    actor.send({ type: 'product.load', handle: 'tee' });
    expect(fetchProduct).toHaveBeenCalledTimes(3);
    pending[0]?.({ ok: true, data: product(99, 'stale') });
    pending[2]?.({ ok: true, data: tee });
    await shown('tee');
    expect(actor.getSnapshot().context.product?.handle).toBe('tee');
  });
});
