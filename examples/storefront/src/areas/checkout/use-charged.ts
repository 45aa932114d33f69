import { type DisplayMoney, formatDisplayMoney, shopMoney } from '@vitrine/core-pricing';
import { useFacadeSelector, useMoney, useStorefront } from '@vitrine/react';
import type { PricingSnapshot } from '@vitrine/sdk';

/**
 * An amount to be paid shown in another currency than the shop's, as the shop charges it (000 §9:
 * converted through a shop-base rate table; decision 0281: the checkout charges in the shop
 * currency): the platform's amount the SDK keeps as `shop`, written with the shop's money format
 * and its currency code, e.g. `'$100.00 USD'` (docs/decisions/0646). `undefined` when the amount
 * is the shop's own, or not known yet. A checkout's total, an additional balance, a post-purchase
 * offer's price.
 */
export function useCharged(total: DisplayMoney | undefined): string | undefined {
  const { pricing } = useStorefront();
  const { locale } = useMoney();
  const moneyFormat = useFacadeSelector(pricing, (snapshot: PricingSnapshot) => snapshot.moneyFormat);
  if (!total) return undefined;
  const charged = shopMoney(total);
  const code = charged.currency.toUpperCase();
  if (code === total.currency.toUpperCase()) return undefined;
  // Not converted again: the shop amount, in the shop currency's own format.
  const text = formatDisplayMoney(charged, { moneyFormat, locale, shopCurrency: code });
  return text.includes(code) ? text : `${text} ${code}`;
}
