import { describe, expect, it } from 'vitest';
import { isDataUri, srcSet } from './image-src-set';
import { IMAGE_SRCSET_WIDTHS } from './pricing.constants';

const image = 'https://cdn.example.com/shirt.jpg';

describe('srcSet', () => {
  it('offers the image widths of 000 §9 by default', () => {
    expect(IMAGE_SRCSET_WIDTHS).toEqual([180, 360, 540, 720, 900, 1080, 1296, 1512, 1728, 2048]);
    const candidates = srcSet(image).split(', ');
    expect(candidates).toHaveLength(10);
    expect(candidates[0]).toBe(`${image}?width=180 180w`);
    expect(candidates[9]).toBe(`${image}?width=2048 2048w`);
  });

  it.each([
    [image, [360, 180], `${image}?width=180 180w, ${image}?width=360 360w`],
    [`${image}?v=3`, [180], `${image}?v=3&width=180 180w`],
    [`${image}?width=1000&v=3`, [180], `${image}?width=180&v=3 180w`],
    [`${image}?v=3&width=1000`, [180], `${image}?v=3&width=180 180w`],
    [`${image}#front`, [180], `${image}?width=180#front 180w`],
    [
      'https://cdn.example.com/blue shirt.jpg',
      [180],
      'https://cdn.example.com/blue%20shirt.jpg?width=180 180w',
    ],
    [image, [180, 180, 0, -5, 1.5, Number.NaN], `${image}?width=180 180w`],
  ])('%s with widths %o → %s', (url, widths, expected) => {
    expect(srcSet(url, widths)).toBe(expected);
  });

  it.each([
    ['a data URI', 'data:image/png;base64,iVBORw0KGgo='],
    ['an empty URL', ''],
    ['a missing URL', undefined],
    ['no usable width', image],
  ])('is empty for %s', (_case, url) => {
    expect(srcSet(url, url === image ? [0] : IMAGE_SRCSET_WIDTHS)).toBe('');
  });
});

describe('isDataUri', () => {
  // 000 §5: a data-URI check exists for image URLs.
  it.each([
    ['data:image/gif;base64,R0lGODlhAQABAAAAACw=', true],
    ['DATA:image/svg+xml,%3Csvg%3E', true],
    ['  data:,hello', true],
    ['https://cdn.example.com/data:image.jpg', false],
    ['/files/data.png', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(isDataUri(url)).toBe(expected);
  });
});
