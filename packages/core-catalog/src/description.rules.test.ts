import { describe, expect, it } from 'vitest';
import { descriptionBlocks, localizedDescription } from './description.rules';

const blocks =
  '<p>Shared</p><!-- locale:fr,fr-CA --><p>Bonjour</p><!-- /locale --><!-- locale:en --><p>Hello</p><!-- /locale -->' +
  '<!--locale:en-GB--><p>Hello, mate</p><!--/locale-->';

describe('localizedDescription (000 §3 Product: per-locale blocks, fallback to the whole text)', () => {
  it.each([
    ['the exact locale', 'fr-CA', '<p>Shared</p><p>Bonjour</p>'],
    ['the exact locale over its language', 'en-GB', '<p>Shared</p><p>Hello, mate</p>'],
    ['the language of the locale', 'fr-FR', '<p>Shared</p><p>Bonjour</p>'],
    ['case-insensitive tags', 'EN', '<p>Shared</p><p>Hello</p>'],
    ['the bare language over another region', 'en-US', '<p>Shared</p><p>Hello</p>'],
    ['another region of the language', 'fr-BE', '<p>Shared</p><p>Bonjour</p>'],
    [
      'the whole text when no block fits',
      'de-DE',
      '<p>Shared</p><p>Bonjour</p><p>Hello</p><p>Hello, mate</p>',
    ],
  ])('keeps %s', (_name, locale, expected) => {
    expect(localizedDescription(blocks, locale)).toBe(expected);
  });

  it('falls back to another region when the bare language has no block', () => {
    expect(
      localizedDescription(
        '<!-- locale:pt-PT -->Olá<!-- /locale --><!-- locale:en -->Hi<!-- /locale -->',
        'pt-BR',
      ),
    ).toBe('Olá');
  });

  it('returns a description without blocks as it is', () => {
    expect(localizedDescription('<p>Only <!-- a comment --> text</p> ', 'fr')).toBe(
      '<p>Only <!-- a comment --> text</p> ',
    );
  });

  it('gives an empty text for no description', () => {
    expect(localizedDescription(null, 'en')).toBe('');
    expect(localizedDescription(undefined, 'en')).toBe('');
  });

  it('lists the blocks with their locales', () => {
    expect(descriptionBlocks(blocks)).toEqual([
      { locales: ['fr', 'fr-ca'], text: '<p>Bonjour</p>' },
      { locales: ['en'], text: '<p>Hello</p>' },
      { locales: ['en-gb'], text: '<p>Hello, mate</p>' },
    ]);
  });
});
