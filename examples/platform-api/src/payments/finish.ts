import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app';
import { findCartByCheckoutToken } from '../cart/cart-view';
import { alreadyCompleted, CHECKOUT_ERROR, checkoutFailure } from '../checkout/checkout-errors';
import { priceCheckout } from '../checkout/checkout-pricing';
import type { CheckoutRow } from '../checkout/checkout-store';
import { saveCheckout } from '../checkout/checkout-store';
import { placeOrder, thankYouUrl } from '../checkout/order-place';
import { discountRefusal } from '../checkout/order-readiness';
import { orderById, settleBalance } from '../checkout/order-store';
import { acceptPostPurchase } from '../checkout/post-purchase';
import type { Db } from '../db/client';
import type { CheckoutAddress } from '../db/schema/index';
import { checkouts } from '../db/schema/index';
import { HttpError } from '../errors';
import { findShopById } from '../shop';
import { findPaymentMethod } from './payment-methods';
import type { TransactionRow } from './transactions';
import { finishPending } from './transactions';

/** Where a finished redirect payment sends the shopper, and what it became. */
export interface FinishedPayment {
  status: 'completed' | 'authorized' | 'paid' | 'declined';
  redirect_url: string;
  access_key?: string;
  order_id?: number;
}

/** Text of a payment refused on the 3-D Secure or approval page. */
export const NOT_APPROVED_MESSAGE = 'The payment was not approved.';

/** Error of a payment whose order, offer or balance could no longer take it: it failed, nothing was kept. */
export const NOT_TAKEN_MESSAGE = 'The payment could no longer be taken.';

/**
 * What a pending order payment records of who started it: the customer its request proved with
 * a token, or null (decision 0627). The order is placed when the provider sends the shopper back,
 * without the shopper's token, so it is kept with the payment, not read from the checkout.
 */
export function paidBy(customerId: number | null): { customer_id: number | null } {
  return { customer_id: customerId };
}

/** The customer a pending order payment was started by; a payment that recorded none is a guest's. */
function payerOf(transaction: TransactionRow): number | null {
  const customerId = transaction.payload.customer_id;
  return typeof customerId === 'number' ? customerId : null;
}

/** The 409 of a confirm URL followed again (PAYMENTS.md: a confirm URL works once). */
function alreadyFinished() {
  return checkoutFailure(409, CHECKOUT_ERROR.paymentProcessing, 'This payment is already finished.');
}

/** Finishes the pending transaction with `changes`, or answers 409 when it is finished already. */
async function finishOnce(
  db: Db,
  transaction: TransactionRow,
  changes: Pick<TransactionRow, 'status'> & Partial<Pick<TransactionRow, 'errorMessage'>>,
  now: Date,
): Promise<void> {
  if (!(await finishPending(db, transaction.id, changes, now))) throw alreadyFinished();
}

/**
 * Marks the pending transaction succeeded and runs `complete` (the order placed, the offer
 * accepted, …) in ONE database transaction: of two confirms at the same time one finishes it and
 * the other finds it finished (409). When `complete` refuses (the order was placed by another
 * payment, the offer taken already…), the payment fails instead: never succeeded without what it
 * paid for.
 */
async function succeedWith<T>(
  deps: AppDeps,
  transaction: TransactionRow,
  now: Date,
  complete: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      await finishOnce(tx, transaction, { status: 'succeeded' }, now);
      return complete(tx);
    });
  } catch (error) {
    if (error instanceof HttpError) {
      await finishPending(
        deps.db,
        transaction.id,
        { status: 'failed', errorMessage: NOT_TAKEN_MESSAGE },
        now,
      );
    }
    throw error;
  }
}

/** The processing page of a checkout (001 §2 checkout-processing). */
export function processingUrl(checkoutToken: string): string {
  return `/checkouts/${encodeURIComponent(checkoutToken)}/processing`;
}

async function checkoutById(deps: AppDeps, id: number | null): Promise<CheckoutRow> {
  const [row] = id === null ? [] : await deps.db.select().from(checkouts).where(eq(checkouts.id, id));
  if (!row) throw checkoutFailure(404, CHECKOUT_ERROR.notFound, 'checkout not found');
  return row;
}

/**
 * The storefront page a payment belongs to, where a browser back from its provider's or 3-D Secure
 * page is sent whatever the payment became (decisions 0164, 0247; 001 §2 routes): the thank-you
 * step of a post-purchase charge, `/checkout-additional/{token}` of a balance, else the checkout
 * page. That page reads there how it ended (processing-status, the balance still owed). Undefined
 * when its checkout or order is gone.
 */
export async function returnPageOf(deps: AppDeps, transaction: TransactionRow): Promise<string | undefined> {
  if (transaction.purpose === 'additional') {
    const order = transaction.orderId === null ? undefined : await orderById(deps.db, transaction.orderId);
    return order ? `/checkout-additional/${encodeURIComponent(order.token)}` : undefined;
  }
  const [checkout] =
    transaction.checkoutId === null
      ? []
      : await deps.db.select().from(checkouts).where(eq(checkouts.id, transaction.checkoutId));
  if (!checkout) return undefined;
  return transaction.purpose === 'post_purchase'
    ? thankYouUrl(checkout.token)
    : `/checkouts/${encodeURIComponent(checkout.token)}`;
}

async function finishOrder(deps: AppDeps, transaction: TransactionRow): Promise<FinishedPayment> {
  const now = deps.options.now();
  const checkout = await checkoutById(deps, transaction.checkoutId);
  const shop = await findShopById(deps.db, transaction.shopId);
  const cart = shop ? await findCartByCheckoutToken(deps.db, shop.id, checkout.token) : undefined;
  const method = await findPaymentMethod(deps.db, transaction.shopId, {
    id: Number(transaction.payload.payment_method_id),
  });
  if (!shop || !cart || !method) throw checkoutFailure(404, CHECKOUT_ERROR.notFound, 'checkout not found');
  const priced = await priceCheckout(deps.db, shop, cart, checkout);
  // A code on the checkout that no longer applies (its last use went to another order while the
  // shopper was on this page) is refused with its 001 §8 text (400 DISCOUNT_USED for a used-up
  // one), as create-order refuses it, and nothing is charged (decision 0607).
  const codeRefused = discountRefusal(priced);
  if (codeRefused || priced.money.toMinor(transaction.amount) !== priced.totals.total) {
    await finishOnce(
      deps.db,
      transaction,
      { status: 'failed', errorMessage: codeRefused?.message ?? 'amount changed' },
      now,
    );
    await saveCheckout(
      deps.db,
      checkout,
      { processStatus: 'failed', processError: codeRefused?.message ?? 'The checkout total changed.' },
      now,
    );
    throw (
      codeRefused ??
      checkoutFailure(409, CHECKOUT_ERROR.paymentProcessing, 'The checkout total changed; pay again.')
    );
  }
  const billing = (transaction.payload.billing_address as CheckoutAddress | null | undefined) ?? null;
  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await succeedWith(deps, transaction, now, (tx) =>
      placeOrder(
        tx,
        checkout,
        priced,
        {
          method,
          transactionReference: transaction.reference,
          billingAddress: billing,
          customerId: payerOf(transaction),
        },
        now,
      ),
    );
  } catch (error) {
    // Not placed (stock gone, or an order placed by another payment meanwhile): the checkout of an
    // order still to place can be paid again.
    const current = await checkoutById(deps, checkout.id);
    if (error instanceof HttpError && current.orderId === null) {
      await saveCheckout(deps.db, current, { processStatus: 'failed', processError: error.message }, now);
    }
    throw error;
  }
  return {
    status: 'completed',
    redirect_url: thankYouUrl(checkout.token),
    access_key: order.accessKey,
    order_id: order.id,
  };
}

/**
 * Finishes a payment left pending for a 3-D Secure step or a provider's approval page:
 * `approved` completes what the payment was for (an authorisation, the order, a post-purchase
 * offer, an additional balance); otherwise the payment is declined.
 */
export async function finishPendingPayment(
  deps: AppDeps,
  transaction: TransactionRow,
  approved: boolean,
): Promise<FinishedPayment> {
  const now = deps.options.now();
  if (transaction.status !== 'requires_action') throw alreadyFinished();
  const hasCheckout = transaction.checkoutId !== null;
  if (!approved) {
    await finishOnce(deps.db, transaction, { status: 'declined', errorMessage: NOT_APPROVED_MESSAGE }, now);
    if (hasCheckout && transaction.purpose !== 'post_purchase') {
      const checkout = await checkoutById(deps, transaction.checkoutId);
      await saveCheckout(
        deps.db,
        checkout,
        { processStatus: 'failed', processError: NOT_APPROVED_MESSAGE },
        now,
      );
    }
    // Back on its own page, which reads that the payment was not approved (decision 0247: the
    // offer is still `activated`; the balance is still owed), never home.
    return { status: 'declined', redirect_url: (await returnPageOf(deps, transaction)) ?? '/' };
  }
  if (transaction.purpose === 'order') return finishOrder(deps, transaction);
  if (transaction.purpose === 'authorize') {
    const checkout = await checkoutById(deps, transaction.checkoutId);
    const method = await findPaymentMethod(deps.db, transaction.shopId, {
      id: Number(transaction.payload.payment_method_id),
    });
    // An authorisation is kept only with the order it is for (decision 0583, PAYMENTS.md): when
    // another payment placed the checkout's order meanwhile, it fails (409) and the completed
    // checkout is left as it is. The row is locked, so an order being placed is waited for.
    await succeedWith(deps, transaction, now, async (tx) => {
      const [current] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
      if (!current || current.orderId !== null) throw alreadyCompleted();
      return saveCheckout(
        tx,
        current,
        {
          authorizedPayment: true,
          authorizedPaymentMethod: method?.code ?? transaction.provider,
          authorizedAmount: transaction.amount,
          authorizationReference: transaction.reference,
          paymentMethodId: method?.id ?? null,
          paymentCredentialVerified: true,
          processStatus: 'authorized',
          processRedirectUrl: `/checkouts/${encodeURIComponent(checkout.token)}`,
        },
        now,
      );
    });
    return { status: 'authorized', redirect_url: `/checkouts/${encodeURIComponent(checkout.token)}` };
  }
  const order = transaction.orderId === null ? undefined : await orderById(deps.db, transaction.orderId);
  if (!order) throw checkoutFailure(404, CHECKOUT_ERROR.orderNotFound, 'order not found');
  if (transaction.purpose === 'post_purchase') {
    // The offer must still be activated: accepted already (by another payment), this one fails.
    await succeedWith(deps, transaction, now, (tx) =>
      acceptPostPurchase(tx, order.id, async () => undefined),
    );
    return { status: 'completed', redirect_url: thankYouUrl(order.checkoutToken ?? ''), order_id: order.id };
  }
  // The balance must still be this payment's and no other payment may hold it (001 §8).
  await succeedWith(deps, transaction, now, async (tx) => {
    const paid = await settleBalance(tx, order, transaction.amount, now, false);
    if (!paid) {
      throw checkoutFailure(409, CHECKOUT_ERROR.additionalBalanceChange, 'additional balance changed', {
        balance: order.additionalBalance,
      });
    }
  });
  return {
    status: 'paid',
    redirect_url: `/orders/${encodeURIComponent(order.token)}?key=${encodeURIComponent(order.accessKey)}`,
    order_id: order.id,
  };
}
