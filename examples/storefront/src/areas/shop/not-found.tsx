import { Link } from 'react-router';
import { TEXTS } from '../../texts';

/** The not-found page of 000 §2 (/page-not-found?from=…, and the catch-all): offers going home. */
export function Component() {
  return (
    <section className="message-screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{TEXTS.notFoundTitle}</h1>
      <p>{TEXTS.notFoundText}</p>
      <Link className="button" to="/">
        {TEXTS.backHome}
      </Link>
    </section>
  );
}
