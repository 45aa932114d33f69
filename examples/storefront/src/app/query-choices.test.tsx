// @vitest-environment happy-dom
/**
 * 000 §9 "The currency comes from the URL query, else from the visitor's country; locale likewise
 * when none is stored": a page reached inside the shop (a theme's menu link, a redirect's
 * replace-navigation "query kept", 000 §2) shows its query's currency and locale as a page loaded
 * with that URL does, without a reload.
 */
import { createMemoryCookies } from '@vitrine/ports';
import { createPricing, CURRENCY_COOKIE, type PricingFacade } from '@vitrine/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useQueryChoices } from './query-choices';

const settings = {
  multiCurrency: true,
  multiLocale: true,
  supported_locales: ['en-US', 'fr-FR'],
  currencies: [
    { code: 'USD', country_codes: ['US'] },
    { code: 'EUR', country_codes: ['FR'] },
  ],
  rates: { EUR: 0.92 },
};

/** The root route of the storefront's own, as far as the query is concerned. */
function Root({ pricing }: { readonly pricing: PricingFacade }) {
  useQueryChoices(pricing);
  return <Outlet />;
}

function open(pricing: PricingFacade) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Root pricing={pricing} />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'collections/all', element: <h1>All products</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('the currency and locale of an in-app navigation (000 §9)', () => {
  it('a link to /collections/all?currency=EUR&locale=fr-FR shows prices in EUR, in French, and keeps EUR', async () => {
    const cookies = createMemoryCookies();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template
    const pricing = createPricing({ shopCurrency: 'USD', moneyFormat: '${{amount}}', settings, cookies });
    const router = open(pricing);
    await screen.findByText('Home');
    expect(pricing.getSnapshot().currency).toBe('USD');
    await act(() => router.navigate('/collections/all?currency=EUR&locale=fr-FR'));
    await screen.findByText('All products');
    expect(pricing.getSnapshot().currency).toBe('EUR');
    expect(pricing.getSnapshot().locale).toBe('fr-FR');
    expect(cookies.get(CURRENCY_COOKIE)).toBe('EUR');
  });

  it('a redirect replacing the page with /?currency=EUR shows prices in EUR; a currency not sold is ignored', async () => {
    const cookies = createMemoryCookies();
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template
    const pricing = createPricing({ shopCurrency: 'USD', moneyFormat: '${{amount}}', settings, cookies });
    const router = open(pricing);
    await screen.findByText('Home');
    await act(() => router.navigate('/collections/all?currency=JPY'));
    expect(pricing.getSnapshot().currency).toBe('USD');
    await act(() => router.navigate('/?currency=EUR', { replace: true }));
    await screen.findByText('Home');
    expect(pricing.getSnapshot().currency).toBe('EUR');
  });
});
