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
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as Login } from './login';
import { Component as MyAccount } from './my-account';
import { Component as Register } from './register';
import { Component as ResetPassword } from './reset-password';

const suite = platformSuite();

function show(storefront: Storefront, path: string, pattern: string, element: ReactNode) {
  return render(
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
/** `router`'s pages in `storefront`, hydrated. */
function showRouter(storefront: Storefront, router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <RouterProvider router={router} />
      </Hydration>
    </StorefrontProvider>,
  );
}

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
    showRouter(storefront, router);
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

describe('my addresses', () => {
  it('removes an address: the list and the account no longer hold it (docs/decisions/0625)', async () => {
    const storefront = suite.open();
    await storefront.ready();
    expect((await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' })).ok).toBe(
      true,
    );
    const home = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Main St',
      city: 'Springfield',
      zip: '12345',
      countryCode: 'US',
      country: 'United States',
      countryName: 'United States',
      phone: '',
    };
    const work = { ...home, address1: '2 Work Ave' };
    const me = storefront.customer.getSnapshot().context.user;
    expect(
      (
        await storefront.customer.updateProfile({
          firstName: me?.firstName ?? 'Ada',
          lastName: me?.lastName ?? 'Lovelace',
          addresses: [home, work],
        })
      ).ok,
    ).toBe(true);
    const router = createMemoryRouter(
      [{ path: '/my-account/addresses', element: <MyAccount />, handle: { route: 'my-account-addresses' } }],
      { initialEntries: ['/my-account/addresses'] },
    );
    showRouter(storefront, router);
    await screen.findByText(/1 Main St/, {}, { timeout: 20_000 });
    const removeHome = screen.getAllByRole('button', { name: new RegExp(`^${TEXTS.remove}`) })[0];
    if (!removeHome) throw new Error('no Remove button');
    await userEvent.setup().click(removeHome);
    await waitFor(() => expect(screen.queryByText(/1 Main St/)).toBeNull());
    expect(screen.getByText(/2 Work Ave/)).toBeTruthy();
    // the platform's account too, fetched again
    expect((await storefront.customer.refetch()).ok).toBe(true);
    const kept = storefront.customer.getSnapshot().context.user?.addresses ?? [];
    expect(kept.map((address) => address.address1)).toEqual(['2 Work Ave']);
  }, 60_000);

  // Decision 0175 'One request at a time: a request sent while another runs settles at once as
  // BUSY' (e215afe: every account button waits while any account request runs): a Remove pressed
  // while Add address saves would do nothing, so it is disabled until the save is done.
  it('every Remove button is disabled while Add address saves', async () => {
    let release: (() => void) | undefined;
    let held = false;
    const fetching: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (held && init?.method === 'POST' && new URL(url).pathname === '/api/user/me.json')
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      return suite.platform.fetch(input, init);
    };
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: fetching });
    try {
      await storefront.ready();
      expect(
        (await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' })).ok,
      ).toBe(true);
      const home = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Main St',
        city: 'Springfield',
        zip: '12345',
        countryCode: 'US',
        country: 'United States',
        countryName: 'United States',
      };
      const me = storefront.customer.getSnapshot().context.user;
      expect(
        (
          await storefront.customer.updateProfile({
            firstName: me?.firstName ?? 'Ada',
            lastName: me?.lastName ?? 'Lovelace',
            addresses: [home, { ...home, address1: '2 Work Ave' }],
          })
        ).ok,
      ).toBe(true);
      const router = createMemoryRouter(
        [
          {
            path: '/my-account/addresses',
            element: <MyAccount />,
            handle: { route: 'my-account-addresses' },
          },
        ],
        { initialEntries: ['/my-account/addresses'] },
      );
      showRouter(storefront, router);
      await screen.findByText(/1 Main St/, {}, { timeout: 20_000 });
      const removes = () =>
        screen.getAllByRole<HTMLButtonElement>('button', { name: new RegExp(`^${TEXTS.remove}`) });
      expect(removes().map((button) => button.disabled)).toEqual([false, false]);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(TEXTS.address1), '3 Side St');
      await user.type(screen.getByLabelText(TEXTS.city), 'Springfield');
      await user.type(screen.getByLabelText(TEXTS.zip), '12345');
      await user.selectOptions(screen.getByLabelText(TEXTS.country), 'US');
      held = true;
      await user.click(screen.getByRole('button', { name: TEXTS.addAddress }));
      await waitFor(() => expect(release).toBeDefined());
      expect(removes().map((button) => button.disabled)).toEqual([true, true]);
      held = false;
      release?.();
      await screen.findByText(/3 Side St/);
      await waitFor(() => expect(removes().map((button) => button.disabled)).toEqual([false, false, false]));
    } finally {
      release?.();
      storefront.stop();
    }
  }, 60_000);

  // 001 §3 Address: address1, address2, city, company, country, …, province, province_code, zip.
  // The account's form holds the state / province, the second address line and the company, as
  // the checkout's form does (same labels), and the list shows the province.
  it('adds an address with its company, second line and state / province; the list shows the province', async () => {
    const storefront = suite.open();
    await storefront.ready();
    expect((await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' })).ok).toBe(
      true,
    );
    const me = storefront.customer.getSnapshot().context.user;
    expect(
      (
        await storefront.customer.updateProfile({
          firstName: me?.firstName ?? 'Dana',
          lastName: me?.lastName ?? 'Demo',
          addresses: [
            {
              firstName: 'Dana',
              lastName: 'Demo',
              address1: '1 Market Street',
              city: 'San Francisco',
              province: 'California',
              provinceCode: 'CA',
              zip: '94105',
              countryCode: 'US',
              country: 'United States',
              countryName: 'United States',
            },
          ],
        })
      ).ok,
    ).toBe(true);
    const router = createMemoryRouter(
      [{ path: '/my-account/addresses', element: <MyAccount />, handle: { route: 'my-account-addresses' } }],
      { initialEntries: ['/my-account/addresses'] },
    );
    showRouter(storefront, router);
    await screen.findByText(
      /1 Market Street, 94105, San Francisco, California, United States/,
      {},
      { timeout: 20_000 },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TEXTS.company), 'Maple Ltd');
    await user.type(screen.getByLabelText(TEXTS.address1), '100 Queen Street West');
    await user.type(screen.getByLabelText(TEXTS.address2), 'Suite 4');
    await user.type(screen.getByLabelText(TEXTS.city), 'Toronto');
    await user.type(screen.getByLabelText(TEXTS.zip), 'M5H 2N2');
    await user.selectOptions(screen.getByLabelText(TEXTS.country), 'CA');
    await user.type(screen.getByLabelText(TEXTS.province), 'Ontario');
    await user.click(screen.getByRole('button', { name: TEXTS.addAddress }));
    await screen.findByText(
      /100 Queen Street West, Suite 4, M5H 2N2, Toronto, Ontario, Canada/,
      {},
      { timeout: 20_000 },
    );
    const saved = storefront.customer.getSnapshot().context.user?.addresses ?? [];
    expect(saved.at(-1)).toMatchObject({
      company: 'Maple Ltd',
      address1: '100 Queen Street West',
      address2: 'Suite 4',
      city: 'Toronto',
      province: 'Ontario',
      countryCode: 'CA',
    });
    // the form is blank again for the next address
    expect((screen.getByLabelText(TEXTS.province) as HTMLInputElement).value).toBe('');
  }, 60_000);
});

/** The field errors the page shows (each an alert under its field) and the inputs marked invalid. */
function shownErrors() {
  return {
    texts: [...document.querySelectorAll('.field [role="alert"]')].map((hint) => hint.textContent),
    invalid: [...document.querySelectorAll('input')]
      .filter((input) => input.getAttribute('aria-invalid') === 'true')
      .map((input) => input.id),
  };
}

// 000 §5 Validation rules: a form shows the errors of its own submit. Errors kept in the session
// must not come back with an empty form when the shopper leaves the screen and returns.
describe('field errors do not outlive their form', () => {
  it('register: an empty submit shows five errors; left and shown again, the empty form shows none', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const first = show(storefront, '/register', '/register', <Register />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(shownErrors().texts).toHaveLength(5));
    first.unmount();
    show(storefront, '/register', '/register', <Register />);
    expect(shownErrors()).toEqual({ texts: [], invalid: [] });
  }, 60_000);

  it('login and its forgot mode: left and shown again, the empty form shows no errors', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const first = show(storefront, '/login', '/login', <Login />);
    await userEvent.setup().click(screen.getByRole('button', { name: TEXTS.login }));
    await waitFor(() => expect(shownErrors().texts).toHaveLength(2));
    first.unmount();
    const again = show(storefront, '/login', '/login', <Login />);
    expect(shownErrors()).toEqual({ texts: [], invalid: [] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: TEXTS.forgotPassword }));
    await user.click(await screen.findByRole('button', { name: TEXTS.sendResetLink }));
    await waitFor(() => expect(shownErrors().texts).toHaveLength(1));
    again.unmount();
    show(storefront, '/login', '/login', <Login />);
    await user.click(screen.getByRole('button', { name: TEXTS.forgotPassword }));
    await screen.findByRole('button', { name: TEXTS.sendResetLink });
    expect(shownErrors()).toEqual({ texts: [], invalid: [] });
  }, 60_000);

  it('reset password: left and shown again, the empty form shows no errors', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const path = '/reset-password/1/token';
    const pattern = '/reset-password/:customerID/:resetToken';
    const first = show(storefront, path, pattern, <ResetPassword />);
    await userEvent.setup().click(screen.getByRole('button', { name: TEXTS.resetTitle }));
    await waitFor(() => expect(shownErrors().texts).toHaveLength(2));
    first.unmount();
    show(storefront, path, pattern, <ResetPassword />);
    expect(shownErrors()).toEqual({ texts: [], invalid: [] });
  }, 60_000);

  it('my account: the profile and password errors are gone when My profile shows again', async () => {
    const storefront = suite.open();
    await storefront.ready();
    expect((await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' })).ok).toBe(
      true,
    );
    const myAccount = () =>
      render(
        <StorefrontProvider storefront={storefront}>
          <Hydration hydrating={false}>
            <RouterProvider
              router={createMemoryRouter(
                [{ path: '/my-account', element: <MyAccount />, handle: { route: 'my-account' } }],
                { initialEntries: ['/my-account'] },
              )}
            />
          </Hydration>
        </StorefrontProvider>,
      );
    const first = myAccount();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(TEXTS.firstName, {}, { timeout: 20_000 }));
    await user.click(screen.getByRole('button', { name: TEXTS.save }));
    await waitFor(() => expect(shownErrors().texts).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: TEXTS.changePassword }));
    await waitFor(() => expect(shownErrors().texts).toHaveLength(3));
    first.unmount();
    myAccount();
    await screen.findByRole('button', { name: TEXTS.save }, { timeout: 20_000 });
    expect(shownErrors()).toEqual({ texts: [], invalid: [] });
  }, 60_000);
});
