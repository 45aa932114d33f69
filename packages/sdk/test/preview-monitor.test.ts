/**
 * 001 §2 Live preview: "Error monitoring calls are skipped in preview." A failed checkout call of
 * a storefront in the theme editor's frame reports nothing; the same call outside it reports once.
 */
import { createMemoryPorts } from '@vitrine/ports';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';

const running: Storefront[] = [];
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

/** A storefront whose platform answers every call 500; the paths it was asked. */
function open(editorOrigin?: string) {
  const asked: string[] = [];
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: 'http://platform.test',
    fetch: async (input) => {
      asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return new Response(JSON.stringify({ code: 500, success: false, error: 'internal server error' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    },
    ports: createMemoryPorts(),
    ...(editorOrigin === undefined ? {} : { editorOrigin }),
  });
  running.push(storefront);
  return { storefront, asked };
}

const monitorCalls = (asked: readonly string[]) =>
  asked.filter((path) => path.endsWith('/checkout-error-monitor.json')).length;

describe('checkout error monitoring and the live preview (001 §2)', () => {
  it('a failed checkout call in the editor reports nothing; outside it, it reports', async () => {
    for (const [editorOrigin, expected] of [
      ['https://editor.example', 0],
      [undefined, 1],
    ] as const) {
      const { storefront, asked } = open(editorOrigin);
      const checkout = await storefront.checkout('co_preview');
      expect(checkout.ok).toBe(true);
      if (!checkout.ok) continue;
      expect((await checkout.value.load()).ok).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(monitorCalls(asked)).toBe(expected);
    }
  });
});
