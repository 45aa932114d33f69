import type { PersistedSnapshot } from '@vitrine/ports';
import type { AnyActorLogic, Snapshot } from 'xstate';

/**
 * The version {@link publicSnapshot} writes; `createStorefront({ snapshot })` drops a public
 * snapshot of another version (the page then loads what it needs, as without a snapshot).
 */
export const PUBLIC_SNAPSHOT_VERSION = 1;

/**
 * The children of the storefront's system whose state is the same for every visitor of a page:
 * the shop's bootstrap data, the catalogue's fetched pages (collections, collection, product) and
 * the shop page or policy shown. Everything else (session, cart, checkout, order status, feature
 * flags rolled per visitor, tracking, notifications) is private and never leaves the device.
 */
export const PUBLIC_CHILDREN = ['shop', 'catalog', 'pages'] as const;

/** One of {@link PUBLIC_CHILDREN}. */
export type PublicChild = (typeof PUBLIC_CHILDREN)[number];

/** What a public snapshot holds: the persisted snapshot of each public child, by its id. @internal */
export interface PublicSnapshotState {
  readonly kind: 'public';
  readonly children: Readonly<Partial<Record<PublicChild, Snapshot<unknown>>>>;
}

interface PersistedSystem {
  readonly system?: { readonly children?: Readonly<Record<string, { readonly snapshot?: unknown }>> };
}

/**
 * The part of a storefront's snapshot that may go into a page every visitor gets (a server-rendered,
 * CDN-cached page): the shop, catalogue and page data the server fetched, without the cart, the
 * customer, the checkout or anything else private (issue 18, docs/decisions/0460).
 *
 * @param snapshot - `storefront.getSnapshot()`
 * @returns a snapshot that `createStorefront({ snapshot })` resumes from: the public children start
 *   where the server left them (no request repeated), every private one starts fresh from the
 *   device's own storage and cookies
 *
 * @example
 * ```ts
 * // on the server, once the page's data loaded
 * const embedded = JSON.stringify(publicSnapshot(storefront.getSnapshot()));
 * // in the browser
 * const storefront = createStorefront({ domain: location.hostname, snapshot: JSON.parse(embedded), ports: browserPorts() });
 * ```
 */
export function publicSnapshot(snapshot: PersistedSnapshot): PersistedSnapshot<PublicSnapshotState> {
  const persisted = snapshot.state as PersistedSystem | undefined;
  const all = persisted?.system?.children ?? {};
  const children: Partial<Record<PublicChild, Snapshot<unknown>>> = {};
  for (const id of PUBLIC_CHILDREN) {
    const child = all[id]?.snapshot;
    if (child !== undefined) children[id] = child as Snapshot<unknown>;
  }
  return { version: PUBLIC_SNAPSHOT_VERSION, state: { kind: 'public', children } };
}

/**
 * The public children's snapshots when `snapshot` is a public snapshot of this version, else
 * `undefined` (a full snapshot, another version, none). @internal
 */
export function publicChildren(
  snapshot: PersistedSnapshot | undefined,
): PublicSnapshotState['children'] | undefined {
  if (snapshot === undefined || snapshot.version !== PUBLIC_SNAPSHOT_VERSION) return undefined;
  const state = snapshot.state as Partial<PublicSnapshotState> | null;
  if (state === null || typeof state !== 'object' || state.kind !== 'public') return undefined;
  return state.children ?? {};
}

/**
 * `logic` starting from `snapshot` instead of its initial state: an invoked child of the root
 * machine resumes where the server left it (entry actions are not run again, so nothing is
 * fetched again), as `createActor(logic, { snapshot })` would. Without a snapshot, `logic` itself.
 * @internal
 */
export function resumedLogic<T extends AnyActorLogic>(logic: T, snapshot: Snapshot<unknown> | undefined): T {
  if (snapshot === undefined) return logic;
  const resumed = Object.create(logic) as T;
  resumed.getInitialSnapshot = (scope) => logic.restoreSnapshot?.(snapshot, scope) ?? snapshot;
  return resumed;
}
