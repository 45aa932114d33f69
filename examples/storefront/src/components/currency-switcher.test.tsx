// @vitest-environment happy-dom
/**
 * The currency switcher (000 §9 multi-currency) offers the shop's own currency with the others,
 * as the scripting views do (packages/scripting's currentCurrency): a USD shop whose list is
 * [EUR, GBP] shows USD selected while prices are in USD, and the shopper can come back to it.
 */
import type { Money } from '@vitrine/core-pricing';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencySwitcher } from './currency-switcher';

afterEach(cleanup);

function storefrontOf(currency: string, currencies: readonly string[]): Storefront {
  const snapshot = { currency, shopCurrency: 'USD', locale: 'en-US', currencies, locales: [] };
  return {
    pricing: {
      getSnapshot: () => snapshot,
      subscribe: () => () => undefined,
      format: (money: Money) => `${money.amount}`,
      convert: (money: Money) => money,
    },
  } as unknown as Storefront;
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
