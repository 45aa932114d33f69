import { formatDate, type Money, toDisplayMoney } from '@vitrine/core-pricing';
import {
  formatInSnapshot,
  type PricingError,
  type PricingSnapshot,
  selectDisplayCurrency,
} from '@vitrine/sdk';
import type { Result } from '@vitrine/ports';
import { useMemo } from 'react';
import { useStorefront } from '../context';
import { useFacadeSelector } from '../select';

/** What {@link useMoney} returns. */
export interface MoneyState {
  /** The resolved display currency (000 §9) and the shop's, the currencies a shopper may pick. */
  readonly currency: string;
  readonly shopCurrency: string;
  readonly locale: string;
  readonly currencies: readonly string[];
  /** The locales a shopper may pick: the shop's supported_locales, its own first when they leave it out (empty when multi-locale is off). */
  readonly locales: readonly string[];
  /** `money` converted to the display currency and formatted, e.g. `'€18.40'`. */
  readonly format: (money: Money) => string;
  readonly convert: (money: Money) => Money;
  /** A platform date (ISO 8601) written the locale's way, e.g. `'24 nov. 2026'` (core-pricing's `formatDate`). */
  readonly formatDate: (value: string) => string;
  /** Switches the display currency (kept in the currency cookie); every price re-renders. */
  readonly setCurrency: (code: string) => Result<string, PricingError>;
  /**
   * Switches the locale (kept in the locale cookie, 000 §9): every price and description
   * re-renders at once, without loading the page again (docs/decisions/0452).
   */
  readonly setLocale: (code: string) => Result<string, PricingError>;
}

/**
 * Money in the shopper's currency and locale. Components that format prices re-render when the currency,
 * the locale or the rates change, and only then.
 *
 * @example
 * ```tsx
 * const { format } = useMoney();
 * return <span>{format(line.price)}</span>;
 * ```
 */
export function useMoney(): MoneyState {
  const { pricing } = useStorefront();
  // The pricing snapshot changes only with the currency, locale, format or rates.
  const snapshot = useFacadeSelector(pricing, (s: PricingSnapshot) => s);
  // A new currency makes a new formatter, so memoised children that receive it re-render. Both
  // read the snapshot the hook was given (the held one while a page hydrates), as `pricing.format`
  // and `pricing.convert` do the live one: a price hydrates as the server wrote it.
  const { format, convert, date } = useMemo(() => {
    const display = selectDisplayCurrency(snapshot);
    return {
      format: (money: Money) => formatInSnapshot(snapshot, money),
      convert: (money: Money) => toDisplayMoney(money, display),
      date: (value: string) => formatDate(value, snapshot.locale),
    };
  }, [snapshot]);
  return {
    currency: snapshot.currency,
    shopCurrency: snapshot.shopCurrency,
    locale: snapshot.locale,
    currencies: snapshot.currencies,
    locales: snapshot.locales,
    format,
    convert,
    formatDate: date,
    setCurrency: pricing.setCurrency,
    setLocale: pricing.setLocale,
  };
}
