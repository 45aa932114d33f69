import type { HttpError } from '../errors';
import { isEmail } from '../routes/forms';
import type { PricedCheckout } from './checkout-pricing';
import { CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import type { CheckoutRow } from './checkout-store';
import { couponFailure } from './coupon-routes';

/**
 * The refusal of a payment whose checkout carries a discount code that no longer applies (its
 * last use went to another order, the code was turned off, its items left the cart), or undefined.
 * Paid without it, the total would not be the one the shopper was shown with the code: the
 * payment answers the code's problem instead, with 001 §8's text (a used-up code: 400
 * DISCOUNT_USED '<CODE> discount code has already been used.'), and charges nothing. The shopper
 * pays the full price once the code is removed (docs/decisions/0607).
 */
export function discountRefusal(priced: PricedCheckout): HttpError | undefined {
  if (!priced.discountCode || !priced.discount || priced.discount.ok) return undefined;
  return couponFailure(priced.discount.problem, priced.discountCode);
}

/**
 * Refuses to take payment for a checkout that cannot become an order: no lines, a line out of
 * stock (ITEM_OUT_STOCK, 001 §8), no e-mail, no shipping address, a country or variant that does
 * not ship, no valid shipping method, a discount code that no longer applies (discountRefusal).
 * @throws HttpError 400 / 409 with the checkout error codes; 400 with the coupon error codes
 */
export function assertReadyForOrder(checkout: CheckoutRow, priced: PricedCheckout): void {
  if (priced.lines.length === 0) throw checkoutFailure(400, CHECKOUT_ERROR.emptyCart, 'The cart is empty.');
  if (priced.stock.length > 0) {
    throw checkoutFailure(409, CHECKOUT_ERROR.itemOutOfStock, 'item out of stock', {
      stock_can_not_fulfill: priced.stock,
    });
  }
  if (!checkout.email || !isEmail(checkout.email)) {
    throw checkoutFailure(400, CHECKOUT_ERROR.missingEmail, 'An e-mail address is required.');
  }
  if (!priced.country) {
    throw checkoutFailure(400, CHECKOUT_ERROR.missingAddress, 'A shipping address is required.');
  }
  if (!priced.shippable) {
    throw checkoutFailure(400, CHECKOUT_ERROR.countryNotShippable, 'The shop does not ship to this country.');
  }
  if (priced.notShippable.length > 0) {
    throw checkoutFailure(400, CHECKOUT_ERROR.notShippable, 'Some items cannot ship to this address.', {
      variants_not_shippable_ids: priced.notShippable,
    });
  }
  if (!priced.shippingMethod) {
    throw checkoutFailure(400, CHECKOUT_ERROR.missingShippingMethod, 'Choose a shipping method.');
  }
  const refusal = discountRefusal(priced);
  if (refusal) throw refusal;
}
