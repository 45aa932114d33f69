import { describe, expect, it } from 'vitest';
import { readRedirect, redirectIntent } from './redirect.rules';

describe('readRedirect (000 §8: an empty result may name a server-side redirect)', () => {
  it.each([
    [{ redirect: { from: '/products/a', to: '/products/b' } }, { from: '/products/a', to: '/products/b' }],
    [
      { redirect: { from: '/collections/a', to: ' /collections/b?page=2 ' } },
      { from: '/collections/a', to: '/collections/b?page=2' },
    ],
    [
      { redirect: { from: '/blog', to: 'https://example.com/blog' } },
      { from: '/blog', to: 'https://example.com/blog' },
    ],
  ])('follows %o', (answer, redirect) => {
    expect(readRedirect(answer)).toEqual(redirect);
  });

  it.each([
    [undefined],
    ['query returned empty result'],
    [{ error: 'query returned empty result' }],
    [{ redirect: null }],
    [{ redirect: { from: '/products/a' } }],
    [{ redirect: { from: '/products/a', to: '' } }],
    [{ redirect: { from: '/products/a', to: '/products/a' } }],
    // the same page as redirects compare paths (decision 0122): following it asks it again
    [{ redirect: { from: '/products/Old-Tee', to: '/products/old-tee/' } }],
    [{ redirect: { from: '/products/a', to: '//evil.example/x' } }],
    [{ redirect: { from: '/products/a', to: 'javascript:alert(1)' } }],
    [{ redirect: { from: '/products/a', to: 'products/b' } }],
    [{ redirect: { from: 1, to: '/products/b' } }],
  ])('ignores %o (the shopper sees not-found)', (answer) => {
    expect(readRedirect(answer)).toBeNull();
  });
});

describe('redirectIntent', () => {
  it('replaces the old entry: a storefront path, or a full page load for another site', () => {
    expect(redirectIntent({ from: '/products/a', to: '/products/b' })).toEqual({
      type: 'path',
      path: '/products/b',
      replace: true,
    });
    expect(redirectIntent({ from: '/blog', to: 'https://example.com/blog' })).toEqual({
      type: 'external',
      url: 'https://example.com/blog',
      replace: true,
    });
  });

  // 000 §2 Navigation rules: "A matching 'from' leads to a replace-navigation to its 'to' (external
  // or internal, query kept)": the renamed entry's redirect is one of the shop's redirects.
  it("keeps the query of the page asked: the variant and the campaign's parameters", () => {
    const renamed = { from: '/products/old-tee', to: '/products/new-tee' };
    expect(redirectIntent(renamed, '?variant=5&utm_source=mail')).toEqual({
      type: 'path',
      path: '/products/new-tee?variant=5&utm_source=mail',
      replace: true,
    });
    expect(
      redirectIntent({ from: '/collections/a', to: '/collections/b?page=2#top' }, '?sortby=price:asc'),
    ).toEqual({
      type: 'path',
      path: '/collections/b?page=2&sortby=price:asc#top',
      replace: true,
    });
    expect(redirectIntent({ from: '/blog', to: 'https://example.com/blog' }, '?ref=mail')).toEqual({
      type: 'external',
      url: 'https://example.com/blog?ref=mail',
      replace: true,
    });
  });
});
