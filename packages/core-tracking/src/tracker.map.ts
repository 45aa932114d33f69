/**
 * The one place where tracking's shapes meet the wire (DESIGN "One public shape"): the facades'
 * TypeScript shapes (a catalogue product, cart lines, a checkout) become {@link TrackedData}, and a
 * queued event becomes the first-party tracker's query (001 §7 Analytics, snake_case, money in
 * major units as the platform speaks it).
 */
import type { Checkout, CheckoutLine } from '@vitrine/core-checkout';
import type { CartLine } from '@vitrine/core-cart';
import type { Product, Variant } from '@vitrine/core-catalog';
import { fromMinorUnits, type Money } from '@vitrine/core-pricing';
import { routePath } from '@vitrine/core-shop';
import { clientBrowser, clientDevice, trafficSource, urlQuery } from './client.rules';
import type { QueuedEvent, TrackedData, TrackedLine, TrackedPurchase } from './tracking.types';

const productUrl = (handle: string | null | undefined): string | null =>
  handle ? routePath('product-single', { slug: handle }) : null;

const times = (money: Money, quantity: number): Money => ({
  amount: money.amount * Math.max(0, Math.floor(quantity)),
  currency: money.currency,
});

const sum = (amounts: readonly Money[], currency: string): Money => ({
  amount: amounts.reduce((total, money) => total + money.amount, 0),
  currency,
});

/** The tracked data of a product page: the shown variant (or the first), one unit (001 §4 view_content). */
export function viewContentData(product: Product, variant?: Variant | null): TrackedData {
  const shown = variant ?? product.variants[0] ?? null;
  const price = shown?.price ?? product.price;
  const lines: TrackedLine[] =
    shown && price
      ? [
          {
            productId: product.id,
            variantId: shown.id,
            quantity: 1,
            price,
            title: product.title,
            linePrice: price,
            url: product.url ?? productUrl(product.handle),
            image: shown.image ?? product.image,
          },
        ]
      : [];
  return { lines, value: price ?? null, checkoutToken: null, purchase: null };
}

/** A cart line as tracking keeps it. */
export function cartLineData(line: CartLine): TrackedLine {
  return {
    productId: line.productId ?? null,
    variantId: line.variantId,
    quantity: line.quantity,
    price: line.price,
    title: line.title ?? null,
    linePrice: line.lineTotal,
    url: productUrl(line.handle),
    image: line.image ?? null,
  };
}

/**
 * The tracked data of an add to cart: the added lines and their total. `added` is the quantity
 * added to a single line that already held some (its price times `added` is the line price then).
 */
export function addToCartData(lines: readonly CartLine[], added?: number): TrackedData {
  const tracked = lines
    .map(cartLineData)
    .map((line) =>
      added === undefined || lines.length !== 1
        ? line
        : { ...line, quantity: added, linePrice: times(line.price, added) },
    );
  const currency = tracked[0]?.linePrice.currency;
  return {
    lines: tracked,
    value:
      currency === undefined
        ? null
        : sum(
            tracked.map((line) => line.linePrice),
            currency,
          ),
    checkoutToken: null,
    purchase: null,
  };
}

/** A checkout line as tracking keeps it. */
export function checkoutLineData(line: CheckoutLine): TrackedLine {
  return {
    productId: line.productId ?? null,
    variantId: line.variantId,
    quantity: line.quantity,
    price: line.price,
    title: line.title ?? null,
    linePrice: line.linePrice ?? times(line.price, line.quantity),
    url: productUrl(line.handle),
    image: line.image ?? null,
  };
}

/** The tracked data of a checkout (001 §4 reached_checkout): its lines and total. */
export function checkoutData(checkout: Checkout): TrackedData {
  return {
    lines: checkout.totals.lines.map(checkoutLineData),
    value: checkout.totals.total,
    checkoutToken: checkout.token,
    purchase: null,
  };
}

/**
 * The purchase fields of a completed checkout (001 §3 "Purchase tracking fields"), or `undefined`
 * when the checkout has no order yet.
 */
export function purchaseOf(checkout: Checkout): TrackedPurchase | undefined {
  const orderId = checkout.order?.id;
  if (orderId === undefined || orderId === '') return undefined;
  const { totals } = checkout;
  return {
    orderId,
    subtotalPrice: totals.subtotal,
    totalPrice: totals.total,
    currency: totals.total.currency,
    tax: totals.tax,
    shipping: totals.shipping,
    discountCode: checkout.discount.applied && checkout.discount.code ? checkout.discount.code : null,
    items: totals.lines.map(checkoutLineData),
    paymentMethod: checkout.paymentMethod?.code ?? checkout.authorizedPayment?.method ?? null,
    checkoutToken: checkout.token,
  };
}

/** The tracked data of a purchase or an order success, or `undefined` without an order. */
export function purchaseData(checkout: Checkout): TrackedData | undefined {
  const purchase = purchaseOf(checkout);
  if (!purchase) return undefined;
  return {
    lines: purchase.items,
    value: purchase.totalPrice,
    checkoutToken: purchase.checkoutToken,
    purchase,
  };
}

/** Money in major units, as the platform speaks it. */
export const major = (money: Money): number => fromMinorUnits(money.amount, money.currency);

/** A tracked line on the wire (001 §3: product_id, variant_id, qty, price, product_title, line_item_price, url, image). */
export function wireLine(line: TrackedLine) {
  return {
    product_id: line.productId,
    variant_id: line.variantId,
    qty: line.quantity,
    price: major(line.price),
    product_title: line.title,
    line_item_price: major(line.linePrice),
    url: line.url,
    image: line.image,
  };
}

/** The purchase on the wire, with the field names of 001 §3. */
export function wirePurchase(purchase: TrackedPurchase) {
  return {
    orderId: purchase.orderId,
    subtotalPrice: major(purchase.subtotalPrice),
    totalPrice: major(purchase.totalPrice),
    currency: purchase.currency,
    tax: major(purchase.tax),
    shipping: major(purchase.shipping),
    discountCode: purchase.discountCode,
    items: purchase.items.map(wireLine),
    paymentMethod: purchase.paymentMethod,
    checkoutToken: purchase.checkoutToken,
  };
}

/** The query of GET /api/actions.json (001 §7 Analytics). */
export interface TrackerQuery {
  readonly event: string;
  readonly session_id: string;
  readonly tracked_events: string;
  readonly is_tracked_previous_event: boolean;
  readonly customer_id?: string;
  readonly distinct_id?: string;
  readonly sources: string;
  readonly shop_domain: string;
  /** JSON: clientDevice, clientBrowser, timestamp, timezone_offset, page_url, url_query, referrer, event_id and the event's data. */
  readonly params: string;
}

/**
 * The first-party tracker's query of a queued event: `customer_id` when signed in, else
 * `distinct_id` (001 §7), the event id in `params.event_id` (for deduplication).
 */
export function trackerQuery(event: QueuedEvent, shopDomain: string): TrackerQuery {
  const { page, data } = event;
  const params = {
    clientDevice: clientDevice(page.userAgent),
    clientBrowser: clientBrowser(page.userAgent),
    timestamp: event.at,
    timezone_offset: page.timezoneOffset,
    page_url: page.pageUrl,
    url_query: urlQuery(page.pageUrl),
    referrer: page.referrer,
    event_id: event.id,
    ...(data.value ? { value: major(data.value), currency: data.value.currency } : {}),
    ...(data.checkoutToken ? { checkout_token: data.checkoutToken } : {}),
    line_items: data.lines.map(wireLine),
    ...(data.purchase ? { purchase: wirePurchase(data.purchase) } : {}),
  };
  return {
    event: event.event,
    session_id: event.sessionId,
    tracked_events: event.trackedEvents.join(','),
    is_tracked_previous_event: event.isTrackedPreviousEvent,
    ...(event.customerId ? { customer_id: event.customerId } : { distinct_id: event.distinctId }),
    sources: trafficSource(page.pageUrl, page.referrer),
    shop_domain: shopDomain,
    params: JSON.stringify(params),
  };
}
