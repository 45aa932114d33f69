import type { ApiFailure } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type PageError, pageError, pageErrorIntent } from './page-result';

const http = (statusCode: number, message?: string): ApiFailure => ({
  kind: 'http',
  success: false,
  statusCode,
  statusText: '',
  body: {},
  ...(message === undefined ? {} : { message }),
});

describe('pageError', () => {
  it.each<[string, ApiFailure, PageError]>([
    // 000 §8 "Page fetch by handle missing: status 404"
    ['a 404', http(404), { code: 'PAGE_NOT_FOUND' }],
    ['an empty result', http(400, 'query returned empty result'), { code: 'PAGE_NOT_FOUND' }],
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
