import type { Actor, SnapshotFrom } from 'xstate';
import { CART_SNAPSHOT_VERSION } from './cart.constants';
import { type CartMachine, cartMachine } from './cart.machine';
import type { CartContext } from './cart.machine.types';

/** A persisted snapshot of the cart machine, as `getPersistedSnapshot()` gives it. */
export type CartPersistedSnapshot = ReturnType<Actor<CartMachine>['getPersistedSnapshot']>;

/** What a page stores: the persisted snapshot wrapped with its version (JSON-safe). */
export interface StoredCart {
  readonly version: number;
  readonly snapshot: CartPersistedSnapshot;
}

/**
 * Wraps the actor's persisted snapshot with its version, ready for `JSON.stringify`.
 *
 * @example
 * ```ts
 * storage.set('cart_snapshot', JSON.stringify(persistCart(cart.actor)));
 * ```
 */
export function persistCart(actor: Pick<Actor<CartMachine>, 'getPersistedSnapshot'>): StoredCart {
  return { version: CART_SNAPSHOT_VERSION, snapshot: actor.getPersistedSnapshot() };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The snapshot to restore from a stored value, or `undefined` when it is not one this version
 * can read (start afresh then; the tokens are in storage anyway).
 *
 * @remarks
 * A snapshot taken while a call was running is restored idle, without that call: the dropped
 * mutation may or may not have reached the server, so the cart is refetched rather than
 * re-sent (re-sending an add could count it twice). Queued mutations are kept; a running
 * express approval or a pending go-to-checkout is dropped. See docs/decisions/0181.
 *
 * @example
 * ```ts
 * const snapshot = restoreCartSnapshot(JSON.parse(storage.get('cart_snapshot') ?? 'null'));
 * const cart = createCart({ client, storage, snapshot });
 * ```
 */
export function restoreCartSnapshot(stored: unknown): CartPersistedSnapshot | undefined {
  if (!isRecord(stored) || stored.version !== CART_SNAPSHOT_VERSION || !isRecord(stored.snapshot))
    return undefined;
  const snapshot = stored.snapshot as CartPersistedSnapshot & { value?: unknown; context?: unknown };
  if (!isRecord(snapshot.context) || snapshot.status !== 'active') return undefined;
  if (snapshot.value === 'idle') return snapshot;
  const context = snapshot.context as unknown as CartContext;
  const idle: SnapshotFrom<CartMachine> = cartMachine.resolveState({
    value: 'idle',
    context: {
      ...context,
      inFlight: undefined,
      cart: context.cart,
      fetchRequested: true,
      checkoutRequest: undefined,
      express: undefined,
    },
  });
  return idle as unknown as CartPersistedSnapshot;
}
