/**
 * Live-preview messages, fuzzed (issue 17 "Bad input, fuzzed": "the live-preview messages
 * (foreign origin, wrong shapes, huge payloads): rejected with a clear error or ignored").
 *
 * Whatever a window posts — any JSON, wrong shapes, huge strings, prototype-pollution keys,
 * unknown types, other versions and channels, from any origin — the preview never throws, never
 * stops, changes nothing for a message it refuses (it only counts it), and never touches
 * `Object.prototype`. Well-formed messages from the editor with hostile names (`__proto__`,
 * `constructor`, …) as page, section or setting ids are taken as plain names.
 */
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from './preview.constants';
import { createPreview } from './preview.facade';
import { EDITOR_ORIGIN, editorMessage } from './preview.fixtures';
import { isEditorOrigin } from './preview-message';
import { type PreviewEmitted, previewMachine } from './preview.machine';
import type { ThemeSection } from './preview.types';

const TYPES = [
  'settings.update',
  'force_settings.update',
  'pages.update',
  'section.update',
  'styles.update',
  'element.select',
  'element.deselect',
  'device.set',
  'page.open',
] as const;

/** Names that are special on a plain object. */
const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
] as const;

const hostileKey = fc.constantFrom(...HOSTILE_KEYS);
const anyKey = fc.oneof(hostileKey, fc.string({ maxLength: 12 }));

/** A JSON value whose object keys are often hostile, as `JSON.parse` would build it (own keys). */
const hostileJson = fc
  .jsonValue({ maxDepth: 3 })
  .chain((value) =>
    fc
      .tuple(hostileKey, fc.jsonValue({ maxDepth: 2 }))
      .map(([key, inner]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(inner)}}`) as unknown)
      .map((polluted) => [value, polluted] as const),
  )
  .chain(([value, polluted]) => fc.constantFrom(value, polluted));

/** A huge string (up to 1 MB) of a repeated piece. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 10_000, max: 1_000_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** A payload of the wrong shape, or a plausible one with hostile keys. */
const anyPayload = fc.oneof(
  hostileJson,
  hugeString,
  fc.record({ settings: fc.dictionary(anyKey, hostileJson) }),
  fc.record({ forceSettings: hostileJson }),
  fc.record({ css: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())) }),
  fc.record({ sectionId: fc.oneof(fc.constant(''), fc.integer(), hostileJson) }),
  fc.record({ device: fc.oneof(fc.string(), hostileKey, fc.constant(null)) }),
  fc.record({ page: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())) }),
  fc.record({ pages: hostileJson, orders: hostileJson }),
  fc.record({ page: anyKey, sectionId: anyKey, section: hostileJson }),
);

/** Anything a window may post: junk, and envelopes broken one way or another. */
const anyData: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  hostileJson,
  hugeString,
  fc.record({
    channel: fc.oneof(fc.constant(PREVIEW_CHANNEL), fc.string(), hostileKey),
    version: fc.oneof(fc.constant(PREVIEW_PROTOCOL_VERSION), fc.integer(), fc.string(), fc.constant(null)),
    type: fc.oneof(fc.constantFrom(...TYPES), fc.string(), hostileKey, hugeString),
    id: fc.oneof(fc.string(), fc.integer(), hostileJson),
    payload: anyPayload,
  }),
  // The right envelope and type with a wrong payload.
  fc.tuple(fc.constantFrom(...TYPES), anyPayload).map(([type, payload]) => editorMessage(type, payload)),
);

/**
 * The ways the editor's own origin may be written (docs/decisions/0133: the exact origin after
 * normalising): a generated origin spelt so is the editor, not a foreign one. Written out here, not
 * asked of `isEditorOrigin`, the function under test: a look-alike it wrongly took for the editor
 * would otherwise be filtered out of the foreign origins and the property would still hold.
 */
const EDITOR_SPELLINGS = new Set([
  EDITOR_ORIGIN,
  `${EDITOR_ORIGIN}/`,
  EDITOR_ORIGIN.toUpperCase(),
  `${EDITOR_ORIGIN.toUpperCase()}/`,
  `${EDITOR_ORIGIN}:443`,
  `${EDITOR_ORIGIN}:443/`,
]);

/** Look-alikes of the editor origin and origins that are none: each must be refused. */
const LOOK_ALIKES = [
  'null',
  '*',
  '',
  'https://admin.vitrine.test.evil.test',
  'https://evil.test',
  'http://admin.vitrine.test',
  'https://admin.vitrine.test:444',
  'https://admin.vitrine.test:80',
  'https://sub.admin.vitrine.test',
  'https://admin-vitrine.test',
  'https://admin.vitrine.tes',
  'https://admin.vitrine.test@evil.test',
  'wss://admin.vitrine.test',
  'javascript:alert(1)',
  'file://',
  '__proto__',
] as const;

/** Origins that are not the editor's (look-alikes included). */
const foreignOrigin = fc
  .oneof(fc.constantFrom(...LOOK_ALIKES), fc.webUrl(), fc.string())
  .filter((origin) => !EDITOR_SPELLINGS.has(origin.trim()));

function startPreview() {
  const clock = new SimulatedClock();
  const actor = createActor(previewMachine, { clock, input: { editorOrigin: EDITOR_ORIGIN } });
  const emitted: PreviewEmitted[] = [];
  const errors: unknown[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  return { actor, clock, emitted, errors };
}

/** What a message may change: everything but the counts of ignored messages. */
function observable(actor: ReturnType<typeof startPreview>['actor']) {
  const { ignored: _ignored, lastIgnored: _last, ...rest } = actor.getSnapshot().context;
  return JSON.stringify({ rest, value: actor.getSnapshot().value });
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const PROTOTYPE_KEYS = prototypeKeys();

afterEach(() => {
  // Nothing a message did may have reached the prototype every object shares.
  expect(prototypeKeys()).toBe(PROTOTYPE_KEYS);
  for (const key of ['polluted', 'isAdmin', 'type', 'settings', 'sectionId', 'page', 'css'])
    expect(({} as Record<string, unknown>)[key], key).toBeUndefined();
});

describe('the editor origin and its look-alikes (docs/decisions/0133)', () => {
  it.each([...EDITOR_SPELLINGS])('%s is the editor', (origin) => {
    expect(isEditorOrigin(origin, EDITOR_ORIGIN)).toBe(true);
  });

  it.each(LOOK_ALIKES)('%j is refused, and a message from it changes nothing', (origin) => {
    expect(isEditorOrigin(origin, EDITOR_ORIGIN)).toBe(false);
    const { actor, emitted } = startPreview();
    const before = observable(actor);
    actor.send({ type: 'preview.message', origin, data: editorMessage('device.set', { device: 'mobile' }) });
    expect(observable(actor)).toBe(before);
    expect(emitted).toEqual([expect.objectContaining({ type: 'preview.ignored' })]);
    expect(actor.getSnapshot().context.ignored.PREVIEW_ORIGIN_REJECTED).toBe(1);
    actor.stop();
  });
});

/** A message as it arrives: through JSON, as a structured clone of parsed JSON (`__proto__` is an own key). */
const posted = (text: string): unknown => JSON.parse(text);

/** An editor message of `type` whose payload is the JSON text `payload`, as it arrives. */
const postedMessage = (type: string, payload: string): unknown =>
  posted(
    `{"channel":${JSON.stringify(PREVIEW_CHANNEL)},"version":${JSON.stringify(PREVIEW_PROTOCOL_VERSION)},` +
      `"type":${JSON.stringify(type)},"payload":${payload}}`,
  );

/** The own value of `record` under `name` (never an inherited member). */
const own = <T>(record: Readonly<Record<string, T>>, name: string): T | undefined =>
  Object.getOwnPropertyDescriptor(record, name)?.value as T | undefined;

describe('hostile names from the editor are plain names, kept (001 §2 Live preview)', () => {
  const NAMES = ['__proto__', 'constructor'] as const;
  /** A section whose setting, block and block order all use `key` (a JSON string). */
  const sectionNamed = (key: string): string =>
    `{"type":"text","settings":{${key}:"s"},"blocks":{${key}:{"type":"item"}},"block_order":[${key}]}`;
  const expectSectionKept = (section: ThemeSection | undefined, name: string): void => {
    expect(section).toBeDefined();
    expect(Object.hasOwn(section?.settings ?? {}, name)).toBe(true);
    expect(Object.hasOwn(section?.blocks ?? {}, name)).toBe(true);
    expect(section?.block_order).toEqual([name]);
  };

  it.each(NAMES)('settings.update and force_settings.update keep a setting named %s', (name) => {
    const { actor } = startPreview();
    const settings = `{${JSON.stringify(name)}:"red","color":"blue"}`;
    const data = postedMessage('settings.update', `{"settings":${settings}}`);
    actor.send({ type: 'preview.message', origin: EDITOR_ORIGIN, data });
    const force = postedMessage('force_settings.update', `{"forceSettings":${settings}}`);
    actor.send({ type: 'preview.message', origin: EDITOR_ORIGIN, data: force });
    const { theme } = actor.getSnapshot().context;
    for (const record of [theme.settings, theme.forceSettings]) {
      expect(Object.hasOwn(record, name)).toBe(true);
      expect(own(record, name)).toBe('red');
      expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    }
    // The persisted snapshot keeps it too.
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    expect(own(persisted.context.theme.settings, name)).toBe('red');
    actor.stop();
  });

  it.each(NAMES)(
    'pages.update keeps a page, its order, a section, a block and a setting named %s',
    (name) => {
      const { actor } = startPreview();
      const key = JSON.stringify(name);
      const data = postedMessage(
        'pages.update',
        `{"pages":{${key}:{${key}:${sectionNamed(key)}}},"orders":{${key}:[${key}]}}`,
      );
      actor.send({ type: 'preview.message', origin: EDITOR_ORIGIN, data });
      const { theme } = actor.getSnapshot().context;
      expect(Object.hasOwn(theme.pages, name)).toBe(true);
      expect(own(theme.orders, name)).toEqual([name]);
      expectSectionKept(own(own(theme.pages, name) ?? {}, name), name);
      actor.stop();
    },
  );

  it.each(NAMES)('section.update keeps a page, a section, a block and a setting named %s', (name) => {
    const { actor } = startPreview();
    const key = JSON.stringify(name);
    const data = postedMessage(
      'section.update',
      `{"page":${key},"sectionId":${key},"section":${sectionNamed(key)}}`,
    );
    actor.send({ type: 'preview.message', origin: EDITOR_ORIGIN, data });
    const { theme } = actor.getSnapshot().context;
    expect(Object.hasOwn(theme.pages, name)).toBe(true);
    expect(own(theme.orders, name)).toEqual([name]);
    expectSectionKept(own(own(theme.pages, name) ?? {}, name), name);
    actor.stop();
  });
});

describe('preview messages, fuzzed (issue 17)', () => {
  it('ignores anything from another origin, whatever it carries, and changes nothing', () => {
    fc.assert(
      fc.property(
        foreignOrigin,
        fc.oneof(anyData, fc.constant(editorMessage('device.set', { device: 'desktop' }))),
        (origin, data) => {
          const { actor, clock, emitted, errors } = startPreview();
          const before = observable(actor);
          actor.send({ type: 'preview.message', origin, data });
          clock.increment(1000);
          expect(errors).toEqual([]);
          expect(actor.getSnapshot().status).toBe('active');
          expect(observable(actor)).toBe(before);
          expect(actor.getSnapshot().context.ignored.PREVIEW_ORIGIN_REJECTED).toBe(1);
          expect(emitted.map((event) => event.type)).toEqual(['preview.ignored']);
          actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses wrong shapes from the editor origin without throwing or changing the preview', () => {
    fc.assert(
      fc.property(fc.array(anyData, { minLength: 1, maxLength: 5 }), (messages) => {
        const { actor, clock, emitted, errors } = startPreview();
        for (const data of messages) {
          const before = observable(actor);
          const count = emitted.length;
          actor.send({ type: 'preview.message', origin: EDITOR_ORIGIN, data });
          clock.increment(1000);
          expect(errors).toEqual([]);
          expect(actor.getSnapshot().status).toBe('active');
          const refused = emitted.slice(count).some((event) => event.type === 'preview.ignored');
          // A refused message is only counted; nothing else moves.
          if (refused) {
            expect(observable(actor)).toBe(before);
            expect(emitted.slice(count).map((event) => event.type)).toEqual(['preview.ignored']);
          }
        }
        // The context stays serialisable (it is persisted with the storefront).
        expect(() => JSON.stringify(actor.getPersistedSnapshot())).not.toThrow();
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });

  it('takes hostile page, section, block and setting names from the editor as plain names', () => {
    const section = fc.record({
      type: anyKey,
      settings: fc.dictionary(anyKey, hostileJson, { maxKeys: 3 }),
      blocks: fc.dictionary(anyKey, fc.record({ type: anyKey, disabled: fc.boolean() }), { maxKeys: 3 }),
      block_order: fc.array(anyKey, { maxLength: 4 }),
      disabled: fc.boolean(),
    });
    const validMessage = fc.oneof(
      fc
        .record({ settings: fc.dictionary(anyKey, hostileJson, { maxKeys: 4 }) })
        .map((p) => editorMessage('settings.update', p, 'm')),
      fc
        .record({ forceSettings: fc.dictionary(anyKey, hostileJson, { maxKeys: 4 }) })
        .map((p) => editorMessage('force_settings.update', p)),
      fc
        .record({
          pages: fc.dictionary(anyKey, fc.dictionary(anyKey, section, { maxKeys: 3 }), { maxKeys: 3 }),
          orders: fc.dictionary(anyKey, fc.array(anyKey, { maxLength: 4 }), { maxKeys: 3 }),
        })
        .map((p) => editorMessage('pages.update', p)),
      fc
        .record({ page: anyKey.filter((k) => k !== ''), sectionId: anyKey.filter((k) => k !== ''), section })
        .map((p) => editorMessage('section.update', p)),
      fc
        .record({ sectionId: anyKey.filter((k) => k !== ''), blockId: anyKey.filter((k) => k !== '') })
        .map((p) => editorMessage('element.select', p)),
      fc.constant(editorMessage('element.deselect', {})),
      fc.record({ page: anyKey }).map((p) => editorMessage('page.open', p)),
      fc.constantFrom('mobile', 'desktop').map((device) => editorMessage('device.set', { device })),
    );
    fc.assert(
      fc.property(fc.array(validMessage, { minLength: 1, maxLength: 8 }), (messages) => {
        const { actor, clock, errors } = startPreview();
        // The names each message sent, as they must be found in the theme state at the end.
        const sent = { settings: new Set<string>(), pages: new Set<string>(), orders: new Set<string>() };
        for (const data of messages) {
          // Through JSON, as a structured clone of parsed JSON arrives: `__proto__` is an own key.
          const message = posted(JSON.stringify(data)) as { type: string; payload: Record<string, object> };
          const names = (field: string): string[] =>
            Object.hasOwn(message.payload, field) ? Object.keys(message.payload[field] ?? {}) : [];
          if (message.type === 'settings.update')
            for (const name of names('settings')) sent.settings.add(name);
          if (message.type === 'pages.update') {
            for (const name of names('pages')) sent.pages.add(name);
            for (const name of names('orders')) sent.orders.add(name);
          }
          if (message.type === 'section.update') sent.pages.add(String(message.payload.page));
          actor.send({ type: 'preview.message', origin: EDITOR_ORIGIN, data: message });
          clock.increment(50);
        }
        clock.increment(1000);
        expect(errors).toEqual([]);
        expect(actor.getSnapshot().status).toBe('active');
        const { theme } = actor.getSnapshot().context;
        for (const record of [theme.pages, theme.orders, theme.settings, theme.forceSettings])
          expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
        // Taken as plain names: every page, order and setting named is kept, `__proto__` included.
        for (const name of sent.settings) expect(Object.hasOwn(theme.settings, name), name).toBe(true);
        for (const name of sent.pages) expect(Object.hasOwn(theme.pages, name), name).toBe(true);
        for (const name of sent.orders) expect(Object.hasOwn(theme.orders, name), name).toBe(true);
        expect(() => JSON.stringify(actor.getPersistedSnapshot())).not.toThrow();
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });

  it('answers a refused message through the facade with its reason, never a throw', async () => {
    const preview = createPreview({ editorOrigin: EDITOR_ORIGIN });
    await fc.assert(
      fc.asyncProperty(foreignOrigin, anyData, async (origin, data) => {
        const result = await preview.receive(origin, data);
        expect(result).toMatchObject({ ok: false, error: { code: 'PREVIEW_ORIGIN_REJECTED' } });
      }),
      { numRuns: 100 },
    );
    preview.stop();
  });
});
