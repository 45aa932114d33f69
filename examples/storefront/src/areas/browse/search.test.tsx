// @vitest-environment happy-dom
/**
 * The search page (000 §2 search, query q) and the header's search panel (000 §4 UI overlays), which
 * share the catalogue's one search: each lists only the results of its own query. A failed search
 * (COLLECTION_ERROR, 000 §2 Navigation rules, decision 0148) and a failed load more say so with the
 * catalogue's 'We're sorry but something went wrong' (000 §2 Server-error page), where the page
 * went on listing the previous query's products with a Load more that did nothing.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import { SearchOverlay } from '../../components/overlays/search-overlay';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as SearchPage } from './search';

// Each test renders its own page: the last one's must not stay in the document.
afterEach(cleanup);

const suite = platformSuite();

const TEE = /Classic Crew Tee/;
const MUG = /Custom Photo Mug/;
const serverError = formatMessage('error.server');

/** A storefront whose products requests matching `fails` answer 500 (stopped by the caller). */
function failingWhen(fails: (url: URL) => boolean): Storefront {
  return openStorefront(suite.platform, 'localhost', {
    fetch: async (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://platform.test',
      );
      if (url.pathname === '/api/catalog/products_v2.json' && fails(url)) {
        return new Response(JSON.stringify({ success: false, message: 'unavailable' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return suite.platform.fetch(input, init);
    },
  });
}

/** `path` (a /search URL) rendered in the browser, with the header's search panel when `overlay`. */
async function show(storefront: Storefront, path: string, overlay = false): Promise<void> {
  await storefront.ready();
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <MemoryRouter initialEntries={[path]}>
          {overlay ? <SearchOverlay /> : null}
          <Routes>
            <Route path="/search" element={<SearchPage />} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </Hydration>
    </StorefrontProvider>,
  );
}

/** The search page's own region (the panel's dialog is apart). */
const page = () => screen.getByRole('region', { name: TEXTS.search });

describe('a failed search', () => {
  it('after "crew tee", a failing "photo mug" says so and lists neither the tee nor a Load more', async () => {
    const storefront = failingWhen((url) => url.searchParams.get('q') === 'photo mug');
    try {
      await show(storefront, '/search?q=crew%20tee');
      await within(page()).findByRole('link', { name: TEE }, { timeout: 20_000 });
      const user = userEvent.setup();
      const box = within(page()).getByLabelText(TEXTS.searchPlaceholder);
      await user.clear(box);
      await user.type(box, 'photo mug{Enter}');
      const alert = await within(page()).findByRole('alert', {}, { timeout: 20_000 });
      expect(alert.textContent).toContain(serverError);
      expect(within(page()).queryByRole('link', { name: TEE })).toBeNull();
      expect(within(page()).queryByRole('button', { name: TEXTS.loadMore })).toBeNull();
      // Try again searches "photo mug" again.
      expect(within(page()).getByRole('button', { name: TEXTS.tryAgain })).toBeTruthy();
    } finally {
      storefront.stop();
    }
  }, 60_000);
});

describe('a failed load more of the search page', () => {
  it('says so by the button and keeps the results listed (000 §2, decision 0148)', async () => {
    const storefront = failingWhen((url) => url.searchParams.get('page') === '2');
    try {
      await show(storefront, '/search?q=e');
      const more = await within(page()).findByRole('button', { name: TEXTS.loadMore }, { timeout: 20_000 });
      expect(within(page()).getAllByRole('listitem')).toHaveLength(12);
      await userEvent.setup().click(more);
      const alert = await within(page()).findByRole('alert', {}, { timeout: 20_000 });
      expect(alert.textContent).toContain(serverError);
      expect(within(page()).getAllByRole('listitem')).toHaveLength(12);
      expect(within(page()).getByRole('button', { name: TEXTS.loadMore })).toBeTruthy();
    } finally {
      storefront.stop();
    }
  }, 60_000);
});

describe('the search page and the header search panel', () => {
  it('on /search?q=crew tee, "photo mug" typed in the panel then Escape: the page lists the tee, not the mug', async () => {
    const storefront = suite.open();
    await show(storefront, '/search?q=crew%20tee', true);
    await within(page()).findByRole('link', { name: TEE }, { timeout: 20_000 });
    const user = userEvent.setup();
    const opener = screen
      .getAllByRole('button', { name: TEXTS.search })
      .find((button) => button.getAttribute('aria-haspopup') === 'dialog');
    if (!opener) throw new Error('no header search button');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    await user.type(within(dialog).getByLabelText(TEXTS.searchPlaceholder), 'photo mug');
    await within(dialog).findByRole('link', { name: MUG }, { timeout: 20_000 });
    // The panel lists its own query's results only: not the tee the page searched.
    expect(within(dialog).queryByRole('link', { name: TEE })).toBeNull();
    await user.keyboard('{Escape}');
    // Escape closes the modal dialog (the browser's own; happy-dom may leave it to the page).
    if (dialog.open) dialog.close();
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(within(page()).queryByRole('link', { name: MUG })).toBeNull();
    await within(page()).findByRole('link', { name: TEE }, { timeout: 20_000 });
    expect(within(page()).queryByRole('link', { name: MUG })).toBeNull();
    expect((within(page()).getByLabelText(TEXTS.searchPlaceholder) as HTMLInputElement).value).toBe(
      'crew tee',
    );
  }, 60_000);

  it('on /search?q=crew tee, "photo mug" in the panel then View all results: the page lists the mug', async () => {
    const storefront = suite.open();
    await show(storefront, '/search?q=crew%20tee', true);
    await within(page()).findByRole('link', { name: TEE }, { timeout: 20_000 });
    const user = userEvent.setup();
    const opener = screen
      .getAllByRole('button', { name: TEXTS.search })
      .find((button) => button.getAttribute('aria-haspopup') === 'dialog');
    if (!opener) throw new Error('no header search button');
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    await user.type(within(dialog).getByLabelText(TEXTS.searchPlaceholder), 'photo mug');
    await user.click(
      await within(dialog).findByRole('link', { name: TEXTS.viewAllResults }, { timeout: 20_000 }),
    );
    await within(page()).findByRole('link', { name: MUG }, { timeout: 20_000 });
    expect((within(page()).getByLabelText(TEXTS.searchPlaceholder) as HTMLInputElement).value).toBe(
      'photo mug',
    );
    // Nothing searches the tee again behind it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(within(page()).queryByRole('link', { name: TEE })).toBeNull();
    expect(within(page()).getByRole('link', { name: MUG })).toBeTruthy();
  }, 60_000);
});
