// @vitest-environment happy-dom
/**
 * The account forms tell which fields are required and take the keyboard to the first field a
 * failed submit marked (000 §5 Validation rules; WCAG 3.3.2 labels or instructions, 3.3.1 error
 * identification): every required input has `required` (its label gets the shop's ' *', a
 * custom option's and the checkout's mark), and after a submit refused for its fields the focus
 * is on the first of them, not left on the button. My addresses' "Add address" is pressable and
 * says which field is missing ('Field is required.') instead of staying disabled without a word.
 */
import type { Storefront } from '@vitrine/sdk';
import { StorefrontProvider } from '@vitrine/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformSuite } from '../../../../../packages/react/test/harness';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as Login } from './login';
import { Component as MyAccount } from './my-account';
import { Component as Register } from './register';
import { Component as ResetPassword } from './reset-password';

const suite = platformSuite();

function show(storefront: Storefront, path: string, pattern: string, element: ReactNode) {
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </MemoryRouter>
      </Hydration>
    </StorefrontProvider>,
  );
}

/** The labels of the form's inputs (and selects) marked required, in the page's order. */
function requiredFields(form: HTMLFormElement): string[] {
  return [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')]
    .filter((control) => control.required)
    .map((control) => control.labels?.[0]?.textContent ?? control.id);
}

const formOf = (button: HTMLElement) => {
  const form = button.closest('form');
  if (!form) throw new Error('the button is in no form');
  return form;
};

describe('required fields and the focus after a failed submit', () => {
  it('login: e-mail and password required; an empty submit focuses the e-mail, then the password', async () => {
    const storefront = suite.open();
    await storefront.ready();
    show(storefront, '/login', '/login', <Login />);
    const submit = screen.getByRole('button', { name: TEXTS.login });
    expect(requiredFields(formOf(submit))).toEqual([TEXTS.email, TEXTS.passwordLabel]);
    const user = userEvent.setup();
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.email)));
    await user.type(screen.getByLabelText(TEXTS.email), 'demo@vitrine.test');
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.passwordLabel)));
    // forgot mode: the e-mail alone
    await user.click(screen.getByRole('button', { name: TEXTS.forgotPassword }));
    const send = await screen.findByRole('button', { name: TEXTS.sendResetLink });
    expect(requiredFields(formOf(send))).toEqual([TEXTS.email]);
    await user.clear(screen.getByLabelText(TEXTS.email));
    await user.click(send);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.email)));
  }, 60_000);

  it('register: every field required; the first one refused gets the focus', async () => {
    const storefront = suite.open();
    await storefront.ready();
    show(storefront, '/register', '/register', <Register />);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(requiredFields(formOf(submit))).toEqual([
      TEXTS.firstName,
      TEXTS.lastName,
      TEXTS.email,
      TEXTS.passwordLabel,
      TEXTS.repeatPassword,
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TEXTS.firstName), 'Ada');
    await user.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.lastName)));
  }, 60_000);

  it('reset password: both passwords required; an empty submit focuses the new password', async () => {
    const storefront = suite.open();
    await storefront.ready();
    show(storefront, '/reset-password/1/token', '/reset-password/:customerID/:resetToken', <ResetPassword />);
    const submit = screen.getByRole('button', { name: TEXTS.resetTitle });
    expect(requiredFields(formOf(submit))).toEqual([TEXTS.newPassword, TEXTS.repeatPassword]);
    await userEvent.setup().click(submit);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.newPassword)));
  }, 60_000);

  it('my account: the profile, the password and a new address mark what they need; Add address names the missing field and focuses it', async () => {
    const storefront = suite.open();
    await storefront.ready();
    expect((await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' })).ok).toBe(
      true,
    );
    const router = createMemoryRouter(
      [
        { path: '/my-account', element: <MyAccount />, handle: { route: 'my-account' } },
        { path: '/my-account/addresses', element: <MyAccount />, handle: { route: 'my-account-addresses' } },
      ],
      { initialEntries: ['/my-account'] },
    );
    render(
      <StorefrontProvider storefront={storefront}>
        <Hydration hydrating={false}>
          <RouterProvider router={router} />
        </Hydration>
      </StorefrontProvider>,
    );
    const save = await screen.findByRole('button', { name: TEXTS.save }, { timeout: 20_000 });
    expect(requiredFields(formOf(save))).toEqual([TEXTS.firstName, TEXTS.lastName]);
    const change = screen.getByRole('button', { name: TEXTS.changePassword });
    expect(requiredFields(formOf(change))).toEqual([TEXTS.newPassword, TEXTS.repeatPassword]);
    const user = userEvent.setup();
    await user.click(change);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.newPassword)));

    await router.navigate('/my-account/addresses');
    const add = await screen.findByRole('button', { name: TEXTS.addAddress });
    const form = formOf(add);
    expect(requiredFields(form)).toEqual([
      TEXTS.firstName,
      TEXTS.lastName,
      TEXTS.address1,
      TEXTS.city,
      TEXTS.zip,
      TEXTS.country,
    ]);
    // Pressable before the address is complete: a press says what is missing, at the first field.
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await user.type(screen.getByLabelText(TEXTS.address1), '2 Rue de Rivoli');
    await user.click(add);
    const city = screen.getByLabelText(TEXTS.city);
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Field is required.',
    );
    expect(screen.getByLabelText(TEXTS.address1).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText(TEXTS.country).getAttribute('aria-invalid')).toBe('true');
  }, 60_000);
});
