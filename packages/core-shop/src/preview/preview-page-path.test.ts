import { describe, expect, it } from 'vitest';
import { isPreviewQuery, previewPagePath } from './preview-page-path';

describe('previewPagePath', () => {
  // 001 §2 Live preview: editor page names map to paths.
  it.each([
    ['homepage', '/'],
    ['product', '/products/preview'],
    ['checkout', '/checkouts/token'],
    ['thankyou', '/orders/preview-sample-order'],
    ['cart', '/cart'],
    ['collections', '/collections'],
    ['search', '/search'],
    ['pages/about-us', '/pages/about-us'],
    ['/collections/all/', '/collections/all'],
    ['  cart ', '/cart'],
    ['', '/'],
  ])('%j → %s', (page, path) => {
    expect(previewPagePath(page)).toBe(path);
  });
});

describe('isPreviewQuery', () => {
  it.each<[string, URLSearchParams | Record<string, string | string[] | undefined>, boolean]>([
    ['preview=true', new URLSearchParams('preview=true'), true],
    ['preview=false', new URLSearchParams('preview=false'), false],
    ['preview=1', new URLSearchParams('preview=1'), false],
    ['no preview', new URLSearchParams('q=shoes'), false],
    ['a router query', { preview: 'true' }, true],
    ['a repeated router query', { preview: ['true', 'false'] }, true],
    ['an empty router query', {}, false],
  ])('%s', (_, query, expected) => {
    expect(isPreviewQuery(query)).toBe(expected);
  });
});
