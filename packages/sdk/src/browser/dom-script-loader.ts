import type { ScriptLoader, ScriptOptions } from '@vitrine/ports';

/** The part of `document` the script loader uses. */
export interface ScriptDocumentLike {
  createElement(tag: 'script'): HTMLScriptElement;
  readonly head: { appendChild(node: HTMLScriptElement): unknown };
}

/**
 * A {@link ScriptLoader} that adds `<script>` elements to the page: each source is loaded once
 * (a second load of the same `src` resolves with the first), unless a load says `once: false`: a
 * page's scripts re-injected each time it is shown (000 §2) are a new `<script>` each time, so
 * they run again (decision 0640). A failed load rejects and may be tried again later. Theme
 * scripts (000 §8–9), page scripts and payment SDKs (001 §4, once) load through it; failures are
 * logged by the caller, never shown to the shopper.
 *
 * @example
 * ```ts
 * await domScriptLoader().load('https://js.example.com/sdk.js', { id: 'provider-sdk' });
 * ```
 */
export function domScriptLoader(doc?: ScriptDocumentLike): ScriptLoader {
  const loads = new Map<string, Promise<void>>();
  return {
    load(src: string, options: ScriptOptions = {}) {
      const once = options.once !== false;
      const known = once ? loads.get(src) : undefined;
      if (known) return known;
      const target = doc ?? (globalThis.document as ScriptDocumentLike);
      const load = new Promise<void>((resolve, reject) => {
        const script = target.createElement('script');
        if (options.id) script.id = options.id;
        for (const [name, value] of Object.entries(options.attributes ?? {}))
          script.setAttribute(name, value);
        if (options.inline !== undefined) {
          script.text = options.inline;
          target.head.appendChild(script);
          resolve();
          return;
        }
        script.async = true;
        script.src = src;
        const fail = (reason: string) => {
          if (once) loads.delete(src);
          script.remove();
          reject(new Error(reason));
        };
        script.addEventListener('load', () => {
          // A script that ran but defined nothing to use failed as much as one that did not load (0544).
          if (
            options.global !== undefined &&
            (globalThis as Record<string, unknown>)[options.global] === undefined
          )
            fail(`Script ${src} defined no ${options.global}`);
          else resolve();
        });
        script.addEventListener('error', () => fail(`Failed to load script ${src}`));
        target.head.appendChild(script);
      });
      if (once) loads.set(src, load);
      return load;
    },
  };
}
