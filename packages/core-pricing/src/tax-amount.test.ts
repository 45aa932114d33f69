import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNumber } from './decimal';
import { taxAmount } from './tax-amount';

describe('taxAmount', () => {
  // 001 §5 Tax: TotalCartCost minus the amount, floored at 0; nothing when TotalCartCost is missing.
  it.each([
    [110, 100, 10],
    [110.3, 100, 10.3],
    [0.3, 0.1, 0.2],
    [100, 100, 0],
    [90, 100, 0],
    [0, 0, 0],
    [undefined, 100, undefined],
    [null, 100, undefined],
    [Number.NaN, 100, undefined],
    [110, Number.NaN, undefined],
  ])('TotalCartCost %s and amount %s give a tax of %s', (total, amount, tax) => {
    expect(taxAmount(total, amount)).toBe(tax);
  });

  it('is never negative and equals the exact difference of cent amounts (001 §9)', () => {
    const money = fc.integer({ min: 0, max: 10 ** 12 });
    fc.assert(
      fc.property(money, money, (totalCents, amountCents) => {
        const tax = taxAmount(toNumber(BigInt(totalCents), 2), toNumber(BigInt(amountCents), 2));
        const exact = totalCents > amountCents ? toNumber(BigInt(totalCents - amountCents), 2) : 0;
        expect(tax).toBe(exact);
      }),
    );
  });
});
