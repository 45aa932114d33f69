import { authInput, authLogic } from '@vitrine/core-auth';
import { cartInput, cartLogic } from '@vitrine/core-cart';
import { catalogInput, catalogLogic } from '@vitrine/core-catalog';
import {
  featureFlagsLogic,
  notificationsLogic,
  pagesLogic,
  shopLogic,
  storePasswordLogic,
  syncTasksLogic,
} from '@vitrine/core-shop';
import type { Ports } from '@vitrine/ports';
import type { SyncTaskPlaceholders, Transport } from '@vitrine/api-client';
import { type AnyActorLogic, type AnyStateMachine, enqueueActions, setup, stopChild } from 'xstate';
import { type PublicSnapshotState, resumedLogic } from './public-snapshot';

/** What the storefront's root machine is built from. @internal */
export interface StorefrontMachineOptions {
  readonly transport: Transport;
  readonly ports: Ports;
  readonly domain: string;
  readonly path?: string | undefined;
  readonly themePreviewId?: string | undefined;
  readonly currency?: string | undefined;
  readonly locale?: string | undefined;
  /**
   * The logic of the children started later (the parts loaded on first use), by child id: filled
   * when a part loads, before its `part.spawn` (XState resolves a child's `src` here when it
   * spawns it and when it persists the system).
   */
  readonly parts: Record<string, AnyActorLogic>;
  /** The placeholders of background calls, read when each is sent (000 §7). */
  readonly syncPlaceholders: () => SyncTaskPlaceholders;
  /** Whether the device is online (a failed background call while offline stays unsent). */
  readonly online?: (() => boolean) | undefined;
  /** The platform's domain suffix (000 §8 platform domain). */
  readonly platformSuffix?: string | undefined;
  /** The public children a server-rendered page's snapshot resumes (see public-snapshot.ts). */
  readonly resumed?: PublicSnapshotState['children'] | undefined;
  /** `false`: no visitor (a render for every visitor); the cart is not fetched on start. */
  readonly visitor?: boolean | undefined;
}

/** The events the root machine takes: the parts loaded on first use start and stop children. @internal */
export type StorefrontMachineEvent =
  | { readonly type: 'part.spawn'; readonly id: string; readonly input: unknown }
  | { readonly type: 'part.stop'; readonly id: string };

/**
 * The one XState system of a storefront: what a first page needs (the shop, notifications,
 * session, cart, catalogue, feature flags, pages, store password and the background-call queue)
 * runs as invoked children with a `systemId` each; the parts loaded on first use (forms, preview,
 * tracking, offers, sale notifications, reviews, checkouts, order status pages, custom-option
 * forms) are spawned into it when they load (docs/decisions/0350), their logic registered in
 * `parts` under their child id first.
 * Every child's logic comes from its package (`xLogic`), with the api-client's transport and the
 * host's ports provided. Typed loosely on purpose: the facades of each package type the children.
 *
 * A generator: it pauses (`yield`) between the children's machines, so a host that builds the
 * storefront in steps (`createStorefrontInSteps`) is never held for all of them at once.
 * @internal
 */
export function* storefrontMachine(
  options: StorefrontMachineOptions,
): Generator<undefined, AnyStateMachine, undefined> {
  const { transport, ports } = options;
  // Each child's machine is built in a step of its own (see createStorefrontInSteps): building
  // the shop's or the catalogue's is tens of milliseconds on a slow phone, the nine together more.
  // A server-rendered page's public children resume where the server left them (0460).
  const shop = resumedLogic(shopLogic({ transport, ports }), options.resumed?.shop);
  yield;
  const notifications = notificationsLogic();
  const auth = authLogic({ transport, ports });
  yield;
  const cart = cartLogic({ transport, ports });
  yield;
  const catalog = resumedLogic(
    catalogLogic({ transport, ports, navigateOnLoadError: true }),
    options.resumed?.catalog,
  );
  yield;
  const flags = featureFlagsLogic({ transport, ports });
  const pages = resumedLogic(
    pagesLogic({ transport, ports, navigateOnLoadError: true }),
    options.resumed?.pages,
  );
  yield;
  const storePassword = storePasswordLogic({ transport, ports });
  const syncTasks = syncTasksLogic({
    transport,
    ports,
    placeholders: options.syncPlaceholders,
    ...(options.online === undefined ? {} : { online: options.online }),
  });
  yield;
  const eager = { shop, notifications, auth, cart, catalog, flags, pages, storePassword, syncTasks };
  // The registry is the machine's own actors table (kept by reference), so a part's logic
  // registered after the machine was made is found by its `src`.
  const actors = Object.assign(options.parts, eager) as typeof eager;
  return setup({
    types: { events: {} as StorefrontMachineEvent },
    actors,
  }).createMachine({
    id: 'storefront',
    invoke: [
      {
        id: 'shop',
        systemId: 'shop',
        src: 'shop',
        input: {
          domain: options.domain,
          ...(options.path === undefined ? {} : { wanted: options.path }),
          ...(options.themePreviewId === undefined ? {} : { themePreviewId: options.themePreviewId }),
          ...(options.platformSuffix === undefined ? {} : { platformSuffix: options.platformSuffix }),
        },
      },
      { id: 'notifications', systemId: 'notifications', src: 'notifications' },
      { id: 'auth', systemId: 'auth', src: 'auth', input: authInput({}) },
      {
        id: 'cart',
        systemId: 'cart',
        src: 'cart',
        input: cartInput(options.visitor === false ? { fetchOnStart: false } : {}),
      },
      {
        id: 'catalog',
        systemId: 'catalog',
        src: 'catalog',
        input: catalogInput({
          ...(options.currency === undefined ? {} : { currency: options.currency }),
          ...(options.locale === undefined ? {} : { locale: options.locale }),
        }),
      },
      { id: 'flags', systemId: 'flags', src: 'flags' },
      { id: 'pages', systemId: 'pages', src: 'pages' },
      {
        id: 'storePassword',
        systemId: 'storePassword',
        src: 'storePassword',
        input: options.path === undefined ? {} : { to: options.path },
      },
      { id: 'syncTasks', systemId: 'syncTasks', src: 'syncTasks' },
    ],
    on: {
      'part.spawn': {
        actions: enqueueActions(({ event, enqueue }) => {
          if (event.type !== 'part.spawn') return;
          // The part's logic is registered under the child's id (`parts`).
          enqueue.spawnChild(event.id as keyof typeof eager, {
            id: event.id,
            systemId: event.id,
            input: event.input as never,
          });
        }),
      },
      'part.stop': { actions: stopChild(({ event }) => event.id) },
    },
  });
}
