/**
 * useMoney's locale switch (000 §9; docs/decisions/0452) against the real platform-api in process,
 * in StrictMode: picking another locale re-renders every price and the product description at
 * once, with no request.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMoney, useProduct } from '../src/index';
import { platformSuite, renderWith } from './harness';

const suite = platformSuite();

function Switcher() {
  const { locale, locales, setLocale } = useMoney();
  return (
    <select aria-label="Language" value={locale} onChange={(event) => setLocale(event.currentTarget.value)}>
      {locales.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

function Tee() {
  const { view } = useProduct('classic-crew-tee');
  const { format } = useMoney();
  if (view.status !== 'ready' || !view.variant) return <p>product {view.status}</p>;
  return (
    <article>
      <p data-testid="price">{format(view.variant.price)}</p>
      <div data-testid="description">{view.description}</div>
    </article>
  );
}

function Subtotal() {
  const { format, formatDate } = useMoney();
  return (
    <>
      <p data-testid="subtotal">{format({ amount: 123456, currency: 'EUR' })}</p>
      <p data-testid="date">{formatDate('2026-11-24T08:00:00Z')}</p>
    </>
  );
}

describe('useMoney setLocale', () => {
  it('re-renders every price and the description in the picked locale at once, with no request', async () => {
    const storefront = suite.open();
    await storefront.ready();
    storefront.pricing.setCurrency('EUR');
    renderWith(
      storefront,
      <>
        <Switcher />
        <Tee />
        <Subtotal />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('description').textContent).toContain('Our heavyweight'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['en-US', 'fr-FR']);
    expect(screen.getByTestId('subtotal').textContent).toBe('€1,234.56');
    expect(screen.getByTestId('date').textContent).toBe('Nov 24, 2026');
    const asked = suite.platform.requests.length;
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr-FR' } });
    });
    expect(screen.getByTestId('description').textContent).toContain('Notre t-shirt en coton épais');
    expect(screen.getByTestId('subtotal').textContent).toMatch(/^1\s234,56\s€$/);
    expect(screen.getByTestId('date').textContent).toBe('24 nov. 2026');
    expect(screen.getByTestId('price').textContent).toMatch(/^\d+,\d{2}\s€$/);
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('fr-FR');
    expect(suite.platform.requests.slice(asked)).toEqual([]);
  });
});
