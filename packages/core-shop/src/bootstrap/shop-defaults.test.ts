import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../shop.fixtures';
import { SHOP_DEFAULTS, shopLocaleSettings } from './shop-defaults';

describe('shopLocaleSettings', () => {
  it('defaults to country US, language EN, locale en-US, currency USD (000 §1)', () => {
    expect(SHOP_DEFAULTS).toEqual({ country: 'US', language: 'EN', locale: 'en-US', currency: 'USD' });
    expect(shopLocaleSettings(undefined)).toEqual(SHOP_DEFAULTS);
  });

  it.each([
    [
      { currency: 'EUR', locale: 'fr-FR', country_code: 'fr' },
      { country: 'FR', language: 'FR', locale: 'fr-FR', currency: 'EUR' },
    ],
    [{ currency: '', locale: null, country_code: null }, SHOP_DEFAULTS],
    [
      { currency: 'gbp', locale: 'en-GB' },
      { country: 'US', language: 'EN', locale: 'en-GB', currency: 'GBP' },
    ],
  ])('reads %o', (shop, expected) => {
    const bootstrap = bootstrapFixture();
    expect(shopLocaleSettings({ shop: { ...bootstrap.shop, ...shop } })).toEqual(expected);
  });
});
