import { and, eq, gte, sql } from 'drizzle-orm';
import { newItemId } from '../cart/cart-changes';
import { postPurchaseOfferPrice } from '../cart/post-purchase-price';
import { variantAvailable, variantsWithProducts } from '../catalog/product-view';
import type { Db } from '../db/client';
import { offers, orders, variants } from '../db/schema/index';
import type { OrderLine, PostPurchaseState } from '../db/schema/index';
import { CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import { moneyOf } from './money';
import type { OrderRow } from './order-view';

/** Methods that support post-purchase offers (001 §4 Post-purchase). */
export const POST_PURCHASE_METHODS: readonly string[] = [
  'paypal-express',
  'cardpay',
  'stripe',
  'test-gateway',
  'paypal-pro',
  'braintree',
  'checkout-com',
];

/** Methods whose post-purchase charge goes through the provider's approval page (provider-confirm-url). */
export const POST_PURCHASE_REDIRECT_METHODS: readonly string[] = ['paypal-express'];

/** The spec's messages when the order's method does not support post-purchase (001 §4). */
export const POST_PURCHASE_MESSAGES = {
  selectPaypal: 'Select paypal method to support post purchase',
  selectAnother: 'Select another method to support post purchase',
} as const;

/** The 409 of an order whose post-purchase offer was already accepted. */
function alreadyAccepted() {
  return checkoutFailure(
    409,
    CHECKOUT_ERROR.postPurchaseUnavailable,
    'A post-purchase offer was already accepted.',
  );
}

/** What is asked to activate (an id undefined when the request's is not one, decision 0261). */
export interface ActivateInput {
  offerId: number | undefined;
  variantId: number | undefined;
  qty: number;
}

/**
 * Activates a post-purchase offer on a placed order: the offer must be an active postPurchase
 * offer of the shop offering the variant's product, and the order's method must support it.
 * @throws HttpError 400 / 404 / 409 POST_PURCHASE_*
 */
export async function activatePostPurchase(db: Db, order: OrderRow, input: ActivateInput): Promise<OrderRow> {
  if (order.postPurchase?.status === 'accepted') throw alreadyAccepted();
  if (!POST_PURCHASE_METHODS.includes(order.paymentMethod)) {
    throw checkoutFailure(400, CHECKOUT_ERROR.postPurchaseUnsupported, POST_PURCHASE_MESSAGES.selectAnother);
  }
  const { offerId, variantId } = input;
  if (offerId === undefined || variantId === undefined) {
    throw checkoutFailure(404, CHECKOUT_ERROR.postPurchaseUnavailable, 'post-purchase offer not found');
  }
  const [offer] = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.shopId, order.shopId),
        eq(offers.offerType, 'postPurchase'),
        eq(offers.active, true),
      ),
    );
  const entry = (await variantsWithProducts(db, order.shopId, [variantId])).get(variantId);
  if (!offer || !entry || !offer.productIds.includes(entry.product.id)) {
    throw checkoutFailure(404, CHECKOUT_ERROR.postPurchaseUnavailable, 'post-purchase offer not found');
  }
  const qty = Math.max(1, Math.trunc(input.qty));
  if (!variantAvailable(entry.variant) || (entry.variant.trackQuantity && entry.variant.quantity < qty)) {
    throw checkoutFailure(409, CHECKOUT_ERROR.itemOutOfStock, 'item out of stock');
  }
  const state: PostPurchaseState = {
    offer_id: offer.id,
    variant_id: entry.variant.id,
    qty,
    price: postPurchaseOfferPrice(entry.variant.price, offer.percentageDiscount, order.currency),
    status: 'activated',
  };
  // Never over an offer accepted meanwhile (acceptPostPurchase holds the row while it accepts):
  // activated again, it could be charged a second time.
  const [row] = await db
    .update(orders)
    .set({ postPurchase: state })
    .where(and(eq(orders.id, order.id), sql`coalesce(${orders.postPurchase}->>'status', '') <> 'accepted'`))
    .returning();
  if (!row) throw alreadyAccepted();
  return row;
}

/** The amount of an activated post-purchase offer, in major units. */
export function postPurchaseAmount(order: OrderRow): number {
  const state = order.postPurchase;
  if (!state) return 0;
  const money = moneyOf(order.currency);
  return money.fromMinor(money.toMinor(state.price) * state.qty);
}

/** The activated offer of an order, or a 409. */
export function activatedPostPurchase(order: OrderRow): PostPurchaseState {
  if (order.postPurchase?.status !== 'activated') {
    throw checkoutFailure(
      409,
      CHECKOUT_ERROR.postPurchaseUnavailable,
      'No post-purchase offer is activated.',
    );
  }
  return order.postPurchase;
}

/** Declines the activated offer. */
export async function declinePostPurchase(db: Db, order: OrderRow): Promise<OrderRow> {
  const state = activatedPostPurchase(order);
  const [row] = await db
    .update(orders)
    .set({ postPurchase: { ...state, status: 'declined' } })
    .where(eq(orders.id, order.id))
    .returning();
  return row ?? order;
}

/** Pays an offer inside the transaction that accepts it: records (or claims) its charge on `tx`. */
export type PayOffer = (tx: Db, order: OrderRow, amount: number) => Promise<void>;

/**
 * Accepts the activated offer of an order once: in one transaction the order's row is locked and
 * must still hold an activated offer (else 409 and nothing is paid), `pay` records the charge in
 * that transaction, the stock is taken and the line added at the price charged (decision 0590).
 * A second acceptance at the same time waits for the first and finds the offer accepted, and a
 * failure leaves no charge.
 * @throws HttpError 404 / 409 POST_PURCHASE_UNAVAILABLE
 */
export async function acceptPostPurchase(db: Db, orderId: number, pay: PayOffer): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw checkoutFailure(404, CHECKOUT_ERROR.orderNotFound, 'order not found');
    const state = activatedPostPurchase(order);
    await pay(tx, order, postPurchaseAmount(order));
    const money = moneyOf(order.currency);
    const entry = (await variantsWithProducts(tx, order.shopId, [state.variant_id])).get(state.variant_id);
    if (!entry)
      throw checkoutFailure(404, CHECKOUT_ERROR.postPurchaseUnavailable, 'post-purchase variant not found');
    // Decision 0590: the shopper accepted "Add to my order for" the offer's price; that is what is
    // charged (postPurchaseAmount) and what the order's total rises by, no tax added on top.
    const lineMinor = money.toMinor(state.price) * state.qty;
    const line: OrderLine = {
      item_id: newItemId(),
      product_id: entry.product.id,
      variant_id: entry.variant.id,
      product_title: entry.product.title,
      variant_title: entry.variant.title,
      product_sku: entry.variant.sku,
      handle: entry.product.handle,
      image: entry.variant.image ?? entry.product.image,
      qty: state.qty,
      weight: entry.variant.weight,
      price: state.price,
      line_item_price: money.fromMinor(lineMinor),
      line_item_discount: 0,
      tax_amount: 0,
      properties: [],
      post_purchase_offer_id: state.offer_id,
    };
    const add = (amount: number, minor: number) => money.fromMinor(money.toMinor(amount) + minor);
    const totals = {
      ...order.totals,
      subtotal_price: add(order.totals.subtotal_price, lineMinor),
      total_line_items_price: add(order.totals.total_line_items_price, lineMinor),
      total_price: add(order.totals.total_price, lineMinor),
      total_weight: Math.round((order.totals.total_weight + entry.variant.weight * state.qty) * 1000) / 1000,
    };
    if (entry.variant.trackQuantity) {
      await tx
        .update(variants)
        .set({ quantity: sql`${variants.quantity} - ${state.qty}` })
        .where(and(eq(variants.id, entry.variant.id), gte(variants.quantity, state.qty)));
    }
    const [row] = await tx
      .update(orders)
      .set({ lineItems: [...order.lineItems, line], totals, postPurchase: { ...state, status: 'accepted' } })
      .where(eq(orders.id, order.id))
      .returning();
    return row ?? order;
  });
}
