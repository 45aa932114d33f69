import { type Auth, type SessionSnapshot, selectUser } from '@vitrine/core-auth';
import { type CartFacade, selectCart } from '@vitrine/core-cart';
import type { Product, Variant } from '@vitrine/core-catalog';
import type { OffersFacade } from '@vitrine/core-offers';
import { type Shop, selectShop } from '@vitrine/core-shop';
import type { TrackingFacade } from '@vitrine/core-tracking';
import type { Unsubscribe } from '@vitrine/ports';
import type { EventStream, StorefrontEvent } from './events';

/**
 * Connects tracking and offers to what the shopper does (001 §3): a product viewed, a line added
 * (tracked, and its upsell offers looked up), who is signed in (the customer's user, whenever it
 * changes), the shop's tracking preferences and currency. Tracking records each event in its
 * outbox; sinks fire only with consent.
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
  /** What happened before tracking and offers were loaded (docs/decisions/0350), in order. */
  readonly missed?: readonly StorefrontEvent[];
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
  // Tracking sends customer_id for a signed-in customer, else distinct_id (001 §7 Analytics,
  // docs/decisions/0311): it follows the customer facade's user, whenever it changes — a restored
  // session's user fetched later, a sign-in in another tab (whose login event carries no customer
  // yet), a sign-out — not only the login and logout events.
  const userId = (snapshot: SessionSnapshot): string | null => selectUser(snapshot)?.id ?? null;
  const identify = (id: string | null): void => void tracking.identify(id);
  // The page's shown variant rides beside the product (wiring.ts): view_content reports it, not
  // the product's first variant (001 §3 "Cart line fields in tracking"; docs/decisions/0592).
  const viewed = (event: Extract<StorefrontEvent, { readonly type: 'product.viewed' }>): void =>
    void tracking.viewContent(event.product as Product, event.variant as Variant | null);
  const added = ({
    variantId,
    quantity,
  }: {
    readonly variantId: string;
    readonly quantity: number;
  }): void => {
    const line = selectCart(cart.getSnapshot()).lines.find((candidate) => candidate.variantId === variantId);
    if (!line) return;
    void tracking.addToCart(line, { quantity });
    void offers.afterAdd({
      variantId,
      quantity,
      ...(line.productId === undefined ? {} : { productId: line.productId }),
    });
  };
  const stops: Unsubscribe[] = [
    shop.subscribe(configure),
    events.on('product.viewed', viewed),
    events.on('cart.added', added),
    customer.select(userId, identify),
  ];
  configure();
  identify(userId(customer.getSnapshot()));
  for (const event of parts.missed ?? []) {
    if (event.type === 'product.viewed') viewed(event);
    else if (event.type === 'cart.added') added(event);
  }
  return () => {
    for (const stop of stops) stop();
  };
}
