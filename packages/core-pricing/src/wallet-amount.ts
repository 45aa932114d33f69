import { currencyDecimals } from './currency-decimals';
import { decimalOf, roundToScale, toNumber } from './decimal';
import { DEFAULT_CURRENCY, DEFAULT_WALLET_AMOUNT, WALLET_DECIMAL_CURRENCIES } from './pricing.constants';

function keepsDecimals(currency: string): boolean {
  return (WALLET_DECIMAL_CURRENCIES as readonly string[]).includes(currency);
}

/**
 * The amount to send with a wallet express (PayPal) order: kept with its decimals (rounded to the
 * currency's cents) for the currencies of `WALLET_DECIMAL_CURRENCIES`, rounded half away from zero
 * to an integer for every other currency (JPY, HUF, TWD, ...). A missing or non-finite amount is
 * `DEFAULT_WALLET_AMOUNT`; a missing currency is `DEFAULT_CURRENCY`. See
 * docs/decisions/0104-wallet-express.md.
 *
 * @remarks 000 §5 Other rules; 001 §5 PayPal order request; 000 §9 (default amount 0.1, currency USD).
 * @example
 * ```ts
 * walletAmount(19.99, 'EUR'); // 19.99
 * walletAmount(1234.5, 'JPY'); // 1235
 * walletAmount(); // 0.1
 * ```
 */
export function walletAmount(
  amount: number | null | undefined = DEFAULT_WALLET_AMOUNT,
  currency: string | null | undefined = DEFAULT_CURRENCY,
): number {
  const code = (currency ?? DEFAULT_CURRENCY).trim().toUpperCase() || DEFAULT_CURRENCY;
  const exact = decimalOf(amount ?? DEFAULT_WALLET_AMOUNT) ?? decimalOf(DEFAULT_WALLET_AMOUNT);
  if (exact === undefined) return DEFAULT_WALLET_AMOUNT;
  const decimals = keepsDecimals(code) ? currencyDecimals(code) : 0;
  return toNumber(roundToScale(exact, decimals), decimals);
}
