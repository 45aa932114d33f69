// @vitest-environment happy-dom
/**
 * The shop's own forms mark what they require and take the keyboard to the first field a failed
 * submit marked (WCAG 3.3.1, 3.3.2): the newsletter's e-mail (000 §2 'email is required and must be
 * valid'), the IP report's e-mail (docs/decisions/0128 'the required email'), the review's
 * rating, name, e-mail and text (001 §5 via docs/decisions/0322).
 */
import type { Storefront } from '@vitrine/sdk';
import { StorefrontProvider } from '@vitrine/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformSuite, productOf } from '../../../../packages/react/test/harness';
import { Component as DmcaForm } from '../areas/content/dmca-form';
import { Hydration } from '../server/hydration';
import { TEXTS } from '../texts';
import { ReviewForm } from './engagement/review-form';
import { NewsletterForm } from './newsletter-form';

const suite = platformSuite();

function show(storefront: Storefront, element: ReactNode) {
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <MemoryRouter>{element}</MemoryRouter>
      </Hydration>
    </StorefrontProvider>,
  );
}

/** The labels (or legends) of the form's required controls, each once, in the page's order. */
function requiredFields(form: HTMLFormElement): string[] {
  const names = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((control) => control.required)
    .map((control) =>
      control.type === 'radio'
        ? (control.closest('fieldset')?.querySelector('legend')?.textContent ?? control.name)
        : (control.labels?.[0]?.textContent ?? control.id),
    );
  return [...new Set(names)];
}

const formOf = (button: HTMLElement) => {
  const form = button.closest('form');
  if (!form) throw new Error('the button is in no form');
  return form;
};

describe("the shop forms' required fields", () => {
  it('newsletter: the e-mail is required; an empty subscribe focuses it', async () => {
    const storefront = suite.open();
    await storefront.ready();
    show(storefront, <NewsletterForm />);
    const subscribe = screen.getByRole('button', { name: TEXTS.subscribe });
    expect(requiredFields(formOf(subscribe))).toEqual([TEXTS.newsletterLabel]);
    await userEvent.setup().click(subscribe);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.newsletterLabel)));
    expect(screen.getByLabelText(TEXTS.newsletterLabel).getAttribute('aria-invalid')).toBe('true');
  }, 60_000);

  it('IP report: the e-mail is required', async () => {
    const storefront = suite.open();
    await storefront.ready();
    show(storefront, <DmcaForm />);
    expect(requiredFields(formOf(screen.getByRole('button', { name: TEXTS.send })))).toEqual([TEXTS.email]);
  }, 60_000);

  it('review: rating, name, e-mail and text are required; an empty submit focuses the rating', async () => {
    const storefront = suite.open();
    const product = await productOf(storefront);
    const reviews = await storefront.load('reviews');
    show(storefront, <ReviewForm reviews={reviews} productId={product.id} onPosted={() => undefined} />);
    const submit = screen.getByRole('button', { name: TEXTS.submitReview });
    expect(requiredFields(formOf(submit))).toEqual([
      TEXTS.yourRating,
      TEXTS.name,
      TEXTS.email,
      TEXTS.reviewBody,
    ]);
    const user = userEvent.setup();
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.stars(1))));
    // Rated: the first field still refused, the name, gets it.
    await user.click(screen.getByLabelText(TEXTS.stars(4)));
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.name)));
  }, 60_000);

  it('review: the photo picker offers the accepted types; a title or text too long is refused at its field before anything is sent', async () => {
    const storefront = suite.open();
    const product = await productOf(storefront);
    const reviews = await storefront.load('reviews');
    show(storefront, <ReviewForm reviews={reviews} productId={product.id} onPosted={() => undefined} />);
    // 000 §5 Accepted upload types, as the picker's filter (docs/decisions/0615).
    expect(screen.getByLabelText<HTMLInputElement>(TEXTS.reviewPhotos).accept).toBe(
      '.jpg,.jpeg,.png,.xcf,.psd,.tif,.tiff,.bmp,.gif,.eps,.ai,.cdr,.raw,.cr2,.nef,.orf,.sr2,.heic',
    );
    // Decision 0261: the platform keeps a title of at most 255 characters, a text of at most 5 000.
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(TEXTS.stars(5)));
    await user.type(screen.getByLabelText(TEXTS.name), 'Ivy');
    await user.type(screen.getByLabelText(TEXTS.email), 'ivy@example.com');
    await user.click(screen.getByLabelText(TEXTS.reviewTitle));
    await user.paste('T'.repeat(256));
    await user.click(screen.getByLabelText(TEXTS.reviewBody));
    await user.paste('B'.repeat(5_001));
    await user.click(screen.getByRole('button', { name: TEXTS.submitReview }));
    const title = screen.getByLabelText(TEXTS.reviewTitle);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This text is too long. Please use at most 255 characters.',
      'This text is too long. Please use at most 5000 characters.',
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
  }, 60_000);
});
