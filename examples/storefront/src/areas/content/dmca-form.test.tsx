// @vitest-environment happy-dom
/**
 * The intellectual-property report form (000 §2 form-dmca), in the contact form's states (000 §4
 * "Contact form: idle, sending, posted (success, form reset) or error"): posted, it thanks the
 * shopper and is there again, emptied, for another report; a new visit starts with the form.
 */
import type { Storefront } from '@vitrine/sdk';
import { StorefrontProvider } from '@vitrine/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { platformSuite } from '../../../../../packages/react/test/harness';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as DmcaForm } from './dmca-form';

const suite = platformSuite();

// Each test renders its own page: the last one's form must not stay in the document.
afterEach(cleanup);

function show(storefront: Storefront, element: ReactNode) {
  return render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <MemoryRouter>{element}</MemoryRouter>
      </Hydration>
    </StorefrontProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

/** Fills the report and sends it; resolves once the thank-you shows. */
async function sendReport(message: string) {
  fireEvent.change(field(TEXTS.email), { target: { value: 'rights@example.com' } });
  fireEvent.change(field(TEXTS.message), { target: { value: message } });
  // typing leaves the thank-you of a message sent before
  await waitFor(() => expect(screen.queryByText(TEXTS.reportSent)).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: TEXTS.send }));
  await screen.findByText(TEXTS.reportSent, {}, { timeout: 15_000 });
}

describe('the IP report form', () => {
  it('posted: thanks the shopper, offers the emptied form for another report, and a new visit starts with the form', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const visit = show(storefront, <DmcaForm />);
    await sendReport('This listing copies our design.');
    expect(field(TEXTS.email).value).toBe('');
    await sendReport('And this one too.');
    visit.unmount();
    show(storefront, <DmcaForm />);
    await waitFor(() => expect(screen.queryByText(TEXTS.reportSent)).toBeNull());
    expect(screen.getByRole('button', { name: TEXTS.send })).toBeTruthy();
  }, 60_000);
});
