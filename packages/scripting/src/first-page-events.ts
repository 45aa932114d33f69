/**
 * The page events of the page `window.Vitrine` was installed on, for the listeners apps add on it
 * later (decision 0652): the storefront hands the interface those raised before it was installed
 * (`storefront.on(type, handler, { firstPage: true })`, the sdk); this keeps what the interface
 * heard on that page, with core-shop's one keeper, for the listeners added after.
 */
import type { Logger } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { keepFirstPageEvents as keeper } from '@vitrine/core-shop/internal';
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
  const page = keeper<VitrineEvent>(shop);
  const stops = PAGE_EVENTS.map((type) => events.on(type, page.keep));
  return {
    handOver<K extends VitrineEventType>(type: K, listener: VitrineListener<K>) {
      const ofType = (event: VitrineEvent): event is VitrineEvent<K> => event.type === type;
      return page.handOver(type, (event: VitrineEvent) => {
        if (ofType(event)) callIsolated(logger, `a listener of ${type}`, () => listener(event));
      });
    },
    stop() {
      for (const unsubscribe of stops.splice(0)) unsubscribe();
      page.stop();
    },
  };
}
