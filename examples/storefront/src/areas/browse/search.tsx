import { formatMessage } from '@vitrine/messages';
import { useSearch } from '@vitrine/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../components/product-card';
import { TEXTS } from '../../texts';

/**
 * Search (000 §2 /search, query q): results 500 ms after the last key (the core's debounce, 000 §9),
 * at once on enter; a blank query clears them (000 §5); load more appends; `q` kept in the URL.
 */
export function Component() {
  const [query, setQuery] = useSearchParams();
  const { view, search, submit, loadMore, clear } = useSearch();
  const q = query.get('q') ?? '';
  const [text, setText] = useState(q);
  const id = useId();
  // The q this page last wrote to the URL (the shopper typing); null before the first look.
  const written = useRef<string | null>(null);
  // A shared or reloaded /search?q=… searches once, at once; so does a q the page did not write
  // (a link or Back to another /search?q=… while the page stays open, 000 §2 search, query q).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the URL's q
  useEffect(() => {
    if (written.current === q) return;
    const opened = written.current !== null;
    written.current = q;
    setText(q);
    if (q !== '') {
      // Searched again unless the search holds this q's answer (the panel's View all results).
      if (view?.answered !== q.trim() || view.query.trim() !== q.trim()) void submit(q);
    } else if (opened) void clear();
  }, [q]);
  const keep = (value: string) => {
    const next = new URLSearchParams(query);
    const kept = value.trim() === '' ? '' : value;
    written.current = kept;
    if (kept === '') next.delete('q');
    else next.set('q', kept);
    setQuery(next, { replace: true, preventScrollReset: true });
  };
  // The search is shared with the header's search panel (search-overlay.tsx): the page lists only
  // what answers its own query, or, while its next query runs, what it listed last (the results
  // stay as the shopper types on); never the panel's results under this page's box and URL
  // (docs/decisions/0602).
  const own = text.trim();
  const [listed, setListed] = useState<string | null>(null);
  const answered = view?.answered ?? null;
  if (answered !== null && answered === own && listed !== own) setListed(own);
  const mine = view !== null && view.query.trim() === own;
  const ours = mine && answered !== null && (answered === own || answered === listed);
  const busy = mine && (view.status === 'debouncing' || view.status === 'searching');
  // 000 §2 Navigation rules, decision 0148: a failed search is COLLECTION_ERROR and lists nothing;
  // the page says so with the catalogue's text of 000 §2's server-error page.
  const failed = mine && own !== '' && view.status === 'error';
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
          : ours && view.status === 'ready'
            ? view.products.length === 0
              ? TEXTS.noResults
              : TEXTS.productCount(view.total)
            : ''}
      </p>
      {failed ? (
        <div>
          <p role="alert">{formatMessage('error.server')}</p>
          <button type="button" className="button secondary" onClick={() => void submit(text)}>
            {TEXTS.tryAgain}
          </button>
        </div>
      ) : null}
      {ours && view.products.length > 0 ? (
        <ProductGrid products={view.products} label={TEXTS.searchResults} />
      ) : null}
      {ours && view.hasMore ? (
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
      {/* A load more that failed keeps the results; the button tries again. */}
      {ours && view.moreError ? (
        <p role="alert" className="center field-error">
          {formatMessage('error.server')}
        </p>
      ) : null}
    </section>
  );
}
