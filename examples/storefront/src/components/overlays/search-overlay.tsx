import { intentHref, routePath } from '@vitrine/core-shop';
import { useMiniCart, useMoney, useSearch } from '@vitrine/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '../../texts';
import { OverlayDialog } from './overlay-dialog';

/** How many results the panel lists before "View all results" (000 §9: search page size 12). */
const SHOWN_RESULTS = 12;

/**
 * The search panel (000 §4 UI overlays "search panel"; 000 §2 search): the header's Search button
 * opens it over the page; results come as the shopper types, after the core's 500 ms debounce
 * (000 §9), at once on enter; a blank query searches nothing (000 §5). "View all results" opens
 * the search page with the query. Escape, the close button or a followed result closes it.
 */
export function SearchOverlay() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { view, search, submit } = useSearch();
  const { open: miniCartOpen, closeMiniCart } = useMiniCart();
  const { format } = useMoney();
  const titleId = useId();
  const inputId = useId();
  const close = () => setOpen(false);
  const query = text.trim();
  const all =
    intentHref({ type: 'route', route: 'search', query: { q: query } })?.href ?? routePath('search');
  const busy = view?.status === 'debouncing' || view?.status === 'searching';
  const answered = view?.status === 'ready' && query !== '';
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
        <p className="muted small" aria-live="polite">
          {busy ? TEXTS.loading : answered && view.products.length === 0 ? TEXTS.noResults : ''}
        </p>
        {answered && view.products.length > 0 ? (
          <>
            <ul className="search-overlay-results" aria-label={TEXTS.searchResults}>
              {view.products.slice(0, SHOWN_RESULTS).map((product) => (
                <li key={product.id}>
                  <Link to={routePath('product-single', { slug: product.handle })} onClick={close}>
                    <span>{product.title}</span>
                    {product.price ? <span className="price">{format(product.price)}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
            <Link className="button secondary" to={all} onClick={close}>
              {TEXTS.viewAllResults}
            </Link>
          </>
        ) : null}
      </OverlayDialog>
    </>
  );
}
