import {
  type ApiClientOptions,
  createTransport,
  type ErrorMonitorContext,
  type SyncTaskPlaceholders,
} from '@vitrine/api-client';
import {
  type AuthActorRef,
  authFacade,
  CLEAR_STORAGE_COMMAND,
  selectIsLoggedIn,
  USER_TOKEN_KEY,
} from '@vitrine/core-auth';
import { type CartActorRef, cartFacade, selectTokens } from '@vitrine/core-cart';
import { type CatalogActorRef, catalogFacade, selectProduct } from '@vitrine/core-catalog';
import type { CheckoutFacade, OrderStatusFacade, PayAdditionalRequest } from '@vitrine/core-checkout';
import type { CustomOptionsFacade } from '@vitrine/core-custom-options';
import type { PageContext } from '@vitrine/core-tracking';
import {
  featureFlagsFacade,
  notificationsFacade,
  pageLoadMachineWith,
  pagesFacade,
  selectShop,
  selectShownPath,
  shopFacade,
  storedPasswordHash,
  storePasswordFacade,
  syncTasksFacade,
} from '@vitrine/core-shop';
import { keepFirstPageEvents } from '@vitrine/core-shop/internal';
import {
  createMemoryPorts,
  type Ports,
  failure,
  type PersistedSnapshot,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import { type AnyActorLogic, type AnyActorRef, createActor, type Snapshot } from 'xstate';
import {
  createEventStream,
  type StorefrontEvent,
  type StorefrontEventHandler,
  type StorefrontEventType,
} from './events';
import type { CheckoutPart } from './parts/checkout.part';
import type { customOptionsPart as CustomOptionsPart } from './parts/custom-options.part';
import type { EngagementPart } from './parts/engagement.part';
import type { PartHost } from './parts/host';
import { createExtensions } from './extensions';
import { startPlugins } from './plugin-host';
import { runAtOnce, runInSteps } from './steps';
import { countryLookup } from './location-lookup';
import { createPricing } from './pricing.facade';
import { publicChildren, resumedLogic } from './public-snapshot';
import { storefrontMachine } from './storefront.machine';
import {
  PART_UNAVAILABLE,
  type Storefront,
  type StorefrontListenOptions,
  type StorefrontOptions,
  type StorefrontPartName,
  type StorefrontParts,
} from './storefront.types';
import { wireSyncTasks } from './sync-wiring';
import { viewShownProduct, wireStorefront } from './wiring';

/**
 * The version `getSnapshot()` writes; another version's snapshot is dropped on restore. Version 2:
 * the parts loaded on first use are kept apart from the system (docs/decisions/0350). Version 3:
 * the machines' contexts of 2026-11-28 (the order status's queued requests, the session's pending
 * request's session, social proof's loads as children): an older one is not restored into them.
 */
export const STOREFRONT_SNAPSHOT_VERSION = 3;

/**
 * What `getSnapshot()` holds: the system's persisted snapshot (what a first page runs), the
 * persisted snapshot of each child of a part loaded on first use, by child id, and the pricing
 * state. @internal
 */
interface StorefrontState {
  readonly system: Snapshot<unknown>;
  readonly parts: Readonly<Record<string, unknown>>;
  readonly pricing: PersistedSnapshot;
}

/**
 * What every call of this visitor carries, from the visitor's ports: its cookies (the `digest`
 * cookie becomes the `digest` query parameter, 000 §7) and, once a locked shop's password was
 * given, its hash as `x-store-password` (000 §5; decision 0260). The storefront's transport is
 * made with them; a transport of the same page made apart (`window.Vitrine`'s catalogue) is too.
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * import { visitorTransportOptions } from '@vitrine/sdk';
 * import { browserPorts } from '@vitrine/sdk/browser';
 *
 * const transport = createTransport({
 *   baseURL: location.origin,
 *   shopDomain: location.hostname,
 *   ...visitorTransportOptions(browserPorts()),
 * });
 * ```
 */
export function visitorTransportOptions(
  ports: Pick<Ports, 'cookies' | 'storage'>,
): Pick<ApiClientOptions, 'cookies' | 'storePassword'> {
  return { cookies: ports.cookies, storePassword: () => storedPasswordHash(ports.storage) };
}

/** The engagement facades (tracking, offers, sale notifications, reviews) load together. */
const ENGAGEMENT = ['tracking', 'offers', 'socialProof', 'reviews'] as const;
/** The child ids of each part loaded on first use (a restored snapshot holding one loads it). */
const PART_CHILDREN: Readonly<Record<'forms' | 'preview' | 'engagement', readonly string[]>> = {
  forms: ['contactForm', 'dmcaReport', 'newsletter'],
  preview: ['preview'],
  engagement: ENGAGEMENT,
};

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
 * import { selectCart } from '@vitrine/core-cart';
 * import { createStorefront } from '@vitrine/sdk';
 *
 * const storefront = createStorefront({ domain: 'localhost', baseUrl: 'http://127.0.0.1:3000' });
 * await storefront.ready();
 * const product = await storefront.catalog.product('classic-crew-tee');
 * if (product.ok && product.value.variant) {
 *   await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 });
 * }
 * console.log(storefront.pricing.format(selectCart(storefront.cart.getSnapshot()).totals.total)); // '$24.00'
 * ```
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  return runAtOnce(storefrontSteps(options));
}

/**
 * Builds the same storefront as {@link createStorefront}, pausing between its steps: each child's
 * machine, then the system's actors, then the facades, their wiring and the start. In a browser a
 * step is tens of milliseconds on a slow phone and the whole hundreds; in one task it would hold the page
 * (a tap unanswered, the main thread blocked) for all of it. Nothing differs once it resolves,
 * save that each of its requests also starts after a `pause()`, not inside the task that asked
 * for it (a machine starting a load does not pay for the browser's `fetch()` in the same task).
 *
 * @param pause - ends a step: resolve it once the host let other work run (a browser page passes
 *   `scheduler.yield()` where it exists); a zero-delay timer by default.
 *
 * @example
 * ```ts
 * import { createStorefrontInSteps } from '@vitrine/sdk';
 *
 * const storefront = await createStorefrontInSteps({ domain: 'localhost', baseUrl: 'http://127.0.0.1:3000' });
 * await storefront.ready();
 * console.log(storefront.shop.getSnapshot().value);
 * ```
 */
export async function createStorefrontInSteps(
  options: StorefrontOptions,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<Storefront> {
  return runInSteps(storefrontSteps(options, pause), pause);
}

/**
 * {@link createStorefront}'s work, as steps: it pauses (`yield`) where a host may let other work
 * run. With `pause`, every request of the storefront also starts after one (the transport's `defer`).
 */
function* storefrontSteps(
  options: StorefrontOptions,
  pause?: () => Promise<void>,
): Generator<undefined, Storefront, undefined> {
  const given = createMemoryPorts(options.ports);
  // Every navigation intent reaches the host's port and the storefront's `navigate` event.
  const ports: Ports = {
    ...given,
    navigate: (intent) => {
      given.navigate(intent);
      events.emit({ type: 'navigate', intent });
    },
  };
  // What a failed checkout call's report carries (001 §7 checkout-error-monitor), read when one is
  // built: set once the facades it reads exist.
  let monitorContext = (): ErrorMonitorContext => ({});
  const transport = createTransport({
    baseURL: options.baseUrl ?? '',
    shopDomain: options.domain,
    ...visitorTransportOptions(ports),
    // 001 §2: error monitoring calls are skipped in the live preview (the editor's frame).
    errorMonitor: options.editorOrigin === undefined ? () => monitorContext() : () => ({ skip: true }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(pause === undefined ? {} : { defer: pause }),
  });
  // A server-rendered page's public snapshot resumes the shop, catalogue and pages alone (0460).
  const resumed = publicChildren(options.snapshot);
  const restored =
    resumed === undefined
      ? (restorable(options.snapshot, STOREFRONT_SNAPSHOT_VERSION) as StorefrontState | undefined)
      : undefined;
  const pricing = createPricing({
    cookies: ports.cookies,
    query: options.query,
    country: options.country,
    snapshot: restored?.pricing,
    // 000 §9: a first visit follows the visitor's country, asked once (000 §7; decision 0571).
    lookupCountry: countryLookup(transport),
  });
  const pricingState = pricing.getSnapshot();
  const events = createEventStream((error, type) =>
    ports.logger.log('error', `a handler of ${type} threw`, error),
  );
  // Plugins come first: the payment strategies and tracking sinks they add are part of the parts' logic.
  const extensions = createExtensions();
  const stopPlugins = startPlugins(options.plugins ?? [], { ports, events, provide: extensions.provide });
  // The placeholders of background calls are read when each is sent (000 §7).
  let syncPlaceholders = (): SyncTaskPlaceholders => ({});
  // The logic of the children of parts loaded on first use, registered under their child id.
  const partLogic: Record<string, AnyActorLogic> = {};
  const machine = yield* storefrontMachine({
    transport,
    ports,
    domain: options.domain,
    path: options.path,
    themePreviewId: options.themePreviewId,
    parts: partLogic,
    syncPlaceholders: () => syncPlaceholders(),
    online: options.online,
    platformSuffix: options.platformSuffix,
    visitor: options.visitor,
    resumed,
    currency: pricingState.configured ? pricingState.shopCurrency : undefined,
    locale: pricingState.configured ? pricingState.locale : undefined,
  });
  const root = createActor(machine, {
    clock: ports.clock,
    ...(restored === undefined ? {} : { snapshot: restored.system }),
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  });
  yield;
  const child = <T>(id: string): T => {
    const ref = root.getSnapshot().children[id] as AnyActorRef | undefined;
    if (!ref) throw new Error(`Vitrine: the storefront has no ${id} machine`);
    return ref as unknown as T;
  };

  const shop = shopFacade(child('shop'));
  const notifications = notificationsFacade(child('notifications'));
  const customer = authFacade(child<AuthActorRef>('auth'), { transport });
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
  const syncTasks = syncTasksFacade(child('syncTasks'));
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
    syncTasks,
  };
  const unwire = wireStorefront({ ...facades, transport, events });
  const unwireSync = wireSyncTasks({ syncTasks, customer, notifications });
  // The page-load event (000 §2, 001 §2; docs/decisions/0127, 0496): every page the guard lets
  // through starts its wait on the storefront's clock. Its own actor, not a child of the system:
  // a pending page-load is not worth persisting (a restored page navigates again).
  const pageLoad = createActor(pageLoadMachineWith(), { clock: ports.clock });
  pageLoad.on('page.loaded', ({ path, pageType }) => events.emit({ type: 'page.loaded', path, pageType }));
  const unwirePageLoad = shop.on('shop.resolved', ({ path, resolution }) => {
    if (resolution.type === 'proceed') pageLoad.send({ type: 'page.navigated', path });
  });
  pageLoad.start();
  // The facades and their wiring are one step, the start another: both are tens of milliseconds on
  // a slow phone. Nothing runs in between: the machines are not started yet, and what the wiring
  // sends them waits in their mailboxes (decision 0559).
  yield;
  root.start();

  // Parts loaded on first use (docs/decisions/0350): their code comes through import(), their
  // machines join the one system as children, restored from the storefront's snapshot if it held them.
  let stopped = false;
  const partStops: (() => void)[] = [];
  /** The persisted snapshot of each part's child, as the storefront's snapshot had it or as its facade persists it now. */
  const partStates: Record<string, unknown> = { ...(restored?.parts ?? {}) };
  const partPersist = new Map<string, () => unknown>();
  const host: PartHost = {
    options,
    transport,
    ports,
    events,
    shop,
    cart,
    customer,
    notifications,
    flags,
    pricing,
    strategies: extensions.strategies,
    trackingSinks: extensions.trackingSinks,
    spawn(id, logic, input, persist) {
      const saved = partStates[id] as Snapshot<unknown> | undefined;
      partLogic[id] = resumedLogic(logic, saved);
      root.send({ type: 'part.spawn', id, input });
      partPersist.set(
        id,
        persist ??
          (() => (root.getSnapshot().children[id] as AnyActorRef | undefined)?.getPersistedSnapshot()),
      );
      return child(id);
    },
    restored: (id) => partStates[id] !== undefined,
    findRestored: (match) => Object.keys(partStates).find((id) => match(id, partStates[id])),
    adoptCart({ checkoutToken, cartToken }) {
      // The cart's own way to join other tokens (as from another tab): stored, then fetched.
      child<CartActorRef>('cart').send({
        type: 'cart.sync',
        cartToken: cartToken ?? selectTokens(cart.getSnapshot()).cartToken ?? '',
        checkoutToken,
      });
    },
    stopChild(id) {
      partPersist.delete(id);
      delete partStates[id];
      root.send({ type: 'part.stop', id });
    },
    load: (part) => load(part),
    onStop(stop) {
      partStops.push(stop);
    },
  };
  /** Runs `start` once its code is loaded, unless the storefront stopped meanwhile. */
  const started = <T>(code: Promise<T>): Promise<T> =>
    code.then((loaded) => {
      if (stopped) throw new Error('Vitrine: the storefront was stopped');
      return loaded;
    });

  // Events raised before the code that follows them listens are kept for it, in order, each list
  // until its listener can no longer come (then `undefined`):
  // - `engagement`: tracking, offers, sale notifications and reviews follow the products viewed and
  //   the lines added; the first of them loads their part (decision 0350), which is handed those
  //   kept when it runs;
  // - `firstPage`: a handler of `storefront.on` added while the first page is shown (window.Vitrine's:
  //   the storefront's entry loads it after that page showed) is handed the page events of that page
  //   raised before it subscribed: its page load (at once on the cart, 000 §2), its product viewed
  //   (a server-rendered product page), an order completed on it (back from a provider's payment
  //   page). Dropped once the guard lets the shopper through to another path (decision 0652).
  const KEPT: Readonly<Record<'engagement' | 'firstPage', ReadonlySet<StorefrontEventType>>> = {
    engagement: new Set(['product.viewed', 'cart.added']),
    firstPage: new Set(['page.loaded', 'product.viewed', 'order.completed']),
  };
  const kept: { engagement: StorefrontEvent[] | undefined } = { engagement: [] };
  // The first page: the path shown (a server-rendered page's), else the first the guard lets through.
  const firstPage = keepFirstPageEvents<StorefrontEvent>(shop);
  let engagement: EngagementPart | undefined;
  let engagementLoad: Promise<EngagementPart> | undefined;
  const loadEngagement = (): Promise<EngagementPart> => {
    engagementLoad ??= started(import('./parts/engagement.part')).then(async ({ engagementSteps }) => {
      // The events kept meanwhile, the ones that come during its steps too, are handed over in
      // its last step, and from then on reach it directly.
      const missed = kept.engagement ?? [];
      const steps = engagementSteps(host, missed);
      const part =
        pause === undefined
          ? runAtOnce(steps)
          : await runInSteps(steps, async () => {
              await pause();
              if (stopped) throw new Error('Vitrine: the storefront was stopped');
            });
      engagement = part;
      kept.engagement = undefined;
      return part;
    });
    return engagementLoad;
  };
  const keep = (event: StorefrontEvent): void => {
    if (KEPT.firstPage.has(event.type)) firstPage.keep(event);
    if (kept.engagement === undefined || !KEPT.engagement.has(event.type)) return;
    kept.engagement.push(event);
    void loadEngagement().catch(() => undefined);
  };
  const unkeep = [...new Set([...KEPT.engagement, ...KEPT.firstPage])].map((type) => events.on(type, keep));
  unkeep.push(firstPage.stop);
  /**
   * `events.on`; with `firstPage`, a handler added while the first page is shown is also handed
   * that page's events of its type raised before (`firstPage`), once each, in order, after the
   * subscribing code's task, as `emit` would (a throw is logged): not if it unsubscribed meanwhile
   * (StrictMode's first effect) or the shopper left that page. Before any page is shown (a
   * storefront used without its guard) there is none: a handler hears what comes next only.
   */
  const on = <K extends StorefrontEventType>(
    type: K,
    handler: StorefrontEventHandler<K>,
    options?: StorefrontListenOptions,
  ): (() => void) => {
    const stop = events.on(type, handler);
    if (options?.firstPage !== true) return stop;
    const handedOver = firstPage.handOver(type, (event) => {
      try {
        handler(event);
      } catch (error) {
        ports.logger.log('error', `a handler of ${type} threw`, error);
      }
    });
    return () => {
      handedOver();
      stop();
    };
  };
  // A page resumed from a server-rendered snapshot starts with its product already there (the
  // wiring's `select` hears no change): it is viewed once `keep` listens, after the caller's
  // synchronous code, so a host's listeners added right after `createStorefront` hear it too. Built
  // in steps, after a pause: after the code that awaited the storefront, and not in the start's
  // task (the view loads the engagement part).
  if (selectProduct(catalog.getSnapshot())?.product) {
    const view = () => {
      if (!stopped) viewShownProduct(catalog, events);
    };
    if (pause === undefined) queueMicrotask(view);
    else void pause().then(view);
  }

  let forms: StorefrontParts['forms'] | undefined;
  let formsLoad: Promise<StorefrontParts['forms']> | undefined;
  let preview: StorefrontParts['preview'] | undefined;
  let previewLoad: Promise<StorefrontParts['preview']> | undefined;
  const loaded = <K extends StorefrontPartName>(part: K): StorefrontParts[K] | undefined => {
    const value =
      part === 'forms'
        ? forms
        : part === 'preview'
          ? preview
          : engagement?.[part as (typeof ENGAGEMENT)[number]];
    return value as StorefrontParts[K] | undefined;
  };
  const load = <K extends StorefrontPartName>(part: K): Promise<StorefrontParts[K]> => {
    if (part === 'forms') {
      formsLoad ??= started(import('./parts/content.part')).then(({ formsPart }) => {
        forms = formsPart(host);
        return forms;
      });
      return formsLoad as Promise<StorefrontParts[K]>;
    }
    if (part === 'preview') {
      previewLoad ??= started(import('./parts/content.part')).then(({ previewPart }) => {
        preview = previewPart(host);
        return preview;
      });
      return previewLoad as Promise<StorefrontParts[K]>;
    }
    return loadEngagement().then((parts) => parts[part as (typeof ENGAGEMENT)[number]] as StorefrontParts[K]);
  };

  let checkoutLoad: Promise<CheckoutPart> | undefined;
  let checkoutLoaded: CheckoutPart | undefined;
  const checkoutPart = (): Promise<CheckoutPart> => {
    checkoutLoad ??= started(import('./parts/checkout.part')).then((code) => {
      checkoutLoaded = code.checkoutPart(host);
      return checkoutLoaded;
    });
    return checkoutLoad;
  };
  // 001 §7 checkout-error-monitor: "body checkout_token, cart_token, extra (user agent, country
  // count, endpoint, request payload, page, currency, checkout info, api response, payment
  // methods)". The transport adds the endpoint, the request payload and the answer; the storefront
  // the cart's tokens, the open checkout's part (its token, currency, info, payment methods, the
  // country count), and the page: the host's (the page context it gives, as for tracking: its
  // location and user agent; core code never reads `location` or `navigator`), else the path the
  // guard last let through.
  monitorContext = () => {
    const { cartToken, checkoutToken } = selectTokens(cart.getSnapshot());
    const page = hostPage(options);
    const path = page.pageUrl || selectShownPath(shop.getSnapshot()) || options.path;
    return {
      ...(cartToken ? { cartToken } : {}),
      ...(checkoutToken ? { checkoutToken } : {}),
      ...(page.userAgent ? { userAgent: page.userAgent } : {}),
      ...(path ? { page: path } : {}),
      ...checkoutLoaded?.monitorContext(),
    };
  };
  // The verbs that answer a Result answer one when the checkout's code cannot load (offline, a
  // deploy replaced the chunk): an error value, never a rejection (decision 0490).
  const checkoutPartOrFailure = (): Promise<
    Result<CheckoutPart, { readonly code: typeof PART_UNAVAILABLE }>
  > => checkoutPart().then(success, () => failure({ code: PART_UNAVAILABLE }));
  let optionsLoad: Promise<ReturnType<typeof CustomOptionsPart>> | undefined;

  // A restored snapshot's parts start again at once (a checkout back from a provider page resumes
  // when it is asked for; tracking's outbox and the scheduler's timers go on now).
  const restoredIds = Object.keys(partStates);
  if (restoredIds.some((id) => PART_CHILDREN.engagement.includes(id)))
    void loadEngagement().catch(() => undefined);
  if (restoredIds.some((id) => PART_CHILDREN.forms.includes(id))) void load('forms').catch(() => undefined);
  // Inside the theme editor's frame the preview listens from the start (001 §2).
  if (options.editorOrigin !== undefined || restoredIds.includes('preview'))
    void load('preview').catch(() => undefined);

  /**
   * The system's persisted snapshot, each child as its own facade persists it where that differs
   * (the cart drops a change in flight and asks again on restore, rather than replaying it; the
   * session drops its account request in flight with the password it carries); the
   * children of parts loaded on first use apart, each as its facade persists it.
   */
  const persist = (): StorefrontState => {
    const persisted = root.getPersistedSnapshot() as Snapshot<unknown> & {
      readonly children?: Record<string, { readonly snapshot: unknown }>;
    };
    const children = { ...(persisted.children ?? {}) };
    const parts: Record<string, unknown> = { ...partStates };
    for (const id of Object.keys(children)) {
      if (!partPersist.has(id)) continue;
      delete children[id];
      const state = partPersist.get(id)?.();
      if (state === undefined) delete parts[id];
      else parts[id] = state;
    }
    const cartChild = children.cart;
    if (cartChild) children.cart = { ...cartChild, snapshot: cart.persist().state };
    // The session without its account request in flight: no password kept, none sent again (0175).
    const authChild = children.auth;
    if (authChild) children.auth = { ...authChild, snapshot: customer.persist().state };
    return {
      system: { ...persisted, children } as unknown as Snapshot<unknown>,
      parts,
      pricing: pricing.persist(),
    };
  };

  // 'storefront.ready' is raised once: the first time the shop data is there and the session has
  // settled, whether the host awaits ready() once, many times or never.
  let announced = false;
  const ready = async () => {
    const [shopData] = await Promise.all([shop.ready(), customer.ready()]);
    if (!shopData.ok) return failure({ code: shopData.error.code });
    if (!announced && !stopped) {
      announced = true;
      unwatchShop();
      events.emit({ type: 'storefront.ready' });
    }
    return { ok: true as const, value: undefined };
  };
  // A shop whose data failed becomes ready when it loads again (`shop.retry()`), asked or not.
  const unwatchShop = shop.subscribe((snapshot) => {
    if (!announced && snapshot.context.status === 'ready') void ready();
  });
  // After the caller's synchronous code (createStorefront) or a pause (in steps), as the shown
  // product's view above: a host's listener added right after the storefront is built hears it.
  if (pause === undefined) queueMicrotask(() => void ready());
  else void pause().then(ready);

  return {
    ...facades,
    ready,
    async customOptions(product, formOptions = {}): Promise<CustomOptionsFacade> {
      optionsLoad ??= started(import('./parts/custom-options.part')).then((code) =>
        // A form's uploads disable the catalogue's add to cart meanwhile (000 §4, decision 0145).
        code.customOptionsPart(host, (event) => child<CatalogActorRef>('catalog').send(event)),
      );
      return (await optionsLoad)(product, formOptions);
    },
    checkout: async (token?: string): Promise<Result<CheckoutFacade>> => {
      // No checkout yet: answered without loading the checkout's code.
      if (!token && !selectTokens(cart.getSnapshot()).checkoutToken) return failure({ code: 'no_checkout' });
      const part = await checkoutPartOrFailure();
      return part.ok ? part.value.checkout(token) : part;
    },
    orders: async (orderToken: string, accessKey?: string): Promise<OrderStatusFacade> =>
      (await checkoutPart()).orders(orderToken, accessKey),
    additionalBalance: async (orderToken: string) => {
      const part = await checkoutPartOrFailure();
      return part.ok ? part.value.additionalBalance(orderToken) : part;
    },
    payAdditionalBalance: async (orderToken: string, request: PayAdditionalRequest) => {
      const part = await checkoutPartOrFailure();
      return part.ok ? part.value.payAdditionalBalance(orderToken, request) : part;
    },
    load,
    loaded,
    dispatch(command) {
      // 000 §8 "Please clear the storage and refresh page." with a clear action (decision 0172).
      if (command !== CLEAR_STORAGE_COMMAND) return failure({ code: 'unknown_command' });
      ports.storage.clear?.();
      ports.navigate({ type: 'reload' });
      return success(undefined);
    },
    on,
    getSnapshot: () => ({ version: STOREFRONT_SNAPSHOT_VERSION, state: persist() }),
    stop() {
      stopped = true;
      unwatchShop();
      stopPlugins();
      unwire();
      unwireSync();
      unwirePageLoad();
      pageLoad.stop();
      for (const stop of unkeep) stop();
      for (const stop of partStops.splice(0)) stop();
      transport.useAuth(undefined);
      pricing.stop();
      // The children stop with the root (a child of a system cannot be stopped on its own).
      root.stop();
    },
  };
}

/**
 * The page context the host gives (`tracking.context`: in a browser `location.href` and
 * `navigator.userAgent`), or none; a host's context that throws gives none (a report is still sent).
 */
function hostPage(options: StorefrontOptions): Partial<Pick<PageContext, 'pageUrl' | 'userAgent'>> {
  try {
    return options.tracking?.context?.() ?? {};
  } catch {
    return {};
  }
}

/** Whether the storefront's customer is signed in. */
export const isSignedIn = (storefront: Pick<Storefront, 'customer'>): boolean =>
  selectIsLoggedIn(storefront.customer.getSnapshot());
