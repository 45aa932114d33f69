// @vitest-environment node
/**
 * On a server: importing @vitrine/react touches no browser global, and a page renders to HTML
 * with the storefront's state as it is (loading values, nothing thrown, no request started by
 * rendering).
 */
import { createMemoryPorts } from '@vitrine/ports';
import { createStorefront } from '@vitrine/sdk';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

function Page({ hooks }: { readonly hooks: typeof import('../src/index') }) {
  const { useCartCount, useProduct, useShop } = hooks;
  const { status } = useShop();
  const { view } = useProduct('classic-crew-tee');
  return (
    <main>
      <p>{status}</p>
      <p>{view.status}</p>
      <p>{useCartCount()}</p>
    </main>
  );
}

describe('@vitrine/react on a server', () => {
  it('imports without window or document, and renders loading states to HTML', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const hooks = await import('../src/index');
    const { StorefrontProvider } = hooks;
    let requests = 0;
    const storefront = createStorefront({
      domain: 'localhost',
      baseUrl: 'http://platform.test',
      fetch: (async () => {
        requests += 1;
        return new Response('{}', { status: 503 });
      }) as typeof fetch,
      ports: createMemoryPorts(),
    });
    const before = requests;
    const html = renderToString(
      <StorefrontProvider storefront={storefront}>
        <Page hooks={hooks} />
      </StorefrontProvider>,
    );
    expect(html).toContain('<p>loading</p>');
    expect(html).toContain('<p>0</p>');
    // Effects do not run on a server: rendering asked for nothing.
    expect(requests).toBe(before);
    storefront.stop();
  });
});
