// @vitest-environment happy-dom
/**
 * The header's search panel (000 §4 UI overlays "search panel"; 000 §2 search): what its live
 * line says once results come, as the search page says it.
 */
import { selectSearch } from '@vitrine/core-catalog';
import { StorefrontProvider } from '@vitrine/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { platformSuite } from '../../../../../packages/react/test/harness';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { SearchOverlay } from './search-overlay';

afterEach(cleanup);

const suite = platformSuite();

describe('the search panel', () => {
  // The panel's polite line said 'Loading…' then went blank once the results showed: a screen
  // reader heard nothing of them. The search page says 'N products' (areas/browse/search.tsx).
  it('says how many products were found, as the search page does', async () => {
    const storefront = suite.open();
    await storefront.ready();
    render(
      <StorefrontProvider storefront={storefront}>
        <Hydration hydrating={false}>
          <MemoryRouter>
            <SearchOverlay />
          </MemoryRouter>
        </Hydration>
      </StorefrontProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXTS.search }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await user.type(within(dialog).getByLabelText(TEXTS.searchPlaceholder), 'crew tee{Enter}');
    await within(dialog).findByRole('link', { name: /Classic Crew Tee/ }, { timeout: 20_000 });
    const found = selectSearch(storefront.catalog.getSnapshot())?.total ?? 0;
    expect(found).toBeGreaterThan(0);
    const live = dialog.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe(TEXTS.productCount(found));
  }, 60_000);
});
