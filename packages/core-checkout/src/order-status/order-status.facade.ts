import type { CheckoutInfoResult, Transport } from '@vitrine/api-client';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import {
  actorFacade,
  createMemoryPorts,
  type Facade,
  failure,
  type PersistedSnapshot,
  type Ports,
  pendingVerbs,
  type Result,
  requestIds,
  restorable,
  success,
} from '@vitrine/ports';
import { type ActorRefFrom, createActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { ACCESS_KEY_STORAGE_PREFIX } from '../checkout.constants';
import { displayCheckout } from '../checkout.display';
import { toCheckout, toOrder, toShipments } from '../checkout.map';
import { catalogueError } from '../checkout.rules';
import type { Checkout, CheckoutError, CheckoutOrder, Shipment } from '../checkout.types';
import {
  type OrderStatusEmitted,
  type OrderStatusEvent,
  orderStatusActors,
  type orderStatusMachine,
  orderStatusMachineWith,
  sampleOrderFetch,
} from './order-status.machine';

/**
 * The version `persist()` writes for an order status (2: the display currency, docs/decisions/0251;
 * 3: the requests queued behind a running one, the key stored on this device).
 */
export const ORDER_STATUS_PERSIST_VERSION = 3;

/** Options of {@link createOrderStatus}. */
export interface OrderStatusOptions {
  readonly transport: Transport;
  /** The order token (001 §2 `/orders/{token}`). */
  readonly orderToken: string;
  /**
   * The access key (query `key`); else, or when the platform refuses it, the one stored when the
   * order was placed or authenticated on this device (decision 0591).
   */
  readonly accessKey?: string;
  readonly ports?: Partial<Pick<Ports, 'storage' | 'clock'>>;
  /** The visitor's currency (core-pricing's `DisplayCurrency`): amounts shown converted, `shop` kept. */
  readonly display?: DisplayCurrency | null;
  readonly snapshot?: PersistedSnapshot;
  readonly inspect?: (event: InspectionEvent) => void;
}

/** An order as the order-status page shows it. */
export interface OrderStatusView {
  readonly order: CheckoutOrder | undefined;
  /** The checkout of the order (lines, totals, addresses), each line with its product's handle. */
  readonly checkout: Checkout;
  /**
   * The order's shipments, each with its tracking status's label, description and kind (001 §4
   * Shipment tracking statuses; docs/decisions/0248).
   */
  readonly shipments: readonly Shipment[];
}

/** The order-status machine with its actors provided. */
export function orderStatusLogic(
  options: Pick<OrderStatusOptions, 'transport'> & {
    /**
     * A sample order served instead of the platform's (live preview's order-status page, 001 §2;
     * docs/decisions/0497), as `checkoutLogic({ sample })` serves a sample checkout: nothing is sent.
     */
    readonly sample?: () => CheckoutInfoResult;
  },
) {
  const actors = orderStatusActors(options.transport);
  return orderStatusMachineWith({
    actors: options.sample ? { ...actors, fetchOrder: sampleOrderFetch(options.sample) } : actors,
  });
}

/** A snapshot of the order-status machine. */
export type OrderStatusSnapshot = SnapshotFrom<typeof orderStatusMachine>;

/** The order view, or `undefined` before it loaded. */
export function selectOrderStatus(snapshot: OrderStatusSnapshot): OrderStatusView | undefined {
  const { result, handles } = snapshot.context;
  if (!result) return undefined;
  const checkout = displayCheckout(toCheckout(result, 'thank_you'), snapshot.context.display);
  return {
    order: toOrder(result.order),
    shipments: toShipments(result.order),
    checkout: {
      ...checkout,
      totals: {
        ...checkout.totals,
        lines: checkout.totals.lines.map((line) => {
          const handle = line.productId === undefined ? undefined : handles[line.productId];
          return handle === undefined || line.handle !== undefined ? line : { ...line, handle };
        }),
      },
    },
  };
}

/** Whether the platform asks for an access key (show the authenticate form). */
export const selectNeedsAccessKey = (snapshot: OrderStatusSnapshot): boolean => snapshot.context.needsKey;

/** Everything an order status page reads ({@link selectOrderStatusPage}). */
export interface OrderStatusPageView {
  /** The order, `undefined` before it loaded. */
  readonly order: OrderStatusView | undefined;
  /** Why the last load or authenticate failed. */
  readonly error: CheckoutError | undefined;
  /** The platform asks for the access key (show the authenticate form). */
  readonly needsKey: boolean;
  /** A load or an authenticate is under way. */
  readonly busy: boolean;
}

const orderViews = new WeakMap<
  object,
  { handles: object; display: unknown; view: OrderStatusView | undefined }
>();
const pageViews = new WeakMap<object, OrderStatusPageView>();

/**
 * The {@link OrderStatusPageView} of a snapshot, built once per snapshot; the order keeps its
 * identity while its answer, product handles and display currency do not change.
 */
export function selectOrderStatusPage(snapshot: OrderStatusSnapshot): OrderStatusPageView {
  const known = pageViews.get(snapshot);
  if (known) return known;
  const { result, handles, display } = snapshot.context;
  let order: OrderStatusView | undefined;
  if (result !== undefined) {
    const cached = orderViews.get(result);
    if (cached && cached.handles === handles && cached.display === display) order = cached.view;
    else {
      order = selectOrderStatus(snapshot);
      orderViews.set(result, { handles, display, view: order });
    }
  }
  const view: OrderStatusPageView = {
    order,
    error: snapshot.context.error,
    needsKey: selectNeedsAccessKey(snapshot),
    busy: !snapshot.matches('idle'),
  };
  pageViews.set(snapshot, view);
  return view;
}

/** The order-status facade. */
export interface OrderStatusFacade extends Facade<OrderStatusSnapshot, OrderStatusEmitted> {
  /**
   * What the page reads of `snapshot` (the current one by default): `selectOrderStatusPage`, for
   * hosts that import no selector (`@vitrine/react`'s `useOrderStatus`).
   */
  view(snapshot?: OrderStatusSnapshot): OrderStatusPageView;
  /** Loads the order with its access key (001 §7). */
  load(): Promise<Result<OrderStatusView, CheckoutError>>;
  /** Obtains the access key with the order's e-mail, stores it, then loads (001 §6). */
  authenticate(email: string): Promise<Result<OrderStatusView, CheckoutError>>;
  /**
   * Shows the order's amounts in the visitor's currency (`null`: the order's own; docs/decisions/0251);
   * `accessKey`: the page's key, opened again with another `?key=`, used by the next load (a refusal
   * or form asked for by the previous key is forgotten; docs/decisions/0591).
   */
  configure(settings: {
    readonly display?: DisplayCurrency | null;
    readonly accessKey?: string;
  }): Promise<Result<undefined, CheckoutError>>;
}

/** The facade over a running order-status actor. */
export function orderStatusFacade(
  actor: ActorRefFrom<ReturnType<typeof orderStatusLogic>>,
  options: Pick<OrderStatusOptions, 'ports'> = {},
): OrderStatusFacade {
  const ports = createMemoryPorts(options.ports ?? {});
  const base = actorFacade<OrderStatusSnapshot, OrderStatusEmitted>(actor, ORDER_STATUS_PERSIST_VERSION);
  const keySub = actor.on('order.accessKey', ({ orderToken, accessKey }) =>
    ports.storage.set(`${ACCESS_KEY_STORAGE_PREFIX}${orderToken}`, accessKey),
  );
  // A restored snapshot may hold a request (running or queued) under an id a new count would reuse.
  const nextRequestId = requestIds('order-', (id) => {
    const { requestId, queued } = actor.getSnapshot().context;
    return id === requestId || queued.some((waiting) => waiting.requestId === id);
  });
  // A page that stops (its stop(), or the storefront's system stopping) answers its waiting verbs
  // `stopped`, and every verb asked after at once (DESIGN "One public shape": `Facade.stop()`).
  const verbs = pendingVerbs(actor);
  const stopped = failure(catalogueError('stopped', 'checkout.something_went_wrong'));
  const request = (
    event: { readonly type: 'order.load' } | { readonly type: 'order.authenticate'; readonly email: string },
  ) =>
    verbs.wait<Result<OrderStatusView, CheckoutError>>(stopped, (settle) => {
      const requestId = nextRequestId();
      const sub = actor.on('order.settled', (settled) => {
        if (settled.requestId !== requestId) return;
        if (!settled.result.ok) return settle(failure(settled.result.error));
        const view = selectOrderStatus(actor.getSnapshot());
        settle(
          view
            ? success(view)
            : failure(catalogueError('order_not_loaded', 'checkout.something_went_wrong', 500)),
        );
      });
      actor.send({ ...event, requestId } as OrderStatusEvent);
      return () => sub.unsubscribe();
    });
  return {
    ...base,
    view: (snapshot = actor.getSnapshot()) => selectOrderStatusPage(snapshot),
    load: () => request({ type: 'order.load' }),
    authenticate: (email) => request({ type: 'order.authenticate', email }),
    async configure(settings) {
      if (actor.getSnapshot().status !== 'active') return stopped;
      if (settings.display !== undefined) actor.send({ type: 'order.configure', display: settings.display });
      if (settings.accessKey !== undefined) actor.send({ type: 'order.key', accessKey: settings.accessKey });
      return success(undefined);
    },
    stop() {
      keySub.unsubscribe();
      base.stop();
      verbs.stopAll();
    },
  };
}

/**
 * A standalone order status (001 §2 `/orders/{token}?key=…`).
 *
 * @example
 * ```ts
 * const status = createOrderStatus({ transport, orderToken: 'ord_demo_1001', accessKey: 'ak_demo_1001' });
 * const order = await status.load(); // { ok: true, value: { order, checkout } }
 * ```
 */
export function createOrderStatus(options: OrderStatusOptions): OrderStatusFacade {
  const ports = createMemoryPorts(options.ports ?? {});
  const storedKey = ports.storage.get(`${ACCESS_KEY_STORAGE_PREFIX}${options.orderToken}`);
  const actor = createActor(orderStatusLogic(options), {
    input: {
      orderToken: options.orderToken,
      // The page's key first; the stored one when it is missing or refused (decision 0591).
      accessKey: options.accessKey,
      storedKey,
      ...(options.display ? { display: options.display } : {}),
    },
    clock: ports.clock,
    snapshot: restorable(options.snapshot, ORDER_STATUS_PERSIST_VERSION) as never,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  }).start();
  return orderStatusFacade(actor, { ports });
}
