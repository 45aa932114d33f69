import type { Db } from '../db/client';
import { findPaymentMethod } from '../payments/payment-methods';
import type { Shop } from '../shop';
import type { LoadedCheckout } from './checkout-store';
import { shopCheckoutConfig } from './checkout-store';
import { priceCheckout } from './checkout-pricing';
import { openCheckoutResult } from './checkout-view';
import { countActiveCodes } from './discount-store';
import { freeShippingFrom, zoneFor } from './shipping';

/**
 * The free-shipping threshold of a checkout with no country yet: the shop's default country's
 * (docs/decisions/0432), so the order summary shows it before the address is entered.
 */
async function defaultFreeShippingFrom(db: Db, shopId: number): Promise<number | undefined> {
  const { defaultCountry } = await shopCheckoutConfig(db, shopId);
  const zone = await zoneFor(db, shopId, defaultCountry);
  return zone ? freeShippingFrom(zone.rates) : undefined;
}

/** Prices an open checkout and builds its info result (001 §7 info). */
export async function openInfo(db: Db, shop: Shop, loaded: LoadedCheckout, country?: string) {
  const { checkout } = loaded;
  const priced = await priceCheckout(db, shop, loaded.cart, checkout, { country });
  if (priced.country === undefined) priced.freeShippingFrom = await defaultFreeShippingFrom(db, shop.id);
  const paymentMethod =
    checkout.paymentMethodId === null
      ? undefined
      : await findPaymentMethod(db, shop.id, { id: checkout.paymentMethodId });
  return {
    priced,
    result: openCheckoutResult(checkout, priced, {
      countDiscountCode: await countActiveCodes(db, shop.id),
      paymentMethod,
    }),
  };
}
