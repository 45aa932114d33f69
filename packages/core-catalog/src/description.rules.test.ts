import { describe, expect, it } from 'vitest';
import { descriptionBlocks, localizedDescription } from './description.rules';

const blocks =
  '<p>Shared</p><div data-locale="fr,fr-CA"><p>Bonjour</p></div><div data-locale="en"><p>Hello</p></div>' +
  '<section class="x" data-locale=\'en-GB\'><p>Hello, mate</p></section>';

/** The reference platform's seed description (examples/platform-api, classic-crew-tee). */
const seeded =
  '<div data-locale="en-US"><p>Our heavyweight cotton tee, in three colours.</p></div><div data-locale="fr-FR"><p>Notre t-shirt en coton épais, en trois couleurs.</p></div>';

describe('localizedDescription (000 §3 Product: per-locale blocks, fallback to the whole text)', () => {
  it.each([
    ['the exact locale', blocks, 'fr-CA', '<p>Shared</p><p>Bonjour</p>'],
    ['the exact locale over its language', blocks, 'en-GB', '<p>Shared</p><p>Hello, mate</p>'],
    ['the language of the locale', blocks, 'fr-FR', '<p>Shared</p><p>Bonjour</p>'],
    ['case-insensitive tags', blocks, 'EN', '<p>Shared</p><p>Hello</p>'],
    ['the bare language over another region', blocks, 'en-US', '<p>Shared</p><p>Hello</p>'],
    [
      'another region of the language',
      seeded,
      'fr-CA',
      '<p>Notre t-shirt en coton épais, en trois couleurs.</p>',
    ],
    ['the seeded English block', seeded, 'en-US', '<p>Our heavyweight cotton tee, in three colours.</p>'],
    ['the whole text when no block fits', blocks, 'de-DE', blocks],
  ])('keeps %s', (_name, description, locale, expected) => {
    expect(localizedDescription(description, locale)).toBe(expected);
  });

  it('keeps nested elements of the same name inside a block', () => {
    const nested =
      '<div data-locale="en"><div class="a"><div>deep</div></div><p>tail</p></div><div data-locale="fr">non</div>';
    expect(localizedDescription(nested, 'en')).toBe('<div class="a"><div>deep</div></div><p>tail</p>');
  });

  it('returns a description without blocks as it is', () => {
    expect(localizedDescription('<div lang="fr"><p>Only text</p></div> ', 'fr')).toBe(
      '<div lang="fr"><p>Only text</p></div> ',
    );
  });

  it('does not treat an unclosed element as a block', () => {
    expect(descriptionBlocks('<div data-locale="en"><p>never closed</p>')).toEqual([]);
  });

  it('gives an empty text for no description', () => {
    expect(localizedDescription(null, 'en')).toBe('');
    expect(localizedDescription(undefined, 'en')).toBe('');
  });

  it('lists the top-level blocks with their locales', () => {
    expect(descriptionBlocks(blocks).map(({ locales, text }) => ({ locales, text }))).toEqual([
      { locales: ['fr', 'fr-ca'], text: '<p>Bonjour</p>' },
      { locales: ['en'], text: '<p>Hello</p>' },
      { locales: ['en-gb'], text: '<p>Hello, mate</p>' },
    ]);
  });
});
