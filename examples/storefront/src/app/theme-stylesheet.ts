/** Loads a stylesheet into the page; the same `href` loads once. */
export interface StylesheetLoader {
  /** Resolves when the stylesheet applied; rejects when it failed to load (000 §8). */
  load(href: string, options?: { readonly id?: string }): Promise<void>;
}

/**
 * The stylesheet counterpart of the sdk's `domScriptLoader`: a `<link rel="stylesheet">` added at
 * the end of `<head>`, so a theme's rules come after the built-in ones and win. A failed load
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
      });
      loads.set(href, load);
      return load;
    },
  };
}
