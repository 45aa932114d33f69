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

/** Origins that are not the editor's (look-alikes included). */
const foreignOrigin = fc
  .oneof(
    fc.constantFrom(
      'null',
      '*',
      '',
      'https://admin.vitrine.test.evil.test',
      'https://evil.test',
      'http://admin.vitrine.test',
      'https://admin.vitrine.test:444',
      'https://sub.admin.vitrine.test',
      'javascript:alert(1)',
      'file://',
      '__proto__',
    ),
    fc.webUrl(),
    fc.string(),
  )
  .filter((origin) => !isEditorOrigin(origin, EDITOR_ORIGIN));

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
        for (const data of messages) {
          // Through JSON, as a structured clone of parsed JSON arrives: `__proto__` is an own key.
          actor.send({
            type: 'preview.message',
            origin: EDITOR_ORIGIN,
            data: JSON.parse(JSON.stringify(data)),
          });
          clock.increment(50);
        }
        clock.increment(1000);
        expect(errors).toEqual([]);
        expect(actor.getSnapshot().status).toBe('active');
        const { theme } = actor.getSnapshot().context;
        for (const record of [theme.pages, theme.orders, theme.settings, theme.forceSettings])
          expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
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
