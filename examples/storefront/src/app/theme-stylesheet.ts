/** Loads a stylesheet into the page; the same `href` loads once. */
export interface StylesheetLoader {
  /** Resolves when the stylesheet applied; rejects when it failed to load (000 §8). */
  load(href: string, options?: { readonly id?: string }): Promise<void>;
}

/** Whether `node` styles the page: a stylesheet link or a style element. */
function isStyle(node: Node): node is HTMLLinkElement | HTMLStyleElement {
  return (
    node instanceof HTMLStyleElement ||
    (node instanceof HTMLLinkElement && node.relList.contains('stylesheet'))
  );
}

/**
 * Keeps `link` after the page's other styles (decision 0450: a theme's stylesheet comes after the
 * built-in styles, so it overrides them): the styles of a route's lazy code (checkout, order status,
 * the preview) are added at the end of `<head>` when the route first loads, after the theme's; each
 * is moved before it. Those not applied yet are the ones moved, so the theme's look never blinks.
 */
function keepLast(link: HTMLLinkElement): void {
  new MutationObserver((records) => {
    if (!link.isConnected) return;
    for (const record of records)
      for (const node of record.addedNodes)
        if (
          node !== link &&
          isStyle(node) &&
          link.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING
        )
          link.before(node);
  }).observe(document.head, { childList: true });
}

/**
 * The stylesheet counterpart of the sdk's `domScriptLoader`: a `<link rel="stylesheet">` added at
 * the end of `<head>` and kept after the styles added later, so a theme's rules come after the
 * built-in ones and win. A failed load
 * removes its element and rejects (000 §8 "Script or stylesheet load failure: rejected"); it may
 * be tried again later. Reads `document` only when first used.
 */
export function domStylesheetLoader(): StylesheetLoader {
  const loads = new Map<string, Promise<void>>();
  return {
    load(href, options = {}) {
      const known = loads.get(href);
      if (known) return known;
      const load = new Promise<void>((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        if (options.id) link.id = options.id;
        link.addEventListener('load', () => resolve());
        link.addEventListener('error', () => {
          loads.delete(href);
          link.remove();
          reject(new Error(`Failed to load stylesheet ${href}`));
        });
        link.href = href;
        document.head.appendChild(link);
        keepLast(link);
      });
      loads.set(href, load);
      return load;
    },
  };
}
