// @vitest-environment happy-dom
/**
 * The home page's collection list section (000 §2 Home: collection_list, 50 collections, 000 §9)
 * whose list fails to load (000 §8 "Other collection ... failures": COLLECTION_ERROR) says so with
 * the catalogue's 'We're sorry but something went wrong' (000 §2 Server-error page) and home stays
 * (docs/decisions/0574); it showed the heading with nothing under it.
 */
import type { ThemePage } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import type { RouteHandle } from '../../app/routes';
import { EditorSectionsContext } from '../../preview/editor-sections';
import { HOME_PAGE, HOME_SECTIONS } from '../../preview/home-sections';
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

/** Home, rendered in the browser; in the live preview when the editor's `homepage` is given. */
async function show(storefront: Storefront, homepage?: ThemePage): Promise<void> {
  await storefront.ready();
  const handle: RouteHandle = { route: 'home' };
  const router = createMemoryRouter([{ path: '/', element: <HomePage />, handle }], {
    initialEntries: ['/'],
  });
  const page = (
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <RouterProvider router={router} />
      </Hydration>
    </StorefrontProvider>
  );
  render(
    homepage === undefined ? (
      page
    ) : (
      <EditorSectionsContext.Provider value={{ [HOME_PAGE]: homepage }}>
        {page}
      </EditorSectionsContext.Provider>
    ),
  );
}

/** The editor's `homepage` with one built-in section's settings (docs/decisions/0434). */
const editorHome = (
  id: (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS],
  type: string,
  settings: Record<string, string | number>,
): ThemePage => ({ [id]: { type, settings, blocks: {}, block_order: [] } });

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

describe('home in the live preview, a section naming what the shop does not have', () => {
  // 000 §2 Home: "in live preview a section is refetched when its settings change"; a section's
  // failure stays in its section and home stays (docs/decisions/0574 for the collection list,
  // 0659 for the featured collection and product).
  it('a featured collection that is not found: no navigation, the section lists nothing', async () => {
    const navigate = createMemoryNavigate();
    const storefront = suite.open({ ports: createMemoryPorts({ navigate }) });
    await show(
      storefront,
      editorHome(HOME_SECTIONS.featuredCollection, 'featured_collection', { collection: 'nope' }),
    );
    await vi.waitFor(
      () => {
        const view = storefront.catalog.getSnapshot().context.collection;
        expect(view?.route).toEqual({ name: 'category', slug: 'nope' });
        expect(view?.status).toBe('not-found');
      },
      { timeout: 20_000 },
    );
    expect(navigate.intents).toEqual([]);
    const featured = document.querySelector(`[data-section-id="${HOME_SECTIONS.featuredCollection}"]`);
    expect(featured?.querySelectorAll('li')).toHaveLength(0);
  }, 60_000);

  it('a featured product that is not found: no navigation', async () => {
    const navigate = createMemoryNavigate();
    const storefront = suite.open({ ports: createMemoryPorts({ navigate }) });
    await show(
      storefront,
      editorHome(HOME_SECTIONS.featuredProduct, 'featured_product', { product: 'nope' }),
    );
    await vi.waitFor(
      () => {
        const view = storefront.catalog.getSnapshot().context.product;
        expect(view?.handle).toBe('nope');
        expect(view?.status).toBe('not-found');
      },
      { timeout: 20_000 },
    );
    expect(navigate.intents).toEqual([]);
  }, 60_000);
});

describe("home's featured collection, products_to_show", () => {
  it('12 shows 12 products beside the featured product, asking for the next page (decision 0434: 1 to 12)', async () => {
    const storefront = suite.open();
    await show(
      storefront,
      editorHome(HOME_SECTIONS.featuredCollection, 'featured_collection', { products_to_show: 12 }),
    );
    // The newest product is the featured one (0401); the grid shows the next 12 of the listing.
    const grid = await screen.findByRole('list', { name: TEXTS.allProducts }, { timeout: 20_000 });
    const total = await vi.waitFor(
      () => {
        const view = storefront.catalog.getSnapshot().context.collection;
        expect(view?.status).toBe('ready');
        return view?.total ?? 0;
      },
      { timeout: 20_000 },
    );
    expect(total).toBeGreaterThanOrEqual(13);
    await vi.waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(12), {
      timeout: 20_000,
    });
  }, 60_000);

  it('with the featured product section off, the grid starts with the newest product (decision 0434)', async () => {
    // The newest product is shown apart only while the featured_product section shows it (0401).
    const storefront = suite.open();
    await show(storefront, {
      [HOME_SECTIONS.featuredProduct]: {
        type: 'featured_product',
        settings: {},
        disabled: true,
        blocks: {},
        block_order: [],
      },
    } as ThemePage);
    const grid = await screen.findByRole('list', { name: TEXTS.allProducts }, { timeout: 20_000 });
    const newest = await vi.waitFor(
      () => {
        const view = storefront.catalog.getSnapshot().context.collection;
        expect(view?.status).toBe('ready');
        const first = view?.products[0];
        if (!first) throw new Error('no product listed');
        return first.title;
      },
      { timeout: 20_000 },
    );
    await vi.waitFor(() => expect(within(grid).getAllByRole('listitem')[0]?.textContent).toContain(newest), {
      timeout: 20_000,
    });
  }, 60_000);
});
