/**
 * The page events of the page `window.Vitrine` was installed on, for the listeners apps add on it
 * later (decision 0652): the storefront's entry shows the first page before the interface's code
 * loads, and an app's queued callback runs once the storefront is ready, so the page's load (at
 * once on the cart, 000 §2), its product viewed (a server-rendered product page) and an order
 * completed on it (back from a provider's payment page) are often raised before anyone listens.
 * The storefront hands the interface those raised before it was installed (`storefront.on`, the sdk);
 * this keeps what the interface heard on that page, for the listeners added after.
 */
import type { Logger } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { selectShownPath } from '@vitrine/core-shop';
import { callIsolated } from './isolate';
import type { ScriptingEvents } from './scripting.events';
import type { VitrineEvent, VitrineEventType, VitrineListener } from './scripting.types';

/** The events of a page that a listener added later on it still hears. */
const PAGE_EVENTS = ['page:loaded', 'product:viewed', 'order:completed'] as const;

/** What the install needs of the first page's events. @internal */
export interface FirstPageEvents {
  /**
   * Hands `listener`, just added, the events of `type` heard on the first page before, once each,
   * in order, after the adding code's task (a throw is logged): none once the shopper left that
   * page, nor before a page is shown. Returns the function that cancels it (the listener removed meanwhile).
   */
  handOver<K extends VitrineEventType>(type: K, listener: VitrineListener<K>): () => void;
  stop(): void;
}

/**
 * Keeps the page events `events` delivers while the page shown at the install (or, before any, the
 * first the guard lets through) is shown; forgets them, and keeps no more, once another path is shown.
 * @internal
 */
export function keepFirstPageEvents(
  events: Pick<ScriptingEvents, 'on'>,
  shop: Pick<Storefront['shop'], 'getSnapshot' | 'select'>,
  logger: Logger,
): FirstPageEvents {
  let kept: VitrineEvent[] | undefined = [];
  const stops = PAGE_EVENTS.map((type) => events.on(type, (event) => void kept?.push(event)));
  let firstPath = selectShownPath(shop.getSnapshot());
  const stop = (): void => {
    kept = undefined;
    for (const unsubscribe of stops.splice(0)) unsubscribe();
  };
  stops.push(
    shop.select(selectShownPath, (path) => {
      if (firstPath === undefined) firstPath = path;
      else stop();
    }),
  );
  return {
    handOver(type, listener) {
      // Before any page is shown (a storefront used without its guard) there is no page to hand over.
      const page = firstPath === undefined ? undefined : kept;
      const earlier = (page ?? []).filter((event): event is VitrineEvent<typeof type> => event.type === type);
      if (earlier.length === 0) return () => undefined;
      let listening = true;
      queueMicrotask(() => {
        for (const event of earlier) {
          if (!listening || kept !== page) return;
          callIsolated(logger, `a listener of ${type}`, () => listener(event));
        }
      });
      return () => {
        listening = false;
      };
    },
    stop,
  };
}
