import type { TokenErrorCode } from '@vitrine/core-auth';
import type { PageType } from '@vitrine/core-shop';
import type { NavigationIntent, Unsubscribe } from '@vitrine/ports';

/**
 * What a storefront announces to plugins, the scripting interface and tracking sinks: one stream
 * for every package, each event named `domain.happening`.
 *
 * @remarks
 * Payloads are the facades' TypeScript shapes (camelCase, money in minor units), never the wire.
 */
export type StorefrontEvent =
  | { readonly type: 'storefront.ready' }
  | { readonly type: 'cart.updated'; readonly cart: unknown }
  | { readonly type: 'cart.added'; readonly variantId: string; readonly quantity: number }
  | { readonly type: 'customer.login'; readonly customer: unknown }
  | { readonly type: 'customer.logout' }
  /**
   * The session ended because its token could not be refreshed (000 §4 steps 4 and 6): the UI shows
   * the sign-up modal (docs/decisions/0495).
   */
  | { readonly type: 'customer.signUpRequested'; readonly reason: TokenErrorCode }
  /**
   * The page-load event (000 §2, 001 §2): 1000 ms after a navigation to a product or collection
   * page, 500 ms after one to another page, at once on the cart; a newer navigation replaces a
   * pending one (docs/decisions/0127, 0496).
   */
  | { readonly type: 'page.loaded'; readonly path: string; readonly pageType: PageType }
  /** A product page was shown, with the variant it shows (`null`: none chosen; decision 0592). */
  | { readonly type: 'product.viewed'; readonly product: unknown; readonly variant: unknown }
  | { readonly type: 'checkout.step'; readonly step: string }
  | { readonly type: 'order.completed'; readonly order: unknown }
  | { readonly type: 'currency.changed'; readonly currency: string }
  | { readonly type: 'locale.changed'; readonly locale: string }
  | { readonly type: 'navigate'; readonly intent: NavigationIntent };

/** The type of a {@link StorefrontEvent}. */
export type StorefrontEventType = StorefrontEvent['type'];

/** A handler of one event type. */
export type StorefrontEventHandler<K extends StorefrontEventType> = (
  event: Extract<StorefrontEvent, { readonly type: K }>,
) => void;

/**
 * A typed event stream. A throwing handler never breaks the storefront or the other handlers:
 * its error goes to `onError`.
 * @internal
 */
export interface EventStream {
  emit(event: StorefrontEvent): void;
  /**
   * With `takesHeld: false` (a plugin's listener) the handler hears an event held until heard as
   * it is raised, but does not count as hearing it: it is still kept for, and handed to, the first
   * listener that takes it (decision 0495).
   */
  on<K extends StorefrontEventType>(
    type: K,
    handler: StorefrontEventHandler<K>,
    options?: { readonly takesHeld?: boolean },
  ): Unsubscribe;
}

/**
 * Events that ask the page for something it must not miss (decision 0495): raised before anything
 * listens (a session that fails to refresh while the page's code still loads), one is kept and
 * handed to the first listener, once. Plugins' listeners hear it as it comes and leave it kept.
 */
const HELD_UNTIL_HEARD: ReadonlySet<StorefrontEventType> = new Set(['customer.signUpRequested']);

/** @internal */
export function createEventStream(onError: (error: unknown, type: StorefrontEventType) => void): EventStream {
  // One entry per `on`, even of a function already listening: each registration is called once
  // per event and its unsubscribe ends it alone (as window.Vitrine.on's, docs/scripting.md Events).
  const handlers = new Map<
    StorefrontEventType,
    Set<{ readonly handler: (event: StorefrontEvent) => void; readonly takesHeld: boolean }>
  >();
  const held = new Map<StorefrontEventType, StorefrontEvent>();
  /** Raises `event`; a held one `handedOver` goes to the listeners that take it only. */
  const emit = (event: StorefrontEvent, handedOver = false): void => {
    const listening = [...(handlers.get(event.type) ?? [])];
    if (HELD_UNTIL_HEARD.has(event.type) && !listening.some((entry) => entry.takesHeld))
      held.set(event.type, event);
    for (const { handler, takesHeld } of listening) {
      if (handedOver && !takesHeld) continue;
      try {
        handler(event);
      } catch (error) {
        onError(error, event.type);
      }
    }
  };
  return {
    emit: (event) => emit(event),
    on(type, handler, options) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const entry = {
        handler: handler as (event: StorefrontEvent) => void,
        takesHeld: options?.takesHeld !== false,
      };
      set.add(entry);
      const kept = entry.takesHeld ? held.get(type) : undefined;
      if (kept) {
        held.delete(type);
        // After the subscribing code's own task; a listener gone by then (StrictMode's first
        // effect) leaves it for the next one.
        queueMicrotask(() => emit(kept, true));
      }
      return () => void set.delete(entry);
    },
  };
}
