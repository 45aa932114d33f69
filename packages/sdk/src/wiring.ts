import type { Transport } from '@vitrine/api-client';
import { type Auth, selectIsLoggedIn } from '@vitrine/core-auth';
import { type CartFacade, selectCart } from '@vitrine/core-cart';
import { type CatalogFacade, type Product, selectProduct, type Variant } from '@vitrine/core-catalog';
import { type Notifications, type Shop, type StorePassword, selectShop } from '@vitrine/core-shop';
import { sameDisplayCurrency } from '@vitrine/core-pricing';
import type { Unsubscribe } from '@vitrine/ports';
import type { EventStream } from './events';
import { type PricingFacade, selectDisplayCurrency } from './pricing.facade';

/** The facades and services {@link wireStorefront} connects. @internal */
export interface StorefrontParts {
  readonly shop: Shop;
  readonly notifications: Notifications;
  readonly customer: Auth;
  readonly cart: CartFacade;
  readonly catalog: CatalogFacade;
  readonly pricing: PricingFacade;
  readonly storePassword: StorePassword;
  readonly transport: Transport;
  readonly events: EventStream;
}

/**
 * Emits `product.viewed` with the variant the page shows beside the product: its view_content
 * reports that variant's id and price (001 §3 "Cart line fields in tracking: product_id,
 * variant_id, qty, price…"; 000 §4 the variant of the `variant` query), not the first one
 * (docs/decisions/0592).
 */
function emitViewed(events: EventStream, product: Product, variant: Variant | null): void {
  events.emit({ type: 'product.viewed', product, variant });
}

/** The variant the catalogue's product page shows, if that page shows `product`. */
const shownVariant = (catalog: CatalogFacade, product: Product): Variant | null => {
  const shown = selectProduct(catalog.getSnapshot());
  return shown?.product?.id === product.id ? shown.variant : null;
};

/**
 * Emits `product.viewed` for the product the catalogue shows, if it shows one, with its shown
 * variant (its view_content, 001 §3). @internal
 */
export function viewShownProduct(catalog: CatalogFacade, events: EventStream): void {
  const shown = selectProduct(catalog.getSnapshot());
  if (shown?.product) emitViewed(events, shown.product, shown.variant);
}

/**
 * What connects the packages of a storefront, in one place (none of them imports another for it):
 * - the shop data configures pricing (000 §9), the catalogue's currency and locale, the cart's
 *   after-add setting (000 §4: the theme's `cart_type`) and the session's checkout settings;
 * - the visitor's display currency and locale (pricing, 000 §9) go to the catalogue and the cart,
 *   and again whenever they change (`pricing.setCurrency`, `pricing.setLocale`), so every price and
 *   description they hand out follows at once (docs/decisions/0280, 0452);
 * - the transport's password-protection 401 reaches the navigation guard, and the right store
 *   password unlocks the shop (its data fetched again) (000 §2, §5, §8);
 * - sign-in and sign-out reach the guard (login-required routes) and the storefront events, and so
 *   does the session's request for the sign-up modal (000 §4, `customer.signUpRequested`);
 * - every package's notifications go to the one queue;
 * - the storefront events for plugins and scripts: `cart.updated`, `cart.added`, `product.viewed`,
 *   `customer.login`, `customer.logout`, `currency.changed`, `locale.changed`.
 * @internal
 */
export function wireStorefront(parts: StorefrontParts): Unsubscribe {
  const { shop, notifications, customer, cart, catalog, pricing, storePassword, transport, events } = parts;
  const stops: Unsubscribe[] = [];

  let configuredFor: unknown;
  const configure = (): void => {
    const data = selectShop(shop.getSnapshot());
    if (!data || data === configuredFor) return;
    configuredFor = data;
    pricing.configure({
      shopCurrency: data.currency,
      moneyFormat: data.currencyFormat,
      shopLocale: data.locale,
      settings: {
        multiCurrency: data.multiCurrency.enabled,
        multiLocale: data.multiCurrency.multiLocale,
        supported_locales: data.multiCurrency.supportedLocales,
        currencies: data.multiCurrency.currencies.map((c) => ({
          code: c.code,
          country_codes: c.countryCodes,
        })),
        rates: data.multiCurrency.rates,
      },
    });
    const display = selectDisplayCurrency(pricing.getSnapshot());
    catalog.configure({ currency: data.currency, locale: display.locale, display });
    const cartType = data.theme.settings.cart_type;
    void cart.configure({ afterAdd: typeof cartType === 'string' ? cartType : null, display });
    customer.setCheckoutSettings({ requireAccount: data.checkout.requireAccount });
  };
  stops.push(shop.subscribe(configure));
  configure();
  // The shopper switched currency (or the shop's settings resolved another): every price follows.
  stops.push(
    pricing.select(
      selectDisplayCurrency,
      (display) => {
        catalog.configure({ locale: display.locale, display });
        void cart.configure({ display });
      },
      sameDisplayCurrency,
    ),
  );

  stops.push(transport.on('passwordProtected', () => shop.passwordProtected()));
  stops.push(storePassword.on('password.accepted', () => void shop.unlocked()));

  shop.setLoggedIn(selectIsLoggedIn(customer.getSnapshot()));
  stops.push(customer.select(selectIsLoggedIn, (loggedIn) => shop.setLoggedIn(loggedIn)));
  stops.push(
    customer.on('login', ({ customer: who }) => events.emit({ type: 'customer.login', customer: who })),
  );
  stops.push(customer.on('logout', () => events.emit({ type: 'customer.logout' })));
  stops.push(
    customer.on('signUpRequested', ({ reason }) => events.emit({ type: 'customer.signUpRequested', reason })),
  );

  const push = ({ notification }: { readonly notification: Parameters<Notifications['push']>[0] }): void => {
    void notifications.push(notification);
  };
  stops.push(customer.on('notify', push));
  stops.push(cart.on('notify', push));

  stops.push(
    cart.select(
      (snapshot) => snapshot.context.cart,
      () => events.emit({ type: 'cart.updated', cart: selectCart(cart.getSnapshot()) }),
    ),
  );
  stops.push(
    cart.on('cart.added', ({ variantId, quantity }) =>
      events.emit({ type: 'cart.added', variantId, quantity }),
    ),
  );
  // Each showing of a product page is a view (001 §3 view_content, the first step of the funnel
  // of 001 §4): a load that shows another product changes the shown product's id; a page showing
  // the product the catalogue holds again (back from the cart) is the catalogue's product_shown.
  stops.push(
    catalog.select(
      (snapshot) => selectProduct(snapshot)?.product?.id,
      () => viewShownProduct(catalog, events),
    ),
  );
  stops.push(
    catalog.on('product_shown', ({ product }) => emitViewed(events, product, shownVariant(catalog, product))),
  );
  stops.push(
    pricing.on('currency.changed', ({ currency }) => events.emit({ type: 'currency.changed', currency })),
  );
  stops.push(pricing.on('locale.changed', ({ locale }) => events.emit({ type: 'locale.changed', locale })));

  return () => {
    for (const stop of stops) stop();
  };
}
