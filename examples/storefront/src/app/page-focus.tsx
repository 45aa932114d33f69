import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Focus on a page change (issue 12: "keyboard-operable … with focus management"): a page opened
 * from a link inside the shop takes the focus to its content (the layout's `<main id="main">`),
 * so a keyboard starts there and a screen reader reads the new page, instead of the focus falling
 * to the document with the link that was followed. Without scrolling: the scroll rule is
 * PageScroll's (000 §2). The first load keeps the browser's own start; a change of query or hash
 * alone (a variant, a sort, a filter) leaves the focus where the shopper is; so does an open
 * dialog's (it keeps its own focus).
 */
export function PageFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (document.activeElement?.closest('[role="dialog"], dialog[open]')) return;
    const main = document.getElementById('main');
    if (!main) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
