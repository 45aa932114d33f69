import { checkoutActivatePostPurchase, checkoutFinalizePostPurchase } from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { INVALID_QUANTITY } from '../cart/line-limits';
import { ok } from '../errors';
import { MAX_LINE_QUANTITY } from '../limits';
import { assertMethodUsable, startRedirect } from '../payments/charge';
import { findPaymentMethod } from '../payments/payment-methods';
import { recordTransaction } from '../payments/transactions';
import { idOf, parseBody } from '../validate';
import { CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import { orderOfCheckout, shopCheckoutConfig } from './checkout-store';
import { honoPath } from './hono-path';
import { checkoutOf } from './info-routes';
import { orderView } from './order-view';
import {
  acceptPostPurchase,
  activatedPostPurchase,
  activatePostPurchase,
  declinePostPurchase,
  POST_PURCHASE_REDIRECT_METHODS,
  postPurchaseAmount,
} from './post-purchase';

/** Registers activate-post-purchase and finalize-post-purchase (001 §4 Post-purchase, §7). */
export function registerPostPurchaseRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  const placedOrder = async (checkout: Parameters<typeof orderOfCheckout>[1]) => {
    const order = await orderOfCheckout(db, checkout);
    if (!order) throw checkoutFailure(409, CHECKOUT_ERROR.notCompleted, 'The checkout has no order yet.');
    return order;
  };

  app.post(honoPath(checkoutActivatePostPurchase.path), async (c) => {
    const body = await parseBody(c, checkoutActivatePostPurchase.body);
    const qty = body.qty ?? 1;
    // A quantity is at most MAX_LINE_QUANTITY, as a cart line's (decision 0261).
    if (qty > MAX_LINE_QUANTITY) {
      throw checkoutFailure(400, INVALID_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);
    }
    const { checkout } = await checkoutOf(c, deps);
    const order = await activatePostPurchase(db, await placedOrder(checkout), {
      offerId: idOf(body.offer_id),
      variantId: idOf(body.variant_id),
      qty,
    });
    const state = activatedPostPurchase(order);
    return ok(c, { ...state, total: postPurchaseAmount(order), currency: order.currency });
  });

  app.post(honoPath(checkoutFinalizePostPurchase.path), async (c) => {
    const body = await parseBody(c, checkoutFinalizePostPurchase.body);
    const shop = c.get('shop');
    const { checkout } = await checkoutOf(c, deps);
    const order = await placedOrder(checkout);
    activatedPostPurchase(order);
    if (!body.accept) {
      const declined = await declinePostPurchase(db, order);
      return ok(c, { status: 'declined', order: orderView(declined) });
    }
    const config = await shopCheckoutConfig(db, shop.id);
    const method = assertMethodUsable(
      config,
      await findPaymentMethod(db, shop.id, { code: order.paymentMethod }),
    );
    const charge = {
      shopId: shop.id,
      config,
      method,
      amount: postPurchaseAmount(order),
      currency: order.currency,
      checkoutId: checkout.id,
      orderId: order.id,
      purpose: 'post_purchase' as const,
      payload: {},
    };
    if (POST_PURCHASE_REDIRECT_METHODS.includes(method.provider)) {
      const pending = await startRedirect(deps, charge);
      return ok(c, { status: 'requires_action', redirect_url: pending.redirectUrl });
    }
    // The card or account of the order is charged again (the sandbox keeps the credential), in
    // the transaction that accepts the offer: a second accept at once finds it accepted (409).
    const accepted = await acceptPostPurchase(db, order.id, async (tx, locked, amount) => {
      await recordTransaction(tx, {
        shopId: charge.shopId,
        checkoutId: charge.checkoutId,
        orderId: locked.id,
        provider: method.provider,
        purpose: 'post_purchase',
        status: 'succeeded',
        amount,
        currency: locked.currency,
        payload: { payment_method_id: method.id },
      });
    });
    return ok(c, { status: 'accepted', order: orderView(accepted) });
  });
}
