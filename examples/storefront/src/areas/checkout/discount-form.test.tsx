// @vitest-environment happy-dom
/**
 * The checkout's discount code against the reference platform in process (001 §2 "applies or
 * removes a discount code"; §8 "Invalid or used discount on checkout info"): a code on the
 * checkout that stopped applying shows its text and can still be removed.
 */
import { StorefrontProvider, useCheckout } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformSuite, productOf } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { DiscountForm } from './discount-form';

const suite = platformSuite();

/** The discount form of the checkout `token`. */
function Discount({ token }: { readonly token: string }) {
  return <DiscountForm page={useCheckout(token)} />;
}

/** Adds one of the first available variant of `handle`; the line's id. */
async function addOne(storefront: Storefront, handle: string): Promise<string> {
  const variant = (await productOf(storefront, handle)).variants.find((v) => v.available);
  if (!variant) throw new Error(`no ${handle} in stock`);
  const added = await storefront.cart.add({ variantId: variant.id, quantity: 1 });
  if (!added.ok) throw new Error(added.error.code);
  const line = added.value.lines.find((l) => l.variantId === String(variant.id));
  if (!line) throw new Error(`no line of ${handle}`);
  return line.id;
}

describe('the discount form (001 §2, §8)', () => {
  it('a code that stopped applying to the cart shows its text and can be removed', async () => {
    const storefront = suite.open();
    // SHOESONLY takes 20 % off the apparel collection (the seed): the tee's line
    const tee = await addOne(storefront, 'classic-crew-tee');
    await addOne(storefront, 'custom-photo-mug');
    const opened = await storefront.checkout();
    if (!opened.ok) throw new Error(opened.error.code);
    expect((await opened.value.load()).ok).toBe(true);
    const applied = await opened.value.applyDiscount('SHOESONLY');
    expect(applied.ok && applied.value.discount.applied).toBe(true);
    // the tee leaves the cart: the code is still on the checkout, and no longer applies
    expect((await storefront.cart.remove(tee)).ok).toBe(true);
    // the checkout fetched again, as when the shopper comes back to it
    const reloaded = await opened.value.load();
    expect(reloaded.ok && reloaded.value.discount).toMatchObject({ code: 'SHOESONLY', applied: false });
    render(
      <StorefrontProvider storefront={storefront}>
        <Discount token={opened.value.view().token} />
      </StorefrontProvider>,
    );
    await screen.findByText("SHOESONLY discount code isn't valid for the items in your cart.", undefined, {
      timeout: 15_000,
    });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.removeDiscount('SHOESONLY') }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: TEXTS.removeDiscount('SHOESONLY') })).toBeNull();
    const checkout = opened.value.view().checkout;
    expect(checkout?.discount.code).toBeUndefined();
  }, 60_000);
});
