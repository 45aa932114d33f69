import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { previewImage, selectedStyle } from './catalog.selectors';
import type { LoadResult, Personalization } from './catalog.types';
import { type PreviewFailure, personalizationMachine } from './personalization.machine';

const render: Personalization = {
  styles: [
    { style_option_id: 1, name: 'Classic', designs: [{ mockup: 'c1.png' }, { mockup: 'c2.png' }] },
    { style_option_id: 2, name: 'Bold', designs: [{ artwork: 'b1.png' }] },
  ],
  preview_url: 'fallback.png',
};

const setup = (
  answer: () => Promise<LoadResult<Personalization>> = async () => ({ ok: true, data: render }),
) => {
  const renderPersonalization = vi.fn(answer);
  const reportPreviewFailure = vi.fn(async (_: { input: { failure: PreviewFailure } }) => {});
  const actor = createActor(
    personalizationMachine.provide({
      actors: {
        renderPersonalization: fromPromise(renderPersonalization),
        reportPreviewFailure: fromPromise(reportPreviewFailure),
      },
    }),
    { input: { productId: 42 } },
  ).start();
  return { actor, renderPersonalization, reportPreviewFailure };
};

describe('personalizationMachine (001 §8 Preview image failure)', () => {
  it('previews the first design of the first style, then the chosen ones', async () => {
    const { actor } = setup();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(previewImage(actor.getSnapshot().context)).toBe('c1.png');
    actor.send({ type: 'preview.design', index: 1 });
    expect(previewImage(actor.getSnapshot().context)).toBe('c2.png');
    actor.send({ type: 'preview.style', index: 1 });
    expect(selectedStyle(actor.getSnapshot().context)?.name).toBe('Bold');
    expect(previewImage(actor.getSnapshot().context)).toBe('b1.png');
  });

  it.each([
    ['a style that does not exist', { type: 'preview.style', index: 5 }],
    ['a negative style', { type: 'preview.style', index: -1 }],
    ['a design that does not exist', { type: 'preview.design', index: 2 }],
  ] as const)('ignores %s', async (_name, event) => {
    const { actor } = setup();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send(event);
    expect(actor.getSnapshot().context).toMatchObject({ styleIndex: 0, designIndex: 0 });
  });

  it('shows products.cannot_show_preview and reports once when the image fails', async () => {
    const { actor, reportPreviewFailure } = setup();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'preview.image_failed', src: 'c1.png' });
    expect(actor.getSnapshot().context.messageId).toBe('products.cannot_show_preview');
    await vi.waitFor(() => expect(reportPreviewFailure).toHaveBeenCalledTimes(1));
    expect(reportPreviewFailure.mock.calls[0]?.[0].input.failure).toEqual({
      reason: 'image',
      productId: '42',
      detail: 'c1.png',
    });
  });

  it('fails on a render error, stays failed when the reporter throws, and retries', async () => {
    let down = true;
    const { actor, renderPersonalization } = setup(async () =>
      down
        ? { ok: false, error: { kind: 'error', code: 'PRODUCT_ERROR', detail: null } }
        : { ok: true, data: render },
    );
    await waitFor(actor, (s) => s.matches('failed'));
    down = false;
    actor.send({ type: 'preview.retry' });
    const s = await waitFor(actor, (snap) => snap.matches('ready'));
    expect(s.context.messageId).toBeNull();
    expect(renderPersonalization).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the failure when the reporter itself fails', async () => {
    const actor = createActor(
      personalizationMachine.provide({
        actors: {
          renderPersonalization: fromPromise<LoadResult<Personalization>, { productId: string }>(() =>
            Promise.reject(new Error('network')),
          ),
          reportPreviewFailure: fromPromise<void, { failure: PreviewFailure }>(() =>
            Promise.reject(new Error('monitor down')),
          ),
        },
      }),
      { input: { productId: 1 } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.failure).toEqual({
      reason: 'render',
      productId: '1',
      detail: 'network',
    });
  });
});
