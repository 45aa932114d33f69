import { createTransport, type SyncTaskPlaceholders } from '@vitrine/api-client';
import {
  type AuthActorRef,
  authFacade,
  selectIsLoggedIn,
  selectUser,
  USER_TOKEN_KEY,
} from '@vitrine/core-auth';
import { type CartActorRef, cartFacade, selectTokens } from '@vitrine/core-cart';
import { type CatalogActorRef, catalogFacade } from '@vitrine/core-catalog';
import {
  type CheckoutActorRef,
  type CheckoutFacade,
  type CheckoutLayout,
  checkoutFacade,
  checkoutInput,
  type OrderStatusFacade,
  orderStatusFacade,
  ACCESS_KEY_STORAGE_PREFIX,
  type PaymentStrategy,
} from '@vitrine/core-checkout';
import {
  type CustomOptionsActorRef,
  customOptionsFacade,
  customOptionsInput,
} from '@vitrine/core-custom-options';
import {
  type contactFormMachine,
  type dmcaReportMachine,
  featureFlagsFacade,
  formFacade,
  newsletterFacade,
  notificationsFacade,
  pagesFacade,
  previewFacade,
  selectShop,
  shopFacade,
  storedPasswordHash,
  storePasswordFacade,
  syncTasksFacade,
} from '@vitrine/core-shop';
import {
  type OffersActorRef,
  offersFacade,
  type ReviewsActorRef,
  reviewsFacade,
  type SocialProofActorRef,
  socialProofFacade,
} from '@vitrine/core-offers';
import { type TrackingActorRef, trackingFacade } from '@vitrine/core-tracking';
import {
  createMemoryPorts,
  type Ports,
  failure,
  type PersistedSnapshot,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import { type ActorRefFrom, type AnyActorRef, createActor, type Snapshot } from 'xstate';
import { createEventStream } from './events';
import { startPlugins } from './plugin-host';
import { createPricing, selectDisplayCurrency } from './pricing.facade';
import { sameDisplayCurrency } from '@vitrine/core-pricing';
import { storefrontMachine } from './storefront.machine';
import type { Storefront, StorefrontOptions } from './storefront.types';
import { wireCheckoutTracking, wireEngagement } from './engagement-wiring';
import { wireSyncTasks } from './sync-wiring';
import { wireCheckout, wireStorefront } from './wiring';

/** The version `getSnapshot()` writes; another version's snapshot is dropped on restore. */
export const STOREFRONT_SNAPSHOT_VERSION = 1;

/** What `getSnapshot()` holds: the system's persisted snapshot and the pricing state. @internal */
interface StorefrontState {
  readonly system: Snapshot<unknown>;
  readonly pricing: PersistedSnapshot;
}

/**
 * Builds a storefront: one api-client transport for the shop of `domain`, every core package's
 * machine started as one XState system (each with a `systemId`), the auth interceptor in the
 * transport, the password-protection event wired to the navigation guard, every package's
 * notifications in one queue, and the plugins.
 *
 * @remarks
 * In Node it runs on in-memory ports by default; pass `@vitrine/sdk/browser`'s `browserPorts()` in
 * a browser. Importing `@vitrine/sdk` touches no browser global.
 *
 * @example
 * ```ts
 * import { createStorefront } from '@vitrine/sdk';
 *
 * const storefront = createStorefront({ domain: 'localhost', baseUrl: 'http://127.0.0.1:3000' });
 * await storefront.ready();
 * const product = await storefront.catalog.product('classic-tee');
 * if (product.ok) await storefront.cart.add({ variantId: product.value.selectedVariant!.id, quantity: 1 });
 * console.log(storefront.pricing.format(storefront.cart.getSnapshot().context.cart.total));
 * ```
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  const given = createMemoryPorts(options.ports);
  // Every navigation intent reaches the host's port and the storefront's `navigate` event.
  const ports: Ports = {
    ...given,
    navigate: (intent) => {
      given.navigate(intent);
      events.emit({ type: 'navigate', intent });
    },
  };
  const transport = createTransport({
    baseURL: options.baseUrl ?? '',
    shopDomain: options.domain,
    cookies: ports.cookies,
    // A visitor who gave a locked shop's password sends its hash with every call (000 §5).
    storePassword: () => storedPasswordHash(ports.storage),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const restored = restorable(options.snapshot, STOREFRONT_SNAPSHOT_VERSION) as StorefrontState | undefined;
  const pricing = createPricing({
    cookies: ports.cookies,
    query: options.query,
    country: options.country,
    snapshot: restored?.pricing,
  });
  const pricingState = pricing.getSnapshot();
  const events = createEventStream((error, type) =>
    ports.logger.log('error', `a handler of ${type} threw`, error),
  );
  // Plugins come first: the payment strategies they add are part of the checkout's logic.
  const strategies: Record<string, PaymentStrategy> = {};
  const stopPlugins = startPlugins(options.plugins ?? [], {
    ports,
    events,
    provide: (_kind, strategy) => {
      strategies[strategy.code] = strategy;
      return () => {
        if (strategies[strategy.code] === strategy) delete strategies[strategy.code];
      };
    },
  });
  // The customer the checkout sends is read from the session at each call (001 §5).
  let readCustomer = (): { readonly id: string; readonly email: string } | undefined => undefined;
  // The placeholders of background calls are read when each is sent (000 §7).
  let syncPlaceholders = (): SyncTaskPlaceholders => ({});
  const root = createActor(
    storefrontMachine({
      transport,
      ports,
      domain: options.domain,
      path: options.path,
      themePreviewId: options.themePreviewId,
      editorOrigin: options.editorOrigin,
      strategies,
      customer: () => readCustomer(),
      syncPlaceholders: () => syncPlaceholders(),
      online: options.online,
      platformSuffix: options.platformSuffix,
      tracking: options.tracking,
      currency: pricingState.configured ? pricingState.shopCurrency : undefined,
      locale: pricingState.configured ? pricingState.locale : undefined,
    }),
    {
      clock: ports.clock,
      ...(restored === undefined ? {} : { snapshot: restored.system }),
      ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
    },
  );
  const child = <T>(id: string): T => {
    const ref = root.getSnapshot().children[id] as AnyActorRef | undefined;
    if (!ref) throw new Error(`Vitrine: the storefront has no ${id} machine`);
    return ref as unknown as T;
  };

  const shop = shopFacade(child('shop'));
  const notifications = notificationsFacade(child('notifications'));
  const customer = authFacade(child<AuthActorRef>('auth'), { transport });
  readCustomer = () => {
    const user = selectUser(customer.getSnapshot());
    return user ? { id: user.id, email: user.email } : undefined;
  };
  const cart = cartFacade(child<CartActorRef>('cart'));
  const catalog = catalogFacade(child<CatalogActorRef>('catalog'), {
    // Read when a size chart is asked for: the shop's id is known once its data loaded.
    get shopId() {
      return selectShop(shop.getSnapshot())?.id;
    },
  } as { readonly shopId?: string });
  const flags = featureFlagsFacade(child('flags'));
  const pages = pagesFacade(child('pages'), { transport });
  const storePassword = storePasswordFacade(child('storePassword'));
  const forms = {
    contact: formFacade(child<ActorRefFrom<typeof contactFormMachine>>('contactForm')),
    dmca: formFacade(child<ActorRefFrom<typeof dmcaReportMachine>>('dmcaReport')),
    newsletter: newsletterFacade(child('newsletter')),
  };
  const preview = previewFacade(child('preview'), { ports });
  const syncTasks = syncTasksFacade(child('syncTasks'));
  const tracking = trackingFacade(child<TrackingActorRef>('tracking'), { ports });
  const offers = offersFacade(child<OffersActorRef>('offers'));
  const socialProof = socialProofFacade(child<SocialProofActorRef>('socialProof'));
  const reviews = reviewsFacade(child<ReviewsActorRef>('reviews'));
  syncPlaceholders = () => {
    const { cartToken, checkoutToken } = selectTokens(cart.getSnapshot());
    const token = ports.storage.get(USER_TOKEN_KEY);
    return {
      ...(token === undefined ? {} : { token }),
      ...(cartToken === undefined ? {} : { cart_id: cartToken }),
      ...(checkoutToken === undefined ? {} : { checkout_token: checkoutToken }),
    };
  };
  const facades = {
    shop,
    notifications,
    customer,
    cart,
    catalog,
    pricing,
    flags,
    pages,
    storePassword,
    forms,
    preview,
    syncTasks,
    tracking,
    offers,
    socialProof,
    reviews,
  };
  const unwire = wireStorefront({ ...facades, transport, events });
  const unwireSync = wireSyncTasks({ syncTasks, customer, notifications });
  const unwireEngagement = wireEngagement({
    domain: options.domain,
    shop,
    cart,
    customer,
    tracking,
    offers,
    events,
  });
  root.start();

  /**
   * The system's persisted snapshot, each child as its own facade persists it where that differs
   * (the cart drops a change in flight and asks again on restore, rather than replaying it).
   */
  const persistSystem = (): Snapshot<unknown> => {
    const persisted = root.getPersistedSnapshot() as Snapshot<unknown> & {
      readonly children?: Record<string, { readonly snapshot: unknown }>;
    };
    const children = { ...(persisted.children ?? {}) };
    // The children whose facades persist differently from the raw actor: the cart (a change in
    // flight), tracking (script statuses), the scheduler (timers) and reviews (a post in flight).
    const byFacade: Record<string, { persist(): PersistedSnapshot }> = {
      cart,
      tracking,
      socialProof,
      reviews,
    };
    for (const [id, facade] of Object.entries(byFacade)) {
      const stored = children[id];
      if (stored) children[id] = { ...stored, snapshot: facade.persist().state };
    }
    return { ...persisted, children } as unknown as Snapshot<unknown>;
  };

  const checkouts = new Map<string, CheckoutFacade>();
  const openCheckout = (token?: string): Result<CheckoutFacade> => {
    const wanted = token ?? selectTokens(cart.getSnapshot()).checkoutToken;
    if (!wanted) return failure({ code: 'no_checkout' });
    const known = checkouts.get(wanted);
    if (known) return success(known);
    const id = `checkout-${wanted}`;
    // A checkout restored with the storefront (back from a 3-D Secure or provider page) is
    // already a child: it is wrapped, not opened again, and its payment resumed (001 §4).
    const restored = root.getSnapshot().children[id] !== undefined;
    const data = selectShop(shop.getSnapshot());
    const layout = data?.checkout.layout;
    if (!restored)
      root.send({
        type: 'checkout.open',
        id,
        input: checkoutInput({
          token: wanted,
          settings: {
            ...(layout === 'one_page' || layout === 'multi_step' ? { layout: layout as CheckoutLayout } : {}),
            ...(data ? { marketingPreselect: data.checkout.marketingPreselect } : {}),
            ...(options.editorOrigin === undefined ? {} : { preview: true }),
          },
        }),
      });
    const facade = checkoutFacade(child<CheckoutActorRef>(id), { ports, strategies });
    checkouts.set(wanted, facade);
    if (restored) {
      const snapshot = facade.getSnapshot();
      if (snapshot.matches('awaitingAction')) void facade.resume();
      else if (snapshot.context.postPurchase?.status === 'requires_action') void facade.resumePostPurchase();
    }
    unwireCheckouts.push(wireCheckoutTracking(facade, tracking));
    unwireCheckouts.push(wireCheckout({ checkout: facade, cart, notifications, events, pricing }));
    return success(facade);
  };
  const unwireCheckouts: (() => void)[] = [];

  // Order status pages (001 §2 /orders/:token), one per order token, in the display currency.
  const orderStatuses = new Map<string, OrderStatusFacade>();
  const openOrder = (orderToken: string, accessKey?: string): OrderStatusFacade => {
    const known = orderStatuses.get(orderToken);
    if (known) return known;
    const id = `order-${orderToken}`;
    root.send({
      type: 'orders.open',
      id,
      input: {
        orderToken,
        // The key stored when this device placed the order (001 §5), else the page's.
        accessKey: accessKey ?? ports.storage.get(`${ACCESS_KEY_STORAGE_PREFIX}${orderToken}`),
        display: selectDisplayCurrency(pricing.getSnapshot()),
      },
    });
    const facade = orderStatusFacade(child(id), { ports });
    orderStatuses.set(orderToken, facade);
    unwireCheckouts.push(
      pricing.select(
        selectDisplayCurrency,
        (display) => void facade.configure({ display }),
        sameDisplayCurrency,
      ),
    );
    return facade;
  };

  let optionForms = 0;
  const ready = async () => {
    const [shopData] = await Promise.all([shop.ready(), customer.ready()]);
    if (!shopData.ok) return failure({ code: shopData.error.code });
    events.emit({ type: 'storefront.ready' });
    return success(undefined);
  };

  return {
    ...facades,
    ready,
    customOptions(product, formOptions = {}) {
      optionForms += 1;
      const id = `customOptions-${optionForms}`;
      root.send({
        type: 'customOptions.open',
        id,
        input: customOptionsInput(product, formOptions),
      });
      const form = customOptionsFacade(child<CustomOptionsActorRef>(id));
      return { ...form, stop: () => root.send({ type: 'customOptions.close', id }) };
    },
    checkout: openCheckout,
    orders: openOrder,
    on: events.on,
    getSnapshot: () => ({
      version: STOREFRONT_SNAPSHOT_VERSION,
      state: { system: persistSystem(), pricing: pricing.persist() } satisfies StorefrontState,
    }),
    stop() {
      stopPlugins();
      unwire();
      unwireSync();
      unwireEngagement();
      for (const stop of unwireCheckouts) stop();
      transport.useAuth(undefined);
      pricing.stop();
      // The children stop with the root (a child of a system cannot be stopped on its own).
      root.stop();
    },
  };
}

/** Whether the storefront's customer is signed in. */
export const isSignedIn = (storefront: Pick<Storefront, 'customer'>): boolean =>
  selectIsLoggedIn(storefront.customer.getSnapshot());
