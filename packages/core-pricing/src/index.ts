export { applyPercentageDiscount } from './percentage-discount';
export { convertMoney } from './convert-money';
export type {
  ConvertMoneyError,
  ConvertMoneyErrorCode,
  ConvertMoneyOptions,
  ConvertMoneyResult,
  ExchangeRates,
} from './convert-money';
export { currencyDecimals, fromMinorUnits, toMinorUnits } from './currency-decimals';
export { formatDate } from './format-date';
export { formatMoney } from './format-money';
export type { MoneyFormat, MoneyPlaceholder } from './format-money';
export { isFreeShipping } from './free-shipping';
export type { ChosenShippingMethod, FreeShippingInput, OverriddenDiscount } from './free-shipping';
export { isDataUri, srcSet } from './image-src-set';
export { cartSubtotal, discountWithinLines, lineTotal, sumMoney } from './money-totals';
export type { MoneyLine, ShownAmount } from './money-totals';
export type {
  CurrencyOption,
  MultiCurrencySettings,
  QueryParams,
  ResolveCurrencyInput,
  ResolveLocaleInput,
} from './multi-currency.types';
export {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  DEFAULT_MONEY_FORMAT,
  DEFAULT_WALLET_AMOUNT,
  IMAGE_SRCSET_WIDTHS,
  MONEY_PLACEHOLDERS,
  PHONE_MAX_DIGITS,
  WALLET_DECIMAL_CURRENCIES,
} from './pricing.constants';
export { currencyFollowsCountry, pickableCurrencies, resolveCurrency } from './resolve-currency';
export { languageTag } from './language-tag';
export { localeFollowsCountry, pickableLocales, resolveLocale, supportedLocale } from './resolve-locale';
export { taxAmount } from './tax-amount';
export { walletAmount } from './wallet-amount';
export { walletPhone } from './wallet-phone';
export type { Money } from './money';
export { moneyOf } from './money';
export {
  displayKey,
  formatDisplayMoney,
  sameDisplayCurrency,
  shopMoney,
  toDisplayMoney,
} from './display-money';
export type { DisplayCurrency, DisplayMoney, FormatDisplayMoneyOptions } from './display-money';
