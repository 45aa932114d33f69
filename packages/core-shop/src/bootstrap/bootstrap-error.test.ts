import type { ApiFailure } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type BootstrapError, bootstrapError, bootstrapErrorIntent } from './bootstrap-error';

const http = (statusCode: number, body: unknown, message?: string): ApiFailure => ({
  kind: 'http',
  success: false,
  statusCode,
  statusText: '',
  body,
  ...(message === undefined ? {} : { message }),
});

describe('bootstrapError', () => {
  it.each<[string, ApiFailure, BootstrapError['code']]>([
    // 000 §8 "Bootstrap 404: the domain is wrong, go to wrong-domain"
    ['a 404', http(404, { error: 'shop not found' }), 'WRONG_DOMAIN'],
    // 000 §8 "HTTP 401 with error 'password protection'"
    ['the password 401', http(401, { error: 'password protection' }), 'PASSWORD_PROTECTED'],
    ['the password 401 as text', http(401, 'Password Protection'), 'PASSWORD_PROTECTED'],
    ['another 401', http(401, { error: 'not authorized' }), 'BOOTSTRAP_ERROR'],
    ['a 500', http(500, { error: 'boom' }, 'boom'), 'BOOTSTRAP_ERROR'],
    [
      'a network exception',
      { kind: 'js_exception', success: false, js_exception: 'ECONNREFUSED' },
      'BOOTSTRAP_ERROR',
    ],
    ['a time-out', { kind: 'timeout', success: false, timeoutMs: 30000 }, 'BOOTSTRAP_ERROR'],
  ])('%s is %s', (_, failure, code) => {
    expect(bootstrapError(failure).code).toBe(code);
  });
});

describe('bootstrapErrorIntent', () => {
  it.each<[BootstrapError, unknown]>([
    [{ code: 'WRONG_DOMAIN' }, { type: 'route', route: 'wrong-domain', replace: true }],
    [
      { code: 'PASSWORD_PROTECTED' },
      { type: 'route', route: 'password', query: { to: '/cart?x=1' }, replace: true },
    ],
    [
      { code: 'BOOTSTRAP_ERROR', kind: 'http' },
      { type: 'route', route: 'error', query: { code: 'BOOTSTRAP_ERROR' }, replace: true },
    ],
  ])('%o leads to %o', (error, intent) => {
    expect(bootstrapErrorIntent(error, '/cart?x=1')).toEqual(intent);
  });
});
