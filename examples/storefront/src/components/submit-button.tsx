import type { ReactNode } from 'react';
import { useHydrated } from '../server/hydration';

/**
 * A form's submit button, disabled while `busy` and until the page hydrated (decision 0466): on a
 * server-rendered page, a submit before the code ran (a click, or Enter in a field: a form whose
 * submit button is disabled is not submitted implicitly) was the browser's own GET of the page's
 * URL with an empty query, a reload that dropped the query and what was typed. Its own component,
 * so the page hydrating renders the button again and not the fields, which keep what was typed.
 */
export function SubmitButton({ busy, children }: { readonly busy: boolean; readonly children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button" disabled={busy || !hydrated}>
      {children}
    </button>
  );
}
