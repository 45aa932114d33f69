// @vitest-environment happy-dom
/**
 * The currency switcher (000 §9 multi-currency) offers the shop's own currency with the others,
 * (the sdk's pricing lists it: core-pricing's pickableCurrencies): a USD shop whose list is
 * [EUR, GBP] shows USD selected while prices are in USD, and the shopper can come back to it.
 */
import { createMemoryCookies } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import { createPricing, type Storefront } from '@vitrine/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencySwitcher } from './currency-switcher';

afterEach(cleanup);

/** A storefront whose pricing is the sdk's own, for a USD shop selling `currencies`. */
function storefrontOf(currency: string, currencies: readonly string[]): Storefront {
  const pricing = createPricing({
    shopCurrency: 'USD',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template
    moneyFormat: '${{amount}}',
    shopLocale: 'en-US',
    query: { currency },
    cookies: createMemoryCookies(),
    settings: {
      multiCurrency: true,
      multiLocale: false,
      supported_locales: ['en-US'],
      currencies: currencies.map((code) => ({ code, country_codes: [] })),
      rates: { EUR: 0.92, GBP: 0.79 },
    },
  });
  return { pricing } as unknown as Storefront;
}

function show(storefront: Storefront) {
  return render(
    <StorefrontProvider storefront={storefront}>
      <CurrencySwitcher />
    </StorefrontProvider>,
  );
}

describe('CurrencySwitcher', () => {
  it('a USD shop listing [EUR, GBP]: USD is an option and the one selected', () => {
    show(storefrontOf('USD', ['EUR', 'GBP']));
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['USD', 'EUR', 'GBP']);
    expect(select.value).toBe('USD');
  });

  it('a USD shop with one other currency still shows the switcher, USD first', () => {
    show(storefrontOf('EUR', ['EUR']));
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['USD', 'EUR']);
    expect(select.value).toBe('EUR');
  });

  it('no other currency than the shop one: no switcher', () => {
    const { container } = show(storefrontOf('USD', ['USD']));
    expect(container.querySelector('select')).toBeNull();
  });
});
