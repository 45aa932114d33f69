import { formatMessage } from '@vitrine/messages';
import { useLocation } from 'react-router';
import type { FailedPageState } from '../../app/navigate';
import { TEXTS } from '../../texts';

/** The page whose load failed, kept in the error page's history state by the navigate port. */
const failedPageOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'failedPage' in state
    ? String((state as FailedPageState).failedPage)
    : undefined;

/**
 * The server-error screen of 000 §2: "We're sorry but something went wrong", the team was
 * notified, refreshing the page is offered. Refresh loads the page that failed again (the error
 * route's URL replaced it), else reloads this one.
 */
export function ServerError({ code }: { readonly code?: string | undefined }) {
  const failedPage = failedPageOf(useLocation().state);
  return (
    <section className="message-screen" aria-labelledby="error-title">
      <h1 id="error-title">{formatMessage('error.server')}</h1>
      <p>{formatMessage('error.team_notified')}</p>
      <p>{formatMessage('error.refresh_page')}</p>
      {code ? <p className="error-code">{code}</p> : null}
      <button
        type="button"
        className="button"
        onClick={() =>
          failedPage ? globalThis.location?.replace(failedPage) : globalThis.location?.reload()
        }
      >
        {TEXTS.refresh}
      </button>
    </section>
  );
}
