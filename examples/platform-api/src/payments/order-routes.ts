import {
  checkoutChargeAuthorize,
  checkoutCreateOrder,
  checkoutProviderConfirmUrl,
} from '@vitrine/api-client';
import type { OrderPayload } from '@vitrine/api-client';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { customerOrGuest } from '../auth/sessions';
import { IDEMPOTENCY_ABANDONED_MS, idempotency } from '../cart/idempotency';
import { CHECKOUT_ERROR, checkoutFailure } from '../checkout/checkout-errors';
import { priceCheckout } from '../checkout/checkout-pricing';
import type { CheckoutRow, LoadedCheckout } from '../checkout/checkout-store';
import {
  assertOrderLimit,
  orderOfCheckout,
  saveCheckout,
  shopCheckoutConfig,
} from '../checkout/checkout-store';
import { honoPath } from '../checkout/hono-path';
import { assertOpenCheckout, checkoutOf } from '../checkout/info-routes';
import { billingFor, placeOrder } from '../checkout/order-place';
import { assertReadyForOrder } from '../checkout/order-readiness';
import { orderView } from '../checkout/order-view';
import { activatedPostPurchase, postPurchaseAmount } from '../checkout/post-purchase';
import type { Db } from '../db/client';
import { checkouts } from '../db/schema/index';
import { ok } from '../errors';
import type { Shop } from '../shop';
import { parseBody, parseQuery } from '../validate';
import type { ChargeOutcome } from './charge';
import { assertMethodUsable, charge, startRedirect } from './charge';
import { paidBy } from './finish';
import { findPaymentMethod } from './payment-methods';
import type { PaymentMethodRow } from './payment-methods';
import { voidCharge } from './transactions';

/** The method named by an order payload: payment_method_id, else payment_method (code), else the checkout's. */
export async function methodOf(
  db: Db,
  shopId: number,
  body: OrderPayload,
  checkout: CheckoutRow,
): Promise<PaymentMethodRow | undefined> {
  if (body.payment_method_id !== undefined)
    return findPaymentMethod(db, shopId, { id: body.payment_method_id });
  if (body.payment_method) return findPaymentMethod(db, shopId, { code: body.payment_method });
  if (checkout.paymentMethodId !== null)
    return findPaymentMethod(db, shopId, { id: checkout.paymentMethodId });
  return undefined;
}

/** Why a charge was given back: its order could not be placed. */
const ORDER_NOT_PLACED = 'order failed';

/** The authorisation a checkout of no order holds (001 §4 charge-authorize), if any. */
function heldAuthorization(checkout: CheckoutRow): { reference: string; amount: number } | undefined {
  if (!checkout.authorizedPayment || checkout.orderId !== null) return undefined;
  if (checkout.authorizationReference === null || checkout.authorizedAmount === null) return undefined;
  return { reference: checkout.authorizationReference, amount: checkout.authorizedAmount };
}

/**
 * Gives back the authorisation `reference` of a checkout whose order it could not pay (decision
 * 0583, PAYMENTS.md: a charge is kept only with its order): its transaction becomes failed and
 * the checkout is no longer authorised, so it can be paid again. `process`: the checkout's
 * processing status after it (kept `processing` when a charge follows under the same claim).
 */
async function giveBackAuthorization(
  db: Db,
  checkout: CheckoutRow,
  reference: string,
  process: Partial<Pick<CheckoutRow, 'processStatus' | 'processError'>>,
  now: Date,
): Promise<void> {
  await db
    .update(checkouts)
    .set({
      authorizedPayment: false,
      authorizedPaymentMethod: null,
      authorizedAmount: null,
      authorizationReference: null,
      ...process,
      updatedAt: now,
    })
    .where(
      and(
        eq(checkouts.id, checkout.id),
        eq(checkouts.authorizationReference, reference),
        isNull(checkouts.orderId),
      ),
    );
  await voidCharge(db, reference, ORDER_NOT_PLACED, now);
}

/**
 * Marks a checkout as processing a payment, unless one is already under way (no double charge).
 * A payment processing for longer than an idempotency claim lives belongs to a request that died
 * mid-charge (decision 0262's take-over): it is taken over, or the checkout could never be paid.
 */
async function claimProcessing(
  db: Db,
  checkout: CheckoutRow,
  now: Date,
  authorization?: string,
): Promise<void> {
  const abandoned = new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS);
  const claimed = await db
    .update(checkouts)
    .set({ processStatus: 'processing', processError: null, processRedirectUrl: null, updatedAt: now })
    .where(
      and(
        eq(checkouts.id, checkout.id),
        or(ne(checkouts.processStatus, 'processing'), lt(checkouts.updatedAt, abandoned)),
        isNull(checkouts.orderId),
        // An order placed on an authorisation claims it still held (not given back meanwhile).
        authorization === undefined ? undefined : eq(checkouts.authorizationReference, authorization),
      ),
    )
    .returning({ id: checkouts.id });
  if (claimed.length === 0) {
    throw checkoutFailure(
      409,
      CHECKOUT_ERROR.paymentProcessing,
      'A payment of this checkout is being processed.',
    );
  }
}

/** The 402 of a declined payment (001 §8: the storefront shows `message`, else `error_message`). */
function declined(message: string) {
  return checkoutFailure(402, CHECKOUT_ERROR.cardDeclined, message, { message });
}

/**
 * Prices a checkout and checks that it can be paid: every payment (create-order, charge-authorize,
 * provider-confirm-url) charges the total the shopper was shown, so a code on the checkout that
 * no longer applies is refused, not dropped (assertReadyForOrder, decision 0607).
 */
async function payable(deps: AppDeps, shop: Shop, loaded: LoadedCheckout, body: OrderPayload) {
  assertOpenCheckout(loaded.checkout);
  await assertOrderLimit(deps.db, shop.id);
  const priced = await priceCheckout(deps.db, shop, loaded.cart, loaded.checkout);
  assertReadyForOrder(loaded.checkout, priced);
  const config = await shopCheckoutConfig(deps.db, shop.id);
  const method = assertMethodUsable(config, await methodOf(deps.db, shop.id, body, loaded.checkout));
  return { priced, config, method, billing: billingFor(body.is_using_same_address, body.billing_address) };
}

/** Registers create-order, charge-authorize, provider-confirm-url (001 §7). */
export function registerOrderRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const keyed = idempotency(deps);
  const now = () => deps.options.now();
  // A token that proves no customer is refused (401, 000 §4 token lifecycle; decision 0627) before
  // the idempotency key is claimed: a stored refusal would answer the SDK's retry with the
  // refreshed token (same key, a new `token`: 422 IDEMPOTENCY_KEY_REUSED) and no order be placed.
  const tokenChecked: MiddlewareHandler<AppEnv> = async (c, next) => {
    await customerOrGuest(c, deps);
    await next();
  };

  app.post(honoPath(checkoutCreateOrder.path), tokenChecked, keyed, async (c) => {
    const body = await parseBody(c, checkoutCreateOrder.body);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    const { checkout } = loaded;
    // The order is the customer's this request proves with its token, else a guest's: not the
    // customer a signed-out shopper left on the checkout (decision 0627).
    const customerId = (await customerOrGuest(c, deps))?.id ?? null;
    const authorization = heldAuthorization(checkout);
    // An order placed on the checkout's authorisation is a payment too: one at a time (decision 0583).
    if (authorization) await claimProcessing(db, checkout, now(), authorization.reference);
    let payment: Awaited<ReturnType<typeof payable>>;
    try {
      payment = await payable(deps, shop, loaded, body);
      if (authorization) {
        const { priced, method, billing } = payment;
        if (priced.money.toMinor(authorization.amount) === priced.totals.total) {
          const order = await placeOrder(
            db,
            checkout,
            priced,
            { method, transactionReference: authorization.reference, billingAddress: billing, customerId },
            now(),
          );
          return ok(c, { access_key: order.accessKey, order: orderView(order) });
        }
        // The total is no longer the one authorised (a code that stopped applying was refused by
        // payable() with its 001 §8 text, decision 0607): the authorisation is given back and the
        // checkout is charged as any other, under the same claim.
        await giveBackAuthorization(db, checkout, authorization.reference, {}, now());
      }
    } catch (error) {
      // The order was not placed on the authorisation: it is given back, never kept without its
      // order (decision 0583, PAYMENTS.md), and the checkout can be paid again.
      if (authorization) {
        await giveBackAuthorization(
          db,
          checkout,
          authorization.reference,
          { processStatus: 'failed', processError: ORDER_NOT_PLACED },
          now(),
        );
      }
      throw error;
    }
    const { priced, config, method, billing } = payment;
    if (!authorization) await claimProcessing(db, checkout, now());
    let outcome: ChargeOutcome;
    try {
      outcome = await charge(deps, {
        shopId: shop.id,
        config,
        method,
        paymentData: body.payment_data,
        amount: priced.money.fromMinor(priced.totals.total),
        currency: priced.money.currency,
        checkoutId: checkout.id,
        orderId: null,
        purpose: 'order',
        // A 3-D Secure card's order is placed at its confirm URL, without this request's token.
        payload: { billing_address: billing, ...paidBy(customerId) },
      });
    } catch (error) {
      await saveCheckout(db, checkout, { processStatus: 'idle' }, now());
      throw error;
    }
    if (outcome.status === 'declined') {
      await saveCheckout(db, checkout, { processStatus: 'failed', processError: outcome.message }, now());
      throw declined(outcome.message);
    }
    if (outcome.status === 'requires_action') {
      await saveCheckout(
        db,
        checkout,
        { processStatus: 'requires_action', processRedirectUrl: outcome.redirectUrl },
        now(),
      );
      throw checkoutFailure(402, CHECKOUT_ERROR.requiresAction, 'The card needs a 3-D Secure step.', {
        requires_action: true,
        redirect_url: outcome.redirectUrl,
      });
    }
    try {
      const order = await placeOrder(
        db,
        checkout,
        priced,
        { method, transactionReference: outcome.reference, billingAddress: billing, customerId },
        now(),
      );
      return ok(c, { access_key: order.accessKey, order: orderView(order) });
    } catch (error) {
      // The order was not placed (its transaction rolled back): the charge is given back, never
      // kept without its order, and the checkout can be paid again.
      await voidCharge(db, outcome.reference, ORDER_NOT_PLACED, now());
      const current = await orderOfCheckout(db, checkout);
      if (!current)
        await saveCheckout(db, checkout, { processStatus: 'failed', processError: ORDER_NOT_PLACED }, now());
      throw error;
    }
  });

  app.post(honoPath(checkoutChargeAuthorize.path), keyed, async (c) => {
    const body = await parseBody(c, checkoutChargeAuthorize.body);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    const { priced, config, method, billing } = await payable(deps, shop, loaded, body);
    const amount = priced.money.fromMinor(priced.totals.total);
    const outcome = await charge(deps, {
      shopId: shop.id,
      config,
      method,
      paymentData: body.payment_data,
      amount,
      currency: priced.money.currency,
      checkoutId: loaded.checkout.id,
      orderId: null,
      purpose: 'authorize',
      payload: { billing_address: billing },
    });
    if (outcome.status === 'declined') throw declined(outcome.message);
    if (outcome.status === 'requires_action') {
      await saveCheckout(
        db,
        loaded.checkout,
        {
          processStatus: 'requires_action',
          processRedirectUrl: outcome.redirectUrl,
          paymentMethodId: method.id,
        },
        now(),
      );
      return c.json({
        code: 200,
        requires_action: true,
        redirect_url: outcome.redirectUrl,
        result: { status: 'requires_action', reference: outcome.reference },
        message: 'The card needs a 3-D Secure step.',
      });
    }
    // 001 §4: authorisation success sets authorized_payment and its method on checkout info.
    await saveCheckout(
      db,
      loaded.checkout,
      {
        authorizedPayment: true,
        authorizedPaymentMethod: method.code,
        authorizedAmount: amount,
        authorizationReference: outcome.reference,
        paymentMethodId: method.id,
        paymentCredentialVerified: true,
        ...(billing ? { billingAddress: billing, isUsingSameAddress: false } : {}),
      },
      now(),
    );
    return c.json({
      code: 200,
      result: { status: 'authorized', reference: outcome.reference, amount, payment_method: method.code },
      message: 'Payment authorized',
    });
  });

  app.post(honoPath(checkoutProviderConfirmUrl.path), async (c) => {
    const query = parseQuery(c, checkoutProviderConfirmUrl.query);
    const body = await parseBody(c, checkoutProviderConfirmUrl.body);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    if (query.post_purchase) {
      // 001 §4: a post-purchase source adds post_purchase=true; the charge is for the activated offer.
      const order = await orderOfCheckout(db, loaded.checkout);
      if (!order) throw checkoutFailure(409, CHECKOUT_ERROR.notCompleted, 'The checkout has no order yet.');
      activatedPostPurchase(order);
      const config = await shopCheckoutConfig(db, shop.id);
      const method = assertMethodUsable(
        config,
        body.payment_method_id !== undefined || body.payment_method
          ? await methodOf(db, shop.id, body, loaded.checkout)
          : await findPaymentMethod(db, shop.id, { code: order.paymentMethod }),
      );
      const pending = await startRedirect(deps, {
        shopId: shop.id,
        config,
        method,
        amount: postPurchaseAmount(order),
        currency: order.currency,
        checkoutId: loaded.checkout.id,
        orderId: order.id,
        purpose: 'post_purchase',
        payload: {},
      });
      return ok(c, { redirect: pending.redirectUrl, reference: pending.reference });
    }
    const { priced, config, method, billing } = await payable(deps, shop, loaded, body);
    // The provider sends the shopper back without a token: who started the payment is recorded
    // with it, and its order is that customer's, else a guest's (decision 0627).
    const customerId = (await customerOrGuest(c, deps))?.id ?? null;
    const pending = await startRedirect(deps, {
      shopId: shop.id,
      config,
      method,
      amount: priced.money.fromMinor(priced.totals.total),
      currency: priced.money.currency,
      checkoutId: loaded.checkout.id,
      orderId: null,
      purpose: 'order',
      payload: { billing_address: billing, ...paidBy(customerId) },
    });
    await saveCheckout(
      db,
      loaded.checkout,
      {
        processStatus: 'requires_action',
        processRedirectUrl: pending.redirectUrl,
        paymentMethodId: method.id,
      },
      now(),
    );
    return ok(c, { redirect: pending.redirectUrl, reference: pending.reference });
  });
}
