import { describe, expect, it } from 'vitest';
import { urlOptions } from './browser-storefront';

describe('urlOptions', () => {
  // Decision 0103: query parameters `currency` and `locale` (000 §9), "first value if repeated".
  it('a repeated ?locale= or ?currency= keeps its first value: the shop is shown in fr-FR and EUR', () => {
    const options = urlOptions({
      pathname: '/products/tee',
      search: '?locale=fr-FR&currency=EUR&locale=en-US&currency=GBP',
    });
    expect(options.query).toEqual({ locale: 'fr-FR', currency: 'EUR' });
    expect(options.path).toBe('/products/tee?locale=fr-FR&currency=EUR&locale=en-US&currency=GBP');
  });

  it('a single value is kept as it is, and the previewed theme is read', () => {
    expect(urlOptions({ pathname: '/', search: '?theme_preview_id=preview-1&locale=fr-FR' })).toEqual({
      path: '/?theme_preview_id=preview-1&locale=fr-FR',
      query: { theme_preview_id: 'preview-1', locale: 'fr-FR' },
      themePreviewId: 'preview-1',
    });
  });
});
