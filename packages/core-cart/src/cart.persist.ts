import type { CartContext } from './cart.machine.types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The child the root invokes: kept in a restorable snapshot so the restored cart hears other tabs. */
const LISTENER = { snapshot: { status: 'active' }, src: 'listenToTabs', syncSnapshot: false } as const;

/**
 * A persisted cart snapshot (`actor.getPersistedSnapshot()`) made safe to restore, or `undefined`
 * when it is not one this version can read (the cart then starts afresh; the tokens are in
 * storage anyway).
 *
 * @remarks
 * A snapshot taken while a call was running is made idle, without that call: the dropped
 * mutation may or may not have reached the server, so the cart is refetched on restore rather
 * than re-sent (re-sending an add could count it twice). Queued mutations are kept; a pending
 * go-to-checkout is dropped (its caller is gone). A snapshot taken idle is kept as it is, and
 * restoring it makes no request (docs/decisions/0222). `cart.persist()` already applies this.
 *
 * @example
 * ```ts
 * const state = restorableCartState(actor.getPersistedSnapshot());
 * createActor(cartLogic(options), { snapshot: state });
 * ```
 * @internal
 */
export function restorableCartState(persisted: unknown): unknown {
  if (!isRecord(persisted) || persisted.status !== 'active' || !isRecord(persisted.context)) return undefined;
  const context = persisted.context as unknown as CartContext;
  if (!Array.isArray(context.queue) || !isRecord(context.cart)) return undefined;
  const idle = persisted.value === 'idle' && context.checkoutRequest === undefined;
  const children = isRecord(persisted.children) ? persisted.children : {};
  return {
    ...persisted,
    value: 'idle',
    context: {
      ...context,
      inFlight: undefined,
      checkoutRequest: undefined,
      fetchRequested: idle ? context.fetchRequested : true,
    },
    children: { listenToTabs: children.listenToTabs ?? LISTENER },
  };
}
