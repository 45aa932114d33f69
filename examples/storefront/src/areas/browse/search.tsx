import { useSearch } from '@vitrine/react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../components/product-card';
import { TEXTS } from '../../texts';

/**
 * Search (000 §2 /search, query q): results 500 ms after the last key (the core's debounce, 000 §9),
 * at once on enter; a blank query clears them (000 §5); load more appends; `q` kept in the URL.
 */
export function Component() {
  const [query, setQuery] = useSearchParams();
  const { view, search, submit, loadMore } = useSearch();
  const [text, setText] = useState(query.get('q') ?? '');
  const id = useId();
  // A shared or reloaded /search?q=… searches once, at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render's query
  useEffect(() => {
    const initial = query.get('q');
    if (initial && view?.answered !== initial) void submit(initial);
  }, []);
  const keep = (value: string) => {
    const next = new URLSearchParams(query);
    if (value.trim() === '') next.delete('q');
    else next.set('q', value);
    setQuery(next, { replace: true, preventScrollReset: true });
  };
  const busy = view?.status === 'debouncing' || view?.status === 'searching';
  return (
    <section aria-labelledby="search-title">
      <h1 id="search-title">{TEXTS.search}</h1>
      <search>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            keep(text);
            void submit(text);
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            {TEXTS.searchPlaceholder}
          </label>
          <input
            id={id}
            type="search"
            value={text}
            placeholder={TEXTS.searchPlaceholder}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setText(value);
              keep(value);
              void search(value);
            }}
          />
          <button type="submit" className="button">
            {TEXTS.search}
          </button>
        </form>
      </search>
      <p className="muted small" aria-live="polite">
        {busy
          ? TEXTS.loading
          : view?.status === 'ready'
            ? view.products.length === 0
              ? TEXTS.noResults
              : `${view.total} products`
            : ''}
      </p>
      {view && view.products.length > 0 ? (
        <ProductGrid products={view.products} label={TEXTS.searchResults} />
      ) : null}
      {view?.hasMore ? (
        <p className="center">
          <button
            type="button"
            className="button secondary"
            disabled={view.status === 'loading-more'}
            onClick={() => void loadMore()}
          >
            {TEXTS.loadMore}
          </button>
        </p>
      ) : null}
    </section>
  );
}
