/**
 * The catalogue hooks against the real platform-api in process, in StrictMode, where one page's
 * state met the next one's (found by a read-only audit of the catalogue): the home list and the
 * collections list, a collection page opened again, a size chart's request.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCollection, useCollections, useProduct, useSizeChart } from '../src/index';
import { platformSuite, renderWith } from './harness';

const suite = platformSuite();

/** The `limit` of each collections-list request since `from`. */
const collectionsLimits = (from: number) =>
  suite.platform.urls
    .slice(from)
    .filter((url) => url.pathname === '/api/catalog/collections_v2.json')
    .map((url) => url.searchParams.get('limit'));

/** The products requests since `from`, as `sort_field:sort_direction filter`. */
const productsQueries = (from: number) =>
  suite.platform.urls
    .slice(from)
    .filter((url) => url.pathname === '/api/catalog/products_v2.json')
    .map(
      (url) =>
        `${url.searchParams.get('sort_field')}:${url.searchParams.get('sort_direction')} ${url.searchParams.get('filter') ?? 'all'}`,
    );

function AllProducts() {
  const { view } = useCollection('all');
  return <p data-testid="collection">{`${view.status} ${view.sortBy} ${view.filterBy}`}</p>;
}

function ProductPage({ handle }: { readonly handle: string }) {
  const { view } = useProduct(handle);
  return <p data-testid={`product ${handle}`}>{view.status}</p>;
}

/** Settles what the last render started (a view is emitted in the effect's task). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function SizeChart({ handle }: { readonly handle: string }) {
  const { view: product } = useProduct(handle);
  const { view } = useSizeChart(product.product);
  return <p data-testid="chart">{view?.status ?? 'idle'}</p>;
}

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

describe('useCollection', () => {
  it('a listing opened without sortby and filterby is sorted id:desc and unfiltered, whatever the page had (000 §2)', async () => {
    const storefront = suite.open();
    await storefront.ready();
    // /collections/all?sortby=price:asc&filterby=new, then home's listing of all products.
    const sorted = await storefront.catalog.collection('all', { sortBy: 'price:asc', filterBy: 'new' });
    expect(sorted.ok && `${sorted.value.sortBy} ${sorted.value.filterBy}`).toBe('price:asc new');
    const from = suite.platform.urls.length;
    renderWith(storefront, <AllProducts />);
    await waitFor(() => expect(screen.getByTestId('collection').textContent).toBe('ready id:desc all'));
    expect(productsQueries(from)).toEqual(['id:desc all']);
  });
});

describe('useSizeChart', () => {
  it("asks for the size chart with the shop's use_sb_setting (000 §3, §7)", async () => {
    const storefront = suite.open({
      bootstrap: (result) => ({
        ...result,
        size_chart_setting: { ...(result.size_chart_setting as object), enable: true, use_sb_setting: true },
      }),
    });
    await storefront.ready();
    const from = suite.platform.urls.length;
    renderWith(storefront, <SizeChart handle="classic-crew-tee" />);
    await waitFor(() => expect(screen.getByTestId('chart').textContent).toBe('ready'));
    const asked = suite.platform.urls
      .slice(from)
      .filter((url) => url.pathname === '/api/pod/size-chart.json');
    expect(asked.map((url) => url.searchParams.get('use_sb_setting'))).toEqual(['true']);
  });
});

describe('useProduct', () => {
  it('each showing of a product page is a view: the tee, away (the cart), the tee again (001 §3, §4 view_content)', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const viewed: string[] = [];
    storefront.on('product.viewed', (event) => viewed.push((event.product as { handle: string }).handle));
    const first = renderWith(storefront, <ProductPage handle="classic-crew-tee" />);
    await waitFor(() => expect(screen.getByTestId('product classic-crew-tee').textContent).toBe('ready'));
    await settle();
    expect(viewed).toEqual(['classic-crew-tee']);
    first.unmount();
    const from = suite.platform.requests.length;
    renderWith(storefront, <ProductPage handle="classic-crew-tee" />);
    await settle();
    // Shown from the catalogue, without a request, and viewed again (once, despite StrictMode).
    expect(screen.getByTestId('product classic-crew-tee').textContent).toBe('ready');
    expect(viewed).toEqual(['classic-crew-tee', 'classic-crew-tee']);
    expect(suite.platform.requests.slice(from).filter((path) => path.includes('/api/catalog/'))).toEqual([]);
  });

  it('back to a product page of two components: one view, not two', async () => {
    const storefront = suite.open();
    await storefront.ready();
    expect((await storefront.catalog.product('classic-crew-tee')).ok).toBe(true);
    const shown = renderWith(storefront, <ProductPage handle="classic-crew-tee" />);
    await settle();
    shown.unmount();
    const viewed: unknown[] = [];
    storefront.on('product.viewed', (event) => viewed.push(event.product));
    renderWith(
      storefront,
      <>
        <ProductPage handle="classic-crew-tee" />
        <ProductPage handle="classic-crew-tee" />
      </>,
    );
    await settle();
    expect(viewed).toHaveLength(1);
  });
});
