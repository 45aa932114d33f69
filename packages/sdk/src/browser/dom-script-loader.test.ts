/**
 * The DOM script loader: a provider SDK loads once (001 §4 "SDK scripts load once"); a page body's
 * script re-injected with `once: false` is a new `<script>` each time, so it runs again (000 §2
 * "script tags removed and re-injected"; decision 0640).
 */
import { describe, expect, it } from 'vitest';
import { domScriptLoader, type ScriptDocumentLike } from './dom-script-loader';

/** A document whose `<script>` elements load (fire `load`) as soon as they are added to the head. */
function fakeDocument(): ScriptDocumentLike & { readonly appended: string[] } {
  const appended: string[] = [];
  return {
    appended,
    createElement: () => {
      const listeners = new Map<string, () => void>();
      const script = {
        id: '',
        src: '',
        text: '',
        async: false,
        setAttribute: () => undefined,
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
        remove: () => undefined,
        fire: (type: string) => listeners.get(type)?.(),
      };
      return script as unknown as HTMLScriptElement;
    },
    head: {
      appendChild: (node: HTMLScriptElement) => {
        appended.push(node.src);
        (node as unknown as { fire(type: string): void }).fire('load');
        return node;
      },
    },
  };
}

describe('domScriptLoader', () => {
  it("adds a page's src script again each time it is re-injected; a provider SDK stays one <script>", async () => {
    const doc = fakeDocument();
    const loader = domScriptLoader(doc);
    await loader.load('https://widget.example/embed.js', { once: false });
    await loader.load('https://js.provider.example/sdk.js', { id: 'provider-sdk' });
    // the shopper leaves the page and comes back; checkout asks for the provider's SDK again
    await loader.load('https://widget.example/embed.js', { once: false });
    await loader.load('https://js.provider.example/sdk.js', { id: 'provider-sdk' });
    expect(doc.appended.filter((src) => src === 'https://widget.example/embed.js')).toHaveLength(2);
    expect(doc.appended.filter((src) => src === 'https://js.provider.example/sdk.js')).toHaveLength(1);
  });
});
