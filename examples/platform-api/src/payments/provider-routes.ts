import { randomBytes } from 'node:crypto';
import {
  bluesnapFieldToken,
  checkoutBraintreeToken,
  checkoutFetchPaymentProviderOrderInfo,
  checkoutPaypalProSecureToken,
  checkoutPaypalProVerifyToken,
  checkoutProviderCreateOrder,
  checkoutUpdateExpressPayment,
} from '@vitrine/api-client';
import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { CHECKOUT_ERROR, checkoutFailure } from '../checkout/checkout-errors';
import { priceCheckout } from '../checkout/checkout-pricing';
import type { CheckoutRow } from '../checkout/checkout-store';
import { saveCheckout, shopCheckoutConfig } from '../checkout/checkout-store';
import { honoPath } from '../checkout/hono-path';
import { assertOpenCheckout, checkoutOf } from '../checkout/info-routes';
import type { CheckoutAddress } from '../db/schema/index';
import { providerOrders } from '../db/schema/index';
import { ok } from '../errors';
import { isEmail } from '../routes/forms';
import { parseBody, parseQuery } from '../validate';
import { assertMethodUsable } from './charge';
import { findPaymentMethod } from './payment-methods';
import type { PaymentMethodRow } from './payment-methods';
import { PROVIDER_ID_PREFIX } from './sandbox';

/** A sandbox id in the provider's style (`PAYID-…`, `pi_…`). */
export function providerId(provider: string): string {
  const prefix = PROVIDER_ID_PREFIX[provider] ?? `${provider}_`;
  const raw = randomBytes(12).toString('hex');
  return prefix.endsWith('-') ? `${prefix}${raw.toUpperCase()}` : `${prefix}${raw}`;
}

/** The enabled method of a shop with `provider` (by code or provider), usable on this shop. */
async function providerMethod(
  c: Context<AppEnv>,
  deps: AppDeps,
  provider: string,
  id?: number | string,
): Promise<PaymentMethodRow> {
  const shopId = c.get('shop').id;
  const method = await findPaymentMethod(deps.db, shopId, id !== undefined ? { id } : { code: provider });
  const config = await shopCheckoutConfig(deps.db, shopId);
  const usable = assertMethodUsable(config, method);
  if (usable.provider !== provider && usable.code !== provider) {
    throw checkoutFailure(400, CHECKOUT_ERROR.paymentMethodNotFound, `payment method is not ${provider}`);
  }
  return usable;
}

function addressFrom(value: unknown): CheckoutAddress | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    ([, field]) => typeof field === 'string' || typeof field === 'boolean',
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as CheckoutAddress) : undefined;
}

function emailFrom(payload: Record<string, unknown>): string | undefined {
  const payer = payload.payer as Record<string, unknown> | undefined;
  const email = payer?.email_address ?? payload.email;
  return typeof email === 'string' && isEmail(email) ? email.trim() : undefined;
}

async function recordProviderOrder(
  c: Context<AppEnv>,
  deps: AppDeps,
  checkout: CheckoutRow,
  method: PaymentMethodRow,
  amount: number,
  currency: string,
) {
  const [row] = await deps.db
    .insert(providerOrders)
    .values({
      id: providerId(method.provider),
      shopId: c.get('shop').id,
      checkoutId: checkout.id,
      provider: method.provider,
      paymentMethodId: method.id,
      amount,
      currency,
      status: 'CREATED',
      createdAt: deps.options.now(),
    })
    .returning();
  if (!row) throw new Error('provider order insert returned no row');
  return row;
}

/** Registers the sandbox providers' server calls (001 §7; PAYMENTS.md). */
export function registerProviderRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const now = () => deps.options.now();

  app.post(honoPath(checkoutProviderCreateOrder.path), async (c) => {
    const body = await parseBody(c, checkoutProviderCreateOrder.body);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    const method = await providerMethod(c, deps, c.req.param('provider') ?? '', body.payment_method_id);
    const priced = await priceCheckout(db, shop, loaded.cart, loaded.checkout);
    const amount = priced.money.fromMinor(priced.totals.total);
    const row = await recordProviderOrder(c, deps, loaded.checkout, method, amount, priced.money.currency);
    return ok(c, {
      id: row.id,
      order_id: row.id,
      status: row.status,
      amount,
      currency: row.currency,
      ...(method.provider === 'stripe'
        ? { client_secret: `${row.id}_secret_${randomBytes(8).toString('hex')}` }
        : {}),
    });
  });

  app.post(honoPath(checkoutFetchPaymentProviderOrderInfo.path), async (c) => {
    const body = await parseBody(c, checkoutFetchPaymentProviderOrderInfo.body);
    const loaded = await checkoutOf(c, deps);
    const [row] = await db
      .select()
      .from(providerOrders)
      .where(
        and(eq(providerOrders.id, body.provider_order_id), eq(providerOrders.checkoutId, loaded.checkout.id)),
      );
    if (
      !row ||
      (body.payment_method_id !== undefined && Number(body.payment_method_id) !== row.paymentMethodId)
    ) {
      throw checkoutFailure(404, CHECKOUT_ERROR.providerOrderNotFound, 'provider order not found');
    }
    return ok(c, {
      id: row.id,
      provider: row.provider,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      payer: { email_address: loaded.checkout.email },
      shipping_address: loaded.checkout.shippingAddress,
    });
  });

  app.get(honoPath(checkoutBraintreeToken.path), async (c) => {
    const query = parseQuery(c, checkoutBraintreeToken.query);
    const loaded = await checkoutOf(c, deps);
    if (!query.ignore_completed) assertOpenCheckout(loaded.checkout);
    const method = await providerMethod(c, deps, 'braintree');
    const token = Buffer.from(
      JSON.stringify({
        environment: 'sandbox',
        authorizationFingerprint: randomBytes(16).toString('hex'),
        merchantId: String(method.providerOptions.gateway_account_id ?? 'vitrine-sandbox'),
      }),
    ).toString('base64');
    return ok(c, { token });
  });

  app.get(honoPath(checkoutPaypalProSecureToken.path), async (c) => {
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    const method = await providerMethod(c, deps, 'paypal-pro');
    const priced = await priceCheckout(db, shop, loaded.cart, loaded.checkout);
    const row = await recordProviderOrder(
      c,
      deps,
      loaded.checkout,
      method,
      priced.money.fromMinor(priced.totals.total),
      priced.money.currency,
    );
    return ok(c, {
      secure_token: row.id,
      secure_token_id: `STID-${randomBytes(6).toString('hex').toUpperCase()}`,
    });
  });

  app.get(honoPath(checkoutPaypalProVerifyToken.path), async (c) => {
    const query = parseQuery(c, checkoutPaypalProVerifyToken.query);
    const loaded = await checkoutOf(c, deps);
    const [row] = await db
      .select()
      .from(providerOrders)
      .where(
        and(eq(providerOrders.id, query.secure_token), eq(providerOrders.checkoutId, loaded.checkout.id)),
      );
    if (row?.provider !== 'paypal-pro') {
      throw checkoutFailure(400, CHECKOUT_ERROR.providerOrderNotFound, 'secure token not found');
    }
    return ok(c, { valid: row.status !== 'COMPLETED', status: row.status, secure_token: row.id });
  });

  app.get(bluesnapFieldToken.path, async (c) => {
    await providerMethod(c, deps, 'bluesnap');
    return ok(c, { token: randomBytes(24).toString('hex') });
  });

  app.post(honoPath(checkoutUpdateExpressPayment.path), async (c) => {
    const query = parseQuery(c, checkoutUpdateExpressPayment.query);
    const body = await parseBody(c, checkoutUpdateExpressPayment.body);
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    const shopId = c.get('shop').id;
    const config = await shopCheckoutConfig(db, shopId);
    const method = assertMethodUsable(
      config,
      await findPaymentMethod(db, shopId, { code: body.payment_method }),
    );
    const providerOrderId = [body.payload.orderID, body.payload.id].find(
      (value) => typeof value === 'string',
    );
    if (typeof providerOrderId === 'string') {
      await db
        .update(providerOrders)
        .set({ status: 'APPROVED' })
        .where(
          and(
            eq(providerOrders.id, providerOrderId),
            eq(providerOrders.checkoutId, loaded.checkout.id),
            eq(providerOrders.status, 'CREATED'),
          ),
        );
    }
    const sync = !query.disable_sync_address;
    const address = sync ? addressFrom(body.payload.shipping_address) : undefined;
    const email =
      body.email && isEmail(body.email) ? body.email.trim() : sync ? emailFrom(body.payload) : undefined;
    const checkout = await saveCheckout(
      db,
      loaded.checkout,
      {
        expressPayment: { payment_method: body.payment_method, payload: body.payload },
        paymentMethodId: method.id,
        ...(email ? { email } : {}),
        ...(address ? { shippingAddress: { ...address, name: '' } } : {}),
        ...(body.customer_id !== undefined && Number(body.customer_id) === loaded.cart.customerId
          ? { customerId: loaded.cart.customerId }
          : {}),
      },
      now(),
    );
    return ok(c, {
      payment_method: method.code,
      payment_method_id: method.id,
      email: checkout.email,
      shipping_address: checkout.shippingAddress,
      step: checkout.step,
    });
  });
}
