import type { Cart as WireCart } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { toCartContents, toCartLine, toWireAdd } from './cart.map';

const wire: WireCart = {
  items: [
    {
      item_id: 12,
      variant_id: 7,
      product_id: 3,
      qty: 2,
      price: 19.99,
      line_price: 39.98,
      title: 'Classic Crew Tee',
      variant_title: 'M / Blue',
      handle: 'classic-crew-tee',
      image: 'https://cdn.example/tee.jpg',
      properties: [{ name: 'Name', value: 'Ann' }],
    },
    {
      item_id: 'optimistic:8|[]',
      variant_id: 8,
      qty: 3,
      price: 0.1,
      pending: true,
    } as WireCart['items'][number],
  ],
  subtotal_price: 40.28,
  total_price: 36.25,
  total_discounts: 4.03,
  total_quantity: 5,
  currency: 'EUR',
  discount_code: 'SAVE10',
};

describe('cart.map: the wire cart in TypeScript shapes (one place)', () => {
  it('maps lines to camelCase with money in integer minor units plus currency', () => {
    const contents = toCartContents(wire);
    expect(contents.lines[0]).toEqual({
      id: '12',
      variantId: '7',
      productId: '3',
      title: 'Classic Crew Tee',
      variantTitle: 'M / Blue',
      handle: 'classic-crew-tee',
      image: 'https://cdn.example/tee.jpg',
      quantity: 2,
      price: { amount: 1999, currency: 'EUR' },
      lineTotal: { amount: 3998, currency: 'EUR' },
      properties: [{ name: 'Name', value: 'Ann' }],
      pending: false,
    });
  });

  it('gives a pending line a total of unit price × quantity, exact in minor units', () => {
    expect(toCartContents(wire).lines[1]).toMatchObject({
      id: 'optimistic:8|[]',
      productId: undefined,
      title: undefined,
      pending: true,
      lineTotal: { amount: 30, currency: 'EUR' },
    });
  });

  it('maps totals, the item count, the currency and the discount code', () => {
    expect(toCartContents(wire)).toMatchObject({
      itemCount: 5,
      currency: 'EUR',
      discountCode: 'SAVE10',
      totals: {
        subtotal: { amount: 4028, currency: 'EUR' },
        total: { amount: 3625, currency: 'EUR' },
        discounts: { amount: 403, currency: 'EUR' },
      },
    });
  });

  it('uses the default currency (000 §9: USD) and its decimals when the cart names none; JPY has none', () => {
    const bare: WireCart = { items: [], subtotal_price: 0, total_price: 12.5, total_quantity: 0 };
    expect(toCartContents(bare).totals.total).toEqual({ amount: 1250, currency: 'USD' });
    expect(toCartContents(bare).discountCode).toBeUndefined();
    expect(toCartContents({ ...bare, currency: 'JPY', total_price: 1234 }).totals.total).toEqual({
      amount: 1234,
      currency: 'JPY',
    });
    expect(toCartLine({ item_id: 1, variant_id: 1, qty: 1, price: 500 }, 'JPY').price).toEqual({
      amount: 500,
      currency: 'JPY',
    });
  });

  it('names the currency in upper case, pending line totals included', () => {
    const lower = { ...wire, currency: 'eur' };
    expect(toCartContents(lower).currency).toBe('EUR');
    expect(toCartContents(lower).lines[1]?.lineTotal).toEqual({ amount: 30, currency: 'EUR' });
  });

  it('gives the same contents object for the same wire cart (stable selections)', () => {
    expect(toCartContents(wire)).toBe(toCartContents(wire));
    expect(toCartContents({ ...wire })).not.toBe(toCartContents(wire));
  });

  it('sends property names and values as strings whatever a script passed', () => {
    const fromScript = {
      variantId: 7,
      quantity: 1,
      properties: [{ name: 'Size', value: 42 }],
    } as unknown as Parameters<typeof toWireAdd>[0];
    expect(toWireAdd(fromScript).properties).toEqual([{ name: 'Size', value: '42' }]);
  });

  it('maps what the shopper adds back to the wire payload', () => {
    expect(toWireAdd({ variantId: '7', quantity: 2 })).toEqual({ variant_id: '7', qty: 2 });
    expect(
      toWireAdd({
        variantId: 7,
        quantity: 1,
        properties: [{ name: 'Name', value: 'Ann' }],
        app: 'upsell',
        metadata: { offer: 9 },
        postPurchasePrice: { amount: 1999, currency: 'USD' },
      }),
    ).toEqual({
      variant_id: 7,
      qty: 1,
      properties: [{ name: 'Name', value: 'Ann' }],
      app: 'upsell',
      metadata: { offer: 9 },
      post_purchase_price: 19.99,
    });
  });

  it('sends a price shown in another currency back in the shop currency (decision 0281)', () => {
    const shown = { amount: 1839, currency: 'EUR', shop: { amount: 1999, currency: 'USD' } };
    expect(toWireAdd({ variantId: 7, quantity: 1, postPurchasePrice: shown }).post_purchase_price).toBe(
      19.99,
    );
  });
});
