import { type CollectionRoute, FILTER_OPTIONS, PRODUCT_PAGE_SIZE, SORT_OPTIONS } from '@vitrine/core-catalog';
import { routePath } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { useCollection } from '@vitrine/react';
import { useId, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-name';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb';
import { ProductGrid } from '../../components/product-card';
import { useHydrated } from '../../server/hydration';
import { TEXTS } from '../../texts';

/** The listing a route shows (000 §2: products-all, category, and types/tags/vendors with `q`). */
function useCollectionRoute(): CollectionRoute {
  const name = useRouteName();
  const { slug } = useParams();
  const [query] = useSearchParams();
  if (name === 'category' && slug) return { name: 'category', slug };
  if (name === 'products-types' || name === 'products-tags' || name === 'products-vendors') {
    return { name, q: query.get('q') ?? '' };
  }
  return { name: 'products-all' };
}

/**
 * A collection page (000 §2): the four sort orders and the two filters (a change goes back to page
 * 1), the breadcrumb (home, then all or the slug), load more appending products (and, for a page
 * opened at ?page=N, the pages before it on demand); page, sortby and filterby kept in the URL.
 */
export function Component() {
  const route = useCollectionRoute();
  const [query, setQuery] = useSearchParams();
  // The whole query goes along: a renamed collection's redirect keeps it (000 §2 Navigation rules
  // "query kept").
  const { search } = useLocation();
  // a server-rendered page's controls wait for the code that runs them (docs/decisions/0466)
  const hydrated = useHydrated();
  const { view, sort, filter, loadMore, loadPrevious } = useCollection(route, {
    page: query.get('page'),
    sortBy: query.get('sortby'),
    filterBy: query.get('filterby'),
    search,
  });
  const sortId = useId();
  const filterId = useId();
  // Which button's load failed is told by it: both set the view's moreError (the list is kept).
  const [lastLoad, setLastLoad] = useState<'more' | 'previous'>('more');
  // 000 §8 "Other collection ... failures" (COLLECTION_ERROR): the catalogue's text of 000 §2's
  // server-error page; the button stays to try again.
  const moreFailed = view.moreError ? (
    <p role="alert" className="center field-error">
      {formatMessage('error.server')}
    </p>
  ) : null;
  const keepQuery = (next: typeof view.query) => {
    const params = new URLSearchParams(query);
    params.set('page', next.page);
    if (next.sortby) params.set('sortby', next.sortby);
    else params.delete('sortby');
    if (next.filterby) params.set('filterby', next.filterby);
    else params.delete('filterby');
    setQuery(params, { replace: true, preventScrollReset: true });
  };
  const title =
    route.name === 'category'
      ? (view.collection?.title ?? route.slug)
      : route.name === 'products-all'
        ? TEXTS.allProducts
        : route.q || TEXTS.allProducts;
  const crumbs: Crumb[] = view.breadcrumb.map((crumb) =>
    crumb.name === 'home'
      ? { label: TEXTS.home, to: routePath('home') }
      : crumb.name === 'all'
        ? { label: TEXTS.allProducts, to: routePath('products-all') }
        : { label: view.collection?.title ?? crumb.slug, to: routePath('category', { slug: crumb.slug }) },
  );
  return (
    <section aria-labelledby="collection-title">
      <Breadcrumb crumbs={crumbs} />
      <h1 id="collection-title">{title}</h1>
      {view.collection?.description ? <p className="muted">{view.collection.description}</p> : null}
      <div className="toolbar">
        <label htmlFor={sortId}>
          {TEXTS.sortBy}
          <select
            id={sortId}
            disabled={!hydrated}
            value={view.selectedSort ?? ''}
            onChange={async (event) => {
              const result = await sort(event.currentTarget.value);
              if (result.ok) keepQuery(result.value.query);
            }}
          >
            <option value="" disabled>
              —
            </option>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {formatMessage(option.labelId)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={filterId}>
          {TEXTS.filterBy}
          <select
            id={filterId}
            disabled={!hydrated}
            value={view.filterBy}
            onChange={async (event) => {
              const result = await filter(event.currentTarget.value);
              if (result.ok) keepQuery(result.value.query);
            }}
          >
            {FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {formatMessage(option.labelId)}
              </option>
            ))}
          </select>
        </label>
        <p className="muted small" aria-live="polite">
          {view.status === 'loading' ? TEXTS.loading : TEXTS.productCount(view.total)}
        </p>
      </div>
      {view.status === 'ready' && view.products.length === 0 ? <p>{TEXTS.noResults}</p> : null}
      {/* A page opened at ?page=N (a shared link, a reload) shows the products before it on demand (0587). */}
      {view.hasPrevious ? (
        <p className="center">
          <button
            type="button"
            className="button secondary"
            disabled={!hydrated || view.status === 'loading-previous'}
            onClick={() => {
              setLastLoad('previous');
              void loadPrevious();
            }}
          >
            {view.status === 'loading-previous' ? TEXTS.loading : TEXTS.loadPrevious}
          </button>
        </p>
      ) : null}
      {lastLoad === 'previous' ? moreFailed : null}
      <ProductGrid
        products={view.products}
        label={title}
        placeholders={view.status === 'loading' ? PRODUCT_PAGE_SIZE : 0}
        categorySlug={route.name === 'category' ? route.slug : undefined}
      />
      {view.hasMore ? (
        <p className="center">
          <button
            type="button"
            className="button secondary"
            disabled={!hydrated || view.status === 'loading-more'}
            onClick={async () => {
              setLastLoad('more');
              const result = await loadMore();
              if (result.ok) keepQuery(result.value.query);
            }}
          >
            {view.status === 'loading-more' ? TEXTS.loading : TEXTS.loadMore}
          </button>
        </p>
      ) : null}
      {lastLoad === 'more' ? moreFailed : null}
    </section>
  );
}
