import { accountMessages, cartMessages, checkoutMessages } from '@vitrine/messages';
import { type Logger, silentLogger } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import type { CatalogFacade } from '@vitrine/core-catalog';
import { selectShownPath } from '@vitrine/core-shop';
import {
  actions as actionsSchema,
  callback,
  cartLineChange,
  cartLineInput,
  cartLineRef,
  credentials,
  currencyCode,
  money,
  parseArgument,
  postPurchaseDecline,
  postPurchaseOffer,
  productHandle,
} from './arguments';
import { keepFirstPageEvents } from './first-page-events';
import { callIsolated } from './isolate';
import { createReadyQueue } from './ready-queue';
import { fromDomainError, ScriptingError } from './scripting-error';
import { createScriptingEvents } from './scripting.events';
import type {
  VitrineAction,
  VitrineCart,
  VitrineEventType,
  VitrineListener,
  VitrinePostPurchaseState,
  VitrineReadyCallback,
  VitrineScripting,
} from './scripting.types';
import {
  currentCurrency,
  currentProduct,
  currentUser,
  plain,
  productOf,
  settledCart,
} from './scripting.views';

/** The version of the scripting interface (`Vitrine.version`); docs/decisions/0300. */
export const SCRIPTING_VERSION = '1.0.0';

/** The global property the interface lives under (`window.Vitrine`). */
export const SCRIPTING_GLOBAL = 'Vitrine';

/** Options of {@link installScripting}. */
export interface ScriptingOptions {
  /** Where `Vitrine` is installed; `globalThis` (the browser's `window`) by default. */
  readonly target?: Record<string, unknown>;
  /**
   * Where a throwing listener or ready callback is written (the storefront's own logger port:
   * pass the `logger` of the ports you gave `createStorefront`). Nothing is written by default.
   */
  readonly logger?: Logger;
  /**
   * A catalogue for `product.get(handle)` that is not the storefront's product page, e.g.
   * `createCatalog({ transport })` of `@vitrine/core-catalog` over the same platform. Without it,
   * `product.get` answers only the open product page's handle (docs/decisions/0303). Before each
   * read it is configured with the storefront's shop currency and the visitor's display currency,
   * so its prices are the page's and the cart's.
   */
  readonly catalog?: Pick<CatalogFacade, 'product' | 'configure'>;
}

/** An installed interface. */
export interface ScriptingInstallation {
  /** The object now at `target.Vitrine`. */
  readonly api: VitrineScripting;
  /** Resolves once the storefront is ready and every queued callback has run. */
  readonly ready: Promise<void>;
  /** Removes `target.Vitrine` and stops listening to the storefront. */
  uninstall(): void;
}

/** The storefront members the interface uses. */
export type ScriptingStorefront = Pick<
  Storefront,
  'ready' | 'on' | 'cart' | 'customer' | 'catalog' | 'pricing' | 'checkout'
> & { readonly shop: Pick<Storefront['shop'], 'getSnapshot' | 'select'> };

const texts: Readonly<Record<string, string>> = { ...cartMessages, ...accountMessages, ...checkoutMessages };

/**
 * Installs `window.Vitrine`, the public scripting interface for third-party apps and themes
 * (000 §1), over a storefront of `@vitrine/sdk`.
 *
 * @remarks
 * Callbacks that scripts loaded earlier pushed onto the ready queue
 * (`window.Vitrine = window.Vitrine || []; window.Vitrine.push(fn)`) run once each, in order, when
 * the storefront is ready; a later `push` runs at once. Nothing touches a browser global before
 * this call, and only `target.Vitrine` then.
 *
 * @example
 * ```ts
 * import { createStorefront } from '@vitrine/sdk';
 * import { browserPorts } from '@vitrine/sdk/browser';
 * import { installScripting } from '@vitrine/scripting';
 *
 * const ports = browserPorts({ navigate });
 * const storefront = createStorefront({ domain: location.hostname, ports });
 * installScripting(storefront, { logger: ports.logger });
 * ```
 */
export function installScripting(
  storefront: ScriptingStorefront,
  options: ScriptingOptions = {},
): ScriptingInstallation {
  const target = options.target ?? (globalThis as unknown as Record<string, unknown>);
  const logger = options.logger ?? silentLogger;
  const existing = target[SCRIPTING_GLOBAL];
  if (existing !== undefined && existing !== null && !Array.isArray(existing)) {
    throw new ScriptingError('already_installed', `Vitrine: ${SCRIPTING_GLOBAL} is already installed here`);
  }
  const queued = Array.isArray(existing) ? (existing as unknown[]) : [];

  let lastCheckoutToken: string | undefined;
  const events = createScriptingEvents(storefront, logger, (token) => {
    lastCheckoutToken = token;
  });
  // A listener added on the page the interface was installed on hears that page's events raised
  // before it (decision 0652; docs/scripting.md Events).
  const firstPage = keepFirstPageEvents(events, storefront.shop, logger);
  // The page shown: the last navigation the shop's guard let through (000 §2). The catalogue's
  // product is the open page's only on its page.
  const openProduct = () => currentProduct(storefront, selectShownPath(storefront.shop.getSnapshot()));
  const started = storefront.ready().then(
    () => undefined,
    () => undefined,
  );

  /** Runs `fn` after the storefront is ready; a thrown error becomes the rejection. */
  const call = <T>(fn: () => T | Promise<T>): Promise<T> => started.then(fn);
  /** `fn` with its argument checked first: bad input rejects before anything runs. */
  const checked = <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return run();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const cartResult = async (
    method: string,
    pending: Promise<
      { ok: true; value: unknown } | { ok: false; error: Parameters<typeof fromDomainError>[1] }
    >,
  ): Promise<VitrineCart> => {
    const result = await pending;
    if (!result.ok) throw fromDomainError(method, result.error, texts);
    return settledCart(storefront);
  };

  const overrides: { -readonly [K in VitrineAction]?: () => unknown } = {};
  const runAction = async (action: VitrineAction, fallback: () => Promise<void>): Promise<void> => {
    const override = overrides[action];
    if (!override) return fallback();
    try {
      await override();
    } catch (error) {
      throw new ScriptingError(
        'action_failed',
        `Vitrine.${action}: the configured action threw: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  const postPurchaseCheckout = async (method: string, token: string | undefined) => {
    const wanted = token ?? lastCheckoutToken;
    if (wanted === undefined) {
      throw new ScriptingError('no_order', `Vitrine.${method}: no order was completed on this page`);
    }
    // The checkout's code loads on the first call (docs/decisions/0350).
    const checkout = await storefront.checkout(wanted);
    if (!checkout.ok) throw fromDomainError(method, checkout.error, texts);
    // Another completed checkout (docs/scripting.md Post-purchase, `checkoutToken`) is opened here
    // without its info, which tells the order's payment method (001 §4): fetched first.
    if (checkout.value.view().checkout === undefined) {
      const loaded = await checkout.value.load();
      if (!loaded.ok) throw fromDomainError(method, loaded.error, texts);
    }
    return checkout.value;
  };
  const postPurchaseState = (state: VitrinePostPurchaseState): VitrinePostPurchaseState => plain(state);
  /** Where the checkout's offer stands on the platform (001 §4), `null` when none was activated. */
  const postPurchaseStands = async (
    checkout: Awaited<ReturnType<typeof postPurchaseCheckout>>,
  ): Promise<VitrinePostPurchaseState | null> => {
    const stands = await checkout.readPostPurchase();
    if (!stands.ok) throw fromDomainError('postPurchase.decline', stands.error, texts);
    return stands.value;
  };

  // A catalogue holds one product page: a read started while another loads cancels that load, and
  // the earlier call would wait for ever. The reads of `product.get` go one at a time, each priced
  // as the storefront prices (the shop's currency, the visitor's display currency: 000 §9), as the
  // sdk configures its own catalogue.
  let productReads: Promise<unknown> = Promise.resolve();
  const readProduct = (catalog: NonNullable<ScriptingOptions['catalog']>, handle: string) => {
    const read = productReads.then(() => {
      const { configured, shopCurrency } = storefront.pricing.getSnapshot();
      const display = storefront.pricing.display();
      if (configured) catalog.configure({ currency: shopCurrency, locale: display.locale, display });
      return catalog.product(handle);
    });
    productReads = read.catch(() => undefined);
    return read;
  };

  const queue = createReadyQueue<VitrineReadyCallback>((fn) =>
    callIsolated(logger, 'a ready callback', () => fn(api)),
  );

  const api: VitrineScripting = Object.freeze({
    version: SCRIPTING_VERSION,
    cart: Object.freeze({
      get: () => call(() => settledCart(storefront)),
      add: (line: unknown) =>
        checked(() => {
          const input = parseArgument('cart.add', cartLineInput, line);
          return call(() =>
            cartResult(
              'cart.add',
              storefront.cart.add({
                variantId: input.variantId,
                quantity: input.quantity ?? 1,
                ...(input.properties === undefined ? {} : { properties: input.properties }),
              }),
            ),
          );
        }),
      update: (change: unknown) =>
        checked(() => {
          const input = parseArgument('cart.update', cartLineChange, change);
          return call(() => cartResult('cart.update', storefront.cart.update(input.lineId, input.quantity)));
        }),
      remove: (line: unknown) =>
        checked(() => {
          const input = parseArgument('cart.remove', cartLineRef, line);
          return call(() => cartResult('cart.remove', storefront.cart.remove(input.lineId)));
        }),
      clear: () => call(() => cartResult('cart.clear', storefront.cart.clear())),
      open: () =>
        call(() =>
          runAction('cart.open', async () => {
            await storefront.cart.openMiniCart();
            events.emit('cart:open', () => ({ type: 'cart:open', promise: settledCart(storefront) }));
          }),
        ),
    }),
    user: Object.freeze({
      get: () =>
        call(async () => {
          await storefront.customer.ready();
          return currentUser(storefront);
        }),
      login: (input: unknown) =>
        checked(() => {
          const { email, password } = parseArgument('user.login', credentials, input);
          return call(async () => {
            const result = await storefront.customer.login({ email, password });
            if (!result.ok) throw fromDomainError('user.login', result.error, texts);
            await storefront.customer.ready();
            return currentUser(storefront);
          });
        }),
      logout: () =>
        call(async () => {
          const result = await storefront.customer.logout();
          if (!result.ok) throw fromDomainError('user.logout', result.error, texts);
          return null;
        }),
    }),
    checkout: Object.freeze({
      go: () =>
        call(() =>
          runAction('checkout.go', async () => {
            const result = await storefront.cart.goToCheckout();
            if (!result.ok) throw fromDomainError('checkout.go', result.error, texts);
          }),
        ),
    }),
    product: Object.freeze({
      current: () => call(openProduct),
      get: (handle: unknown) =>
        checked(() => {
          const wanted = parseArgument('product.get', productHandle, handle);
          return call(async () => {
            const open = openProduct();
            if (open && open.handle === wanted) return open;
            if (!options.catalog) {
              throw new ScriptingError(
                'unavailable',
                `Vitrine.product.get: only the open product page's product can be read here ("${wanted}" is not open)`,
              );
            }
            const result = await readProduct(options.catalog, wanted);
            if (!result.ok) throw fromDomainError('product.get', result.error, texts);
            const product = productOf(result.value);
            if (!product)
              throw new ScriptingError('not_found', `Vitrine.product.get: no product "${wanted}"`);
            return product;
          });
        }),
    }),
    currency: Object.freeze({
      get: () => call(() => currentCurrency(storefront)),
      set: (code: unknown) =>
        checked(() => {
          const wanted = parseArgument('currency.set', currencyCode, code);
          return call(() => {
            const result = storefront.pricing.setCurrency(wanted);
            if (!result.ok) {
              throw new ScriptingError(
                result.error.code,
                `Vitrine.currency.set: the shop does not sell in ${wanted.toUpperCase()}`,
              );
            }
            return currentCurrency(storefront);
          });
        }),
      format: (amount: unknown) =>
        checked(() => {
          const value = parseArgument('currency.format', money, amount);
          return call(() =>
            // docs/scripting.md Currency: a price the interface handed out is taken as it is, its
            // `shop` amount (what the platform charges) converted, not the display amount again.
            storefront.pricing.format({
              amount: value.amount,
              currency: value.currency.toUpperCase(),
              ...(value.shop === undefined
                ? {}
                : { shop: { amount: value.shop.amount, currency: value.shop.currency.toUpperCase() } }),
            }),
          );
        }),
    }),
    postPurchase: Object.freeze({
      accept: (offer: unknown) =>
        checked(() => {
          const input = parseArgument('postPurchase.accept', postPurchaseOffer, offer);
          return call(async () => {
            const checkout = await postPurchaseCheckout('postPurchase.accept', input.checkoutToken);
            const activated = await checkout.activatePostPurchase({
              offerId: input.offerId,
              variantId: input.variantId,
              quantity: input.quantity ?? 1,
            });
            if (!activated.ok) throw fromDomainError('postPurchase.accept', activated.error, texts);
            const accepted = await checkout.finalizePostPurchase(true);
            if (!accepted.ok) throw fromDomainError('postPurchase.accept', accepted.error, texts);
            return postPurchaseState(accepted.value);
          });
        }),
      decline: (options?: unknown) =>
        checked(() => {
          const input = parseArgument('postPurchase.decline', postPurchaseDecline, options);
          return call(async () => {
            const checkout = await postPurchaseCheckout('postPurchase.decline', input?.checkoutToken);
            // Read through the facade: the checkout's code loads with the checkout, not with this script.
            // An offer this page did not see (activated or accepted on another page) is asked for.
            const offer = checkout.view().postPurchase ?? (await postPurchaseStands(checkout));
            // Nothing activated, nothing to charge: declining charges nothing (docs/decisions/0304).
            if (offer === null) return postPurchaseState({ status: 'declined' });
            // Declined already, or accepted (charged, 001 §4) or awaiting the provider's page: the
            // offer as it stands, never "declined" for a charge (docs/decisions/0603).
            if (offer.status !== 'activated') return postPurchaseState(offer);
            const declined = await checkout.finalizePostPurchase(false);
            if (!declined.ok) throw fromDomainError('postPurchase.decline', declined.error, texts);
            return postPurchaseState(declined.value);
          });
        }),
    }),
    on<K extends VitrineEventType>(type: K, listener: VitrineListener<K>) {
      if (!isEventType(type)) {
        throw new ScriptingError('invalid_argument', `Vitrine.on: unknown event "${String(type)}"`);
      }
      parseArgument('on', callback, listener);
      const stop = events.on(type, listener);
      const handedOver = firstPage.handOver(type, listener);
      return () => {
        handedOver();
        stop();
      };
    },
    configure(actions: unknown) {
      const input = parseArgument('configure', actionsSchema, actions);
      const set = (action: VitrineAction, fn: (() => unknown) | null | undefined): void => {
        if (fn === undefined) return;
        if (fn === null) delete overrides[action];
        else overrides[action] = fn;
      };
      set('cart.open', input.cart?.open);
      set('checkout.go', input.checkout?.go);
    },
    isDefault(action: VitrineAction) {
      if (action !== 'cart.open' && action !== 'checkout.go') {
        throw new ScriptingError('invalid_argument', `Vitrine.isDefault: unknown action "${String(action)}"`);
      }
      return overrides[action] === undefined;
    },
    push(fn: VitrineReadyCallback) {
      parseArgument('push', callback, fn);
      queue.push(fn);
    },
  });

  // Scripts that loaded first queued their callbacks; a script that kept the array pushes on.
  for (const item of queued) {
    if (typeof item === 'function') queue.push(item as VitrineReadyCallback);
    else logger.log('warn', 'Vitrine: a queued item is not a function; skipped', { type: typeof item });
  }
  if (Array.isArray(existing)) {
    Object.defineProperty(existing, 'push', { value: (fn: VitrineReadyCallback) => api.push(fn) });
  }
  target[SCRIPTING_GLOBAL] = api;

  const ready = started.then(() => queue.open());
  return {
    api,
    ready,
    uninstall() {
      firstPage.stop();
      events.stop();
      if (target[SCRIPTING_GLOBAL] === api) delete target[SCRIPTING_GLOBAL];
    },
  };
}

const EVENT_TYPES: ReadonlySet<string> = new Set<VitrineEventType>([
  'cart:updated',
  'cart:added',
  'cart:open',
  'user:login',
  'user:logout',
  'product:viewed',
  'checkout:step',
  'order:completed',
  'currency:changed',
  'page:loaded',
]);

const isEventType = (type: unknown): type is VitrineEventType =>
  typeof type === 'string' && EVENT_TYPES.has(type);
