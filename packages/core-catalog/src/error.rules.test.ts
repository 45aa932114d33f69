import { describe, expect, it } from 'vitest';
import { catalogErrorFrom, serverMessage } from './error.rules';

describe('catalogErrorFrom (000 §2 Navigation rules, 000 §8)', () => {
  it.each([
    [
      'an HTTP 404 without the empty-result text (issue 16: not a not-found)',
      { kind: 'http', statusCode: 404, message: 'Not Found' },
      'COLLECTION_ERROR',
      { kind: 'error', code: 'COLLECTION_ERROR', detail: 'NOT-FOUND' },
    ],
    [
      'a bare HTTP 404',
      { kind: 'http', statusCode: 404, body: {} },
      'PRODUCT_ERROR',
      { kind: 'error', code: 'PRODUCT_ERROR', detail: null },
    ],
    [
      'a 404 whose message contains the empty-result text',
      { kind: 'http', statusCode: 404, message: 'query returned empty result' },
      'PRODUCT_ERROR',
      { kind: 'not-found' },
    ],
    [
      "a message containing 'query returned empty result'",
      { kind: 'http', statusCode: 500, message: 'pq: query returned empty result' },
      'PRODUCT_ERROR',
      { kind: 'not-found' },
    ],
    [
      'the text in the body',
      { kind: 'http', statusCode: 400, body: { result: 'Query returned empty result' } },
      'PRODUCT_ERROR',
      { kind: 'not-found' },
    ],
    [
      'a server error with a message',
      { kind: 'http', statusCode: 500, message: 'Database is down' },
      'COLLECTION_ERROR',
      { kind: 'error', code: 'COLLECTION_ERROR', detail: 'DATABASE-IS-DOWN' },
    ],
    [
      'a network failure',
      { kind: 'js_exception' },
      'PRODUCT_ERROR',
      { kind: 'error', code: 'PRODUCT_ERROR', detail: null },
    ],
    [
      'a time-out',
      { kind: 'timeout' },
      'COLLECTION_ERROR',
      { kind: 'error', code: 'COLLECTION_ERROR', detail: null },
    ],
  ] as const)('%s', (_name, failure, code, expected) => {
    expect(catalogErrorFrom(failure, code)).toEqual(expected);
  });
});

describe('serverMessage', () => {
  it('reads message, then the JSON body’s message, error or textual result', () => {
    expect(serverMessage({ kind: 'http', message: 'a', body: { message: 'b' } })).toBe('a');
    expect(serverMessage({ kind: 'http', body: { message: 'b' } })).toBe('b');
    expect(serverMessage({ kind: 'http', body: { error: 'c' } })).toBe('c');
    expect(serverMessage({ kind: 'http', body: { result: { nested: 1 } } })).toBeNull();
  });

  it("a body left as text (not JSON: a proxy's error page) is no server message (000 §7)", () => {
    const page = '<html><title>502 Bad Gateway</title></html>';
    expect(serverMessage({ kind: 'http', statusCode: 502, body: page })).toBeNull();
    expect(catalogErrorFrom({ kind: 'http', statusCode: 502, body: page }, 'PRODUCT_ERROR')).toEqual({
      kind: 'error',
      code: 'PRODUCT_ERROR',
      detail: null,
    });
  });
});
