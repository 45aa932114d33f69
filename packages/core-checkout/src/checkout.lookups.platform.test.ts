import { createMemoryPorts, mathRandom, type StoragePort } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { additionalBalance, payAdditionalBalance } from './checkout-additional';
import {
  addressSuggestions,
  applySuggestion,
  checkoutTaxOf,
  shippingCountries,
  suggestionQuery,
  zipCodes,
} from './checkout.lookups';
import { createCheckout } from './checkout.facade';
import { CARDS, startPlatform, type TestPlatform, US_ADDRESS } from './checkout.platform.fixtures';

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
    // no address yet: no country, no tax
    expect(await checkoutTaxOf(transport, checkoutToken, { amount: 10_000, currency: 'USD' })).toEqual({
      ok: true,
      value: { amount: 0, currency: 'USD' },
    });
    // a US address: the demo shop's 7.25 %, of $100.00 in cents
    const checkout = createCheckout({ transport, token: checkoutToken });
    await checkout.load();
    expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    checkout.stop();
    expect(await checkoutTaxOf(transport, checkoutToken, { amount: 10_000, currency: 'USD' })).toEqual({
      ok: true,
      value: { amount: 725, currency: 'USD' },
    });
  });
});

describe('look-ups through the checkout facade (a host holding only the facade)', () => {
  it('answers countries, zip codes and suggestions while the checkout stays as it was', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const checkout = createCheckout({ transport: platform.transport(), token: checkoutToken });
    await checkout.load();
    const before = checkout.persist();
    const [countries, zips, found] = await Promise.all([
      checkout.shippingCountries(),
      checkout.zipCodes('US', '9'),
      checkout.addressSuggestions('market', ['US']),
    ]);
    expect(countries).toEqual(await shippingCountries(platform.transport()));
    expect(zips).toEqual(await zipCodes(platform.transport(), 'US', '9'));
    expect(found.ok && found.value[0]).toMatchObject({ address1: '1 Market Street', countryCode: 'US' });
    expect(await checkout.addressSuggestions('  ')).toEqual({ ok: true, value: [] });
    // No look-up child is left behind in what the checkout persists.
    expect(Object.keys(checkout.getSnapshot().children)).toEqual([]);
    expect(checkout.persist()).toEqual(before);
    checkout.stop();
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

describe('checkout-additional payments over time (docs/decisions/0242, 0660)', () => {
  /** Owes `balance` (major units) on the seed's order ord_demo_1003 again. */
  const owe = (balance: number) =>
    platform.database.query('UPDATE orders SET additional_balance = $1 WHERE token = $2', [
      balance,
      'ord_demo_1003',
    ]);
  const pay = (storage: StoragePort, card: string) =>
    payAdditionalBalance(
      platform.transport(),
      'ord_demo_1003',
      { amount: { amount: 1250, currency: 'USD' }, paymentData: testCard(card) },
      { storage, random: mathRandom },
    );
  const charged = async () =>
    (
      await platform.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_transactions t JOIN orders o ON o.id = t.order_id
         WHERE o.token = 'ord_demo_1003' AND t.purpose = 'additional' AND t.status = 'succeeded'`,
      )
    )[0]?.n ?? 0;

  it('a card declined, then another card after a reload (the same storage): the balance is paid', async () => {
    await owe(12.5);
    const storage = createMemoryPorts().storage;
    expect(await pay(storage, CARDS.declined)).toMatchObject({ ok: false });
    // A new page of the same browser: the refused attempt is spent, the next card is a new request.
    expect(await pay(storage, CARDS.ok)).toEqual({ ok: true, value: { status: 'paid' } });
  });

  it('a second balance of the same amount, paid with the same card on a new page, is charged too', async () => {
    await owe(12.5);
    const storage = createMemoryPorts().storage;
    const before = await charged();
    expect(await pay(storage, CARDS.ok)).toEqual({ ok: true, value: { status: 'paid' } });
    await owe(12.5);
    expect(await pay(storage, CARDS.ok)).toEqual({ ok: true, value: { status: 'paid' } });
    expect(await charged()).toBe(before + 2);
    const after = await additionalBalance(platform.transport(), 'ord_demo_1003');
    expect(after.ok && after.value.balance.amount).toBe(0);
  });
});

describe('address suggestions (001 §7 here_maps_address_suggestion; docs/decisions/0249)', () => {
  it('suggests camelCase addresses for a keyword within the shop countries', async () => {
    const found = await addressSuggestions(platform.transport(), '  market ', ['us', 'US']);
    expect(found.ok && found.value).toEqual([
      expect.objectContaining({
        address1: '1 Market Street',
        city: 'San Francisco',
        province: 'California',
        provinceCode: 'CA',
        zip: '94105',
        country: 'United States',
        countryCode: 'US',
      }),
      expect.objectContaining({ address1: '100 Market Street', zip: '94103', countryCode: 'US' }),
    ]);
    expect(await addressSuggestions(platform.transport(), 'market', ['FR'])).toEqual({ ok: true, value: [] });
    const anywhere = await addressSuggestions(platform.transport(), 'paris');
    expect(anywhere.ok && anywhere.value.map((a) => a.countryCode)).toEqual(['FR', 'FR']);
  });

  it('a blank keyword answers nothing and makes no call', async () => {
    let calls = 0;
    const counting = (async (input: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      return platform.fetch(input, init);
    }) as typeof fetch;
    expect(await addressSuggestions(platform.transport(counting), '   ', ['US'])).toEqual({
      ok: true,
      value: [],
    });
    expect(calls).toBe(0);
    expect(suggestionQuery('', ['US'])).toBeUndefined();
    expect(suggestionQuery(' 1 Market ', [' us', 'fr', 'US'])).toEqual({
      keyword: '1 Market',
      countries: 'US,FR',
    });
    expect(suggestionQuery('Main', [])).toEqual({ keyword: 'Main' });
  });

  it('a picked suggestion fills the street, city, zip and country and keeps the shopper name, phone and second line', () => {
    expect(
      applySuggestion(
        {
          firstName: 'Dana',
          lastName: 'Demo',
          phone: '+1 555 0100',
          address1: '1 mar',
          address2: 'Apt 4',
          countryCode: 'US',
          rememberMe: true,
        },
        {
          address1: '1 Market Street',
          city: 'San Francisco',
          zip: '94105',
          province: 'California',
          provinceCode: 'CA',
          country: 'United States',
          countryCode: 'US',
        },
      ),
    ).toEqual({
      firstName: 'Dana',
      lastName: 'Demo',
      phone: '+1 555 0100',
      rememberMe: true,
      address1: '1 Market Street',
      address2: 'Apt 4',
      city: 'San Francisco',
      zip: '94105',
      province: 'California',
      provinceCode: 'CA',
      country: 'United States',
      countryCode: 'US',
    });
  });
});
