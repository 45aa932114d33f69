// @vitest-environment happy-dom
/**
 * The home page's collection list section (000 §2 Home: collection_list, 50 collections, 000 §9)
 * whose list fails to load (000 §8 "Other collection ... failures": COLLECTION_ERROR) says so with
 * the catalogue's 'We're sorry but something went wrong' (000 §2 Server-error page) and home stays
 * (docs/decisions/0574); it showed the heading with nothing under it.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import type { RouteHandle } from '../../app/routes';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as HomePage } from './home';

// Each test renders its own page: the last one's must not stay in the document.
afterEach(cleanup);

const suite = platformSuite();

/** A storefront whose collections list requests answer 500 (stopped by the caller). */
function failingCollections(): Storefront {
  return openStorefront(suite.platform, 'localhost', {
    fetch: async (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://platform.test',
      );
      if (url.pathname === '/api/catalog/collections_v2.json') {
        return new Response(JSON.stringify({ success: false, message: 'unavailable' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return suite.platform.fetch(input, init);
    },
  });
}

/** Home, rendered in the browser. */
async function show(storefront: Storefront): Promise<void> {
  await storefront.ready();
  const handle: RouteHandle = { route: 'home' };
  const router = createMemoryRouter([{ path: '/', element: <HomePage />, handle }], {
    initialEntries: ['/'],
  });
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <RouterProvider router={router} />
      </Hydration>
    </StorefrontProvider>,
  );
}

/** The collection list section, by its heading. */
const section = () => screen.getByRole('region', { name: TEXTS.collections });

describe("home's collection list", () => {
  it('says the list could not load when collections_v2 answers 500; home stays', async () => {
    const storefront = failingCollections();
    try {
      await show(storefront);
      const alert = await within(await screen.findByRole('region', { name: TEXTS.collections })).findByRole(
        'alert',
        {},
        { timeout: 20_000 },
      );
      expect(alert.textContent).toContain(formatMessage('error.server'));
      expect(within(section()).queryByText(TEXTS.loading)).toBeNull();
    } finally {
      storefront.stop();
    }
  }, 60_000);

  it('shows Loading… while the list loads, then the collections', async () => {
    const storefront = suite.open();
    try {
      await show(storefront);
      expect(within(section()).getByText(TEXTS.loading)).toBeTruthy();
      const list = within(section()).getByRole('list', { name: TEXTS.collections });
      await within(list).findAllByRole('listitem', {}, { timeout: 20_000 });
      expect(within(section()).queryByText(TEXTS.loading)).toBeNull();
      expect(within(section()).queryByRole('alert')).toBeNull();
    } finally {
      storefront.stop();
    }
  }, 60_000);
});
