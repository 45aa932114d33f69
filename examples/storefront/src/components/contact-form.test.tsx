// @vitest-environment happy-dom
/**
 * The contact form's states (000 §4 "Contact form: idle, sending, posted (success, form reset) or
 * error"): posted, it thanks the shopper and is there again, emptied, for another message; and a
 * visit to the page after a message sent starts with the form, not the old thank-you (the form's
 * state is the storefront's, one for the page session).
 */
import type { Storefront } from '@vitrine/sdk';
import { StorefrontProvider } from '@vitrine/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { platformSuite } from '../../../../packages/react/test/harness';
import { Hydration } from '../server/hydration';
import { TEXTS } from '../texts';
import { ContactForm } from './contact-form';

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

/** Fills the contact form and sends it; resolves once the thank-you shows. */
async function sendMessage(message: string) {
  fireEvent.change(field(TEXTS.name), { target: { value: 'Ada' } });
  fireEvent.change(field(TEXTS.email), { target: { value: 'ada@example.com' } });
  fireEvent.change(field(TEXTS.message), { target: { value: message } });
  // typing leaves the thank-you of a message sent before
  await waitFor(() => expect(screen.queryByText(TEXTS.contactSent)).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: TEXTS.send }));
  await screen.findByText(TEXTS.contactSent, {}, { timeout: 15_000 });
}

describe('the contact form', () => {
  it('posted: thanks the shopper and offers the emptied form for another message', async () => {
    const storefront = suite.open();
    await storefront.ready();
    show(storefront, <ContactForm />);
    await sendMessage('Where is my parcel?');
    expect(field(TEXTS.message).value).toBe('');
    expect(field(TEXTS.name).value).toBe('');
    // a second message: typing leaves the thank-you, sending shows it again
    await sendMessage('And my second parcel?');
  }, 60_000);

  it('a new visit to the page after a message sent starts with the form, not the old thank-you', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const visit = show(storefront, <ContactForm />);
    await sendMessage('Where is my parcel?');
    visit.unmount();
    show(storefront, <ContactForm />);
    expect(field(TEXTS.message).value).toBe('');
    await waitFor(() => expect(screen.queryByText(TEXTS.contactSent)).toBeNull());
    expect(screen.getByRole('button', { name: TEXTS.send })).toBeTruthy();
  }, 60_000);
});
