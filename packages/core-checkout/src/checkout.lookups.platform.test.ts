import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalBalance, payAdditionalBalance } from './checkout-additional';
import { checkoutTaxOf, shippingCountries, zipCodes } from './checkout.lookups';
import { CARDS, startPlatform, type TestPlatform } from './checkout.platform.fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

const testCard = (number: string) => ({ card_number: number, exp_month: 12, exp_year: 2040, cvc: '123' });

describe('checkout look-ups (001 §5, §7)', () => {
  it('shipping countries, zip codes and tax in minor units', async () => {
    const transport = platform.transport();
    const countries = await shippingCountries(transport);
    expect(countries.ok && countries.value.type).toMatch(/\S/);
    const zips = await zipCodes(transport, 'US', '9');
    expect(zips.ok).toBe(true);
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const tax = await checkoutTaxOf(transport, checkoutToken, { amount: 10_000, currency: 'USD' });
    expect(tax.ok).toBe(true);
    if (tax.ok && tax.value) expect(tax.value.amount).toBeGreaterThanOrEqual(0);
  });
});

describe('checkout-additional (001 §2, §7, §8)', () => {
  it('reads the balance, refuses a changed amount with the spec text, then pays it', async () => {
    const transport = platform.transport();
    const balance = await additionalBalance(transport, 'ord_demo_1003');
    expect(balance.ok && balance.value.balance).toEqual({ amount: 1250, currency: 'USD' });
    const changed = await payAdditionalBalance(transport, 'ord_demo_1003', {
      amount: { amount: 1000, currency: 'USD' },
      paymentData: testCard(CARDS.ok),
    });
    expect(changed).toMatchObject({
      ok: false,
      error: { code: 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE', text: 'additional balance changed' },
    });
    const paid = await payAdditionalBalance(transport, 'ord_demo_1003', {
      amount: { amount: 1250, currency: 'USD' },
      paymentData: testCard(CARDS.ok),
    });
    expect(paid).toEqual({ ok: true, value: { status: 'paid' } });
    const after = await additionalBalance(transport, 'ord_demo_1003');
    expect(after.ok && after.value.balance.amount).toBe(0);
  });
});
