// @vitest-environment happy-dom
/**
 * Items that cannot ship to the shopper's country, against the reference platform in process (001 §3
 * Checkout state not_shippable_variant_ids; 001 §7 shipping-methods answers
 * variants_not_shippable_ids): the seed's outdoor goods ship only in the US. With a Canadian
 * address, the order summary marks the outdoor line (not the tee's) and Place order stays off, with
 * the reason beside it, instead of failing after the card is entered.
 */
import type { CheckoutFacade } from '@vitrine/core-checkout';
import { shopMoney } from '@vitrine/core-pricing';
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider, useCheckout } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CANADIAN_ADDRESS } from '../../../../../packages/core-checkout/src/checkout.platform.fixtures';
import { platformSuite, productOf } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';

const suite = platformSuite();
afterEach(cleanup);

const NOT_SHIPPABLE = formatMessage('checkout.items_not_shippable');
/** Time for an answer of the platform in process on a loaded machine. */
const SETTLED = { timeout: 20_000 } as const;

/** Adds one of the first available variant of `handle`; its title. */
async function addOne(storefront: Storefront, handle: string): Promise<string> {
  const product = await productOf(storefront, handle);
  const variant = product.variants.find((v) => v.available);
  if (!variant) throw new Error(`no ${handle} in stock`);
  const added = await storefront.cart.add({ variantId: variant.id, quantity: 1 });
  if (!added.ok) throw new Error(added.error.code);
  return product.title;
}

/** The first outdoor product (the seed's zones keep its tag in the US) with a variant in stock. */
async function outdoorHandle(storefront: Storefront): Promise<string> {
  const opened = await storefront.catalog.collection('outdoor');
  if (!opened.ok) throw new Error(opened.error.code);
  const product = opened.value.products.find((p) => p.variants.some((v) => v.available));
  if (!product) throw new Error('no outdoor product in stock');
  return product.handle;
}

/** The summary and the payment step of the checkout `token`, as the checkout page shows them. */
function Checkout({ token }: { readonly token: string }) {
  const page = useCheckout(token);
  return (
    <>
      <PaymentStep page={page} />
      <OrderSummary page={page} />
    </>
  );
}

describe('items that cannot ship to the address (001 §3 not_shippable_variant_ids, §7)', () => {
  it('the summary marks the outdoor line for a Canadian address, and Place order stays off', async () => {
    const storefront = suite.open();
    const tee = await addOne(storefront, 'classic-crew-tee');
    const outdoor = await addOne(storefront, await outdoorHandle(storefront));
    const opened = await storefront.checkout();
    if (!opened.ok) throw new Error(opened.error.code);
    const facade: CheckoutFacade = opened.value;
    expect((await facade.load()).ok).toBe(true);
    expect(
      (await facade.saveCustomer({ email: 'dana@example.com', shippingAddress: CANADIAN_ADDRESS })).ok,
    ).toBe(true);
    expect((await facade.loadShippingMethods('CA')).ok).toBe(true);
    render(
      <StorefrontProvider storefront={storefront}>
        <MemoryRouter>
          <Checkout token={facade.view().token} />
        </MemoryRouter>
      </StorefrontProvider>,
    );
    const summary = await screen.findByRole('complementary', { name: TEXTS.orderSummary }, SETTLED);
    const line = (title: string) => {
      const item = within(summary)
        .getAllByRole('listitem')
        .find((candidate) => candidate.textContent?.includes(title));
      if (!item) throw new Error(`no line ${title}`);
      return item;
    };
    await waitFor(() => expect(within(line(outdoor)).queryByText(NOT_SHIPPABLE)).not.toBeNull(), SETTLED);
    expect(within(line(tee)).queryByText(NOT_SHIPPABLE)).toBeNull();
    // A payment method is there: Place order is off because of the outdoor line, and says so.
    await screen.findByRole('radio', { checked: true }, SETTLED);
    const place = screen.getByRole('button', { name: TEXTS.placeOrder });
    expect(place).toHaveProperty('disabled', true);
    expect(place.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(place.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      NOT_SHIPPABLE,
    );
  });
});

/** A checkout of one tee on the demo shop (USD), its prices shown in `currency`; its facade. */
async function teeCheckout(storefront: Storefront, currency: string): Promise<CheckoutFacade> {
  await storefront.ready();
  const picked = storefront.pricing.setCurrency(currency);
  if (!picked.ok) throw new Error(picked.error.code);
  await addOne(storefront, 'classic-crew-tee');
  const opened = await storefront.checkout();
  if (!opened.ok) throw new Error(opened.error.code);
  expect((await opened.value.load()).ok).toBe(true);
  return opened.value;
}

/** The platform's total of the checkout (the shop currency's amount), written "$12.34 USD". */
function chargedTotal(facade: CheckoutFacade): string {
  const total = facade.view().checkout?.totals.total;
  if (!total) throw new Error('no checkout total');
  const charged = shopMoney(total);
  expect(charged.currency).toBe('USD');
  return `$${(charged.amount / 100).toFixed(2)} USD`;
}

/** The order summary of the checkout `token`, as the checkout page shows it. */
function Summary({ token }: { readonly token: string }) {
  return <OrderSummary page={useCheckout(token)} />;
}

/** What the charge line starts with, whatever the amount. */
const CHARGE_LINE = TEXTS.willBeCharged('\u0000').split('\u0000')[0] ?? '';

/**
 * 000 §9 (multi-currency converts through a shop-base rate table) and decision 0281 (the checkout
 * charges in the shop currency): a shopper who picked euros on the dollar shop sees the totals in
 * euros, and is told under them the dollar amount the card or PayPal will be charged
 * (docs/decisions/0646). In the shop's own currency there is nothing to tell.
 */
describe('the amount charged in the shop currency (000 §9; decision 0281)', () => {
  it('with euros picked on the USD shop, the totals say the USD amount that will be charged', async () => {
    const storefront = suite.open();
    const facade = await teeCheckout(storefront, 'EUR');
    render(
      <StorefrontProvider storefront={storefront}>
        <MemoryRouter>
          <Summary token={facade.view().token} />
        </MemoryRouter>
      </StorefrontProvider>,
    );
    const summary = await screen.findByRole('complementary', { name: TEXTS.orderSummary }, SETTLED);
    // The total is shown in euros…
    await waitFor(() => expect(summary.querySelector('.order-total')?.textContent).toContain('EUR'), SETTLED);
    // …and under it, the dollars charged.
    expect(within(summary).getByText(TEXTS.willBeCharged(chargedTotal(facade)))).toBeTruthy();
  });

  it('in the shop currency (USD), no charge line', async () => {
    const storefront = suite.open();
    const facade = await teeCheckout(storefront, 'USD');
    render(
      <StorefrontProvider storefront={storefront}>
        <MemoryRouter>
          <Summary token={facade.view().token} />
        </MemoryRouter>
      </StorefrontProvider>,
    );
    const summary = await screen.findByRole('complementary', { name: TEXTS.orderSummary }, SETTLED);
    await waitFor(() => expect(summary.querySelector('.order-total')?.textContent).toContain('USD'), SETTLED);
    expect(chargedTotal(facade)).toMatch(/^\$\d/);
    expect(summary.textContent).not.toContain(CHARGE_LINE);
  });
});
