/**
 * usePersonalization (000 §1, §2 personalisation preview; docs/decisions/0149) against the real
 * platform-api in process, in StrictMode: one render request per product, the chosen design's
 * picture, and 'products.cannot_show_preview' when the picture does not load.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePersonalization, useProduct } from '../src/index';
import { platformSuite, renderWith } from './harness';

const suite = platformSuite();

function Preview({ handle }: { readonly handle: string }) {
  const { view: page } = useProduct(handle);
  const product = page.status === 'ready' ? page.product : null;
  const { view, select, imageFailed } = usePersonalization(product?.canPreview ? product.id : null);
  if (product === null) return <p>loading</p>;
  if (view === null) return <p data-testid="none">no preview</p>;
  return (
    <figure>
      <p data-testid="image">{view.image ?? view.messageId ?? view.status}</p>
      {view.styles[0]?.designs.map((design, index) => (
        <button key={design.mockup ?? index} type="button" onClick={() => select({ design: index })}>
          {`design ${index + 1}`}
        </button>
      ))}
      <button type="button" onClick={() => imageFailed(view.image ?? undefined)}>
        broken
      </button>
    </figure>
  );
}

const renders = (from: number) =>
  suite.platform.requests.slice(from).filter((path) => path === '/api/pod/personalize-render.json').length;

describe('usePersonalization', () => {
  it("shows the mug's design, one request under StrictMode; another design at once; a broken picture shows the message", async () => {
    const storefront = suite.open();
    await storefront.ready();
    const from = suite.platform.requests.length;
    renderWith(storefront, <Preview handle="custom-photo-mug" />);
    await waitFor(() => expect(screen.getByTestId('image').textContent).toMatch(/mug-mockup-glossy/));
    expect(renders(from)).toBe(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'design 2' }));
    });
    expect(screen.getByTestId('image').textContent).toMatch(/mug-mockup-matte/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'broken' }));
    });
    expect(screen.getByTestId('image').textContent).toBe('products.cannot_show_preview');
    expect(renders(from)).toBe(1);
  });

  it('asks nothing for a product that cannot be previewed', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const from = suite.platform.requests.length;
    renderWith(storefront, <Preview handle="classic-crew-tee" />);
    await screen.findByTestId('none');
    expect(renders(from)).toBe(0);
  });
});
