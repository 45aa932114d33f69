import { describe, expect, it } from 'vitest';
import { errorCodeFromMessage, loadErrorIntent } from './load-error';

describe('errorCodeFromMessage', () => {
  // 000 §2 "a code derived from the upper-cased, dash-joined error message"
  it.each([
    ['Network request failed', 'NETWORK-REQUEST-FAILED'],
    ['  timeout  ', 'TIMEOUT'],
    ['shop  is\tclosed', 'SHOP-IS-CLOSED'],
    // docs/decisions/0200: words split on whitespace only, punctuation kept
    ['Connection reset: peer', 'CONNECTION-RESET:-PEER'],
    ['ECONNRESET', 'ECONNRESET'],
    ['', 'UNKNOWN_ERROR'],
    ['   ', 'UNKNOWN_ERROR'],
  ])('%j gives %s', (message, code) => {
    expect(errorCodeFromMessage(message)).toBe(code);
  });
});

describe('loadErrorIntent', () => {
  it.each([
    // 000 §2 "A data-load error containing 'query returned empty result' shows the not-found page"
    ['pq: query returned empty result', 'other', { type: 'not-found', from: '/pages/x' }],
    ['Query returned empty result', 'collection', { type: 'not-found', from: '/pages/x' }],
    ['query returned empty result', 'product', { type: 'not-found', from: '/pages/x' }],
    // 000 §2, §8 collection and product failures
    [
      'Internal server error',
      'collection',
      { type: 'route', route: 'error', query: { code: 'COLLECTION_ERROR' }, replace: true },
    ],
    [
      'Internal server error',
      'product',
      { type: 'route', route: 'error', query: { code: 'PRODUCT_ERROR' }, replace: true },
    ],
    [
      'Internal server error',
      'other',
      { type: 'route', route: 'error', query: { code: 'INTERNAL-SERVER-ERROR' }, replace: true },
    ],
  ] as const)('%s while loading %s', (message, source, intent) => {
    expect(loadErrorIntent(message, '/pages/x', source)).toEqual(intent);
  });
});
