import { intentHref, routePath } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { useMiniCart, useMoney, useSearch } from '@vitrine/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { TEXTS } from '../../texts';
import { OverlayDialog } from './overlay-dialog';

/** How many results the panel lists before "View all results" (000 §9: search page size 12). */
const SHOWN_RESULTS = 12;

/**
 * The search panel (000 §4 UI overlays "search panel"; 000 §2 search): the header's Search button
 * opens it over the page; results come as the shopper types, after the core's 500 ms debounce
 * (000 §9), at once on enter; a blank query searches nothing (000 §5). "View all results" opens
 * the search page with the query. Escape, the close button or a followed result closes it.
 *
 * The catalogue has one search, which the search page shows too: the panel lists only the results
 * of its own query, and closed over the search page it searches the page's query (`q`) again, so
 * the page never lists the panel's results under its own box and URL (docs/decisions/0602).
 */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { view, search, submit, clear } = useSearch();
  const location = useLocation();
  const { open: miniCartOpen, closeMiniCart } = useMiniCart();
  const { format } = useMoney();
  const titleId = useId();
  const inputId = useId();
  const close = () => setOpen(false);
  // A followed link (a result, View all results) closes the panel for the page it opens.
  const following = useRef(false);
  const follow = () => {
    following.current = true;
    close();
  };
  const query = text.trim();
  const all =
    intentHref({ type: 'route', route: 'search', query: { q: query } })?.href ?? routePath('search');
  const mine = view !== null && query !== '' && view.query.trim() === query;
  const busy = mine && (view.status === 'debouncing' || view.status === 'searching');
  const answered = mine && view.status === 'ready' && view.answered === query;
  // 000 §2 Navigation rules, decision 0148: a failed search is COLLECTION_ERROR and lists nothing.
  const failed = mine && view.status === 'error';
  // Dismissed (Escape, the close button, the backdrop) over the search page, the page's query is
  // searched again if the panel searched another.
  const wasOpen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel closes
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const followed = following.current;
    following.current = false;
    if (followed || location.pathname !== routePath('search') || view === null) return;
    const pageQuery = (new URLSearchParams(location.search).get('q') ?? '').trim();
    if (view.query.trim() === pageQuery) return;
    if (pageQuery === '') void clear();
    else void submit(pageQuery);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="header-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          // One overlay at a time (000 §4): the mini cart closes.
          if (miniCartOpen) void closeMiniCart();
          setOpen(true);
        }}
      >
        {TEXTS.search}
      </button>
      <OverlayDialog open={open} onClose={close} labelledBy={titleId} side="top" className="search-overlay">
        <div className="overlay-head">
          <h2 id={titleId}>{TEXTS.search}</h2>
          <button type="button" className="icon-button" onClick={close} aria-label={TEXTS.closeSearch}>
            ×
          </button>
        </div>
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit(text);
            }}
          >
            <label htmlFor={inputId} className="visually-hidden">
              {TEXTS.searchPlaceholder}
            </label>
            <input
              id={inputId}
              type="search"
              data-autofocus
              value={text}
              placeholder={TEXTS.searchPlaceholder}
              onChange={(event) => {
                setText(event.currentTarget.value);
                void search(event.currentTarget.value);
              }}
            />
            <button type="submit" className="button">
              {TEXTS.search}
            </button>
          </form>
        </search>
        {/* What came, as the search page says it ('N products', 000 §2 search): left blank once
            the results showed, a screen reader heard nothing of them. */}
        <p className="muted small" aria-live="polite">
          {busy
            ? TEXTS.loading
            : answered
              ? view.products.length === 0
                ? TEXTS.noResults
                : TEXTS.productCount(view.total)
              : ''}
        </p>
        {failed ? <p role="alert">{formatMessage('error.server')}</p> : null}
        {answered && view.products.length > 0 ? (
          <>
            <ul className="search-overlay-results" aria-label={TEXTS.searchResults}>
              {view.products.slice(0, SHOWN_RESULTS).map((product) => (
                <li key={product.id}>
                  <Link to={routePath('product-single', { slug: product.handle })} onClick={follow}>
                    <span>{product.title}</span>
                    {product.price ? <span className="price">{format(product.price)}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
            <Link className="button secondary" to={all} onClick={follow}>
              {TEXTS.viewAllResults}
            </Link>
          </>
        ) : null}
      </OverlayDialog>
    </>
  );
}
