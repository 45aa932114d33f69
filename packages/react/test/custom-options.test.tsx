/**
 * useCustomOptions against the real platform-api in process, in StrictMode: the shopper's entries
 * live as long as the product's form does (found by a read-only audit of the hooks).
 */
import type { CustomOptionsFacade } from '@vitrine/core-custom-options';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCustomOptions, useProduct } from '../src/index';
import { platformSuite, renderWith, withFailingParts } from './harness';

const suite = platformSuite();

/** The mug's "Name on mug" text option (000 §5; the demo shop's seed). */
const NAME_ON_MUG = '105';

/** The forms each render of {@link Mug} was given, in order, without repeats. */
const formsShown: CustomOptionsFacade[] = [];

/** The mug's product page: its form's status and its "Name on mug" field. */
function Mug({ allowed }: { readonly allowed?: boolean }) {
  const { view } = useProduct('custom-photo-mug');
  const { status, values, form, error } = useCustomOptions(
    view.product,
    allowed === undefined ? {} : { allowedCharactersEnabled: allowed },
  );
  if (form !== null && !formsShown.includes(form)) formsShown.push(form);
  return (
    <section>
      <p data-testid="form">{status}</p>
      <p data-testid="form-error">{error?.code ?? '-'}</p>
      <input
        aria-label="Name on mug"
        value={String(values[NAME_ON_MUG] ?? '')}
        onChange={(event) => void form?.change(NAME_ON_MUG, event.currentTarget.value)}
      />
    </section>
  );
}

const nameOnMug = () => screen.getByRole('textbox', { name: 'Name on mug' }) as HTMLInputElement;

/** The mug's page with its form ready. */
async function openMug(allowed?: boolean) {
  formsShown.length = 0;
  const storefront = suite.open();
  await storefront.ready();
  const shown = renderWith(storefront, <Mug {...(allowed === undefined ? {} : { allowed })} />);
  await waitFor(() => expect(screen.getByTestId('form').textContent).toBe('ready'));
  return { storefront, ...shown };
}

describe('useCustomOptions', () => {
  it("keeps the shopper's entries and the form when the currency changes (custom options carry no money)", async () => {
    const { storefront } = await openMug();
    fireEvent.change(nameOnMug(), { target: { value: 'Ada' } });
    await waitFor(() => expect(nameOnMug().value).toBe('Ada'));
    await act(async () => {
      expect(storefront.pricing.setCurrency('EUR').ok).toBe(true);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(nameOnMug().value).toBe('Ada');
    expect(screen.getByTestId('form').textContent).toBe('ready');
    expect(formsShown).toHaveLength(1);
  });

  it("keeps the shopper's entries when the allowed-characters flag comes late (000 §5)", async () => {
    const { rerenderWith } = await openMug(false);
    fireEvent.change(nameOnMug(), { target: { value: 'Ada' } });
    await waitFor(() => expect(nameOnMug().value).toBe('Ada'));
    rerenderWith(<Mug allowed />);
    await waitFor(() => expect(formsShown.length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByTestId('form').textContent).toBe('ready'));
    expect(nameOnMug().value).toBe('Ada');
    // the new form checks the allowed characters: letters and digits only on the mug
    const last = formsShown.at(-1);
    expect(last?.getSnapshot().context.allowedCharactersEnabled).toBe(true);
  });

  it("ends failed with part_unavailable, not loading, when the forms' code cannot load (decision 0490)", async () => {
    const storefront = suite.open();
    await storefront.ready();
    renderWith(withFailingParts(storefront), <Mug />);
    await waitFor(() => expect(screen.getByTestId('form').textContent).toBe('failed'));
    expect(screen.getByTestId('form-error').textContent).toBe('part_unavailable');
  });
});
