/**
 * The catalogue hooks against the real platform-api in process, in StrictMode, where one page's
 * state met the next one's (found by a read-only audit of the catalogue): the home list and the
 * collections list, a collection page opened again, a size chart's request.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCollections } from '../src/index';
import { platformSuite, renderWith } from './harness';

const suite = platformSuite();

/** The `limit` of each collections-list request since `from`. */
const collectionsLimits = (from: number) =>
  suite.platform.urls
    .slice(from)
    .filter((url) => url.pathname === '/api/catalog/collections_v2.json')
    .map((url) => url.searchParams.get('limit'));

function Collections({ home = false }: { readonly home?: boolean }) {
  const view = useCollections(home ? { home } : { page: 1 });
  return (
    <p data-testid="collections">
      {view === null ? 'none' : `${view.status} ${view.pageSize} ${view.collections.length}`}
    </p>
  );
}

describe('useCollections', () => {
  it('after the home list (50 a page), the collections page loads its own list of 12 (000 §9)', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const from = suite.platform.urls.length;
    const { unmount } = renderWith(storefront, <Collections home />);
    await waitFor(() => expect(screen.getByTestId('collections').textContent).toMatch(/^ready 50 /));
    unmount();
    renderWith(storefront, <Collections />);
    await waitFor(() => expect(screen.getByTestId('collections').textContent).toMatch(/^ready 12 /));
    expect(collectionsLimits(from)).toEqual(['50', '12']);
  });
});
