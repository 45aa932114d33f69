import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findRedirect,
  isExternalTarget,
  keepQuery,
  needsRedirectLookup,
  REDIRECT_TYPES,
  readRedirect,
  redirectIntent,
} from './redirects';

describe('REDIRECT_TYPES', () => {
  it('has the enumeration of 000 §2: none 0, all 1, listing 2, sitemap 3', () => {
    expect(REDIRECT_TYPES).toEqual({ none: 0, all: 1, listing: 2, sitemap: 3 });
  });
});

describe('findRedirect', () => {
  const redirects = [
    { from: '/old-sale', to: '/collections/sale' },
    { from: '/blog/', to: 'https://blog.example.com' },
  ];

  it.each([
    ['/old-sale', '/collections/sale'],
    ['/old-sale/', '/collections/sale'],
    ['/OLD-SALE', '/collections/sale'],
    ['/blog', 'https://blog.example.com'],
    ['/old-sale?x=1', '/collections/sale'],
  ])('%s matches the redirect to %s', (path, to) => {
    expect(findRedirect(redirects, path)?.to).toBe(to);
  });

  it.each(['/old', '/old-sale/more', '/'])('%s matches nothing', (path) => {
    expect(findRedirect(redirects, path)).toBeUndefined();
  });
});

describe('needsRedirectLookup', () => {
  // 000 §2 "If the list is shorter than the stated redirect count, the redirect is looked up from the server"
  it.each([
    [0, 0, false],
    [3, 3, false],
    [2, 3, true],
    [0, 10, true],
  ])('%i listed of %i stated: lookup %s', (listed, stated, expected) => {
    expect(needsRedirectLookup(listed, stated)).toBe(expected);
  });
});

describe('redirectIntent', () => {
  // 000 §2 "A matching 'from' leads to a replace-navigation to its 'to' (external or internal, query kept)"
  it.each([
    ['/collections/sale', '', '/collections/sale', false],
    ['/collections/sale', '?utm=mail', '/collections/sale?utm=mail', false],
    ['/collections/sale?page=2', '?utm=mail', '/collections/sale?page=2&utm=mail', false],
    ['/pages/about#team', 'utm=mail', '/pages/about?utm=mail#team', false],
    ['https://blog.example.com/post', '?a=1', 'https://blog.example.com/post?a=1', true],
    ['//cdn.example.com/file', '', '//cdn.example.com/file', true],
  ])('to %s with query %s goes to %s (external %s)', (to, search, expected, external) => {
    expect(redirectIntent({ from: '/x', to }, search)).toEqual(
      external
        ? { type: 'external', url: expected, replace: true }
        : { type: 'path', path: expected, replace: true },
    );
  });

  it('keeps every query parameter of the request', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (to, query) => {
        const target = keepQuery(to, `?${query}`);
        expect(target.includes(query)).toBe(true);
      }),
    );
  });

  it.each([
    ['https://x.test', true],
    ['mailto:a@b.c', true],
    ['//x.test', true],
    ['/pages/a', false],
    ['pages/a', false],
  ])('%s is external: %s', (to, external) => {
    expect(isExternalTarget(to)).toBe(external);
  });
});

// A renamed entry's not-found answer names its redirect (000 §2, §8; docs/decisions/0266, 0282, 0657).
describe('readRedirect', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a storefront path',
      { redirect: { from: '/pages/a', to: ' /pages/b ' } },
      { from: '/pages/a', to: '/pages/b' },
    ],
    [
      'a web URL',
      { redirect: { from: '/a', to: 'https://example.com/b' } },
      { from: '/a', to: 'https://example.com/b' },
    ],
    ['no redirect', { error: 'query returned empty result' }, undefined],
    ['not a record', 'query returned empty result', undefined],
    ['a missing text', { redirect: { from: '/a' } }, undefined],
    ['another scheme', { redirect: { from: '/a', to: 'javascript:alert(1)' } }, undefined],
    ['a protocol-relative target', { redirect: { from: '/a', to: '//evil.example/b' } }, undefined],
    // compared as redirects compare paths (0122): following it would ask the same page again
    ['its own path', { redirect: { from: '/pages/a', to: '/Pages/A/' } }, undefined],
  ])('%s', (_, answer, redirect) => {
    expect(readRedirect(answer)).toEqual(redirect);
  });
});
