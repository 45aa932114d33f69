import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './idempotency';

/** The fingerprint as it was computed through `URL` before its fast path (issue 17): stored keys keep matching. */
function throughUrl(method: string, url: string, body: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.sort();
  return createHash('sha256').update(`${method}\n${pathname}\n${searchParams}\n${body}`).digest('hex');
}

describe('requestFingerprint', () => {
  it.each([
    'http://localhost/api/checkout/cart/create.json',
    'http://localhost/api/checkout/cart/create.json?',
    'http://localhost/api/checkout/cart/update.json?cart_token=ct_AbC-12_x',
    'http://127.0.0.1:3000/api/checkout/cart/update.json?z=1&a=2&a=1&m=',
    'http://localhost/api/checkout/cart/update.json?cart_token=a%20b',
    'http://localhost/api/checkout/cart/update.json?cart_token=a+b&x',
    'http://localhost/api/checkout/cart/update.json?b=1&&a=2',
    'http://localhost/api/./checkout/../cart.json?x=1',
    'http://localhost/api/%63art.json',
    'http://localhost/api/cart.json?x=~1',
    'http://localhost/api/cart.json?x=1#frag',
    'http://localhost/',
    'http://localhost//api//cart.json',
    'http://localhost/a/.../b/.c',
    'http://localhost/api/cart.json?%C3%A9=1&e=2',
  ])('is the digest of the URL as parsed: %s', (url) => {
    expect(requestFingerprint('POST', url, '{"a":1}')).toBe(throughUrl('POST', url, '{"a":1}'));
  });

  it('is the digest of the URL as parsed, for any path and query', () => {
    // Plain URLs (the fast path) and URLs with characters `URL` encodes or reads apart.
    const part = fc.oneof(
      fc.stringMatching(/^[a-c0-9._*&=/-]{0,12}$/),
      fc.stringMatching(/^[A-Za-z0-9._~*%+ &=#/-]{0,12}$/),
    );
    fc.assert(
      fc.property(part, part, fc.string(), (path, query, body) => {
        const url = `http://localhost/${path}${query === '' ? '' : `?${query}`}`;
        expect(requestFingerprint('POST', url, body)).toBe(throughUrl('POST', url, body));
      }),
      { numRuns: 2000 },
    );
  });
});
