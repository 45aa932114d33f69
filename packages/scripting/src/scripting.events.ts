/**
 * The events of `window.Vitrine`, built on the storefront's own stream (`storefront.on`, one
 * `domain.happening` event per change, @vitrine/sdk's events.ts) and named as app authors expect
 * them (`domain:happening`). Each carries a `promise` resolving with the confirmed state.
 */
import type { Logger, Unsubscribe } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { callIsolated } from './isolate';
import type { VitrineEvent, VitrineEventType, VitrineListener, VitrineUser } from './scripting.types';
import {
  currentCart,
  currentCurrency,
  currentProduct,
  currentUser,
  plain,
  settledCart,
} from './scripting.views';

/** The interface's code loads after the first page: it hears that page's events (0652). */
const FIRST_PAGE = { firstPage: true } as const;

/** What the install needs of the events. @internal */
export interface ScriptingEvents {
  on<K extends VitrineEventType>(type: K, listener: VitrineListener<K>): Unsubscribe;
  /** Delivers an event the interface raises itself (`cart:open`). */
  emit(type: VitrineEventType, build: () => VitrineEvent): void;
  stop(): void;
}

/** The storefront's parts the events read. @internal */
export type EventsStorefront = Pick<Storefront, 'on' | 'cart' | 'customer' | 'catalog' | 'pricing'>;

/** A customer of a `customer.login` event (its payload is `unknown` at the sdk's level), mapped. */
function userOf(customer: unknown): VitrineUser | null {
  if (typeof customer !== 'object' || customer === null) return null;
  const c = customer as Partial<Record<keyof VitrineUser, unknown>>;
  if (typeof c.id !== 'string' || typeof c.email !== 'string') return null;
  return plain({
    id: c.id,
    email: c.email,
    firstName: typeof c.firstName === 'string' ? c.firstName : '',
    lastName: typeof c.lastName === 'string' ? c.lastName : '',
    acceptsMarketing: typeof c.acceptsMarketing === 'boolean' ? c.acceptsMarketing : null,
  });
}

/** The checkout token and order id of an `order.completed` payload (core-checkout's emitted event). */
function orderOf(order: unknown): { checkoutToken: string; orderId: string | null } | null {
  if (typeof order !== 'object' || order === null) return null;
  const o = order as { readonly checkoutToken?: unknown; readonly orderId?: unknown };
  if (typeof o.checkoutToken !== 'string') return null;
  return { checkoutToken: o.checkoutToken, orderId: typeof o.orderId === 'string' ? o.orderId : null };
}

/**
 * The events of one installation: storefront events mapped to script events, each listener
 * isolated (a throw is logged, the others still run), the payload built only when someone listens.
 * `onOrder` learns every completed order's checkout token (for post-purchase).
 * @internal
 */
export function createScriptingEvents(
  storefront: EventsStorefront,
  logger: Logger,
  onOrder: (checkoutToken: string) => void,
): ScriptingEvents {
  // One entry per `on`, even of a function already listening: each registration is called once
  // per event and its `stop()` ends it alone (docs/scripting.md Events).
  const listeners = new Map<VitrineEventType, Set<{ readonly listener: (event: VitrineEvent) => unknown }>>();

  const emit = (type: VitrineEventType, build: () => VitrineEvent): void => {
    const set = listeners.get(type);
    if (!set || set.size === 0) return;
    const event = Object.freeze(build());
    for (const { listener } of [...set]) callIsolated(logger, `a listener of ${type}`, () => listener(event));
  };

  const stops: Unsubscribe[] = [
    storefront.on('cart.updated', () =>
      emit('cart:updated', () => ({
        type: 'cart:updated',
        cart: currentCart(storefront),
        promise: settledCart(storefront),
      })),
    ),
    storefront.on('cart.added', ({ variantId, quantity }) =>
      emit('cart:added', () => ({
        type: 'cart:added',
        variantId,
        quantity,
        promise: settledCart(storefront),
      })),
    ),
    storefront.on('customer.login', ({ customer }) =>
      emit('user:login', () => ({
        type: 'user:login',
        user: userOf(customer) ?? currentUser(storefront),
        promise: storefront.customer.ready().then(
          () => currentUser(storefront),
          () => currentUser(storefront),
        ),
      })),
    ),
    storefront.on('customer.logout', () =>
      emit('user:logout', () => ({ type: 'user:logout', promise: Promise.resolve(null) })),
    ),
    // The first page's events raised before the interface was installed are handed over too
    // (`firstPage`, docs/decisions/0652).
    storefront.on(
      'product.viewed',
      () => {
        const product = currentProduct(storefront);
        if (product)
          emit('product:viewed', () => ({
            type: 'product:viewed',
            product,
            promise: Promise.resolve(product),
          }));
      },
      FIRST_PAGE,
    ),
    storefront.on('checkout.step', ({ step }) =>
      emit('checkout:step', () => ({ type: 'checkout:step', step, promise: Promise.resolve(step) })),
    ),
    storefront.on(
      'order.completed',
      ({ order }) => {
        const placed = orderOf(order);
        if (!placed) return;
        onOrder(placed.checkoutToken);
        emit('order:completed', () => ({
          type: 'order:completed',
          ...placed,
          promise: settledCart(storefront),
        }));
      },
      FIRST_PAGE,
    ),
    storefront.on(
      'page.loaded',
      ({ path, pageType }) =>
        emit('page:loaded', () => ({ type: 'page:loaded', path, pageType, promise: Promise.resolve(path) })),
      FIRST_PAGE,
    ),
    storefront.on('currency.changed', ({ currency }) =>
      emit('currency:changed', () => ({
        type: 'currency:changed',
        currency,
        promise: Promise.resolve(currentCurrency(storefront)),
      })),
    ),
  ];

  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      const entry = { listener: listener as (event: VitrineEvent) => unknown };
      set.add(entry);
      return () => void set.delete(entry);
    },
    emit,
    stop() {
      for (const stop of stops) stop();
      listeners.clear();
    },
  };
}
