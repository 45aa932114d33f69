import { checkoutAdditional, checkoutAdditionalInfo } from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { idempotency } from '../cart/idempotency';
import { ok } from '../errors';
import type { ChargeOutcome } from '../payments/charge';
import { assertMethodUsable, charge } from '../payments/charge';
import { findPaymentMethod } from '../payments/payment-methods';
import { voidCharge } from '../payments/transactions';
import { parseBody } from '../validate';
import { CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import { shopCheckoutConfig } from './checkout-store';
import { honoPath } from './hono-path';
import { moneyOf } from './money';
import { billingFor } from './order-place';
import { claimBalance, orderById, orderByToken, releaseBalance, settleBalance } from './order-store';
import type { OrderRow } from './order-view';

/**
 * The order as the balance page shows it: its name beside the balance (decision 0431), and what
 * the storefront reads of it (core-checkout's additionalBalance: id, name, token, status,
 * currency). The read needs only the order's token, where the order's details need an access key
 * (001 §6), obtained with the order's e-mail: so no e-mail, addresses, lines or payment here.
 */
function balanceOrderView(order: OrderRow) {
  return {
    id: order.id,
    name: order.name,
    status: order.status,
    token: order.token,
    currency: order.currency,
  };
}

/** Registers the checkout-additional calls: read and pay an order's additional balance (001 §2, §7). */
export function registerAdditionalRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(honoPath(checkoutAdditionalInfo.path), async (c) => {
    const order = await orderByToken(db, c.get('shop').id, c.req.param('orderToken') ?? '');
    return ok(c, {
      balance: order.additionalBalance,
      currency: order.currency,
      order: balanceOrderView(order),
    });
  });

  app.post(honoPath(checkoutAdditional.path), idempotency(deps), async (c) => {
    const body = await parseBody(c, checkoutAdditional.body);
    const shop = c.get('shop');
    const order = await orderByToken(db, shop.id, c.req.param('orderToken') ?? '');
    const money = moneyOf(order.currency);
    // 001 §8: the shopper pays the balance they saw; a changed balance is refused.
    const balanceChanged = (balance: number) =>
      checkoutFailure(409, CHECKOUT_ERROR.additionalBalanceChange, 'additional balance changed', { balance });
    if (
      order.additionalBalance <= 0 ||
      money.toMinor(body.request_amount) !== money.toMinor(order.additionalBalance)
    ) {
      throw balanceChanged(order.additionalBalance);
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
    // One payment of the balance at a time (as create-order's processing claim): a second one
    // at the same moment (another tab, another idempotency key) is refused, not charged.
    const claim = await claimBalance(db, order, deps.options.now());
    if (claim === 'processing') {
      throw checkoutFailure(
        409,
        CHECKOUT_ERROR.paymentProcessing,
        'A payment of this balance is being processed.',
      );
    }
    if (claim === 'changed') throw balanceChanged((await orderById(db, order.id))?.additionalBalance ?? 0);
    let outcome: ChargeOutcome;
    try {
      outcome = await charge(deps, {
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
    } catch (error) {
      await releaseBalance(db, order);
      throw error;
    }
    // A payment left for a 3-D Secure step lets go of the balance: its confirm URL pays it only
    // while no other payment has (finish.ts).
    if (outcome.status !== 'succeeded') await releaseBalance(db, order);
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
    const now = deps.options.now();
    const paid = await settleBalance(db, order, order.additionalBalance, now, true);
    if (!paid) {
      await voidCharge(db, outcome.reference, 'additional balance changed', now);
      await releaseBalance(db, order);
      throw balanceChanged((await orderById(db, order.id))?.additionalBalance ?? 0);
    }
    return c.json({
      code: 200,
      result: { status: 'paid', balance: paid.additionalBalance, order: balanceOrderView(paid) },
      message: 'Payment received',
    });
  });
}
