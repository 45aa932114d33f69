import { notProvided, type MachineImplementations, type NavigationIntent } from '@vitrine/ports';
import { assign, setup, fromPromise } from 'xstate';
import { isPolicyShown } from '../navigation/policies';
import { routePath } from '../navigation/routes';
import type { ShopPage } from '../shop.mapping';
import { isLookupHandle, normalisePageHandle } from './page-handle';
import { PAGE_NOT_FOUND, type PageError, type PageResult, pageErrorIntent } from './page-result';

/** What a page machine shows: a shop page (/pages/{handle}) or a policy (/policies/{handle}). */
export type PageKind = 'page' | 'policy';

/** Context of {@link pageMachine}: serialisable. */
export interface PageContext {
  readonly handle: string;
  /** Whether the handle is a shop page's or a policy's (the path a failed load came from). */
  readonly kind?: PageKind;
  readonly page: ShopPage | null;
  readonly error: PageError | null;
  /**
   * The query of the page asked, which a renamed page's redirect keeps (000 §2 Navigation rules
   * "query kept"). Absent from a snapshot persisted before it: read as none.
   */
  readonly search?: string;
}

/** Events of {@link pageMachine}. */
export type PageEvent = {
  readonly type: 'page.load';
  readonly handle: string;
  /** Default `page`. A policy handle is checked against the allowed handles first (000 §2). */
  readonly kind?: PageKind;
  /** The store's visible_link flag, for the `ip` policy (000 §2). */
  readonly visibleLink?: boolean;
  /** The query of the page asked (`?ref=mail`), kept by a renamed page's redirect. */
  readonly search?: string;
};

function isShowable(event: PageEvent): boolean {
  if (!isLookupHandle(event.handle)) return false; // 000 §5 "A bare page handle must be non-empty"
  if (event.kind === 'policy')
    return isPolicyShown(normalisePageHandle(event.handle), event.visibleLink ?? false);
  return true;
}

/** The actors of {@link pageMachine} until a host provides them. */
const pageActorDefaults = () => ({
  fetchPage: fromPromise<PageResult, { handle: string }>(notProvided('fetchPage')),
});

/** The port actions of {@link pageMachine} until a host provides them. */
const pagePortActions = () => ({
  /**
   * Carries the intent of a page that is missing or failed to load out (000 §2 Navigation rules:
   * not found → page-not-found, other errors → the error page); a no-op unless
   * `pagesLogic({ navigateOnLoadError })`.
   */
  navigateOnLoadError: (_: unknown, _intent: NavigationIntent) => {},
});

/** What {@link pageMachineWith} takes in place of the defaults. */
export type PageImplementations = MachineImplementations<
  ReturnType<typeof pageActorDefaults>,
  ReturnType<typeof pagePortActions>
>;

/** The path a page of `kind` and `handle` is shown at. */
const pathOf = (kind: PageKind | undefined, handle: string): string =>
  routePath(kind === 'policy' ? 'policies' : 'other-page', { handle });

/** The intent of a page that did not load (`error`), from the path (and query) it was asked at. */
const intentOf = (context: PageContext): NavigationIntent =>
  pageErrorIntent(
    context.error ?? { code: PAGE_NOT_FOUND },
    pathOf(context.kind, context.handle),
    context.search ?? '',
  );

/**
 * Builds {@link pageMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function pageMachineWith(impl: PageImplementations = {}) {
  return setup({
    types: {
      context: {} as PageContext,
      events: {} as PageEvent,
    },
    actors: { ...pageActorDefaults(), ...impl.actors },
    actions: { ...pagePortActions(), ...impl.actions },
    guards: {
      isShowable: ({ event }) => isShowable(event),
    },
  }).createMachine({
    id: 'page',
    context: { handle: '', page: null, error: null },
    initial: 'idle',
    on: {
      'page.load': [
        {
          guard: 'isShowable',
          target: '.loading',
          reenter: true,
          actions: assign(({ event }) => ({
            handle: normalisePageHandle(event.handle),
            kind: event.kind ?? 'page',
            page: null,
            error: null,
            search: event.search ?? '',
          })),
        },
        {
          target: '.notFound',
          actions: [
            assign(({ event }) => ({
              handle: normalisePageHandle(event.handle),
              kind: event.kind ?? 'page',
              page: null,
              error: { code: PAGE_NOT_FOUND },
              search: event.search ?? '',
            })),
            { type: 'navigateOnLoadError', params: ({ context }) => intentOf(context) },
          ],
        },
      ],
    },
    states: {
      idle: {},
      loading: {
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ handle: context.handle }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign({ page: ({ event }) => (event.output.ok ? event.output.page : null) }),
            },
            {
              guard: ({ event }) => !event.output.ok && event.output.error.code === PAGE_NOT_FOUND,
              target: 'notFound',
              actions: [
                // with the redirect a renamed page's answer names (docs/decisions/0657)
                assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
                { type: 'navigateOnLoadError', params: ({ context }) => intentOf(context) },
              ],
            },
            {
              target: 'failed',
              actions: [
                assign({ error: ({ event }) => (event.output.ok ? null : event.output.error) }),
                { type: 'navigateOnLoadError', params: ({ context }) => intentOf(context) },
              ],
            },
          ],
          onError: {
            target: 'failed',
            actions: [
              assign({
                error: ({ event }) => ({
                  code: 'PAGE_ERROR',
                  kind: 'js_exception',
                  message: String(event.error),
                }),
              }),
              { type: 'navigateOnLoadError', params: ({ context }) => intentOf(context) },
            ],
          },
        },
      },
      ready: {},
      notFound: {},
      failed: {},
    },
  });
}

/**
 * Loads a shop page or a policy by handle (000 §2 other-page and policies, §7 pages.json): an
 * empty handle, a policy handle that is not allowed and a 404 all end in `notFound` without (or
 * after) asking; other failures end in `failed`. A renamed page (a 404 naming the redirect of its
 * path) ends in `notFound` too, and its intent is the redirect's (docs/decisions/0657). A new
 * `page.load` replaces the current one.
 *
 * @example
 * ```ts
 * const page = createActor(pageMachine.provide({ actors: shopActors(client) })).start();
 * page.send({ type: 'page.load', handle: 'refund-policy', kind: 'policy' });
 * ```
 */
export const pageMachine = /* @__PURE__ */ pageMachineWith();
