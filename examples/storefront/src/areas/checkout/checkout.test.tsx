// @vitest-environment happy-dom
/**
 * The checkout page against the reference platform in process (001 §2 checkout, §4 steps, §8
 * checkout actions failing): a multi-step shopper sent back to the shipping method goes on with the
 * method kept; a billing address may be in any country and keeps its country's name; a failed
 * look-up of the shipping countries, of the payment methods or of the shipping methods says so and
 * is asked again with Try again.
 */
import type { CheckoutFacade } from '@vitrine/core-checkout';
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CANADIAN_ADDRESS,
  CARDS,
  US_ADDRESS,
} from '../../../../../packages/core-checkout/src/checkout.platform.fixtures';
import {
  type BootstrapResult,
  openStorefront,
  platformSuite,
  productOf,
} from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { Component as CheckoutPage } from './checkout';

const suite = platformSuite();

/** What the platform answers differently in a test. */
interface Changes {
  /** The shop's checkout layout (001 §1). */
  readonly multiStep?: boolean;
  /** The shop's shipping countries (001 §7 available-shipping-countries), as a list. */
  readonly shipsTo?: readonly string[];
  /** `METHOD fragment`: while in the set, a call of that method whose URL holds the fragment answers 500. */
  readonly failing?: Set<string>;
  /** Where each call other than a GET is written down (`METHOD url`). */
  readonly sent?: string[];
}

const opened: Storefront[] = [];
afterEach(() => {
  for (const storefront of opened.splice(0)) storefront.stop();
});

/** A storefront of the demo shop on the platform's fetch, changed by `changes`. */
function storefrontWith(changes: Changes): Storefront {
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method !== 'GET') changes.sent?.push(`${method} ${url}`);
    for (const failing of changes.failing ?? []) {
      const [verb, fragment = ''] = failing.split(' ');
      if (verb === method && url.includes(fragment))
        return new Response(JSON.stringify({}), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
    }
    const response = await suite.platform.fetch(input, init);
    const change =
      changes.multiStep && url.includes('/api/bootstrap/')
        ? (body: Record<string, unknown>) => {
            const result = body.result as BootstrapResult;
            const settings = (result.checkout_settings ?? {}) as Record<string, unknown>;
            return {
              ...body,
              result: { ...result, checkout_settings: { ...settings, layout: 'multi_step' } },
            };
          }
        : changes.shipsTo && url.includes('available-shipping-countries')
          ? (body: Record<string, unknown>) => ({
              ...body,
              result: { type: 'list', country_codes: [...(changes.shipsTo ?? [])] },
            })
          : undefined;
    if (!change) return response;
    const body = change((await response.json()) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  }) as typeof globalThis.fetch;
  const storefront = openStorefront(suite.platform, 'localhost', { fetch });
  opened.push(storefront);
  return storefront;
}

/**
 * A checkout of the tee, fetched: with the contact information saved (`contact`), and a shipping
 * method chosen too (`payment`). Its facade.
 */
async function checkoutOfTee(
  storefront: Storefront,
  upTo: 'start' | 'contact' | 'payment',
): Promise<CheckoutFacade> {
  const tee = await productOf(storefront);
  const variant = tee.variants.find((candidate) => candidate.available);
  if (!variant) throw new Error('no tee in stock');
  expect((await storefront.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
  const checkout = await storefront.checkout();
  if (!checkout.ok) throw new Error(checkout.error.code);
  const facade = checkout.value;
  expect((await facade.load()).ok).toBe(true);
  if (upTo === 'start') return facade;
  expect((await facade.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
    true,
  );
  if (upTo === 'contact') return facade;
  expect((await facade.loadShippingMethods('US')).ok).toBe(true);
  expect((await facade.selectShippingMethod('standard')).ok).toBe(true);
  return facade;
}

/** The checkout page of `facade`'s checkout (or of the checkout `token`), as the checkout route shows it. */
function showCheckout(storefront: Storefront, facade: CheckoutFacade | string) {
  const token = typeof facade === 'string' ? facade : facade.view().token;
  return render(
    <StorefrontProvider storefront={storefront}>
      <MemoryRouter initialEntries={[`/checkouts/${token}`]}>
        <Routes>
          <Route path="/checkouts/:token/:recover?" element={<CheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </StorefrontProvider>,
  );
}

/** Time for an answer of the platform in process on a loaded machine. */
const SETTLED = { timeout: 20_000 } as const;
const SOMETHING_WENT_WRONG = formatMessage('checkout.something_went_wrong');

const currentStep = () =>
  within(screen.getByRole('navigation', { name: TEXTS.checkoutSteps }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

describe('the multi-step checkout (001 §4 Checkout steps)', () => {
  it('a shopper sent back to the shipping method goes on to the payment with the method kept', async () => {
    const storefront = storefrontWith({ multiStep: true });
    const facade = await checkoutOfTee(storefront, 'payment');
    showCheckout(storefront, facade);
    await waitFor(() => expect(currentStep()).toBe(TEXTS.paymentMethod), SETTLED);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.changeStep(TEXTS.shippingMethod) }));
    await waitFor(() => expect(currentStep()).toBe(TEXTS.shippingMethod), SETTLED);
    // 001 §4: the selected method is kept on the way back to shipping_method in the multi-step flow
    const standard = (await screen.findByRole('radio', { name: /^Standard/ }, SETTLED)) as HTMLInputElement;
    expect(standard.checked).toBe(true);
    // ticking it again changes nothing: the shopper goes on with the method kept
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.continueToPayment }, SETTLED));
    await waitFor(() => expect(currentStep()).toBe(TEXTS.paymentMethod), SETTLED);
    expect(facade.view().checkout?.shippingMethod?.code).toBe('standard');
  }, 90_000);
});

describe('the billing address (001 §3 Address, §5)', () => {
  it('offers every country, not only where the shop ships, and keeps the name of a prefilled country', async () => {
    const storefront = storefrontWith({ shipsTo: ['US'] });
    const facade = await checkoutOfTee(storefront, 'payment');
    showCheckout(storefront, facade);
    const same = (await screen.findByRole(
      'checkbox',
      { name: TEXTS.sameAsShipping },
      SETTLED,
    )) as HTMLInputElement;
    fireEvent.click(same);
    const country = screen.getByLabelText(TEXTS.country) as HTMLSelectElement;
    const offered = [...country.options].map((option) => option.value);
    // countries.ts: every country may be a billing country, not only where the shop ships
    expect(offered).toContain('FR');
    expect(offered).toContain('US');
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(TEXTS.firstName, 'Dana');
    type(TEXTS.lastName, 'Demo');
    type(TEXTS.address1, '2 Billing Road');
    type(TEXTS.city, 'Oakland');
    type(TEXTS.zip, '94612');
    fireEvent.change(await screen.findByLabelText(TEXTS.cardNumber, {}, SETTLED), {
      target: { value: CARDS.ok },
    });
    type(TEXTS.cardExpiry, '12/40');
    type(TEXTS.cardCvc, '123');
    // the billing country kept as prefilled (the shipping address's)
    expect(country.value).toBe('US');
    const place = screen.getByRole('button', { name: TEXTS.placeOrder }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false), SETTLED);
    fireEvent.click(place);
    await screen.findByText(TEXTS.thankYouTitle, {}, { timeout: 40_000 });
    // the order page shows the billing country by name, as the shipping one
    expect(facade.view().checkout?.billingAddress).toMatchObject({
      address1: '2 Billing Road',
      countryCode: 'US',
      country: 'United States',
    });
  }, 90_000);
});

describe('a failed look-up at the checkout (001 §8 checkout actions failing)', () => {
  it('the shipping countries: says so, and Try again loads them', async () => {
    const failing = new Set(['GET available-shipping-countries']);
    const storefront = storefrontWith({ failing });
    const facade = await checkoutOfTee(storefront, 'start');
    showCheckout(storefront, facade);
    await screen.findByText(SOMETHING_WENT_WRONG, {}, SETTLED);
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tryAgain }));
    await waitFor(() => {
      const country = screen.getByLabelText(TEXTS.country) as HTMLSelectElement;
      expect([...country.options].map((option) => option.value)).toContain('FR');
    }, SETTLED);
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.tryAgain })).toBeNull();
  }, 90_000);

  it('the payment methods: says so (no endless Loading…), and Try again loads them', async () => {
    const failing = new Set(['GET payment-methods.json']);
    const storefront = storefrontWith({ failing });
    const facade = await checkoutOfTee(storefront, 'payment');
    showCheckout(storefront, facade);
    await screen.findByText(SOMETHING_WENT_WRONG, {}, SETTLED);
    expect(screen.queryByText(TEXTS.loading)).toBeNull();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tryAgain }));
    await screen.findByLabelText(TEXTS.cardNumber, {}, SETTLED);
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.tryAgain })).toBeNull();
  }, 90_000);

  it('the shipping methods: Try again shows them, and the error is gone', async () => {
    const failing = new Set(['GET shipping-methods.json']);
    const storefront = storefrontWith({ failing });
    const facade = await checkoutOfTee(storefront, 'contact');
    showCheckout(storefront, facade);
    await screen.findByText(SOMETHING_WENT_WRONG, {}, SETTLED);
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tryAgain }));
    await screen.findByRole('radio', { name: /^Standard/ }, SETTLED);
    expect(screen.queryByText(SOMETHING_WENT_WRONG)).toBeNull();
  }, 90_000);

  it('the shipping methods of a new country that fail: none of the other country, and Try again', async () => {
    const failing = new Set<string>();
    const storefront = storefrontWith({ failing });
    const facade = await checkoutOfTee(storefront, 'contact');
    showCheckout(storefront, facade);
    // The US methods: Express is $14.99 (the demo shop's US zone).
    await screen.findByRole('radio', { name: /^Express/ }, SETTLED);
    expect(screen.getByRole('radio', { name: /^Express/ }).closest('label')?.textContent).toContain('$14.99');
    // The shopper ships to Canada instead, and the Canadian methods cannot be loaded: the US ones
    // (and their prices) are not offered for it (001 §3 Shipping method: the methods of the
    // address's country; docs/decisions/0162), the error says so with Try again (001 §8).
    failing.add('GET shipping-methods.json');
    expect(
      (await facade.saveCustomer({ email: 'dana@example.com', shippingAddress: CANADIAN_ADDRESS })).ok,
    ).toBe(true);
    await screen.findByRole('button', { name: TEXTS.tryAgain }, SETTLED);
    expect(screen.getByText(SOMETHING_WENT_WRONG)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /^Express/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /\$14\.99/ })).toBeNull();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tryAgain }));
    await screen.findByRole('radio', { name: /^International standard/ }, SETTLED);
    expect(screen.queryByRole('radio', { name: /^Express/ })).toBeNull();
  }, 90_000);
});

describe('the wallet approved from the cart (001 §4 PayPal express approval; decisions 0483, 0608)', () => {
  it('a reload keeps it: the wallet stays chosen at the payment step and pays', async () => {
    const before = storefrontWith({});
    const facade = await checkoutOfTee(before, 'start');
    // What the cart's wallet button does (useExpressWallet): the wallet order, approved.
    const order = await facade.createExpressOrder();
    if (!order.ok) throw new Error(order.error.code);
    expect((await facade.approveExpress({ orderID: order.value.orderId })).ok).toBe(true);
    expect((await facade.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    expect((await facade.loadShippingMethods('US')).ok).toBe(true);
    expect((await facade.selectShippingMethod('standard')).ok).toBe(true);
    const token = facade.view().token;
    showCheckout(before, token);
    const approved = TEXTS.walletApproved('PayPal');
    await screen.findByText(approved, {}, SETTLED);
    // The page is reloaded: a new storefront in the same tab.
    cleanup();
    before.stop();
    const after = storefrontWith({});
    showCheckout(after, token);
    await screen.findByText(approved, {}, SETTLED);
    const wallet = screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement;
    expect(wallet.checked).toBe(true);
    expect(screen.queryByLabelText(TEXTS.cardNumber)).toBeNull();
    const place = screen.getByRole('button', { name: TEXTS.placeOrder }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false), SETTLED);
    fireEvent.click(place);
    await screen.findByText(TEXTS.thankYouTitle, {}, { timeout: 40_000 });
    const placed = await after.checkout(token);
    expect(placed.ok && placed.value.view().checkout?.paymentMethod?.code).toBe('paypal-express');
  }, 90_000);
});

/**
 * The field of `id` is marked required and missing: aria-invalid, 'Field is required.' as its
 * description (validation.field_required), and the keyboard on it.
 */
async function expectMissing(id: string): Promise<void> {
  const field = document.getElementById(id);
  if (!field) throw new Error(`no field ${id}`);
  await waitFor(() => expect(document.activeElement).toBe(field), SETTLED);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    formatMessage('validation.field_required'),
  );
}

// An address is sent complete (001 §3 Address; docs/decisions/0655): Continue and Place order are
// pressable before and say which field is missing, as my-account's Add address does (000 §5
// 'Field is required.'; WCAG 3.3.1), instead of staying disabled without a word.
describe('an incomplete address at the checkout says what is missing (001 §3 Address, 000 §5)', () => {
  it('Continue to shipping with the city empty: City is marked and focused, nothing is sent; Enter then continues', async () => {
    const sent: string[] = [];
    const storefront = storefrontWith({ sent });
    const facade = await checkoutOfTee(storefront, 'start');
    showCheckout(storefront, facade);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(TEXTS.email, {}, SETTLED), 'dana@example.com');
    await user.type(screen.getByLabelText(TEXTS.firstName), 'Dana');
    await user.type(screen.getByLabelText(TEXTS.lastName), 'Demo');
    await user.type(screen.getByLabelText(TEXTS.address1), '1 Market Street');
    await waitFor(() => {
      const country = screen.getByLabelText(TEXTS.country) as HTMLSelectElement;
      expect([...country.options].map((option) => option.value)).toContain('US');
    }, SETTLED);
    await user.selectOptions(screen.getByLabelText(TEXTS.country), 'US');
    await user.type(screen.getByLabelText(TEXTS.zip), '94105');
    const before = sent.length;
    const next = screen.getByRole('button', { name: TEXTS.continueToShipping }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    await user.click(next);
    await expectMissing('shipping-city');
    // only the missing field is marked
    expect(screen.getByLabelText(TEXTS.address1).getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByLabelText(TEXTS.zip).getAttribute('aria-invalid')).toBe('false');
    expect(sent.slice(before)).toEqual([]);
    expect(facade.view().checkout?.shippingAddress?.address1).toBeUndefined();
    // The city typed, Enter in it continues: the methods of the address's country are offered.
    await user.type(screen.getByLabelText(TEXTS.city), 'San Francisco{Enter}');
    await screen.findByRole('radio', { name: /^Standard/ }, SETTLED);
    expect(facade.view().checkout?.shippingAddress).toMatchObject({
      city: 'San Francisco',
      countryCode: 'US',
    });
  }, 90_000);

  it('Place order with another billing address, its city empty: City is marked and focused, nothing is sent', async () => {
    const sent: string[] = [];
    const storefront = storefrontWith({ sent });
    const facade = await checkoutOfTee(storefront, 'payment');
    showCheckout(storefront, facade);
    fireEvent.click(await screen.findByRole('checkbox', { name: TEXTS.sameAsShipping }, SETTLED));
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(TEXTS.firstName, 'Dana');
    type(TEXTS.lastName, 'Demo');
    type(TEXTS.address1, '2 Billing Road');
    type(TEXTS.zip, '94612');
    fireEvent.change(await screen.findByLabelText(TEXTS.cardNumber, {}, SETTLED), {
      target: { value: CARDS.ok },
    });
    type(TEXTS.cardExpiry, '12/40');
    type(TEXTS.cardCvc, '123');
    const place = screen.getByRole('button', { name: TEXTS.placeOrder }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false), SETTLED);
    const before = sent.length;
    await userEvent.setup().click(place);
    await expectMissing('billing-city');
    expect(screen.getByLabelText(TEXTS.address1).getAttribute('aria-invalid')).toBe('false');
    expect(sent.slice(before)).toEqual([]);
    expect(screen.queryByText(TEXTS.thankYouTitle)).toBeNull();
  }, 90_000);
});

// A guest's e-mail is required (001 §3 Checkout info's email, 001 §5; 000 §5 'Field is required.'): Continue
// is pressable without it and says so, as for the address (d3d847d), instead of a dead button.
describe('a guest’s empty e-mail at the checkout says what is missing (001 §5, 000 §5)', () => {
  it('Continue to shipping with the e-mail empty: E-mail is marked and focused, nothing is sent; typed, Enter continues', async () => {
    const sent: string[] = [];
    const storefront = storefrontWith({ sent });
    const facade = await checkoutOfTee(storefront, 'start');
    showCheckout(storefront, facade);
    const user = userEvent.setup();
    await screen.findByLabelText(TEXTS.email, {}, SETTLED);
    await user.type(screen.getByLabelText(TEXTS.firstName), 'Dana');
    await user.type(screen.getByLabelText(TEXTS.lastName), 'Demo');
    await user.type(screen.getByLabelText(TEXTS.address1), '1 Market Street');
    await user.type(screen.getByLabelText(TEXTS.city), 'San Francisco');
    await waitFor(() => {
      const country = screen.getByLabelText(TEXTS.country) as HTMLSelectElement;
      expect([...country.options].map((option) => option.value)).toContain('US');
    }, SETTLED);
    await user.selectOptions(screen.getByLabelText(TEXTS.country), 'US');
    await user.type(screen.getByLabelText(TEXTS.zip), '94105');
    const before = sent.length;
    const next = screen.getByRole('button', { name: TEXTS.continueToShipping }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    await user.click(next);
    await expectMissing('checkout-email');
    // the address is complete: none of its fields is marked
    expect(screen.getByLabelText(TEXTS.city).getAttribute('aria-invalid')).toBe('false');
    expect(sent.slice(before)).toEqual([]);
    expect(facade.view().checkout?.email).toBeFalsy();
    // The e-mail typed, Enter in it continues.
    await user.type(screen.getByLabelText(TEXTS.email), 'dana@example.com{Enter}');
    await screen.findByRole('radio', { name: /^Standard/ }, SETTLED);
    expect(facade.view().checkout?.email).toBe('dana@example.com');
  }, 90_000);
});
