import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { section } from './preview.fixtures';
import type { ThemeState } from './preview.types';
import { sectionChangeEvents, selectionEvents } from './theme-events';
import { applyPages, applySection, emptyThemeState, renderedSectionIds } from './theme-state';

function home(order: string[], sections: Record<string, ReturnType<typeof section>>): ThemeState {
  return applyPages(emptyThemeState(), { homepage: sections }, { homepage: order });
}

const hero = section('slideshow', { speed: '5' }, ['slide-1', 'slide-2']);
const featured = section('featured_collection', { handle: 'all' });
const reviews = section('featured_review_carousel');

describe('sectionChangeEvents', () => {
  it('loads an added section and unloads a removed one', () => {
    const before = home(['hero', 'featured'], { hero, featured });
    const after = home(['hero', 'reviews'], { hero, reviews });
    expect(sectionChangeEvents(before, after, 'homepage', null)).toEqual([
      { type: 'vitrine:section:unload', detail: { sectionId: 'featured' } },
      { type: 'vitrine:section:load', detail: { sectionId: 'reviews' } },
    ]);
  });

  it('reloads a section whose settings changed (000 §2 a section is refetched when its settings change)', () => {
    const before = home(['hero', 'featured'], { hero, featured });
    const after = applySection(
      before,
      'homepage',
      'featured',
      section('featured_collection', { handle: 'new' }),
    );
    expect(sectionChangeEvents(before, after, 'homepage', null)).toEqual([
      { type: 'vitrine:section:unload', detail: { sectionId: 'featured' } },
      { type: 'vitrine:section:load', detail: { sectionId: 'featured' } },
    ]);
  });

  it('gives nothing when a section is sent again unchanged, whatever the key order', () => {
    const before = home(['hero'], { hero });
    const same = { ...hero, settings: { speed: '5' }, block_order: ['slide-1', 'slide-2'] };
    expect(
      sectionChangeEvents(before, applySection(before, 'homepage', 'hero', same), 'homepage', null),
    ).toEqual([]);
  });

  it('reorders only the section that moved', () => {
    const before = home(['hero', 'featured', 'reviews'], { hero, featured, reviews });
    const after = applyPages(before, {}, { homepage: ['reviews', 'hero', 'featured'] });
    expect(sectionChangeEvents(before, after, 'homepage', null)).toEqual([
      { type: 'vitrine:section:reorder', detail: { sectionId: 'reviews' } },
    ]);
  });

  it('unloads a section that gets disabled', () => {
    const before = home(['hero', 'featured'], { hero, featured });
    const after = applySection(before, 'homepage', 'featured', { ...featured, disabled: true });
    expect(sectionChangeEvents(before, after, 'homepage', null)).toEqual([
      { type: 'vitrine:section:unload', detail: { sectionId: 'featured' } },
    ]);
  });

  it('selects the chosen section and block again after reloading it', () => {
    const before = home(['hero'], { hero });
    const after = applySection(
      before,
      'homepage',
      'hero',
      section('slideshow', { speed: '3' }, ['slide-1', 'slide-2']),
    );
    expect(sectionChangeEvents(before, after, 'homepage', { sectionId: 'hero', blockId: 'slide-2' })).toEqual(
      [
        { type: 'vitrine:section:unload', detail: { sectionId: 'hero' } },
        { type: 'vitrine:section:load', detail: { sectionId: 'hero' } },
        { type: 'vitrine:section:select', detail: { sectionId: 'hero', load: true } },
        { type: 'vitrine:block:select', detail: { sectionId: 'hero', blockId: 'slide-2', load: true } },
      ],
    );
  });

  it('ignores changes to another page', () => {
    const before = home(['hero'], { hero });
    const after = applySection(before, 'product', 'info', section('product_info'));
    expect(sectionChangeEvents(before, after, 'homepage', null)).toEqual([]);
  });

  it('applying the events to the old section list gives the new one, in order', () => {
    const ids = ['a', 'b', 'c', 'd', 'e'];
    const page = fc
      .subarray(ids)
      .chain((chosen) =>
        fc.tuple(fc.shuffledSubarray(chosen, { minLength: chosen.length }), fc.subarray(chosen)),
      )
      .map(([order, changed]) =>
        home(
          order,
          Object.fromEntries(
            order.map((id) => [id, section('text', { v: changed.includes(id) ? '2' : '1' })]),
          ),
        ),
      );
    fc.assert(
      fc.property(page, page, (before, after) => {
        const events = sectionChangeEvents(before, after, 'homepage', null);
        let shown = renderedSectionIds(before, 'homepage');
        const target = renderedSectionIds(after, 'homepage');
        for (const { type, detail } of events) {
          if (type === 'vitrine:section:unload') shown = shown.filter((id) => id !== detail.sectionId);
          if (type === 'vitrine:section:load') shown.push(detail.sectionId);
        }
        // After unloads and loads, the same set is shown; sections that were not reordered keep
        // their relative order in the target.
        expect([...shown].sort()).toEqual([...target].sort());
        const moved = new Set(
          events.filter((e) => e.type !== 'vitrine:section:reorder').map((e) => e.detail.sectionId),
        );
        const reordered = new Set(
          events.filter((e) => e.type === 'vitrine:section:reorder').map((e) => e.detail.sectionId),
        );
        const stayed = target.filter((id) => !moved.has(id) && !reordered.has(id));
        const stayedBefore = renderedSectionIds(before, 'homepage').filter((id) => stayed.includes(id));
        expect(stayed).toEqual(stayedBefore);
      }),
    );
  });
});

describe('selectionEvents', () => {
  it.each([
    [
      'choosing a section',
      null,
      { sectionId: 'hero' },
      [{ type: 'vitrine:section:select', detail: { sectionId: 'hero', load: false } }],
    ],
    [
      'choosing a block of another section',
      { sectionId: 'hero', blockId: 'slide-1' },
      { sectionId: 'featured', blockId: 'item-1' },
      [
        { type: 'vitrine:block:deselect', detail: { sectionId: 'hero', blockId: 'slide-1', load: false } },
        { type: 'vitrine:section:deselect', detail: { sectionId: 'hero' } },
        { type: 'vitrine:section:select', detail: { sectionId: 'featured', load: false } },
        { type: 'vitrine:block:select', detail: { sectionId: 'featured', blockId: 'item-1', load: false } },
      ],
    ],
    [
      'choosing another block of the same section',
      { sectionId: 'hero', blockId: 'slide-1' },
      { sectionId: 'hero', blockId: 'slide-2' },
      [
        { type: 'vitrine:block:deselect', detail: { sectionId: 'hero', blockId: 'slide-1', load: false } },
        { type: 'vitrine:block:select', detail: { sectionId: 'hero', blockId: 'slide-2', load: false } },
      ],
    ],
    [
      'choosing the section of the chosen block',
      { sectionId: 'hero', blockId: 'slide-1' },
      { sectionId: 'hero' },
      [{ type: 'vitrine:block:deselect', detail: { sectionId: 'hero', blockId: 'slide-1', load: false } }],
    ],
    ['choosing the same element again', { sectionId: 'hero' }, { sectionId: 'hero' }, []],
    [
      'clearing the choice',
      { sectionId: 'hero', blockId: 'slide-1' },
      null,
      [
        { type: 'vitrine:block:deselect', detail: { sectionId: 'hero', blockId: 'slide-1', load: false } },
        { type: 'vitrine:section:deselect', detail: { sectionId: 'hero' } },
      ],
    ],
  ])('%s', (_, previous, next, events) => {
    expect(selectionEvents(previous, next)).toEqual(events);
  });
});
