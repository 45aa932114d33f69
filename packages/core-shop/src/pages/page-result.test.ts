import type { ApiFailure } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type PageError, pageError, pageErrorIntent } from './page-result';

const http = (statusCode: number, message?: string, body: unknown = {}): ApiFailure => ({
  kind: 'http',
  success: false,
  statusCode,
  statusText: '',
  body,
  ...(message === undefined ? {} : { message }),
});

const renamed = { from: '/pages/old-about', to: '/pages/about-us' };

describe('pageError', () => {
  it.each<[string, ApiFailure, PageError]>([
    // 000 §8 "Page fetch by handle missing: status 404"
    ['a 404', http(404), { code: 'PAGE_NOT_FOUND' }],
    ['an empty result', http(400, 'query returned empty result'), { code: 'PAGE_NOT_FOUND' }],
    // a renamed page: the 404 names where it lives now (docs/decisions/0657)
    [
      'a 404 naming a redirect',
      http(404, 'query returned empty result', { redirect: renamed }),
      { code: 'PAGE_NOT_FOUND', redirect: renamed },
    ],
    [
      'a 404 naming a redirect that cannot be followed',
      http(404, 'query returned empty result', { redirect: { from: '/pages/a', to: 'javascript:alert(1)' } }),
      { code: 'PAGE_NOT_FOUND' },
    ],
    [
      'a 500',
      http(500, 'Database is down'),
      { code: 'PAGE_ERROR', kind: 'http', message: 'Database is down' },
    ],
    [
      'a time-out',
      { kind: 'timeout', success: false, timeoutMs: 1 },
      { code: 'PAGE_ERROR', kind: 'timeout' },
    ],
  ])('%s', (_, failure, error) => {
    expect(pageError(failure)).toEqual(error);
  });
});

describe('pageErrorIntent', () => {
  it.each<[PageError, unknown]>([
    [{ code: 'PAGE_NOT_FOUND' }, { type: 'not-found', from: '/pages/x' }],
    // 000 §2 "a code derived from the upper-cased, dash-joined error message"
    [
      { code: 'PAGE_ERROR', kind: 'http', message: 'Database is down' },
      { type: 'route', route: 'error', query: { code: 'DATABASE-IS-DOWN' }, replace: true },
    ],
    [
      { code: 'PAGE_ERROR', kind: 'timeout' },
      { type: 'route', route: 'error', query: { code: 'PAGE_ERROR' }, replace: true },
    ],
  ])('%o leads to %o', (error, intent) => {
    expect(pageErrorIntent(error, '/pages/x')).toEqual(intent);
  });
});

// 000 §2 Navigation rules: "A matching 'from' leads to a replace-navigation to its 'to' (external
// or internal, query kept); otherwise the user goes to page-not-found."
describe('pageErrorIntent of a renamed page', () => {
  it('replaces the page asked with its target, query kept', () => {
    expect(
      pageErrorIntent({ code: 'PAGE_NOT_FOUND', redirect: renamed }, '/pages/old-about', '?ref=mail'),
    ).toEqual({ type: 'path', path: '/pages/about-us?ref=mail', replace: true });
    expect(
      pageErrorIntent(
        { code: 'PAGE_NOT_FOUND', redirect: { from: '/pages/blog', to: 'https://example.com/blog' } },
        '/pages/Blog/',
      ),
    ).toEqual({ type: 'external', url: 'https://example.com/blog', replace: true });
  });

  it('is page-not-found when the redirect is not of the path asked (a policy of the same handle)', () => {
    expect(
      pageErrorIntent({ code: 'PAGE_NOT_FOUND', redirect: renamed }, '/policies/old-about', '?a=1'),
    ).toEqual({
      type: 'not-found',
      from: '/policies/old-about',
    });
  });
});
