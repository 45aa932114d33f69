import type { Db } from '../db/client';
import { findPaymentMethod } from '../payments/payment-methods';
import type { Shop } from '../shop';
import type { LoadedCheckout } from './checkout-store';
import { priceCheckout } from './checkout-pricing';
import { openCheckoutResult } from './checkout-view';
import { countActiveCodes } from './discount-store';

/** Prices an open checkout and builds its info result (001 §7 info). */
export async function openInfo(db: Db, shop: Shop, loaded: LoadedCheckout, country?: string) {
  const { checkout } = loaded;
  const priced = await priceCheckout(db, shop, loaded.cart, checkout, { country });
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
