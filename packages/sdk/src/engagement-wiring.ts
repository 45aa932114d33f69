import { type Auth, selectUser } from '@vitrine/core-auth';
import { type CartFacade, selectCart } from '@vitrine/core-cart';
import type { Product } from '@vitrine/core-catalog';
import { type CheckoutFacade, selectCheckout } from '@vitrine/core-checkout';
import type { OffersFacade } from '@vitrine/core-offers';
import { type Shop, selectShop } from '@vitrine/core-shop';
import type { TrackingFacade } from '@vitrine/core-tracking';
import type { Unsubscribe } from '@vitrine/ports';
import type { EventStream } from './events';

/**
 * Connects tracking and offers to what the shopper does (001 §3): a product viewed, a line added
 * (tracked, and its upsell offers looked up), who is signed in, the shop's tracking preferences
 * and currency. Tracking records each event in its outbox; sinks fire only with consent.
 * @internal
 */
export function wireEngagement(parts: {
  readonly domain: string;
  readonly shop: Shop;
  readonly cart: CartFacade;
  readonly customer: Auth;
  readonly tracking: TrackingFacade;
  readonly offers: OffersFacade;
  readonly events: EventStream;
}): Unsubscribe {
  const { domain, shop, cart, customer, tracking, offers, events } = parts;
  let configuredFor: unknown;
  const configure = (): void => {
    const data = selectShop(shop.getSnapshot());
    if (!data || data === configuredFor) return;
    configuredFor = data;
    void tracking.configure({ shopDomain: domain, shopId: data.id, preferences: data.preferences });
    void offers.configure({ currency: data.currency });
  };
  const identify = (): void => void tracking.identify(selectUser(customer.getSnapshot())?.id ?? null);
  const stops: Unsubscribe[] = [
    shop.subscribe(configure),
    events.on('product.viewed', ({ product }) => void tracking.viewContent(product as Product)),
    events.on('cart.added', ({ variantId, quantity }) => {
      const line = selectCart(cart.getSnapshot()).lines.find(
        (candidate) => candidate.variantId === variantId,
      );
      if (!line) return;
      void tracking.addToCart(line, { quantity });
      void offers.afterAdd({
        variantId,
        quantity,
        ...(line.productId === undefined ? {} : { productId: line.productId }),
      });
    }),
    events.on('customer.login', identify),
    events.on('customer.logout', identify),
  ];
  configure();
  identify();
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Tracks a checkout (001 §3): reached_checkout once it is first fetched, then purchase and
 * order_success when its order completes (tracking records each once per order).
 * @internal
 */
export function wireCheckoutTracking(checkout: CheckoutFacade, tracking: TrackingFacade): Unsubscribe {
  let reached = false;
  const reach = (): void => {
    const view = selectCheckout(checkout.getSnapshot());
    if (reached || view === undefined) return;
    reached = true;
    void tracking.reachedCheckout(view);
  };
  const stops = [
    checkout.subscribe(reach),
    checkout.on('order.completed', () => {
      const view = selectCheckout(checkout.getSnapshot());
      if (view === undefined) return;
      void tracking.purchase(view).then(() => tracking.orderSuccess(view));
    }),
  ];
  reach();
  return () => {
    for (const stop of stops) stop();
  };
}
