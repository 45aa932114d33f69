import type { ApiFailure, ShopBootstrap } from '@vitrine/api-client';
import { type NavigationIntent, notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { GuardResolution } from '../navigation/navigation-intent';
import type { Redirect } from '../navigation/redirects';
import {
  type BootstrapOutcome,
  type NavigationRequest,
  type NavigationState,
  resolveNavigation,
  skipsBootstrap,
} from '../navigation/resolve-navigation';
import { matchRoute } from '../navigation/routes';
import { type ShopData, toShopData } from '../shop.mapping';
import {
  type BootstrapError,
  bootstrapError,
  bootstrapErrorIntent,
  PASSWORD_PROTECTED,
  WRONG_DOMAIN,
} from './bootstrap-error';
import { isPasswordRequired } from './password-required';

/** Input of the `fetchShopBootstrap` actor: the call's path and query (000 §7). */
export interface FetchShopBootstrapInput {
  readonly domain: string;
  readonly themePreviewId?: string;
}

/**
 * What the `fetchShopBootstrap` actor resolves to (it never rejects). `unlocked` tells whether
 * this visitor holds a store-password hash (000 §5 "a returned hash is stored").
 */
export type FetchShopBootstrapResult =
  | { readonly ok: true; readonly bootstrap: ShopBootstrap; readonly unlocked?: boolean }
  | { readonly ok: false; readonly failure: ApiFailure };

/** Input of {@link shopMachine}. */
export interface ShopInput {
  /** The host domain the storefront is served on (000 §1 "identified by its host domain"). */
  readonly domain: string;
  /** The host the page is shown on, compared with the shop's redirect domain; default `domain`. */
  readonly host?: string;
  /** The theme being previewed (000 §7 optional query theme_preview_id). */
  readonly themePreviewId?: string;
  /** The path (with query) the visitor asked for; the password page returns there. Default `/`. */
  readonly wanted?: string;
  /** The platform's domain suffix (000 §5; host configuration, docs/decisions/0123). */
  readonly platformSuffix?: string;
}

/** A navigation the guard was asked about, with the id its answer carries. */
export interface GuardRequest extends NavigationRequest {
  readonly id: string;
}

/** Context of {@link shopMachine}: serialisable, camelCase. */
export interface ShopContext {
  readonly domain: string;
  readonly host: string;
  readonly themePreviewId: string | null;
  readonly platformSuffix: string | null;
  /** The page to return to after the store password (000 §2 password route `to`). */
  readonly wanted: string;
  readonly shop: ShopData | null;
  readonly error: BootstrapError | null;
  /** A customer is logged in (the sdk tells it from the session). */
  readonly loggedIn: boolean;
  /** No navigation has been resolved yet in this page load (000 §2 first load). */
  readonly firstLoad: boolean;
  /** The store password-protection event was seen and no password accepted since (000 §2, §8). */
  readonly passwordRequired: boolean;
  /**
   * Navigations asked while the shop data loads; resolved once it settles. `shown`: a route that
   * skips the bootstrap, answered at once; not asked again, and the data's outcome does not move
   * the visitor off it.
   */
  readonly pending: readonly (GuardRequest & { readonly shown?: true })[];
  /** The navigation whose redirect is being looked up. */
  readonly lookup: GuardRequest | null;
  /** Where the shop data is (mirrors the `data` region, for the guard). */
  readonly status: ShopStatus;
  /**
   * The path of the page shown: the last navigation the guard let through (a `proceed`), or
   * `null` before the first (000 §2; the page a failed call or `product.current()` speaks of).
   */
  readonly shown: string | null;
  /**
   * The query of that page (`?variant=2`), `''` without one: a password lock noticed there returns
   * to it (000 §2). A snapshot persisted before this field existed reads as `undefined`.
   */
  readonly shownSearch: string | null;
}

/** Where the shop data is: loading, ready, wrong domain, locked by the store password, or failed. */
export type ShopStatus = 'loading' | 'ready' | 'wrongDomain' | 'locked' | 'failed';

/** Events of {@link shopMachine}. */
export type ShopEvent =
  /** Fetch the shop data again (after a failure). */
  | { readonly type: 'shop.retry' }
  /** Fetch again with another previewed theme (001 §2 live preview). */
  | { readonly type: 'shop.preview'; readonly themePreviewId: string }
  /**
   * The api-client saw the store password-protection 401 on some call (000 §2, §8): the visitor is
   * sent to /password with `wanted` (default: the page shown, with its query; before any, the page
   * asked for at start).
   */
  | { readonly type: 'shop.password-protected'; readonly wanted?: string }
  /** The store password was accepted: the shop data is fetched again. */
  | { readonly type: 'shop.unlocked' }
  /** The customer logged in or out. */
  | { readonly type: 'shop.session'; readonly loggedIn: boolean }
  /** Resolve a requested navigation (answered with `shop.resolved`). */
  | ({ readonly type: 'shop.resolve' } & GuardRequest)
  /** Starts the redirect lookup of a request (internal). */
  | { readonly type: 'shop.lookup'; readonly request: GuardRequest }
  /** A newer navigation was asked: the redirect lookup under way is dropped (internal). */
  | { readonly type: 'shop.supersede' }
  /** The shop data settled (internal). */
  | { readonly type: 'shop.settled' };

/** What {@link shopMachine} emits. */
export type ShopEmitted =
  /** The guard's answer to `shop.resolve` (an intent other than `proceed` was also navigated). */
  | {
      readonly type: 'shop.resolved';
      readonly id: string;
      /** The path asked about (without query): a `proceed` is the page shown (the page-load event, 0127). */
      readonly path: string;
      readonly resolution: GuardResolution;
    }
  /** A `shop.resolve` that a newer one replaced before it was answered. */
  | { readonly type: 'shop.superseded'; readonly id: string };

/** The guard's view of the shop data. */
function outcomeOf(context: ShopContext): BootstrapOutcome {
  if (context.status === 'ready' && context.shop !== null)
    return { status: 'ready', shop: context.shop.navigation };
  if (context.status === 'wrongDomain') return { status: 'wrong-domain' };
  return { status: 'failed' };
}

function stateOf(context: ShopContext): NavigationState {
  return {
    bootstrap: outcomeOf(context),
    loggedIn: context.loggedIn,
    firstLoad: context.firstLoad,
    passwordRequired: context.passwordRequired,
    host: context.host,
  };
}

/** The query of a wanted location (`/cart?x=1#top` → `?x=1`), `''` without one. */
const searchOf = (location: string): string => {
  const query = location.split('#', 1)[0] ?? '';
  const at = query.indexOf('?');
  return at === -1 ? '' : query.slice(at);
};

/** The path part of a wanted location (`/cart?x=1` → `/cart`). */
const pathOf = (location: string): string => location.split(/[?#]/, 1)[0] ?? '/';

/** The page a `proceed` shows: its path and its query. */
const shownOf = (request: NavigationRequest): Pick<ShopContext, 'shown' | 'shownSearch'> => ({
  shown: request.path,
  shownSearch: request.search ?? '',
});

/** The location of the page shown (`/products/hat?variant=2`), `undefined` before the first. */
const shownLocation = (context: ShopContext): string | undefined =>
  context.shown === null ? undefined : `${context.shown}${context.shownSearch ?? ''}`;

/** Whether a location is the store password page itself (no password intent from there). */
const isPasswordPage = (location: string): boolean => matchRoute(pathOf(location))?.route.name === 'password';

/** The shop machine's actors until a host provides them (`shopLogic` does). */
const shopActorDefaults = () => ({
  fetchShopBootstrap: fromPromise<FetchShopBootstrapResult, FetchShopBootstrapInput>(
    notProvided('fetchShopBootstrap'),
  ),
  lookupRedirect: fromPromise<Redirect | undefined, { path: string }>(notProvided('lookupRedirect')),
  /**
   * Writes the visitor-side cookies of the landing URL's query and the fingerprint (000 §6, §9;
   * `shopLogic` provides it with the `cookies`, `random` and `clock` ports). Default: nothing.
   */
  rememberVisitor: fromPromise<void, { search: string }>(() => Promise.resolve()),
});

/** The shop machine's port actions: no-ops until provided. */
const shopPortActions = () => ({
  /** Carries an intent out (provided with the `navigate` port). */
  navigate: (_: unknown, _params: { intent: NavigationIntent }) => {},
});

/** What {@link shopMachineWith} takes in place of the defaults (what `shopLogic` provides). */
export type ShopImplementations = MachineImplementations<
  ReturnType<typeof shopActorDefaults>,
  ReturnType<typeof shopPortActions>
>;

/**
 * Builds {@link shopMachine} with `impl`'s actors and port actions in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function shopMachineWith(impl: ShopImplementations = {}) {
  return setup({
    types: {
      input: {} as ShopInput,
      context: {} as ShopContext,
      events: {} as ShopEvent,
      emitted: {} as ShopEmitted,
    },
    actors: { ...shopActorDefaults(), ...impl.actors },
    actions: { ...shopPortActions(), ...impl.actions },
    guards: {
      isLockedAnswer: ({ event }) => isLockedAnswer(event),
      isWrongDomain: ({ context }) => context.error?.code === WRONG_DOMAIN,
      isPasswordProtected: ({ context }) => context.error?.code === PASSWORD_PROTECTED,
      // 000 §2 "Bootstrap data is fetched before any route not marked to skip it"
      waitsForShop: ({ context, event }) =>
        context.status === 'loading' && !(event.type === 'shop.resolve' && skipsBootstrap(event)),
    },
  }).createMachine({
    id: 'shop',
    type: 'parallel',
    context: ({ input }) => ({
      domain: input.domain,
      host: input.host ?? input.domain,
      themePreviewId: input.themePreviewId ?? null,
      platformSuffix: input.platformSuffix ?? null,
      wanted: input.wanted === undefined || input.wanted === '' ? '/' : input.wanted,
      shop: null,
      error: null,
      loggedIn: false,
      firstLoad: true,
      passwordRequired: false,
      pending: [],
      lookup: null,
      status: 'loading',
      shown: null,
      shownSearch: null,
    }),
    on: {
      'shop.session': { actions: assign(({ event }) => ({ loggedIn: event.loggedIn })) },
    },
    states: {
      data: {
        initial: 'visiting',
        on: {
          'shop.settled': {
            actions: enqueueActions(({ context, enqueue }) => {
              if (context.pending.length > 0) {
                // the waiting page requests navigate; the outcome needs no navigation of its own
                enqueue.assign({ pending: [] });
                for (const { shown, ...request } of context.pending)
                  if (shown !== true) enqueue.raise({ type: 'shop.resolve', ...request });
                return;
              }
              if (context.error === null) return;
              if (context.error.code === PASSWORD_PROTECTED && isPasswordPage(context.wanted)) return;
              enqueue({
                type: 'navigate',
                params: { intent: bootstrapErrorIntent(context.error, context.wanted) },
              });
            }),
          },
          'shop.password-protected': {
            // already locked: the guard sends every page to /password; no second navigation
            guard: ({ context }) => context.status !== 'locked',
            target: '.locked',
            // 000 §2 "sends the user to /password with a query carrying the wanted page": the page
            // shown when a later call answers the 401, its query kept; the page asked for at start
            // before any was shown
            actions: assign(({ event, context }) => ({
              passwordRequired: true,
              wanted: event.wanted ?? shownLocation(context) ?? context.wanted,
              error: { code: PASSWORD_PROTECTED },
            })),
          },
          'shop.unlocked': {
            target: '.loading',
            actions: assign({ passwordRequired: false, error: null }),
          },
        },
        states: {
          /**
           * Once per page load, before the first call: the digest, from-dashboard and preview-token
           * cookies of the landing URL, and the fingerprint every call sends (000 §6, §7, §9).
           */
          visiting: {
            invoke: {
              src: 'rememberVisitor',
              input: ({ context }) => ({ search: searchOf(context.wanted) }),
              onDone: 'loading',
              onError: 'loading',
            },
          },
          loading: {
            entry: assign({ status: 'loading' }),
            invoke: {
              src: 'fetchShopBootstrap',
              input: ({ context }) => ({
                domain: context.domain,
                ...(context.themePreviewId === null ? {} : { themePreviewId: context.themePreviewId }),
              }),
              onDone: [
                {
                  guard: 'isLockedAnswer',
                  target: 'locked',
                  actions: assign({ passwordRequired: true, error: { code: PASSWORD_PROTECTED } }),
                },
                {
                  guard: ({ event }) => event.output.ok,
                  target: 'ready',
                  actions: assign(({ event, context }) => ({
                    shop: event.output.ok
                      ? toShopData(event.output.bootstrap, context.platformSuffix ?? undefined)
                      : null,
                    error: null,
                  })),
                },
                {
                  target: 'settled',
                  actions: assign(({ event }) => ({
                    shop: null,
                    error: event.output.ok ? null : bootstrapError(event.output.failure),
                  })),
                },
              ],
              onError: {
                target: 'settled',
                actions: assign(({ event }) => ({
                  shop: null,
                  error: bootstrapError({
                    kind: 'js_exception',
                    success: false,
                    js_exception: String(event.error),
                  }),
                })),
              },
            },
          },
          settled: {
            always: [
              { guard: 'isWrongDomain', target: 'wrongDomain' },
              {
                guard: 'isPasswordProtected',
                target: 'locked',
                actions: assign({ passwordRequired: true }),
              },
              { target: 'failed' },
            ],
          },
          ready: {
            entry: [assign({ status: 'ready' }), raise({ type: 'shop.settled' })],
            on: {
              'shop.preview': {
                target: 'loading',
                actions: assign(({ event }) => ({ themePreviewId: event.themePreviewId })),
              },
              'shop.retry': 'loading',
            },
          },
          wrongDomain: { entry: [assign({ status: 'wrongDomain' }), raise({ type: 'shop.settled' })] },
          locked: { entry: [assign({ status: 'locked' }), raise({ type: 'shop.settled' })] },
          failed: {
            entry: [assign({ status: 'failed' }), raise({ type: 'shop.settled' })],
            on: { 'shop.retry': 'loading' },
          },
        },
      },
      guard: {
        initial: 'idle',
        on: {
          'shop.resolve': [
            {
              guard: 'waitsForShop',
              actions: [
                // the newer navigation replaces the one whose redirect is being looked up
                raise({ type: 'shop.supersede' }),
                assign(({ context, event }) => ({ pending: [...context.pending, requestOf(event)] })),
              ],
            },
            {
              // answer at once, or look the redirect up first
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.raise({ type: 'shop.supersede' });
                const request = requestOf(event);
                const resolution = resolveNavigation(request, stateOf(context));
                if (resolution.type === 'lookup-redirect') {
                  enqueue.raise({ type: 'shop.lookup', request });
                  return;
                }
                // a route that skips the bootstrap, shown while the shop data loads (000 §2 route table)
                if (context.status === 'loading')
                  enqueue.assign({ pending: [...context.pending, { ...request, shown: true }] });
                enqueue.assign({ firstLoad: false });
                if (resolution.type === 'proceed') enqueue.assign(shownOf(request));
                else enqueue({ type: 'navigate', params: { intent: resolution } });
                enqueue.emit({ type: 'shop.resolved', id: request.id, path: request.path, resolution });
              }),
            },
          ],
        },
        states: {
          idle: {
            on: {
              'shop.lookup': {
                target: 'lookingUp',
                actions: assign(({ event }) => ({ lookup: event.request })),
              },
            },
          },
          lookingUp: {
            on: {
              // 000 §2 "the redirect is looked up from the server": for the page asked, not for one
              // the visitor has left since; leaving the state stops the lookup (its request aborted)
              'shop.supersede': {
                target: 'idle',
                actions: [
                  emit(({ context }) => ({ type: 'shop.superseded' as const, id: context.lookup?.id ?? '' })),
                  assign({ lookup: null }),
                ],
              },
            },
            invoke: {
              src: 'lookupRedirect',
              input: ({ context }) => ({ path: context.lookup?.path ?? '/' }),
              onDone: {
                target: 'idle',
                actions: [
                  enqueueActions(({ context, event, enqueue }) => {
                    const request = context.lookup;
                    if (request === null) return;
                    if (context.status === 'loading') {
                      // the shop data is being fetched again (preview, unlock): ask once it settles
                      enqueue.assign({ lookup: null, pending: [...context.pending, request] });
                      return;
                    }
                    const state = {
                      ...stateOf(context),
                      redirectLookup: { path: request.path, redirect: event.output },
                    };
                    const second = resolveNavigation(request, state);
                    // the lookup is filled for this path, so the guard cannot ask again
                    const resolution: GuardResolution =
                      second.type === 'lookup-redirect'
                        ? { type: 'not-found', from: `${request.path}${request.search ?? ''}` }
                        : second;
                    enqueue.assign({ lookup: null, firstLoad: false });
                    if (resolution.type === 'proceed') enqueue.assign(shownOf(request));
                    else enqueue({ type: 'navigate', params: { intent: resolution } });
                    enqueue.emit({ type: 'shop.resolved', id: request.id, path: request.path, resolution });
                  }),
                ],
              },
            },
          },
        },
      },
    },
  });
}

/**
 * The shop: its data fetched by host domain before anything else (000 §1, §2), the navigation guard
 * over it (000 §2 Navigation rules), and the store password protection (000 §2, §5, §8).
 *
 * @remarks
 * Two regions. `data`: `loading` then `ready`, `wrongDomain` (404 → /wrong-domain), `locked` (the
 * password-protection 401, or `password_protected` for a visitor without a stored password hash →
 * /password?to=wanted) or `failed` (anything else → /error?code=BOOTSTRAP_ERROR). `guard`: answers
 * `shop.resolve` with {@link resolveNavigation}, looking a redirect up from the server when the
 * bootstrap list is incomplete; requests made while the data loads wait for it. Every intent goes
 * through the `navigate` action (the `navigate` port in `shopLogic`).
 *
 * @example
 * ```ts
 * const shop = createActor(shopLogic({ transport }), { input: { domain: 'localhost', wanted: '/cart' } }).start();
 * shop.send({ type: 'shop.resolve', id: '1', path: '/cart' });
 * ```
 */
export const shopMachine = /* @__PURE__ */ shopMachineWith();

function requestOf(event: {
  readonly id: string;
  readonly path: string;
  readonly search?: string;
}): GuardRequest {
  return event.search === undefined
    ? { id: event.id, path: event.path }
    : { id: event.id, path: event.path, search: event.search };
}

function isLockedAnswer(event: unknown): boolean {
  const output = (event as { output?: FetchShopBootstrapResult }).output;
  return (
    output?.ok === true &&
    isPasswordRequired(output.bootstrap.shop.password_protected === true, output.unlocked === true)
  );
}
