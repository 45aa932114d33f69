import { formatMessage } from '@vitrine/messages';
import { TEXTS } from '../../texts';

/**
 * The server-error screen of 000 §2: "We're sorry but something went wrong", the team was
 * notified, refreshing the page is offered.
 */
export function ServerError({ code }: { readonly code?: string | undefined }) {
  return (
    <section className="message-screen" aria-labelledby="error-title">
      <h1 id="error-title">{formatMessage('error.server')}</h1>
      <p>{formatMessage('error.team_notified')}</p>
      <p>{formatMessage('error.refresh_page')}</p>
      {code ? <p className="error-code">{code}</p> : null}
      <button type="button" className="button" onClick={() => globalThis.location?.reload()}>
        {TEXTS.refresh}
      </button>
    </section>
  );
}
