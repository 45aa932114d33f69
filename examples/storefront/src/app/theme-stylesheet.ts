/** Loads a stylesheet into the page; the same `href` loads once. */
export interface StylesheetLoader {
  /** Resolves when the stylesheet applied; rejects when it failed to load (000 §8). */
  load(href: string, options?: { readonly id?: string }): Promise<void>;
}

/**
 * Whether `node` is a stylesheet of the storefront's own build: a route's lazy code (checkout,
 * order status, the preview) brings its CSS as a `<link rel="stylesheet">` to the built assets
 * (`assets`: the folder of this module's own chunk). Inline styles (the editor's custom CSS in the
 * preview, which replaces the theme's, 001 §2) and other origins' (an app's) are not the build's.
 */
function isBuiltStylesheet(node: Node, assets: string): node is HTMLLinkElement {
  return (
    node instanceof HTMLLinkElement && node.relList.contains('stylesheet') && node.href.startsWith(assets)
  );
}

/**
 * Keeps `link` after the storefront's built styles (decision 0450: a theme's stylesheet comes
 * after the built-in styles, so it overrides them): the styles of a route's lazy code are added at
 * the end of `<head>` when the route first loads, after the theme's; each is moved before it. Those
 * not applied yet are the ones moved, so the theme's look never blinks. Returns the function that
 * stops keeping it (its load failed).
 */
function keepLast(link: HTMLLinkElement): () => void {
  const assets = new URL('.', import.meta.url).href;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (
          isBuiltStylesheet(node, assets) &&
          link.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING
        )
          link.before(node);
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

/**
 * The stylesheet counterpart of the sdk's `domScriptLoader`: a `<link rel="stylesheet">` added at
 * the end of `<head>` and kept after the built styles added later, so a theme's rules come after
 * the built-in ones and win. A failed load removes its element and rejects (000 §8 "Script or stylesheet load failure: rejected"); it may
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
          letGo();
          link.remove();
          reject(new Error(`Failed to load stylesheet ${href}`));
        });
        link.href = href;
        document.head.appendChild(link);
        const letGo = keepLast(link);
      });
      loads.set(href, load);
      return load;
    },
  };
}
