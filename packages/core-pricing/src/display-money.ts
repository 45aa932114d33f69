import { convertMoney, type ExchangeRates } from './convert-money';
import { fromMinorUnits } from './currency-decimals';
import { formatMoney } from './format-money';
import { type Money, moneyOf } from './money';
import { DEFAULT_LOCALE } from './pricing.constants';
import { languageTag } from './language-tag';

/**
 * The currency a visitor sees prices in, as every facade takes it (`catalog.configure`,
 * `cart.configure`, the checkout's `configure`): the currency resolved per 000 §9 (URL query,
 * currency cookie, visitor country, shop currency; `resolveCurrency`), the locale, and the
 * shop-base rate table prices convert through. Serialisable; declared once, here.
 *
 * @remarks
 * Amounts the platform sends stay in the shop currency below the facades; only what a facade hands
 * out is converted (docs/decisions/0280-display-currency-in-facades.md).
 *
 * @example
 * ```ts
 * const display: DisplayCurrency = {
 *   currency: 'EUR',
 *   locale: 'de-DE',
 *   rates: { base: 'USD', rates: { EUR: 0.92 } },
 * };
 * ```
 */
export interface DisplayCurrency {
  /** ISO 4217 code, upper-case: the currency prices are shown in. */
  readonly currency: string;
  /** The visitor's locale (000 §9), e.g. `'en-US'`. */
  readonly locale: string;
  /** The shop-base rate table (`base` is the shop currency); without it prices stay as they are. */
  readonly rates?: ExchangeRates | undefined;
}

/**
 * {@link Money} in the display currency that remembers the shop-currency amount it was converted
 * from (`shop`), the amount the platform charges. `shop` is present only when the price was
 * converted; {@link shopMoney} reads it either way.
 */
export interface DisplayMoney extends Money {
  /** The same price in the shop currency, as the platform sent it (present when converted). */
  readonly shop?: Money;
}

/**
 * A shop-currency price in the display currency: converted through the shop-base rate table and
 * rounded once, half away from zero, to the display currency's minor units (`convertMoney`,
 * docs/decisions/0102). The result keeps the original as `shop`. A price already in the display
 * currency is kept as it is; a price shown in another currency is converted again from its `shop`
 * amount (never from a converted one). No display currency gives the shop amount; no rate table or
 * a failed conversion (no rate: decision 0102's fallback) the shop amount too: never a wrong one.
 *
 * @example
 * ```ts
 * const display = { currency: 'EUR', locale: 'de-DE', rates: { base: 'USD', rates: { EUR: 0.92 } } };
 * toDisplayMoney({ amount: 1000, currency: 'USD' }, display);
 * // { amount: 920, currency: 'EUR', shop: { amount: 1000, currency: 'USD' } }
 * toDisplayMoney({ amount: 1000, currency: 'USD' }, undefined); // { amount: 1000, currency: 'USD' }
 * ```
 */
export function toDisplayMoney(
  money: DisplayMoney,
  display: DisplayCurrency | null | undefined,
): DisplayMoney {
  const target = display?.currency.trim().toUpperCase();
  // Already shown in it (a converted price, or a sum of converted prices): kept as it is.
  if (money.currency.toUpperCase() === target) return money;
  const original = shopMoney(money);
  if (!display?.rates || target === undefined || original.currency === target) return original;
  const converted = convertMoney(fromMinorUnits(original.amount, original.currency), {
    from: original.currency,
    to: target,
    rates: display.rates,
  });
  if (!converted.ok) return original;
  return { ...moneyOf(converted.amount, converted.currency), shop: original };
}

/**
 * The shop-currency amount of a price a facade handed out: its `shop` when it was converted, else
 * the price itself. Use it for what goes back to the platform or to a host that needs the charged
 * amount (tracking, a post-purchase price).
 *
 * @example
 * ```ts
 * shopMoney({ amount: 920, currency: 'EUR', shop: { amount: 1000, currency: 'USD' } });
 * // { amount: 1000, currency: 'USD' }
 * shopMoney({ amount: 1000, currency: 'USD' }); // { amount: 1000, currency: 'USD' }
 * ```
 */
export function shopMoney(money: DisplayMoney): Money {
  const source = money.shop ?? money;
  return { amount: source.amount, currency: source.currency };
}

/**
 * Whether two display currencies show every price alike (same currency, locale, base and rate of
 * the currency), so a facade re-converts only on a real change.
 */
export function sameDisplayCurrency(
  a: DisplayCurrency | null | undefined,
  b: DisplayCurrency | null | undefined,
): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.currency === b.currency && a.locale === b.locale && displayKey(a) === displayKey(b);
}

/**
 * A short key of what a conversion to `display` depends on (target currency, base, the target's
 * rate), for memoising converted views. `''` when nothing converts.
 */
export function displayKey(display: DisplayCurrency | null | undefined): string {
  const target = display?.currency.toUpperCase();
  return display?.rates && target
    ? `${display.rates.base.toUpperCase()}>${target}@${display.rates.rates[target] ?? ''}`
    : '';
}

/** What {@link formatDisplayMoney} writes a price with. */
export interface FormatDisplayMoneyOptions {
  /** The shop's money format (000 §9 Price formats), for prices in the shop currency. */
  readonly moneyFormat?: string | undefined;
  /** The visitor's locale, for prices in another currency (`DEFAULT_LOCALE` when absent). */
  readonly locale?: string | undefined;
  /** The shop currency, when known: a price in any other currency is written by the locale. */
  readonly shopCurrency?: string | undefined;
}

/**
 * A price as text (docs/decisions/0191): in the shop currency with the shop's money format
 * (`formatMoney`); converted to another currency with the locale's currency conventions
 * (`Intl.NumberFormat(locale, { style: 'currency' })`), since the shop's format names the shop's
 * own symbol. A price is "converted" when it carries a `shop` amount in another currency, or when
 * `shopCurrency` is given and differs.
 *
 * @example
 * ```ts
 * formatDisplayMoney({ amount: 1000, currency: 'USD' }, { moneyFormat: '${{amount}}' }); // '$10.00'
 * formatDisplayMoney(
 *   { amount: 920, currency: 'EUR', shop: { amount: 1000, currency: 'USD' } },
 *   { locale: 'de-DE' },
 * ); // '9,20 €'
 * ```
 */
export function formatDisplayMoney(money: DisplayMoney, options: FormatDisplayMoneyOptions = {}): string {
  const currency = money.currency.toUpperCase();
  const major = fromMinorUnits(money.amount, currency);
  const converted =
    (money.shop !== undefined && money.shop.currency.toUpperCase() !== currency) ||
    (options.shopCurrency !== undefined && options.shopCurrency.toUpperCase() !== currency);
  if (!converted) return formatMoney(major, options.moneyFormat);
  try {
    return new Intl.NumberFormat(languageTag(options.locale ?? DEFAULT_LOCALE), {
      style: 'currency',
      currency,
    }).format(major);
  } catch {
    // A locale the runtime does not know: the default locale's conventions.
    return new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency }).format(major);
  }
}
