// @vitest-environment happy-dom
/**
 * A collection page's load more (000 §2 Collection page "load more appends products") that fails
 * (000 §8 "Other collection ... failures": COLLECTION_ERROR) says so by the button it came from with
 * the catalogue's 'We're sorry but something went wrong' (000 §2 Server-error page), keeping the
 * products listed; it did nothing visible. Load previous (decision 0587) likewise.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import type { RouteHandle } from '../../app/routes';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as CollectionPage } from './collection';

// Each test renders its own page: the last one's must not stay in the document.
afterEach(cleanup);

const suite = platformSuite();

const serverError = formatMessage('error.server');

/** A storefront whose products requests for page `page` answer 500 (stopped by the caller). */
function failingPage(page: string): Storefront {
  return openStorefront(suite.platform, 'localhost', {
    fetch: async (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://platform.test',
      );
      if (url.pathname === '/api/catalog/products_v2.json' && url.searchParams.get('page') === page) {
        return new Response(JSON.stringify({ success: false, message: 'unavailable' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return suite.platform.fetch(input, init);
    },
  });
}

/** The listing of `route` (at its `pattern`) opened at `path`, rendered in the browser; /collections/all by default. */
async function show(
  storefront: Storefront,
  path: string,
  route: RouteHandle['route'] = 'products-all',
  pattern = '/collections/all',
): Promise<void> {
  await storefront.ready();
  const handle: RouteHandle = { route };
  const router = createMemoryRouter([{ path: pattern, element: <CollectionPage />, handle }], {
    initialEntries: [path],
  });
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <RouterProvider router={router} />
      </Hydration>
    </StorefrontProvider>,
  );
}

const grid = () => screen.getByRole('list', { name: TEXTS.allProducts });

describe('a failed load more of a collection page', () => {
  it('says so after the products, which stay; Load more stays to try again', async () => {
    const storefront = failingPage('2');
    try {
      await show(storefront, '/collections/all');
      const more = await screen.findByRole('button', { name: TEXTS.loadMore }, { timeout: 20_000 });
      expect(within(grid()).getAllByRole('listitem')).toHaveLength(12);
      await userEvent.setup().click(more);
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(alert.textContent).toContain(serverError);
      expect(grid().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(grid()).getAllByRole('listitem')).toHaveLength(12);
      expect(screen.getByRole('button', { name: TEXTS.loadMore })).toBeTruthy();
    } finally {
      storefront.stop();
    }
  }, 60_000);

  it('a failed Show previous products says so before the products (decision 0587)', async () => {
    const storefront = failingPage('1');
    try {
      await show(storefront, '/collections/all?page=2');
      const previous = await screen.findByRole('button', { name: TEXTS.loadPrevious }, { timeout: 20_000 });
      await userEvent.setup().click(previous);
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(alert.textContent).toContain(serverError);
      expect(grid().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
      expect(within(grid()).getAllByRole('listitem')).toHaveLength(12);
    } finally {
      storefront.stop();
    }
  }, 60_000);
});

// 000 §2 Navigation rules: "A matching 'from' leads to a replace-navigation to its 'to' (external
// or internal, query kept)"; a renamed collection is redirected so too (000 §8).
describe('a renamed collection', () => {
  it('/collections/old-tees?sortby=price:asc&utm_source=mail goes to /collections/new-tees with the same query', async () => {
    await suite.platform.database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/collections/old-tees', '/collections/new-tees' FROM shops WHERE name = 'Vitrine Demo'`,
    );
    const navigate = createMemoryNavigate();
    const storefront = suite.open({ ports: createMemoryPorts({ navigate }) });
    await storefront.ready();
    const handle: RouteHandle = { route: 'category' };
    const router = createMemoryRouter([{ path: '/collections/:slug', element: <CollectionPage />, handle }], {
      initialEntries: ['/collections/old-tees?sortby=price:asc&utm_source=mail'],
    });
    render(
      <StorefrontProvider storefront={storefront}>
        <Hydration hydrating={false}>
          <RouterProvider router={router} />
        </Hydration>
      </StorefrontProvider>,
    );
    await waitFor(
      () =>
        expect(navigate.intents).toEqual([
          { type: 'path', path: '/collections/new-tees?sortby=price:asc&utm_source=mail', replace: true },
        ]),
      { timeout: 20_000 },
    );
  }, 60_000);
});

// A listing's count follows its number: a tag of one product says "1 product", not "1 products".
describe('the count of a listing', () => {
  it('says "1 product" for a tag of one product', async () => {
    const storefront = suite.open();
    try {
      await show(storefront, '/products/tags?q=personalized', 'products-tags', '/products/tags');
      await screen.findByText('1 product', {}, { timeout: 20_000 });
      expect(screen.queryByText('1 products')).toBeNull();
    } finally {
      storefront.stop();
    }
  }, 60_000);
});
