import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, mulDivRound, taxOn } from './totals';

const line = (itemId: string, unitPrice: number, qty: number, collectionIds: number[] = []) => ({
  itemId,
  unitPrice,
  qty,
  collectionIds,
});

describe('computeTotals (cents)', () => {
  it('adds lines, shipping and tax with no discount', () => {
    const totals = computeTotals({
      lines: [line('a', 1999, 2), line('b', 500, 1)],
      shippingPrice: 599,
      taxRateMilli: 7250,
    });
    expect(totals).toMatchObject({
      lineItemsTotal: 4498,
      lineItemsDiscount: 0,
      subtotal: 4498,
      shippingFee: 599,
      shipping: 599,
      totalDiscounts: 0,
    });
    // 7.25 % per line (290 + 36) and on shipping (43).
    expect(totals.lines.map((l) => l.tax)).toEqual([290, 36]);
    expect(totals.tax).toBe(290 + 36 + 43);
    expect(totals.total).toBe(4498 + 599 + 369);
  });

  it.each([
    [1000, [999, 1], [100, 0]],
    [2000, [1234, 5678], [247, 1136]],
  ])('takes %i basis points off each line, rounded half up', (basisPoints, prices, discounts) => {
    const totals = computeTotals({
      lines: prices.map((price, index) => line(String(index), price, 1)),
      discount: { type: 'percentage', basisPoints, collectionId: null },
      taxRateMilli: 0,
    });
    expect(totals.lines.map((l) => l.discount)).toEqual(discounts);
  });

  it('limits a collection discount to lines of the collection', () => {
    const totals = computeTotals({
      lines: [line('tee', 2400, 1, [7]), line('mug', 1950, 1, [9])],
      discount: { type: 'percentage', basisPoints: 2000, collectionId: 7 },
      taxRateMilli: 0,
    });
    expect(totals.lines.map((l) => l.discount)).toEqual([480, 0]);
    expect(totals.discountApplies).toBe(true);
    const none = computeTotals({
      lines: [line('mug', 1950, 1, [9])],
      discount: { type: 'percentage', basisPoints: 2000, collectionId: 7 },
      taxRateMilli: 0,
    });
    expect(none.discountApplies).toBe(false);
  });

  it('spreads a fixed amount over the lines and never below zero', () => {
    const totals = computeTotals({
      lines: [line('a', 100, 1), line('b', 200, 1)],
      discount: { type: 'fixed_amount', amount: 500, collectionId: null },
      taxRateMilli: 0,
    });
    expect(totals.lineItemsDiscount).toBe(300);
    expect(totals.total).toBe(0);
    const split = computeTotals({
      lines: [line('a', 1000, 1), line('b', 1000, 1), line('c', 1000, 1)],
      discount: { type: 'fixed_amount', amount: 500, collectionId: null },
      taxRateMilli: 0,
    });
    expect(split.lines.map((l) => l.discount)).toEqual([167, 167, 166]);
  });

  it('makes shipping free and counts it as a discount', () => {
    const totals = computeTotals({
      lines: [line('a', 1000, 1)],
      discount: { type: 'free_shipping' },
      shippingPrice: 599,
      taxRateMilli: 20_000,
    });
    expect(totals).toMatchObject({
      shippingFee: 599,
      shippingDiscount: 599,
      shipping: 0,
      totalDiscounts: 599,
    });
    expect(totals.tax).toBe(200);
    expect(totals.total).toBe(1200);
  });

  it('ignores quantities below 1 and fractions', () => {
    expect(
      computeTotals({ lines: [line('a', 1000, 0), line('b', 1000, 2.7)], taxRateMilli: 0 }).lineItemsTotal,
    ).toBe(2000);
  });
});

describe('money helpers', () => {
  it('rounds half up on integers', () => {
    expect(mulDivRound(599, 7250, 100_000)).toBe(43);
    expect(mulDivRound(50, 1, 100)).toBe(1);
    expect(mulDivRound(49, 1, 100)).toBe(0);
  });

  it('allocates exactly the amount', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });

  it('taxes an amount (TotalCartCost = amount + tax)', () => {
    expect(taxOn(10_000, 7250)).toBe(725);
    expect(taxOn(-5, 7250)).toBe(0);
  });
});
