import type { ScriptLoader, ScriptOptions } from '@vitrine/ports';

/** The part of `document` the script loader uses. */
export interface ScriptDocumentLike {
  createElement(tag: 'script'): HTMLScriptElement;
  readonly head: { appendChild(node: HTMLScriptElement): unknown };
}

/**
 * A {@link ScriptLoader} that adds `<script>` elements to the page: each source is loaded once
 * (a second load of the same `src` resolves with the first); a failed load rejects and may be
 * tried again later. Theme scripts (000 §8–9), page scripts re-injected (000 §2) and payment SDKs
 * (001 §4) load through it; failures are logged by the caller, never shown to the shopper.
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
      const known = loads.get(src);
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
          loads.delete(src);
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
      loads.set(src, load);
      return load;
    },
  };
}
