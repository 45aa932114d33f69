import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentMethods } from '../db/schema/index';
import type { ShopCheckoutConfig } from '../checkout/checkout-store';
import { idOf } from '../validate';

/** A payment method row. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** Code of the test gateway (001 §9). */
export const TEST_GATEWAY = 'test-gateway';

/**
 * The provider codes of 001 §9 simulated in sandbox mode (PAYMENTS.md). `platform` is not
 * seeded: the spec names it but shows nothing of it.
 */
export const SANDBOX_PROVIDERS = [
  'paypal-pro',
  'stripe',
  'braintree',
  'checkout-com',
  'cardpay',
  'bluesnap',
  'paypal-express',
  'faster-pay',
] as const;

/** A payment method as the api-client's PaymentMethod reads it (001 §3). */
export function paymentMethodView(row: PaymentMethodRow) {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    provider: row.provider,
    provider_options: row.providerOptions,
  };
}

/** Enabled methods of a shop in position order; the test gateway only on a test shop. */
export async function listPaymentMethods(db: Db, config: ShopCheckoutConfig): Promise<PaymentMethodRow[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.shopId, config.shopId), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.filter((row) => config.testMode || row.provider !== TEST_GATEWAY);
}

/** A method of a shop by id or by code (enabled or not: the caller decides). */
export async function findPaymentMethod(
  db: Db,
  shopId: number,
  by: { id?: number | string | undefined; code?: string | undefined },
): Promise<PaymentMethodRow | undefined> {
  const id = idOf(by.id);
  if (id !== undefined) {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.shopId, shopId), eq(paymentMethods.id, id)));
    return row;
  }
  if (by.code) {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.shopId, shopId), eq(paymentMethods.code, by.code)));
    return row;
  }
  return undefined;
}
