import { describe, expect, it } from 'vitest';
import { EDITOR_ORIGIN, editorMessage } from './preview.fixtures';
import { isEditorOrigin, readPreviewMessage } from './preview-message';

describe('isEditorOrigin', () => {
  it.each([
    ['the same origin', EDITOR_ORIGIN, true],
    ['the same origin with a trailing slash', `${EDITOR_ORIGIN}/`, true],
    ['the same origin in upper case', EDITOR_ORIGIN.toUpperCase(), true],
    ['the default port spelled out', 'https://admin.vitrine.test:443', true],
    ['another host', 'https://evil.test', false],
    ['a look-alike subdomain', 'https://admin.vitrine.test.evil.test', false],
    ['http instead of https', 'http://admin.vitrine.test', false],
    ['another port', 'https://admin.vitrine.test:8443', false],
    ['an opaque origin', 'null', false],
    ['a wildcard', '*', false],
  ])('%s', (_, origin, expected) => {
    expect(isEditorOrigin(origin, EDITOR_ORIGIN)).toBe(expected);
  });

  it('accepts nothing when the configured editor origin is not an origin', () => {
    expect(isEditorOrigin('null', 'null')).toBe(false);
    expect(isEditorOrigin('*', '*')).toBe(false);
  });
});

describe('readPreviewMessage', () => {
  it('reads a well-formed message and fills defaults', () => {
    const read = readPreviewMessage(
      EDITOR_ORIGIN,
      editorMessage(
        'section.update',
        { page: 'homepage', sectionId: 'hero', section: { type: 'slideshow' } },
        'm1',
      ),
      EDITOR_ORIGIN,
    );
    expect(read).toEqual({
      ok: true,
      message: {
        channel: 'vitrine.preview',
        version: 1,
        id: 'm1',
        type: 'section.update',
        payload: {
          page: 'homepage',
          sectionId: 'hero',
          section: { type: 'slideshow', settings: {}, blocks: {}, block_order: [] },
        },
      },
    });
  });

  it.each<[string, string, unknown, string]>([
    ['another origin', 'https://evil.test', editorMessage('element.deselect', {}), 'PREVIEW_ORIGIN_REJECTED'],
    [
      'a message of another tool',
      EDITOR_ORIGIN,
      { source: 'react-devtools', payload: {} },
      'PREVIEW_FOREIGN_MESSAGE',
    ],
    ['a string', EDITOR_ORIGIN, 'hello', 'PREVIEW_FOREIGN_MESSAGE'],
    [
      'another channel',
      EDITOR_ORIGIN,
      { ...editorMessage('element.deselect', {}), channel: 'x' },
      'PREVIEW_FOREIGN_MESSAGE',
    ],
    [
      'another version',
      EDITOR_ORIGIN,
      { ...editorMessage('element.deselect', {}), version: 2 },
      'PREVIEW_VERSION_UNSUPPORTED',
    ],
    ['an unknown type', EDITOR_ORIGIN, editorMessage('theme.delete', {}), 'PREVIEW_MESSAGE_INVALID'],
    ['a missing payload field', EDITOR_ORIGIN, editorMessage('styles.update', {}), 'PREVIEW_MESSAGE_INVALID'],
    [
      'an empty section id',
      EDITOR_ORIGIN,
      editorMessage('element.select', { sectionId: '' }),
      'PREVIEW_MESSAGE_INVALID',
    ],
    [
      'an unknown device',
      EDITOR_ORIGIN,
      editorMessage('device.set', { device: 'watch' }),
      'PREVIEW_MESSAGE_INVALID',
    ],
    [
      'a setting that is not JSON',
      EDITOR_ORIGIN,
      editorMessage('settings.update', { settings: { when: new Date(0) } }),
      'PREVIEW_MESSAGE_INVALID',
    ],
  ])('ignores %s', (_, origin, data, code) => {
    const read = readPreviewMessage(origin, data, EDITOR_ORIGIN);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.code).toBe(code);
  });

  it('says which field is wrong', () => {
    const read = readPreviewMessage(
      EDITOR_ORIGIN,
      editorMessage('styles.update', { css: 42 }),
      EDITOR_ORIGIN,
    );
    expect(read).toMatchObject({ ok: false, error: { code: 'PREVIEW_MESSAGE_INVALID' } });
    if (!read.ok && read.error.code === 'PREVIEW_MESSAGE_INVALID')
      expect(read.error.issues[0]).toContain('payload.css');
  });
});
