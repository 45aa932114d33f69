import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { EDITOR_ORIGIN, editorMessage, section } from './preview.fixtures';
import { type PreviewEmitted, type PreviewInput, previewMachine } from './preview.machine';

function startPreview(input: Partial<PreviewInput> = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(previewMachine, { clock, input: { editorOrigin: EDITOR_ORIGIN, ...input } });
  const emitted: PreviewEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const post = (type: string, payload: unknown, id?: string, origin = EDITOR_ORIGIN) =>
    actor.send({ type: 'preview.message', origin, data: editorMessage(type, payload, id) });
  const take = () => emitted.splice(0);
  return { actor, clock, post, take };
}

const reloaded = (inReplyTo?: string, page = 'homepage', device = 'mobile') => ({
  type: 'preview.reply',
  targetOrigin: EDITOR_ORIGIN,
  message: {
    channel: 'vitrine.preview',
    version: 1,
    type: 'reloaded',
    ...(inReplyTo === undefined ? {} : { inReplyTo }),
    payload: { page, device },
  },
});

describe('previewMachine', () => {
  it('starts on the home page on a mobile device (000 §4 device defaults to mobile)', () => {
    const { actor } = startPreview();
    expect(actor.getSnapshot().context).toMatchObject({
      page: 'homepage',
      device: 'mobile',
      selection: null,
    });
  });

  it('tells the editor it reloaded once the page is ready', () => {
    const { actor, take } = startPreview();
    actor.send({ type: 'preview.ready' });
    expect(take()).toEqual([reloaded()]);
  });

  it('redraws settings 800 ms after the last change, once, then answers reloaded (001 §2)', () => {
    const { actor, clock, post, take } = startPreview();
    post('settings.update', { settings: { color_primary: '#000', font: 'Inter' } }, 's1');
    clock.increment(500);
    post('settings.update', { settings: { color_primary: '#f00' } }, 's2');
    clock.increment(799);
    expect(take()).toEqual([]);
    clock.increment(1);
    expect(take()).toEqual([
      { type: 'preview.redraw', settings: { color_primary: '#f00', font: 'Inter' }, forceSettings: {} },
      reloaded('s2'),
    ]);
    clock.increment(5000);
    expect(take()).toEqual([]);
    expect(actor.getSnapshot().context.theme.settings).toEqual({ color_primary: '#f00', font: 'Inter' });
  });

  it("starts from the shop's saved settings; the editor's go over them, a cleared one included (001 §3)", () => {
    const { actor, clock, post, take } = startPreview();
    actor.send({
      type: 'preview.saved-settings',
      settings: { accent_color: '#d97706', primary_color: '#1f2937', cart_type: 'drawer' },
    });
    // Nothing is redrawn: the page already shows the saved settings.
    expect(take()).toEqual([]);
    post('settings.update', { settings: { accent_color: '#be185d', primary_color: null } }, 's1');
    clock.increment(800);
    expect(take()).toEqual([
      {
        type: 'preview.redraw',
        settings: { accent_color: '#be185d', primary_color: null, cart_type: 'drawer' },
        forceSettings: {},
      },
      reloaded('s1'),
    ]);
    // Saved settings given again (a restored preview) do not undo the editor's.
    actor.send({ type: 'preview.saved-settings', settings: { accent_color: '#d97706' } });
    expect(actor.getSnapshot().context.theme.settings).toMatchObject({ accent_color: '#be185d' });
  });

  it('redraws cleared force settings with the settings alone', () => {
    const { clock, post, take } = startPreview();
    post('settings.update', { settings: { accent_color: '#d97706' } });
    post('force_settings.update', { forceSettings: { accent_color: '#000000' } });
    clock.increment(800);
    take();
    post('force_settings.update', { forceSettings: {} }, 'f0');
    clock.increment(800);
    expect(take()).toEqual([
      { type: 'preview.redraw', settings: { accent_color: '#d97706' }, forceSettings: {} },
      reloaded('f0'),
    ]);
  });

  it('debounces force settings with settings, and replaces them', () => {
    const { clock, post, take } = startPreview();
    post('force_settings.update', { forceSettings: { cart_drawer_open: true, popup: true } });
    clock.increment(300);
    post('force_settings.update', { forceSettings: { cart_drawer_open: true } }, 'f2');
    clock.increment(300);
    post('settings.update', { settings: { layout: 'wide' } });
    clock.increment(800);
    expect(take()).toEqual([
      { type: 'preview.redraw', settings: { layout: 'wide' }, forceSettings: { cart_drawer_open: true } },
      reloaded(),
    ]);
  });

  it('ignores and counts messages from any origin but the editor’s', () => {
    const { actor, clock, post, take } = startPreview();
    post('settings.update', { settings: { color_primary: '#f00' } }, 'x', 'https://evil.test');
    post('element.select', { sectionId: 'hero' }, 'y', 'null');
    clock.increment(2000);
    const { context } = actor.getSnapshot();
    expect(context.theme.settings).toEqual({});
    expect(context.selection).toBeNull();
    expect(context.ignored.PREVIEW_ORIGIN_REJECTED).toBe(2);
    expect(context.lastIgnored).toEqual({ code: 'PREVIEW_ORIGIN_REJECTED', origin: 'null' });
    expect(take().map((e) => e.type)).toEqual(['preview.ignored', 'preview.ignored']);
  });

  it('ignores and counts malformed and foreign messages from the editor origin', () => {
    const { actor } = startPreview();
    actor.send({ type: 'preview.message', origin: EDITOR_ORIGIN, data: { hello: 'world' } });
    actor.send({
      type: 'preview.message',
      origin: EDITOR_ORIGIN,
      data: editorMessage('styles.update', { css: 1 }),
    });
    actor.send({
      type: 'preview.message',
      origin: EDITOR_ORIGIN,
      data: { ...editorMessage('styles.update', { css: '' }), version: 3 },
    });
    expect(actor.getSnapshot().context.ignored).toEqual({
      PREVIEW_ORIGIN_REJECTED: 0,
      PREVIEW_FOREIGN_MESSAGE: 1,
      PREVIEW_VERSION_UNSUPPORTED: 1,
      PREVIEW_MESSAGE_INVALID: 1,
    });
    expect(actor.getSnapshot().context.theme.styles).toBeNull();
  });

  it('loads an updated section at once and answers reloaded', () => {
    const { actor, post, take } = startPreview();
    post('section.update', { page: 'homepage', sectionId: 'hero', section: { type: 'slideshow' } }, 'u1');
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [{ type: 'vitrine:section:load', detail: { sectionId: 'hero' } }],
      },
      reloaded('u1'),
    ]);
    expect(actor.getSnapshot().context.theme.orders).toEqual({ homepage: ['hero'] });
  });

  it('applies pages: unloads, loads and reorders sections of the page shown, and reselects a reloaded choice', () => {
    const theme = {
      pages: { homepage: { hero: section('slideshow', {}, ['s1']), list: section('collection_list') } },
      orders: { homepage: ['hero', 'list'] },
      settings: {},
      forceSettings: {},
      styles: null,
    };
    const { clock, post, take } = startPreview({ theme });
    post('element.select', { sectionId: 'hero', blockId: 's1' });
    clock.increment(100);
    take();
    post(
      'pages.update',
      {
        pages: {
          homepage: {
            hero: {
              type: 'slideshow',
              settings: { speed: 3 },
              blocks: { s1: { type: 'item' } },
              block_order: ['s1'],
            },
            list: { type: 'collection_list' },
            reviews: { type: 'featured_review_carousel' },
          },
        },
        orders: { homepage: ['list', 'hero', 'reviews'] },
      },
      'p1',
    );
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [
          { type: 'vitrine:section:unload', detail: { sectionId: 'hero' } },
          { type: 'vitrine:section:load', detail: { sectionId: 'hero' } },
          { type: 'vitrine:section:load', detail: { sectionId: 'reviews' } },
          { type: 'vitrine:section:select', detail: { sectionId: 'hero', load: true } },
          { type: 'vitrine:block:select', detail: { sectionId: 'hero', blockId: 's1', load: true } },
        ],
      },
      reloaded('p1'),
    ]);
  });

  // 001 §2 "choose … an element"; docs/preview-protocol.md "Theme events": the chosen element is
  // deselected (section:deselect, block:deselect) when it is no longer chosen, before the DOM changes.
  it('deselects the choice, block then section, before its section goes away', () => {
    const theme = {
      pages: { homepage: { hero: section('slideshow', {}, ['s1']) } },
      orders: { homepage: ['hero'] },
      settings: {},
      forceSettings: {},
      styles: null,
    };
    const { actor, post, take } = startPreview({ theme });
    post('element.select', { sectionId: 'hero', blockId: 's1' });
    take();
    post('pages.update', { pages: { homepage: {} } }, 'p1');
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [
          { type: 'vitrine:block:deselect', detail: { sectionId: 'hero', blockId: 's1', load: false } },
          { type: 'vitrine:section:deselect', detail: { sectionId: 'hero' } },
          { type: 'vitrine:section:unload', detail: { sectionId: 'hero' } },
        ],
      },
      reloaded('p1'),
    ]);
    expect(actor.getSnapshot().context.selection).toBeNull();
  });

  it('deselects a chosen block removed from its section, and keeps its section chosen', () => {
    const theme = {
      pages: { homepage: { hero: section('slideshow', {}, ['s1', 's2']) } },
      orders: { homepage: ['hero'] },
      settings: {},
      forceSettings: {},
      styles: null,
    };
    const { actor, post, take } = startPreview({ theme });
    post('element.select', { sectionId: 'hero', blockId: 's1' });
    take();
    post(
      'section.update',
      { page: 'homepage', sectionId: 'hero', section: section('slideshow', {}, ['s2']) },
      'u1',
    );
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [
          { type: 'vitrine:block:deselect', detail: { sectionId: 'hero', blockId: 's1', load: true } },
          { type: 'vitrine:section:unload', detail: { sectionId: 'hero' } },
          { type: 'vitrine:section:load', detail: { sectionId: 'hero' } },
          { type: 'vitrine:section:select', detail: { sectionId: 'hero', load: true } },
        ],
      },
      reloaded('u1'),
    ]);
    expect(actor.getSnapshot().context.selection).toEqual({ sectionId: 'hero' });
  });

  it("keeps a chosen built-in home section when another section changes (0434: not in the editor's state yet)", () => {
    const { actor, clock, post, take } = startPreview();
    post('element.select', { sectionId: 'featured-product' });
    clock.increment(100);
    take();
    post('section.update', { page: 'homepage', sectionId: 'hero', section: { type: 'slideshow' } }, 'u1');
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [{ type: 'vitrine:section:load', detail: { sectionId: 'hero' } }],
      },
      reloaded('u1'),
    ]);
    expect(actor.getSnapshot().context.selection).toEqual({ sectionId: 'featured-product' });
    // Still chosen: choosing it again gives no event, deselecting it gives its deselect.
    post('element.deselect', {});
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [{ type: 'vitrine:section:deselect', detail: { sectionId: 'featured-product' } }],
      },
    ]);
  });

  it('selects a chosen element at once and scrolls to it after 100 ms (001 §2)', () => {
    const { clock, post, take } = startPreview();
    post('element.select', { sectionId: 'hero', blockId: 'slide-2' });
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [
          { type: 'vitrine:section:select', detail: { sectionId: 'hero', load: false } },
          { type: 'vitrine:block:select', detail: { sectionId: 'hero', blockId: 'slide-2', load: false } },
        ],
      },
    ]);
    clock.increment(99);
    expect(take()).toEqual([]);
    clock.increment(1);
    expect(take()).toEqual([{ type: 'preview.scroll', sectionId: 'hero', blockId: 'slide-2' }]);
  });

  it('scrolls once, to the last element chosen within 100 ms', () => {
    const { clock, post, take } = startPreview();
    post('element.select', { sectionId: 'hero' });
    clock.increment(60);
    post('element.select', { sectionId: 'footer' });
    take();
    clock.increment(60);
    expect(take()).toEqual([]);
    clock.increment(40);
    expect(take()).toEqual([{ type: 'preview.scroll', sectionId: 'footer' }]);
    clock.increment(1000);
    expect(take()).toEqual([]);
  });

  it('deselects and cancels a pending scroll', () => {
    const { actor, clock, post, take } = startPreview();
    post('element.select', { sectionId: 'hero' });
    take();
    post('element.deselect', {});
    clock.increment(200);
    expect(take()).toEqual([
      {
        type: 'preview.theme-events',
        events: [{ type: 'vitrine:section:deselect', detail: { sectionId: 'hero' } }],
      },
    ]);
    expect(actor.getSnapshot().context.selection).toBeNull();
  });

  it('replaces styles at once and answers reloaded', () => {
    const { actor, post, take } = startPreview();
    post('styles.update', { css: '.btn{color:red}' }, 'c1');
    expect(take()).toEqual([{ type: 'preview.styles', css: '.btn{color:red}' }, reloaded('c1')]);
    expect(actor.getSnapshot().context.theme.styles).toBe('.btn{color:red}');
  });

  it('switches device; the next answer says so', () => {
    const { actor, post, take } = startPreview();
    post('device.set', { device: 'desktop' });
    expect(actor.getSnapshot().context.device).toBe('desktop');
    post('styles.update', { css: '' }, 'c2');
    expect(take()).toContainEqual(reloaded('c2', 'homepage', 'desktop'));
  });

  it('opens an editor page at its path, clears the choice and cancels the scroll', () => {
    const { actor, clock, post, take } = startPreview();
    post('element.select', { sectionId: 'hero' });
    take();
    post('page.open', { page: 'thankyou' });
    clock.increment(100);
    expect(take()).toEqual([
      { type: 'preview.navigate', page: 'thankyou', path: '/orders/preview-sample-order' },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ page: 'thankyou', selection: null });
  });

  it('keeps a serialisable snapshot that restores with its theme and pending redraw', () => {
    const { actor, post } = startPreview();
    post('section.update', { page: 'homepage', sectionId: 'hero', section: { type: 'slideshow' } });
    post('settings.update', { settings: { color: '#fff' } }, 's9');
    const persisted = actor.getPersistedSnapshot();
    const restoredSnapshot = JSON.parse(JSON.stringify(persisted));
    expect(restoredSnapshot).toEqual(persisted);
    const clock = new SimulatedClock();
    const restored = createActor(previewMachine, {
      clock,
      snapshot: restoredSnapshot,
      input: { editorOrigin: EDITOR_ORIGIN },
    }).start();
    const emitted: PreviewEmitted[] = [];
    restored.on('*', (event) => {
      emitted.push(event);
    });
    expect(restored.getSnapshot().context.theme.settings).toEqual({ color: '#fff' });
    expect(restored.getSnapshot().context.theme.pages.homepage?.hero?.type).toBe('slideshow');
    // 001 §9: the pending redraw comes 800 ms after the restore (XState does not restore delays)
    clock.increment(799);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(emitted).toEqual([
      { type: 'preview.redraw', settings: { color: '#fff' }, forceSettings: {} },
      reloaded('s9'),
    ]);
    expect(restored.getSnapshot().matches({ redraw: 'idle' })).toBe(true);
  });

  it('restored without a pending redraw, redraws nothing', () => {
    const { actor, clock: first, post } = startPreview();
    post('settings.update', { settings: { color: '#fff' } }, 's1');
    first.increment(800);
    const clock = new SimulatedClock();
    const restored = createActor(previewMachine, {
      clock,
      snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())),
      input: { editorOrigin: EDITOR_ORIGIN },
    });
    const emitted: PreviewEmitted[] = [];
    restored.on('*', (event) => {
      emitted.push(event);
    });
    restored.start();
    clock.increment(5000);
    expect(emitted).toEqual([]);
  });

  it('takes a page named like an object member (__proto__, constructor) as a plain page', () => {
    const { actor, post, take } = startPreview();
    post('page.open', { page: '__proto__' });
    post('section.update', { page: 'constructor', sectionId: 'hero', section: { type: 'slideshow' } });
    post('pages.update', { pages: {}, orders: {} }, 'p1');
    expect(actor.getSnapshot().status).toBe('active');
    expect(take().at(-1)).toEqual(reloaded('p1', '__proto__'));
    expect(Object.hasOwn(actor.getSnapshot().context.theme.pages, 'constructor')).toBe(true);
  });
});
