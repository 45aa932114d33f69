/**
 * The catalogue hooks against the real platform-api in process, in StrictMode, where one page's
 * state met the next one's (found by a read-only audit of the catalogue): the home list and the
 * collections list, a collection page opened again, a size chart's request, a missing product,
 * collection or page opened again.
 */
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { useCollection, useCollections, usePage, useProduct, useSearch, useSizeChart } from '../src/index';
import { openStorefront, platformSuite, renderWith } from './harness';

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

/** Home's listing of all products: the page it shows and its first product. */
function AllProductsPage() {
  const { view } = useCollection('all');
  return (
    <p data-testid="collection page">{`${view.status} ${view.page} ${view.products[0]?.handle ?? ''}`}</p>
  );
}

/** The `page` of each products request since `from`. */
const productsPages = (from: number) =>
  suite.platform.urls
    .slice(from)
    .filter((url) => url.pathname === '/api/catalog/products_v2.json')
    .map((url) => url.searchParams.get('page'));

function ProductPage({ handle }: { readonly handle: string }) {
  const { view } = useProduct(handle);
  return <p data-testid={`product ${handle}`}>{view.status}</p>;
}

function CategoryPage({ slug }: { readonly slug: string }) {
  const { view } = useCollection(slug);
  return <p data-testid={`collection ${slug}`}>{view.status}</p>;
}

function ShopPage({ handle, policy = false }: { readonly handle: string; readonly policy?: boolean }) {
  const { status } = usePage(handle, policy ? { kind: 'policy' } : {});
  return <p data-testid={`page ${handle}`}>{status}</p>;
}

/** The requests to `path` since `from`. */
const requestsTo = (path: string, from: number) =>
  suite.platform.urls.slice(from).filter((url) => url.pathname === path).length;

/** A storefront whose navigation intents (000 §2 Navigation rules) are recorded. */
async function openNavigated() {
  const navigate = createMemoryNavigate();
  const storefront = suite.open({ ports: createMemoryPorts({ navigate }) });
  await storefront.ready();
  return { storefront, navigate };
}

/** Settles what the last render started (a view is emitted in the effect's task). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function SizeChart({ handle }: { readonly handle: string }) {
  const { view: product } = useProduct(handle);
  const { view } = useSizeChart(product.product);
  return <p data-testid="chart">{view?.status ?? 'idle'}</p>;
}

/** The size chart of the product page `handle`: its status and its description. */
function SizeChartText({ handle }: { readonly handle: string }) {
  const { view: product } = useProduct(handle);
  const { view } = useSizeChart(product.product);
  return <p data-testid="chart text">{view === null ? 'none' : `${view.status} ${view.html ?? ''}`}</p>;
}

/** A product page whose view of each committed render is kept in `seen`. */
function ProductViews({
  handle,
  seen,
}: {
  readonly handle: string;
  readonly seen: unknown[];
  readonly render?: number;
}) {
  const { view } = useProduct(handle);
  useEffect(() => {
    seen.push(view);
  });
  return <p data-testid="product view">{view.status}</p>;
}

/** The tee's page: its status and variant, and a pick of Sand / XL (its sold-out variant). */
function TeeVariant() {
  const { view, selectOption } = useProduct('classic-crew-tee');
  const pick = () => {
    void selectOption('color', 'sand');
    void selectOption('size', 'xl');
  };
  return (
    <>
      <p data-testid="tee variant">{`${view.status} ${view.variant?.title ?? ''}`}</p>
      <button type="button" onClick={pick}>
        Sand / XL
      </button>
    </>
  );
}

/** The title of the variant of each `product.viewed` (001 §3 view_content), from now on. */
function viewedVariants(storefront: Storefront): (string | null)[] {
  const viewed: (string | null)[] = [];
  storefront.on('product.viewed', (event) =>
    viewed.push((event.variant as { readonly title: string | null } | null)?.title ?? null),
  );
  return viewed;
}

/** A collection page whose view of each committed render is kept in `seen`. */
function CollectionViews({
  slug,
  seen,
}: {
  readonly slug: string;
  readonly seen: unknown[];
  readonly render?: number;
}) {
  const { view } = useCollection(slug);
  useEffect(() => {
    seen.push(view);
  });
  return <p data-testid="collection view">{view.status}</p>;
}

/**
 * A storefront whose catalogue has not started the product or collection load yet (as before a
 * page's load effect ran, or while the catalogue holds another page): the hook's own loading view.
 */
function withUnstartedLoads(storefront: Storefront): Storefront {
  const unstarted = () => new Promise<never>(() => undefined);
  return Object.assign(Object.create(storefront) as Storefront, {
    catalog: { ...storefront.catalog, product: unstarted, collection: unstarted },
  });
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
  it('keeps one loading view across renders while the page loads (an effect or memo on it does not run again)', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const seen: unknown[] = [];
    const view = renderWith(
      withUnstartedLoads(storefront),
      <CollectionViews slug="all" seen={seen} render={1} />,
    );
    view.rerenderWith(<CollectionViews slug="all" seen={seen} render={2} />);
    expect(screen.getByTestId('collection view').textContent).toBe('loading');
    expect(seen.length).toBeGreaterThan(1);
    expect(Object.is(seen[0], seen.at(-1))).toBe(true);
  });

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

  it('a listing opened without page shows page 1, whatever page the catalogue held (000 §2 query page)', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const first = await storefront.catalog.collection('all');
    const firstHandle = first.ok ? first.value.products[0]?.handle : undefined;
    // /collections/all?page=3, then the logo: home's listing of all products.
    const third = await storefront.catalog.collection('all', { page: 3 });
    expect(third.ok && third.value.page).toBe(3);
    const from = suite.platform.urls.length;
    renderWith(storefront, <AllProductsPage />);
    await waitFor(() =>
      expect(screen.getByTestId('collection page').textContent).toBe(`ready 1 ${firstHandle}`),
    );
    expect(productsPages(from)).toEqual(['1']);
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

  it('asks again for a size chart whose request failed when the product page opens again', async () => {
    let failures = 1;
    const failingOnce: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/pod/size-chart.json') && failures > 0) {
        failures -= 1;
        return new Response(JSON.stringify({ success: false, message: 'unavailable' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return suite.platform.fetch(input, init);
    };
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: failingOnce });
    try {
      await storefront.ready();
      const from = suite.platform.urls.length;
      const first = renderWith(storefront, <SizeChart handle="classic-crew-tee" />);
      await waitFor(() => expect(screen.getByTestId('chart').textContent).toBe('error'));
      first.unmount();
      renderWith(storefront, <SizeChart handle="classic-crew-tee" />);
      await waitFor(() => expect(screen.getByTestId('chart').textContent).toBe('ready'));
      // the failed request never reached the platform; the second one did, once despite StrictMode
      expect(requestsTo('/api/pod/size-chart.json', from)).toBe(1);
      expect(failures).toBe(0);
    } finally {
      storefront.stop();
    }
  });

  it("the next product's page never shows the former product's chart as its own (000 §4 Size chart)", async () => {
    const storefront = suite.open();
    await storefront.ready();
    const tee = 'ready <p>Measured flat, in inches. Switch to Cm for centimetres.</p>';
    const view = renderWith(storefront, <SizeChartText handle="classic-crew-tee" />);
    await waitFor(() => expect(screen.getByTestId('chart text').textContent).toBe(tee));
    // The tee's page, then a link to the hoodie (a route kept, the component with it).
    view.rerenderWith(<SizeChartText handle="relaxed-hoodie" />);
    expect(screen.getByTestId('chart text').textContent).not.toBe(tee);
    const shown: string[] = [];
    await waitFor(() => {
      const text = screen.getByTestId('chart text').textContent ?? '';
      shown.push(text);
      expect(text).toBe('ready <p>Relaxed fit, in inches.</p>');
    });
    expect(shown).not.toContain(tee);
  });
});

describe('useProduct', () => {
  it('keeps one loading view across renders while the product loads (an effect or memo on it does not run again)', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const seen: unknown[] = [];
    const view = renderWith(
      withUnstartedLoads(storefront),
      <ProductViews handle="classic-crew-tee" seen={seen} render={1} />,
    );
    view.rerenderWith(<ProductViews handle="classic-crew-tee" seen={seen} render={2} />);
    expect(screen.getByTestId('product view').textContent).toBe('loading');
    expect(seen.length).toBeGreaterThan(1);
    expect(Object.is(seen[0], seen.at(-1))).toBe(true);
  });

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

  // 000 §4 Product page: "The variant is chosen from the variant query param if valid, else the
  // first available variant, else the first variant"; decision 0147: a handle loaded within the
  // window is shown again at once, "choosing the variant from the new query"; decision 0592: the
  // view reports the variant the page shows.
  it('a product page opened again without a variant query shows the first available variant, not the last visit’s pick', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const viewed = viewedVariants(storefront);
    const first = renderWith(storefront, <TeeVariant />);
    await waitFor(() => expect(screen.getByTestId('tee variant').textContent).toBe('ready Red / S'));
    act(() => screen.getByRole('button', { name: 'Sand / XL' }).click());
    await waitFor(() => expect(screen.getByTestId('tee variant').textContent).toBe('ready Sand / XL'));
    first.unmount();
    // All products, then the tee's card: /products/classic-crew-tee, no query.
    const from = suite.platform.urls.length;
    renderWith(storefront, <TeeVariant />);
    await settle();
    expect(screen.getByTestId('tee variant').textContent).toBe('ready Red / S');
    // Within the 20 s window: the kept product, no request; viewed with the variant shown.
    expect(requestsTo('/api/catalog/product.json', from)).toBe(0);
    expect(viewed).toEqual(['Red / S', 'Red / S']);
  });

  it('a second component of the product page shown (a size chart opened) keeps the shopper’s pick', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const page = renderWith(storefront, <TeeVariant />);
    await waitFor(() => expect(screen.getByTestId('tee variant').textContent).toBe('ready Red / S'));
    act(() => screen.getByRole('button', { name: 'Sand / XL' }).click());
    await waitFor(() => expect(screen.getByTestId('tee variant').textContent).toBe('ready Sand / XL'));
    page.rerenderWith(
      <>
        <TeeVariant />
        <SizeChart handle="classic-crew-tee" />
      </>,
    );
    await settle();
    expect(screen.getByTestId('tee variant').textContent).toBe('ready Sand / XL');
  });

  // 000 §4: "A product load started under 20 seconds ago is reused rather than repeated" (000 §9:
  // 20000 ms): an older one is loaded again (its stock and prices may have changed).
  it('a product page opened again after the 20 s window loads the product again', async () => {
    const clock = new SimulatedClock();
    const storefront = suite.open({ ports: createMemoryPorts({ navigate: createMemoryNavigate(), clock }) });
    await storefront.ready();
    const viewed = viewedVariants(storefront);
    const first = renderWith(storefront, <TeeVariant />);
    await waitFor(() => expect(screen.getByTestId('tee variant').textContent).toBe('ready Red / S'));
    first.unmount();
    act(() => clock.increment(20_000));
    const from = suite.platform.urls.length;
    renderWith(storefront, <TeeVariant />);
    await waitFor(() => expect(screen.getByTestId('tee variant').textContent).toBe('ready Red / S'));
    await settle();
    // Once despite StrictMode's second effect, and one view per showing.
    expect(requestsTo('/api/catalog/product.json', from)).toBe(1);
    expect(viewed).toEqual(['Red / S', 'Red / S']);
  });

  // 000 §5: "A product fetch requires a handle"; the catalogue refuses a blank one (invalid_handle)
  // and holds no page for it, so the hook's own loading view stayed for ever.
  it('a handle of only spaces (/products/%20) is not found, never loading for ever', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const from = suite.platform.urls.length;
    renderWith(storefront, <ProductPage handle=" " />);
    await settle();
    // The test id `product  `, trimmed as Testing Library reads it.
    expect(screen.getByTestId('product').textContent).toBe('not-found');
    expect(requestsTo('/api/catalog/product.json', from)).toBe(0);
  });
});

/**
 * 000 §2 Navigation rules: "A data-load error containing 'query returned empty result' shows the
 * not-found page"; §4 Product page: "A not-found result gives the not-found state". The intent is
 * sent when a load ends so; a link to the missing page followed a second time (a new mount of its
 * hook) asks again and goes to not-found again, instead of showing the page's loading state for ever.
 */
describe('a missing page opened again', () => {
  it('useProduct: the second visit asks again and goes to not-found again', async () => {
    const { storefront, navigate } = await openNavigated();
    const notFound = { type: 'not-found', from: '/products/no-such-product' };
    const first = renderWith(storefront, <ProductPage handle="no-such-product" />);
    await waitFor(() => expect(navigate.intents).toEqual([notFound]));
    expect(screen.getByTestId('product no-such-product').textContent).toBe('not-found');
    first.unmount();
    const from = suite.platform.urls.length;
    renderWith(storefront, <ProductPage handle="no-such-product" />);
    await waitFor(() => expect(navigate.intents).toEqual([notFound, notFound]));
    await settle();
    // One request despite StrictMode's second effect.
    expect(requestsTo('/api/catalog/product.json', from)).toBe(1);
    expect(screen.getByTestId('product no-such-product').textContent).toBe('not-found');
  });

  it('useCollection: the second visit asks again and goes to not-found again', async () => {
    const { storefront, navigate } = await openNavigated();
    const notFound = { type: 'not-found', from: '/collections/no-such-collection' };
    const first = renderWith(storefront, <CategoryPage slug="no-such-collection" />);
    await waitFor(() => expect(navigate.intents).toEqual([notFound]));
    first.unmount();
    const from = suite.platform.urls.length;
    renderWith(storefront, <CategoryPage slug="no-such-collection" />);
    await waitFor(() => expect(navigate.intents).toEqual([notFound, notFound]));
    await settle();
    expect(requestsTo('/api/catalog/collections_v2.json', from)).toBe(1);
    expect(screen.getByTestId('collection no-such-collection').textContent).toBe('not-found');
  });

  it('usePage: the second visit asks again and goes to not-found again', async () => {
    const { storefront, navigate } = await openNavigated();
    const notFound = { type: 'not-found', from: '/pages/no-such-page' };
    const first = renderWith(storefront, <ShopPage handle="no-such-page" />);
    await waitFor(() => expect(navigate.intents).toEqual([notFound]));
    first.unmount();
    const from = suite.platform.urls.length;
    renderWith(storefront, <ShopPage handle="no-such-page" />);
    await waitFor(() => expect(navigate.intents).toEqual([notFound, notFound]));
    await settle();
    expect(requestsTo('/api/pages.json', from)).toBe(1);
    expect(screen.getByTestId('page no-such-page').textContent).toBe('not-found');
  });

  it('usePage: a policy that is not shown goes to not-found once a visit, despite StrictMode (000 §2 policies)', async () => {
    const { storefront, navigate } = await openNavigated();
    const first = renderWith(storefront, <ShopPage handle="no-such-policy" policy />);
    await settle();
    expect(navigate.intents).toEqual([{ type: 'not-found', from: '/policies/no-such-policy' }]);
    first.unmount();
    renderWith(storefront, <ShopPage handle="no-such-policy" policy />);
    await settle();
    expect(navigate.intents).toHaveLength(2);
  });
});

/** `platform`'s fetch, where every products request for page 2 (a load more) fails with a 500. */
const failingPageTwo: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const parsed = new URL(url, 'http://platform.test');
  if (parsed.pathname === '/api/catalog/products_v2.json' && parsed.searchParams.get('page') === '2') {
    return new Response(JSON.stringify({ success: false, message: 'unavailable' }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  }
  return suite.platform.fetch(input, init);
};

/** A listing with its load more, and why the last one failed. */
function AllProductsMore() {
  const { view, loadMore } = useCollection('all');
  return (
    <>
      <p data-testid="listing">{`${view.status} ${view.products.length} ${view.moreError?.code ?? 'none'}`}</p>
      <button type="button" onClick={() => void loadMore()}>
        more
      </button>
    </>
  );
}

/** Search results with their load more, and why the last one failed. */
function SearchMore({ query }: { readonly query: string }) {
  const { view, submit, loadMore } = useSearch();
  return (
    <>
      <p data-testid="results">
        {view === null ? 'none' : `${view.status} ${view.products.length} ${view.moreError?.code ?? 'none'}`}
      </p>
      <button type="button" onClick={() => void submit(query)}>
        search
      </button>
      <button type="button" onClick={() => void loadMore()}>
        more
      </button>
    </>
  );
}

/**
 * A load more that failed is told (000 §2 Collection page "load more appends products"; 000 §8
 * "Other collection ... failures": COLLECTION_ERROR, search being the collection fetchProducts of
 * 000 §7, decision 0148): the hook's view carries it as `moreError`, the products shown are kept.
 */
/** A product page of the URL `/products/{handle}{search}`. */
function ProductAt({ handle, search }: { readonly handle: string; readonly search: string }) {
  const { view } = useProduct(handle, { variant: new URLSearchParams(search).get('variant'), search });
  return <p data-testid={`product ${handle}`}>{view.status}</p>;
}

/** A collection page of the URL `/collections/{slug}{search}`. */
function CategoryAt({ slug, search }: { readonly slug: string; readonly search: string }) {
  const { view } = useCollection(slug, { sortBy: new URLSearchParams(search).get('sortby'), search });
  return <p data-testid={`collection ${slug}`}>{view.status}</p>;
}

// 000 §2 Navigation rules: "A matching 'from' leads to a replace-navigation to its 'to' (external
// or internal, query kept)"; a renamed product or collection is redirected so too (000 §8).
describe('a renamed product or collection', () => {
  it('useProduct and useCollection send the shopper to the new path with the query of the page asked', async () => {
    await suite.platform.database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/products/old-tee', '/products/new-tee' FROM shops WHERE name = 'Vitrine Demo'
       UNION ALL SELECT id, '/collections/old-tees', '/collections/new-tees' FROM shops WHERE name = 'Vitrine Demo'`,
    );
    const { storefront, navigate } = await openNavigated();
    const product = renderWith(
      storefront,
      <ProductAt handle="old-tee" search="?variant=5&utm_source=mail" />,
    );
    await waitFor(() =>
      expect(navigate.intents).toEqual([
        { type: 'path', path: '/products/new-tee?variant=5&utm_source=mail', replace: true },
      ]),
    );
    expect(screen.getByTestId('product old-tee').textContent).toBe('redirected');
    product.unmount();
    renderWith(storefront, <CategoryAt slug="old-tees" search="?sortby=price:asc&utm_source=mail" />);
    await waitFor(() =>
      expect(navigate.intents.slice(1)).toEqual([
        { type: 'path', path: '/collections/new-tees?sortby=price:asc&utm_source=mail', replace: true },
      ]),
    );
    await settle();
    // One redirect each, despite StrictMode's second effect.
    expect(navigate.intents).toHaveLength(2);
  });
});

describe('a failed load more', () => {
  it('useCollection: view.moreError is COLLECTION_ERROR and the first page stays', async () => {
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: failingPageTwo });
    try {
      await storefront.ready();
      renderWith(storefront, <AllProductsMore />);
      await waitFor(() => expect(screen.getByTestId('listing').textContent).toBe('ready 12 none'));
      act(() => screen.getByRole('button', { name: 'more' }).click());
      await waitFor(() =>
        expect(screen.getByTestId('listing').textContent).toBe('ready 12 COLLECTION_ERROR'),
      );
    } finally {
      storefront.stop();
    }
  });

  it('useSearch: view.moreError is COLLECTION_ERROR and the first page of results stays', async () => {
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: failingPageTwo });
    try {
      await storefront.ready();
      renderWith(storefront, <SearchMore query="e" />);
      act(() => screen.getByRole('button', { name: 'search' }).click());
      await waitFor(() => expect(screen.getByTestId('results').textContent).toBe('ready 12 none'));
      act(() => screen.getByRole('button', { name: 'more' }).click());
      await waitFor(() =>
        expect(screen.getByTestId('results').textContent).toBe('ready 12 COLLECTION_ERROR'),
      );
    } finally {
      storefront.stop();
    }
  });
});
