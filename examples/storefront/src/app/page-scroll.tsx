import { useEffect } from 'react';
import { NavigationType, ScrollRestoration, useLocation, useNavigationType } from 'react-router';

/**
 * How long a followed link's hash is waited for (ms): a page's or product's content comes after
 * the page mounted, usually within a second; a hash that never shows is let go.
 */
export const HASH_WAIT_MS = 5_000;

/** What the shopper does to scroll themselves: the page is theirs then, not the hash's. */
const OWN_SCROLL = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * The scroll rule of 000 §2 ("Router uses history mode and scrolls to the hash, otherwise to the
 * top"); back and forward restore the position the page was left at. react-router's
 * ScrollRestoration looks for the hash's element once, when the location changes, and scrolls to
 * the top when it is not there yet: a page or product whose content comes after the page mounted
 * never had it. So a link followed to a hash (a push or replace; back and forward stay restored)
 * scrolls to its element once it shows, within {@link HASH_WAIT_MS}, unless the shopper scrolled
 * meanwhile.
 */
export function PageScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop || location.hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    const scrolled = (): boolean => {
      const element = document.getElementById(id);
      element?.scrollIntoView();
      return element !== null;
    };
    const observer = new MutationObserver(() => {
      if (scrolled()) stop();
    });
    const timer = setTimeout(() => stop(), HASH_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of OWN_SCROLL) window.removeEventListener(type, stop);
    }
    // Already there: ScrollRestoration scrolled to it.
    if (document.getElementById(id)) {
      stop();
      return;
    }
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of OWN_SCROLL) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [location, navigationType]);
  return <ScrollRestoration />;
}
