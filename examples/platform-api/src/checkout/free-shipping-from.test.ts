import { describe, expect, it } from 'vitest';
import { freeShippingFrom, type ShippingRateRow } from './shipping';

const rate = (price: number, minSubtotal: number | null, ruleType = 'price_based'): ShippingRateRow => ({
  id: 1,
  zoneId: 1,
  methodCode: 'm',
  title: 'M',
  carrierCode: 'vitrine-post',
  price,
  minSubtotal,
  ruleType,
  position: 0,
});

// docs/decisions/0432: the lowest minimum subtotal of a zone's free price-based rates.
describe('freeShippingFrom', () => {
  it('is the minimum of the free price-based rate (the demo US zone: $100)', () => {
    expect(freeShippingFrom([rate(5.99, null), rate(14.99, null), rate(0, 100)])).toBe(100);
    expect(freeShippingFrom([rate(0, 150), rate(0, 80), rate(5, 20)])).toBe(80);
  });

  it('names nothing when no rate is free, a free rate has no minimum, or the rule is not price-based', () => {
    expect(freeShippingFrom([rate(5.99, null), rate(4, 50)])).toBeUndefined();
    expect(freeShippingFrom([rate(0, null), rate(0, 100)])).toBeUndefined();
    expect(freeShippingFrom([rate(0, 100, 'weight_based')])).toBeUndefined();
    expect(freeShippingFrom([])).toBeUndefined();
  });
});
