import type { ApiFailure, ShopBootstrap } from '@vitrine/api-client';
import { assign, emit, setup } from 'xstate';
import type { NavigationIntent } from '../navigation/navigation-intent';
import { requiredActor } from '../required-actor';
import { type BootstrapError, bootstrapError, bootstrapErrorIntent } from './bootstrap-error';

/** Input of the `fetchShopBootstrap` actor: the call's path and query (000 §7). */
export interface FetchShopBootstrapInput {
  readonly domain: string;
  readonly themePreviewId?: string;
}

/** What the `fetchShopBootstrap` actor resolves to (it never rejects). */
export type FetchShopBootstrapResult =
  | { readonly ok: true; readonly bootstrap: ShopBootstrap }
  | { readonly ok: false; readonly failure: ApiFailure };

/** Input of {@link shopBootstrapMachine}. */
export interface ShopBootstrapInput {
  /** The host domain the storefront is served on (000 §1 "identified by its host domain"). */
  readonly domain: string;
  /** The theme being previewed (000 §7 optional query theme_preview_id). */
  readonly themePreviewId?: string;
  /** The path (with query) the visitor asked for; the password page returns there. Default `/`. */
  readonly wanted?: string;
}

/** Context of {@link shopBootstrapMachine}: serialisable. */
export interface ShopBootstrapContext {
  readonly domain: string;
  readonly themePreviewId: string | null;
  readonly wanted: string;
  readonly bootstrap: ShopBootstrap | null;
  readonly error: BootstrapError | null;
}

/** Events of {@link shopBootstrapMachine}. */
export type ShopBootstrapEvent =
  /** Fetch again (after the store password was accepted, or after a failure). */
  | { readonly type: 'bootstrap.retry' }
  /** Fetch again with another previewed theme. */
  | { readonly type: 'bootstrap.preview'; readonly themePreviewId: string };

/** What {@link shopBootstrapMachine} emits: a navigation intent for the host (listen with `actor.on('navigate', ...)`). */
export type ShopBootstrapEmitted = { readonly type: 'navigate'; readonly intent: NavigationIntent };

/**
 * Fetches the shop's data by host domain before anything else (000 §1, §2): `ready` holds it; a
 * 404 is `wrongDomain` (the host is sent to /wrong-domain); the password-protection 401 is
 * `passwordProtected` (sent to /password with the wanted page); any other failure is `failed`
 * with BOOTSTRAP_ERROR (sent to the error page).
 *
 * @example
 * ```ts
 * const shop = createActor(shopBootstrapMachine.provide({ actors: shopActors(client) }), {
 *   input: { domain: 'localhost', wanted: '/cart' },
 * });
 * shop.on('navigate', ({ intent }) => navigate(intent));
 * shop.start();
 * ```
 */
export const shopBootstrapMachine = setup({
  types: {
    input: {} as ShopBootstrapInput,
    context: {} as ShopBootstrapContext,
    events: {} as ShopBootstrapEvent,
    emitted: {} as ShopBootstrapEmitted,
  },
  actors: {
    fetchShopBootstrap: requiredActor<FetchShopBootstrapResult, FetchShopBootstrapInput>(
      'fetchShopBootstrap',
    ),
  },
  guards: {
    isWrongDomain: ({ context }) => context.error?.code === 'WRONG_DOMAIN',
    isPasswordProtected: ({ context }) => context.error?.code === 'PASSWORD_PROTECTED',
    hasBootstrap: ({ context }) => context.bootstrap !== null,
  },
  actions: {
    emitErrorIntent: emit(({ context }) => ({
      type: 'navigate' as const,
      intent:
        context.error === null
          ? ({ type: 'proceed' } as const)
          : bootstrapErrorIntent(context.error, context.wanted),
    })),
  },
}).createMachine({
  id: 'shopBootstrap',
  context: ({ input }) => ({
    domain: input.domain,
    themePreviewId: input.themePreviewId ?? null,
    wanted: input.wanted ?? '/',
    bootstrap: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchShopBootstrap',
        input: ({ context }) => ({
          domain: context.domain,
          ...(context.themePreviewId === null ? {} : { themePreviewId: context.themePreviewId }),
        }),
        onDone: {
          target: 'settled',
          actions: assign(({ event }) =>
            event.output.ok
              ? { bootstrap: event.output.bootstrap, error: null }
              : { bootstrap: null, error: bootstrapError(event.output.failure) },
          ),
        },
        onError: {
          target: 'settled',
          actions: assign(({ event }) => ({
            bootstrap: null,
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
        { guard: 'hasBootstrap', target: 'ready' },
        { guard: 'isWrongDomain', target: 'wrongDomain' },
        { guard: 'isPasswordProtected', target: 'passwordProtected' },
        { target: 'failed' },
      ],
    },
    ready: {
      on: {
        'bootstrap.preview': {
          target: 'loading',
          actions: assign(({ event }) => ({ themePreviewId: event.themePreviewId })),
        },
      },
    },
    wrongDomain: { type: 'final', entry: 'emitErrorIntent' },
    passwordProtected: { entry: 'emitErrorIntent', on: { 'bootstrap.retry': 'loading' } },
    failed: { entry: 'emitErrorIntent', on: { 'bootstrap.retry': 'loading' } },
  },
});
