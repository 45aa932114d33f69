import {
  checkoutCreateAbandoned,
  checkoutCustomerAndShipping,
  checkoutCustomerEmailPhone,
  checkoutInfo,
  checkoutPaymentMethods,
  checkoutProcessingStatus,
  checkoutPurchaseComplete,
  checkoutShippingMethods,
  checkoutTax,
  checkoutUpdateShippingMethod,
} from '@vitrine/api-client';
import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { customerOrGuest, optionalCustomer } from '../auth/sessions';
import type { CheckoutAddress } from '../db/schema/index';
import { ok } from '../errors';
import { randomToken } from '../passwords';
import { listPaymentMethods, paymentMethodView } from '../payments/payment-methods';
import { isEmail } from '../routes/forms';
import { parseBody, parseQuery } from '../validate';
import { alreadyCompleted, CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import { checkoutCountry, priceCheckout } from './checkout-pricing';
import type { CheckoutRow, LoadedCheckout } from './checkout-store';
import {
  assertOrderLimit,
  loadCheckout,
  orderOfCheckout,
  saveCheckout,
  shopCheckoutConfig,
} from './checkout-store';
import { isFreeShipping } from './checkout-view';
import { honoPath } from './hono-path';
import { openInfo } from './info-context';
import { placedOrderResult } from './order-view';
import { chosenMethod, shippingMethodView } from './shipping';
import { taxRateMilli } from './tax';
import { taxOn } from './totals';
import { moneyOf } from './money';

/** The checkout of the request's `checkoutToken` path parameter, in the request's shop. */
export function checkoutOf(
  c: Context<AppEnv>,
  deps: AppDeps,
  param = 'checkoutToken',
): Promise<LoadedCheckout> {
  return loadCheckout(deps.db, c.get('shop'), c.req.param(param) ?? '');
}

/** Refuses changes to a checkout whose order is placed (001 §8 already completed). */
export function assertOpenCheckout(checkout: CheckoutRow): void {
  if (checkout.orderId !== null) throw alreadyCompleted();
}

function assertEmail(email: string | undefined): void {
  if (email !== undefined && email.trim() !== '' && !isEmail(email)) {
    throw checkoutFailure(400, CHECKOUT_ERROR.invalidEmail, 'Please enter a valid email.');
  }
}

/**
 * The customer id the checkout may carry: a signed-in customer's, or the cart's own. A request that
 * proves neither is a guest's (decision 0163 "linked to a customer only when the request proves
 * it"; decision 0627): the customer a signed-out shopper left on the checkout is not kept, so a
 * guest's order on a shared computer never goes to that customer's order history. (The payment
 * routes ask `customerOrGuest` alone: an order is the paying request's customer's, or a guest's.)
 * A request WITH a token that proves no customer (expired, revoked, unknown) is not a guest's: it
 * is refused with 401 'not authorized', so the SDK refreshes the token and sends it again (000 §4
 * token lifecycle); a request without a token is a guest's.
 */
async function customerIdFor(
  c: Context<AppEnv>,
  deps: AppDeps,
  loaded: LoadedCheckout,
  claimed: number | string | undefined,
): Promise<{ id: number | null; email?: string }> {
  const customer = await customerOrGuest(c, deps);
  if (customer) return { id: customer.id, email: customer.email };
  if (claimed !== undefined && Number(claimed) === loaded.cart.customerId)
    return { id: loaded.cart.customerId };
  return { id: null };
}

/** True when a write unlinks the checkout from the customer it carried (decision 0627). */
function leavesCustomer(loaded: LoadedCheckout, customerId: number | null): boolean {
  return loaded.checkout.customerId !== null && customerId !== loaded.checkout.customerId;
}

/**
 * What a sign-out leaves on a checkout (000 §4 "Logout clears token, user and group", decision
 * 0627): no customer, and none of the customer's contact details, address or method, so the next
 * shopper on that browser does not see them. A sign-in's refetch (decision 0174) carries the new
 * token and only drops the link.
 */
const SIGNED_OUT = {
  customerId: null,
  email: null,
  phone: null,
  shippingAddress: null,
  shippingMethod: null,
  step: 'contact_information',
} as const;

/** Registers info, payment and shipping methods, customer data, abandoned, processing, purchase-complete, tax. */
export function registerInfoRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const now = () => deps.options.now();

  app.get(honoPath(checkoutInfo.path), async (c) => {
    const query = parseQuery(c, checkoutInfo.query);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    let { checkout } = loaded;
    if (checkout.orderId !== null) {
      // 001 §4: a recover key on a finished checkout answers 400, and the storefront clones it.
      if (query.recover_key !== undefined) {
        throw checkoutFailure(
          400,
          CHECKOUT_ERROR.invalidRecoverKey,
          'This checkout can no longer be recovered.',
        );
      }
      const order = await orderOfCheckout(db, checkout);
      if (order) return ok(c, placedOrderResult(order, checkout.token));
    }
    await assertOrderLimit(db, shop.id);
    if (
      query.recover_key !== undefined &&
      (!checkout.recoverKey || query.recover_key !== checkout.recoverKey)
    ) {
      throw checkoutFailure(400, CHECKOUT_ERROR.invalidRecoverKey, 'Invalid recover key.');
    }
    if (query.logout) {
      const signedOut = checkout.customerId !== null && !(await optionalCustomer(c, deps));
      checkout = await saveCheckout(db, checkout, signedOut ? SIGNED_OUT : { customerId: null }, now());
    } else if (query.customer_id !== undefined) {
      const customer = await customerIdFor(c, deps, loaded, query.customer_id);
      if (customer.id !== checkout.customerId) {
        checkout = await saveCheckout(
          db,
          checkout,
          {
            customerId: customer.id,
            ...(customer.email && !checkout.email ? { email: customer.email } : {}),
          },
          now(),
        );
      }
    }
    const { result } = await openInfo(db, shop, { ...loaded, checkout }, query.country_code);
    return ok(c, result);
  });

  app.get(honoPath(checkoutPaymentMethods.path), async (c) => {
    await checkoutOf(c, deps);
    const methods = await listPaymentMethods(db, await shopCheckoutConfig(db, c.get('shop').id));
    return ok(c, methods.map(paymentMethodView));
  });

  app.get(honoPath(checkoutShippingMethods.path), async (c) => {
    const query = parseQuery(c, checkoutShippingMethods.query);
    const loaded = await checkoutOf(c, deps);
    const priced = await priceCheckout(db, c.get('shop'), loaded.cart, loaded.checkout, {
      countryOverride: query.country_code,
    });
    const free = isFreeShipping(priced);
    return ok(
      c,
      priced.rates.map((rate) => shippingMethodView(chosenMethod(rate), free)),
      { variants_not_shippable_ids: priced.notShippable },
    );
  });

  app.put(honoPath(checkoutUpdateShippingMethod.path), async (c) => {
    const body = await parseBody(c, checkoutUpdateShippingMethod.body);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    const priced = await priceCheckout(db, shop, loaded.cart, loaded.checkout);
    if (!priced.country)
      throw checkoutFailure(400, CHECKOUT_ERROR.missingAddress, 'A shipping address is required.');
    const wanted = body.shipping_method;
    // 001 §5: the chosen method_code must exist in the list.
    const rate = priced.rates.find(
      (r) =>
        r.methodCode === wanted.method_code &&
        (wanted.shipping_rule_id === undefined || Number(wanted.shipping_rule_id) === r.id),
    );
    if (!rate) throw checkoutFailure(400, CHECKOUT_ERROR.shippingMethodNotFound, 'shipping method not found');
    const previous = loaded.checkout.shippingMethod;
    const checkout = await saveCheckout(
      db,
      loaded.checkout,
      {
        shippingMethod: chosenMethod(rate),
        previousShippingFee:
          previous && previous.method_code !== rate.methodCode
            ? previous.price
            : loaded.checkout.previousShippingFee,
        step: 'payment_method',
      },
      now(),
    );
    const { result } = await openInfo(db, shop, { ...loaded, checkout });
    return ok(c, result);
  });

  app.put(honoPath(checkoutCustomerAndShipping.path), async (c) => {
    const body = await parseBody(c, checkoutCustomerAndShipping.body);
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    assertEmail(body.email);
    const customer = await customerIdFor(c, deps, loaded, body.customer_id);
    // 001 §5: saving customer information forces the address name to empty.
    const address: CheckoutAddress = { ...body.shipping_address, name: '' };
    const countryChanged =
      checkoutCountry(loaded.checkout) !== (address.country_code?.trim().toUpperCase() || undefined);
    // The customer's own e-mail and phone do not stay on a checkout a guest goes on with (0627).
    const kept = leavesCustomer(loaded, customer.id) ? null : loaded.checkout;
    const email = customer.email ?? body.email?.trim() ?? kept?.email;
    const checkout = await saveCheckout(
      db,
      loaded.checkout,
      {
        email: email || null,
        phone: body.phone ?? address.phone ?? kept?.phone ?? null,
        customerId: customer.id,
        buyerAcceptsMarketing: body.buyer_accepts_marketing ?? loaded.checkout.buyerAcceptsMarketing,
        shippingAddress: address,
        step: 'shipping_method',
        ...(countryChanged ? { shippingMethod: null } : {}),
      },
      now(),
    );
    return ok(c, { customer_id: checkout.customerId, email: checkout.email, step: checkout.step });
  });

  app.put(honoPath(checkoutCustomerEmailPhone.path), async (c) => {
    const body = await parseBody(c, checkoutCustomerEmailPhone.body);
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    assertEmail(body.email);
    const customer = await customerIdFor(c, deps, loaded, undefined);
    const left = leavesCustomer(loaded, customer.id);
    const checkout = await saveCheckout(
      db,
      loaded.checkout,
      {
        ...(body.email !== undefined
          ? { email: customer.email ?? (body.email.trim() || null) }
          : left
            ? { email: null }
            : {}),
        ...(body.phone !== undefined ? { phone: body.phone.trim() || null } : left ? { phone: null } : {}),
        customerId: customer.id,
      },
      now(),
    );
    return ok(c, { customer_id: checkout.customerId, email: checkout.email, phone: checkout.phone });
  });

  app.post(honoPath(checkoutCreateAbandoned.path), async (c) => {
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    const key = loaded.checkout.recoverKey ?? randomToken('rk', 12);
    const checkout = await saveCheckout(db, loaded.checkout, { recoverKey: key, abandonedAt: now() }, now());
    return ok(c, {
      id: checkout.id,
      token: checkout.token,
      recover_key: key,
      recover_url: `/checkouts/${encodeURIComponent(checkout.token)}/recover?key=${encodeURIComponent(key)}`,
      abandoned_at: checkout.abandonedAt?.toISOString() ?? null,
      email: checkout.email,
    });
  });

  app.get(honoPath(checkoutProcessingStatus.path), async (c) => {
    const { checkout } = await checkoutOf(c, deps);
    const order = await orderOfCheckout(db, checkout);
    return ok(c, {
      status: checkout.processStatus,
      redirect_url: checkout.processRedirectUrl,
      error_message: checkout.processError,
      ...(order
        ? {
            access_key: order.accessKey,
            order_id: order.id,
            // Where a post-purchase offer stands, for a storefront back from the provider's page
            // (docs/decisions/0247).
            post_purchase: order.postPurchase?.status ?? null,
          }
        : {}),
    });
  });

  app.post(checkoutPurchaseComplete.path, async (c) => {
    const body = await parseBody(c, checkoutPurchaseComplete.body);
    const loaded = await loadCheckout(db, c.get('shop'), body.checkout_token);
    if (loaded.checkout.orderId === null) {
      throw checkoutFailure(409, CHECKOUT_ERROR.notCompleted, 'The checkout has no order yet.');
    }
    await saveCheckout(
      db,
      loaded.checkout,
      { purchaseCompletedAt: loaded.checkout.purchaseCompletedAt ?? now() },
      now(),
    );
    return c.json({ code: 200, success: true, result: { order_id: loaded.checkout.orderId } });
  });

  app.get(honoPath(checkoutTax.path), async (c) => {
    const query = parseQuery(c, checkoutTax.query);
    const shop = c.get('shop');
    const { checkout } = await checkoutOf(c, deps);
    const money = moneyOf(query.currency || shop.currency);
    const amount = money.toMinor(query.amount);
    const tax = taxOn(amount, await taxRateMilli(db, shop.id, checkoutCountry(checkout)));
    // 001 §5: the storefront takes TotalCartCost minus the amount as the tax, floored at 0.
    return ok(c, {
      TotalCartCost: money.fromMinor(amount + tax),
      tax: money.fromMinor(tax),
      currency: money.currency,
    });
  });
}
