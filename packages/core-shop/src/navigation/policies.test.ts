import { describe, expect, it } from 'vitest';
import { isPageShown, isPolicyShown } from './policies';

describe('isPolicyShown', () => {
  // 000 §2 Policies page
  it.each([
    ['privacy-policy', false, true],
    ['refund-policy', false, true],
    ['shipping-policy', false, true],
    ['terms-of-service', false, true],
    ['dmca-policy', false, true],
    ['ip', true, true],
    ['ip', false, false],
    ['cookie-policy', true, false],
    ['', true, false],
  ])('%j with visible_link %s is shown: %s', (handle, visibleLink, shown) => {
    expect(isPolicyShown(handle, visibleLink)).toBe(shown);
  });
});

describe('isPageShown (000 §2: /pages/ip only with visible_link)', () => {
  it.each([
    ['faq', false, true],
    ['ip', false, false],
    [' ip ', false, false],
    ['ip', true, true],
  ])('%s with visible_link %s: %s', (handle, visibleLink, shown) => {
    expect(isPageShown(handle, visibleLink)).toBe(shown);
  });
});
