import { TEXTS } from '../texts';

/** The first focusable element: jumps over the header to the page. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {TEXTS.skipToContent}
    </a>
  );
}
