import { SEARCH_PAGE_SIZE } from './catalog.constants';
import type { ProductsQuery } from './collection.rules';

/** Whether a search may run: only with a non-empty query. 000 §5 Other rules. */
export function canSearch(query: string | null | undefined): query is string {
  return (query ?? '').trim() !== '';
}

/**
 * The `catalog.products` query of a search page: `q`, 12 a page (000 §9). No sort is sent, so the
 * platform orders by relevance.
 */
export function searchQuery(query: string, page: number): ProductsQuery {
  return { q: query.trim(), limit: SEARCH_PAGE_SIZE, page };
}
