import { PHONE_MAX_DIGITS } from './pricing.constants';

/**
 * The phone number to send with a wallet express (PayPal) order: its digits only, or `undefined`
 * (the phone is dropped) when it has more than `PHONE_MAX_DIGITS` (14) digits or none at all. See
 * docs/decisions/0104-wallet-express.md.
 *
 * @remarks 000 §5 Other rules; 001 §5 PayPal order request; 000 §9 (phone maximum 14 digits).
 * @example
 * ```ts
 * walletPhone('+1 (555) 010-9999'); // '15550109999'
 * walletPhone('+44 20 7946 0958 ext. 12345'); // undefined (16 digits)
 * ```
 */
export function walletPhone(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 0 || digits.length > PHONE_MAX_DIGITS ? undefined : digits;
}
