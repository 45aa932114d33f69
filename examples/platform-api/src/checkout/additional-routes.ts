import { checkoutAdditional, checkoutAdditionalInfo } from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { idempotency } from '../cart/idempotency';
import { ok } from '../errors';
import { assertMethodUsable, charge } from '../payments/charge';
import { findPaymentMethod } from '../payments/payment-methods';
import { parseBody } from '../validate';
import { CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import { shopCheckoutConfig } from './checkout-store';
import { honoPath } from './hono-path';
import { moneyOf } from './money';
import { billingFor } from './order-place';
import { orderByToken, settleBalance } from './order-store';
import { orderView } from './order-view';

/** Registers the checkout-additional calls: read and pay an order's additional balance (001 §2, §7). */
export function registerAdditionalRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(honoPath(checkoutAdditionalInfo.path), async (c) => {
    const order = await orderByToken(db, c.get('shop').id, c.req.param('orderToken') ?? '');
    return ok(c, {
      balance: order.additionalBalance,
      currency: order.currency,
      line_items: order.lineItems,
      order: orderView(order),
    });
  });

  app.post(honoPath(checkoutAdditional.path), idempotency(deps), async (c) => {
    const body = await parseBody(c, checkoutAdditional.body);
    const shop = c.get('shop');
    const order = await orderByToken(db, shop.id, c.req.param('orderToken') ?? '');
    const money = moneyOf(order.currency);
    // 001 §8: the shopper pays the balance they saw; a changed balance is refused.
    if (
      order.additionalBalance <= 0 ||
      money.toMinor(body.request_amount) !== money.toMinor(order.additionalBalance)
    ) {
      throw checkoutFailure(409, CHECKOUT_ERROR.additionalBalanceChange, 'additional balance changed', {
        balance: order.additionalBalance,
      });
    }
    const config = await shopCheckoutConfig(db, shop.id);
    const method = assertMethodUsable(
      config,
      await findPaymentMethod(
        db,
        shop.id,
        body.payment_method_id !== undefined ? { id: body.payment_method_id } : { code: order.paymentMethod },
      ),
    );
    const outcome = await charge(deps, {
      shopId: shop.id,
      config,
      method,
      paymentData: body.payment_data,
      amount: order.additionalBalance,
      currency: order.currency,
      checkoutId: null,
      orderId: order.id,
      purpose: 'additional',
      payload: { billing_address: billingFor(body.is_using_same_address, body.billing_address) },
    });
    if (outcome.status === 'declined') {
      throw checkoutFailure(402, CHECKOUT_ERROR.cardDeclined, outcome.message, { message: outcome.message });
    }
    if (outcome.status === 'requires_action') {
      return c.json({
        code: 200,
        requires_action: true,
        redirect_url: outcome.redirectUrl,
        result: { status: 'requires_action', reference: outcome.reference },
        message: 'The card needs a 3-D Secure step.',
      });
    }
    const paid = await settleBalance(db, order);
    return c.json({
      code: 200,
      result: { status: 'paid', balance: paid.additionalBalance, order: orderView(paid) },
      message: 'Payment received',
    });
  });
}
