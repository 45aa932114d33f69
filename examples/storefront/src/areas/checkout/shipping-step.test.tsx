// @vitest-environment happy-dom
/**
 * The shipping methods of the checkout against the reference platform in process: each method's
 * price follows the discount code (001 §4 "Free shipping"; 001 §7 shipping-methods, the platform's
 * `discounted_price`; 001 §4 "Coupon add and remove refetch the checkout by default"). The seeded
 * FREESHIP code makes every method free (docs/decisions/0161); removed, no method reads "Free".
 * They follow the subtotal too: a cart changed while the step is shown (001 §4, the sdk refetches
 * the repriced checkout) offers the rates of the new subtotal (docs/decisions/0162).
 */
import { selectCart } from '@vitrine/core-cart';
import type { CheckoutFacade } from '@vitrine/core-checkout';
import { StorefrontProvider, useCheckout } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { US_ADDRESS } from '../../../../../packages/core-checkout/src/checkout.platform.fixtures';
import { openStorefront, platformSuite, productOf } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { ShippingStep } from './shipping-step';

const suite = platformSuite();

const opened: Storefront[] = [];
afterEach(() => {
  for (const storefront of opened.splice(0)) storefront.stop();
});

/** A storefront of the demo shop, and how many times it asked for the shipping methods. */
function countingStorefront(): { readonly storefront: Storefront; readonly methodLoads: () => number } {
  let loads = 0;
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('shipping-methods')) loads += 1;
    return suite.platform.fetch(input, init);
  }) as typeof globalThis.fetch;
  const storefront = openStorefront(suite.platform, 'localhost', { fetch });
  opened.push(storefront);
  return { storefront, methodLoads: () => loads };
}

/** Time for an answer of the platform in process on a loaded machine. */
const SETTLED = { timeout: 20_000 } as const;

/** The shipping step of the checkout `token`. */
function Shipping({ token }: { readonly token: string }) {
  return <ShippingStep page={useCheckout(token)} />;
}

/** A fetched checkout of the tee (US, where Standard is $5.99 and Express $14.99). */
async function checkoutOfTee(storefront: Storefront): Promise<CheckoutFacade> {
  const tee = await productOf(storefront);
  const variant = tee.variants.find((candidate) => candidate.available);
  if (!variant) throw new Error('no tee in stock');
  expect((await storefront.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
  const checkout = await storefront.checkout();
  if (!checkout.ok) throw new Error(checkout.error.code);
  expect((await checkout.value.load()).ok).toBe(true);
  return checkout.value;
}

const saveContact = async (facade: CheckoutFacade) =>
  expect((await facade.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
    true,
  );

function show(storefront: Storefront, facade: CheckoutFacade) {
  render(
    <StorefrontProvider storefront={storefront}>
      <Shipping token={facade.view().token} />
    </StorefrontProvider>,
  );
}

/** The text of the method row named `title`. */
const rowOf = (title: RegExp) =>
  screen.getByRole('radio', { name: title }).closest('label')?.textContent ?? '';

describe('the shipping methods follow the discount code (001 §4 Free shipping, §7 shipping-methods)', () => {
  it('FREESHIP applied before the contact: every method is free, and removed no method reads Free', async () => {
    const { storefront, methodLoads } = countingStorefront();
    const facade = await checkoutOfTee(storefront);
    expect((await facade.applyDiscount('FREESHIP')).ok).toBe(true);
    await saveContact(facade);
    show(storefront, facade);
    await screen.findByRole('radio', { name: /^Standard/ }, SETTLED);
    await waitFor(() => {
      expect(rowOf(/^Standard/)).toContain(TEXTS.freeShipping);
      expect(rowOf(/^Express/)).toContain(TEXTS.freeShipping);
    }, SETTLED);
    // 001 §4: removing the code refetches the checkout; the summary charges the shipping again
    expect((await facade.removeDiscount('FREESHIP')).ok).toBe(true);
    await waitFor(() => {
      expect(rowOf(/^Standard/)).not.toContain(TEXTS.freeShipping);
      expect(rowOf(/^Express/)).not.toContain(TEXTS.freeShipping);
    }, SETTLED);
    expect(rowOf(/^Standard/)).toContain('$5.99');
    expect(rowOf(/^Express/)).toContain('$14.99');
    expect(within(screen.getByRole('group')).queryByText(TEXTS.freeShipping, { exact: false })).toBeNull();
    // fetched again once for the removal, not over and over
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(methodLoads()).toBe(2);
  }, 90_000);

  it('FREESHIP applied after the methods loaded: the methods not chosen are free too', async () => {
    const storefront = suite.open();
    const facade = await checkoutOfTee(storefront);
    await saveContact(facade);
    show(storefront, facade);
    await screen.findByRole('radio', { name: /^Standard/ }, SETTLED);
    expect((await facade.selectShippingMethod('standard')).ok).toBe(true);
    expect(rowOf(/^Express/)).toContain('$14.99');
    expect(rowOf(/^Express/)).not.toContain(TEXTS.freeShipping);
    expect((await facade.applyDiscount('FREESHIP')).ok).toBe(true);
    await waitFor(() => {
      expect(rowOf(/^Standard/)).toContain(TEXTS.freeShipping);
      expect(rowOf(/^Express/)).toContain(TEXTS.freeShipping);
    }, SETTLED);
  }, 90_000);
});

describe('the shipping methods follow the subtotal (docs/decisions/0162, 001 §4 a changed cart refetches)', () => {
  it('the cart raised past $100 while the step is shown: Free standard is offered', async () => {
    const storefront = suite.open();
    const facade = await checkoutOfTee(storefront);
    await saveContact(facade);
    show(storefront, facade);
    await screen.findByRole('radio', { name: /^Standard/ }, SETTLED);
    expect(screen.queryByRole('radio', { name: /^Free standard/ })).toBeNull();
    // Back in the cart (or another tab): the tee's quantity raised until the subtotal reaches $100,
    // the demo shop's free standard rate (examples/platform-api seed).
    const [line] = selectCart(storefront.cart.getSnapshot()).lines;
    if (!line) throw new Error('no line');
    const unit = facade.view().checkout?.totals.subtotal.amount ?? 0;
    expect(unit).toBeGreaterThan(0);
    expect((await storefront.cart.update(line.id, Math.ceil(10_000 / unit))).ok).toBe(true);
    await waitFor(
      () => expect(facade.view().checkout?.totals.subtotal.amount).toBeGreaterThanOrEqual(10_000),
      SETTLED,
    );
    await screen.findByRole('radio', { name: /^Free standard/ }, SETTLED);
  }, 90_000);

  it('Free standard chosen, then the cart lowered under $100: it is no longer offered', async () => {
    const storefront = suite.open();
    const facade = await checkoutOfTee(storefront);
    const [line] = selectCart(storefront.cart.getSnapshot()).lines;
    if (!line) throw new Error('no line');
    const unit = facade.view().checkout?.totals.subtotal.amount ?? 0;
    expect((await storefront.cart.update(line.id, Math.ceil(10_000 / unit))).ok).toBe(true);
    await waitFor(
      () => expect(facade.view().checkout?.totals.subtotal.amount).toBeGreaterThanOrEqual(10_000),
      SETTLED,
    );
    await saveContact(facade);
    show(storefront, facade);
    await screen.findByRole('radio', { name: /^Free standard/ }, SETTLED);
    expect((await facade.selectShippingMethod('free-standard')).ok).toBe(true);
    expect((await storefront.cart.update(line.id, 1)).ok).toBe(true);
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^Free standard/ })).toBeNull(), SETTLED);
    expect(screen.getByRole('radio', { name: /^Standard/ })).toBeTruthy();
  }, 90_000);
});
