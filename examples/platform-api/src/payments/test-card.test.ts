import { describe, expect, it } from 'vitest';
import { sandboxDecision } from './sandbox';
import { decideCard, luhnValid } from './test-card';

const now = new Date('2026-06-15T00:00:00Z');
const card = (card_number: string, exp: { exp_month?: number; exp_year?: number } = {}) => ({
  card_number,
  ...exp,
});

describe('test gateway cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'approve'],
    ['4000 0000 0000 0002', 'decline'],
    ['4000-0000-0000-3220', 'three_d_secure'],
    ['4000000000000119', 'slow'],
    ['5555 5555 5555 4444', 'approve'],
    ['4242 4242 4242 4241', 'invalid'],
    ['', 'invalid'],
  ])('%s → %s', (number, kind) => {
    expect(decideCard(card(number), now).kind).toBe(kind);
  });

  it('declines an expired card and keeps the last four digits', () => {
    expect(decideCard(card('4242424242424242', { exp_month: 5, exp_year: 26 }), now)).toEqual({
      kind: 'decline',
      last4: '4242',
      message: 'Your card has expired.',
    });
    expect(decideCard(card('4242424242424242', { exp_month: 6, exp_year: 2026 }), now).kind).toBe('approve');
  });

  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
  });
});

describe('sandbox providers', () => {
  it.each([
    ['stripe', { payment_method: 'pm_card_visa' }, 'approve'],
    ['stripe', { payment_method: 'pm_card_chargeDeclined' }, 'decline'],
    ['braintree', { nonce: 'fake-processor-declined-visa-nonce' }, 'decline'],
    ['cardpay', {}, 'invalid'],
    ['paypal-express', { provider_order_id: 'PAYID-1' }, 'needs_provider_order'],
    ['paypal-pro', {}, 'invalid'],
  ] as const)('%s %j → %s', (provider, data, kind) => {
    expect(sandboxDecision(provider, data).kind).toBe(kind);
  });
});
