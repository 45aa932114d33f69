import { assign, emit, setup } from 'xstate';
import { type PageType, pageTypeForPath } from '../navigation/routes';
import { OTHER_PAGE_LOAD_DELAY_MS, PRODUCT_COLLECTION_PAGE_LOAD_DELAY_MS } from './page-load-delay';

/** The page a page-load event is about. */
export interface LoadedPage {
  readonly path: string;
  readonly pageType: PageType;
}

/** Context of {@link pageLoadMachine}: the page waiting for its event. */
export interface PageLoadContext {
  readonly page: LoadedPage | null;
}

/** Events of {@link pageLoadMachine}. */
export type PageLoadEvent = {
  readonly type: 'page.navigated';
  readonly path: string;
  /** Defaults to the page type of the path's route. */
  readonly pageType?: PageType;
};

/** What {@link pageLoadMachine} emits (listen with `actor.on('page.loaded', ...)`). */
export type PageLoadEmitted = { readonly type: 'page.loaded' } & LoadedPage;

const pageOf = (event: PageLoadEvent): LoadedPage => ({
  path: event.path,
  pageType: event.pageType ?? pageTypeForPath(event.path),
});

const isProductOrCollection = ({ event }: { event: PageLoadEvent }) => {
  const { pageType } = pageOf(event);
  return pageType === 'product' || pageType === 'collection';
};

/** Builds {@link pageLoadMachine} (a fresh `StateMachine`; nothing is built at module level, docs/decisions/0550). */
export function pageLoadMachineWith() {
  return setup({
    types: {
      context: {} as PageLoadContext,
      events: {} as PageLoadEvent,
      emitted: {} as PageLoadEmitted,
    },
    delays: {
      productOrCollectionPageLoad: PRODUCT_COLLECTION_PAGE_LOAD_DELAY_MS,
      otherPageLoad: OTHER_PAGE_LOAD_DELAY_MS,
    },
    guards: {
      isCart: ({ event }) => pageOf(event).pageType === 'cart',
      isProductOrCollection,
    },
    actions: {
      rememberPage: assign({ page: ({ event }) => pageOf(event) }),
      forgetPage: assign({ page: null }),
      emitNavigatedAtOnce: emit(({ event }) => ({ type: 'page.loaded' as const, ...pageOf(event) })),
      emitPending: emit(({ context }) => ({
        type: 'page.loaded' as const,
        path: context.page?.path ?? '',
        pageType: context.page?.pageType ?? 'other',
      })),
    },
  }).createMachine({
    id: 'pageLoad',
    context: { page: null },
    initial: 'idle',
    on: {
      'page.navigated': [
        { guard: 'isCart', target: '.idle', reenter: true, actions: ['forgetPage', 'emitNavigatedAtOnce'] },
        { guard: 'isProductOrCollection', target: '.waitingLong', reenter: true, actions: 'rememberPage' },
        { target: '.waitingShort', reenter: true, actions: 'rememberPage' },
      ],
    },
    states: {
      idle: {},
      waitingLong: {
        after: { productOrCollectionPageLoad: { target: 'idle', actions: ['emitPending', 'forgetPage'] } },
      },
      waitingShort: { after: { otherPageLoad: { target: 'idle', actions: ['emitPending', 'forgetPage'] } } },
    },
  });
}

/**
 * Raises the page-load event after a navigation: 1000 ms later on product and collection pages,
 * 500 ms on other pages, at once on the cart (000 §2 Navigation rules, 001 §2). A navigation while
 * waiting replaces the pending event (docs/decisions/0127).
 *
 * @example
 * ```ts
 * const pageLoad = createActor(pageLoadMachine, { clock }).start();
 * pageLoad.on('page.loaded', ({ path, pageType }) => tracker.pageView(path, pageType));
 * pageLoad.send({ type: 'page.navigated', path: '/products/hat' });
 * ```
 */
export const pageLoadMachine = /* @__PURE__ */ pageLoadMachineWith();
