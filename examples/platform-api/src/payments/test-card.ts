/** The test gateway's cards (documented in PAYMENTS.md). */
export const TEST_CARDS = {
  /** Always approved. */
  success: '4242424242424242',
  /** Always declined. */
  declined: '4000000000000002',
  /** Needs a 3-D Secure step (requires_action + redirect_url). */
  threeDSecure: '4000000000003220',
  /** Approved after the slow-card delay (30 s unless injected). */
  slow: '4000000000000119',
} as const;

/** Text of a declined card. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** What the test gateway decides for a card. */
export type CardDecision =
  | { kind: 'approve'; last4: string }
  | { kind: 'slow'; last4: string }
  | { kind: 'three_d_secure'; last4: string }
  | { kind: 'decline'; last4: string; message: string }
  | { kind: 'invalid'; message: string };

/** Whether a digit string passes the Luhn check. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The test gateway's decision for `payment_data` ({ card_number, exp_month?, exp_year?, cvc? }):
 * the four test cards behave as named; any other Luhn-valid number is approved; an expired card
 * is declined; anything else is invalid.
 */
export function decideCard(paymentData: Record<string, unknown> | undefined, now: Date): CardDecision {
  const number = text(paymentData?.card_number ?? paymentData?.number).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || !luhnValid(number)) {
    return { kind: 'invalid', message: 'Your card number is incorrect.' };
  }
  const last4 = number.slice(-4);
  const month = Number(text(paymentData?.exp_month));
  const rawYear = Number(text(paymentData?.exp_year));
  if (month >= 1 && month <= 12 && rawYear > 0) {
    const year = rawYear < 100 ? 2000 + rawYear : rawYear;
    const expired =
      year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (expired) return { kind: 'decline', last4, message: 'Your card has expired.' };
  }
  if (number === TEST_CARDS.declined) return { kind: 'decline', last4, message: CARD_DECLINED_MESSAGE };
  if (number === TEST_CARDS.threeDSecure) return { kind: 'three_d_secure', last4 };
  if (number === TEST_CARDS.slow) return { kind: 'slow', last4 };
  return { kind: 'approve', last4 };
}
