import { describe, expect, it } from 'vitest';
import { previewPagePath } from './preview-page-path';
import { isPreviewSampleOrderToken } from './preview.constants';
import { PREVIEW_SAMPLE_ORDER } from './sample-order';

describe('PREVIEW_SAMPLE_ORDER', () => {
  it('is the order the thankyou preview page opens (001 §2 sample token)', () => {
    const token = PREVIEW_SAMPLE_ORDER.order.token;
    expect(previewPagePath('thankyou')).toBe(`/orders/${token}`);
    expect(isPreviewSampleOrderToken(token)).toBe(true);
    expect(isPreviewSampleOrderToken('a-real-order-token')).toBe(false);
  });

  it('has totals that add up, so the fake order status looks right', () => {
    const { items, subtotal_price, total_shipping, total_tax, total_discounts, total_price } =
      PREVIEW_SAMPLE_ORDER.totals;
    const cents = (amount: number) => Math.round(amount * 100);
    for (const line of items) expect(cents(line.line_item_price)).toBe(cents(line.price) * line.qty);
    expect(items.reduce((sum, line) => sum + cents(line.line_item_price), 0)).toBe(cents(subtotal_price));
    expect(cents(subtotal_price) + cents(total_shipping) + cents(total_tax) - cents(total_discounts)).toBe(
      cents(total_price),
    );
    expect(PREVIEW_SAMPLE_ORDER.order.not_fulfilled_items).toEqual(items.map((line) => line.item_id));
  });
});
