import {
  type ApiFailure,
  type CheckoutInfoResult,
  orderStatusAuthenticate,
  orderStatusInfo,
  productsByIds,
  type Transport,
} from '@vitrine/api-client';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { failureError } from '../checkout.actors';
import { somethingWentWrong } from '../checkout.rules';
import type { CheckoutError } from '../checkout.types';

/** What loading an order gives: the order status answer and the handles of its products. */
export type OrderOutcome =
  | {
      readonly ok: true;
      readonly result: CheckoutInfoResult;
      readonly handles: Readonly<Record<string, string>>;
    }
  | { readonly ok: false; readonly error: CheckoutError; readonly needsKey: boolean };

/** What authenticating gives: the access key. */
export type KeyOutcome =
  | { readonly ok: true; readonly accessKey: string }
  | { readonly ok: false; readonly error: CheckoutError };

/**
 * A load or an authenticate asked while another runs: answered in turn once it settled, so that
 * every call settles (a refresh pressed while the order loads, an e-mail sent meanwhile).
 */
export type QueuedOrderRequest =
  | { readonly type: 'order.load'; readonly requestId: string }
  | { readonly type: 'order.authenticate'; readonly requestId: string; readonly email: string };

/** The `order.settled` a finished request answers its caller with. */
const settledOf = (
  context: Pick<OrderStatusContext, 'requestId'>,
  output: { readonly ok: true } | { readonly ok: false; readonly error: CheckoutError },
): Extract<OrderStatusEmitted, { readonly type: 'order.settled' }> => ({
  type: 'order.settled',
  requestId: context.requestId ?? '',
  result: output.ok ? { ok: true } : { ok: false, error: output.error },
});

/** The order-status machine's context. */
export interface OrderStatusContext {
  readonly orderToken: string;
  /** The key the order is loaded with: the page's (query `key`), else the one stored. */
  readonly accessKey: string | undefined;
  /**
   * The key this device stored for the order (placed or authenticated here): tried when the
   * page's is refused (decision 0430 "a reload shows the order without asking again"; 0591).
   */
  readonly storedKey: string | undefined;
  readonly result: CheckoutInfoResult | undefined;
  /** Product handles by product id (001 §7: a products-by-ids call adds each item's handle). */
  readonly handles: Readonly<Record<string, string>>;
  readonly error: CheckoutError | undefined;
  /** The platform asks for an access key (authenticate with the order's e-mail). */
  readonly needsKey: boolean;
  readonly requestId: string | undefined;
  readonly email: string | undefined;
  /** The loads and authenticates asked while one ran, first asked first. */
  readonly queued: readonly QueuedOrderRequest[];
  /** The visitor's currency the view shows amounts in (docs/decisions/0251). */
  readonly display: DisplayCurrency | undefined;
}

/** Events of the order-status machine. */
export type OrderStatusEvent =
  | { readonly type: 'order.load'; readonly requestId: string }
  | { readonly type: 'order.authenticate'; readonly requestId: string; readonly email: string }
  /** Shows amounts in another display currency (`null`: the order's own). */
  | { readonly type: 'order.configure'; readonly display: DisplayCurrency | null }
  /** The page's key (opened again with another `?key=`): the next load uses it (decision 0591). */
  | { readonly type: 'order.key'; readonly accessKey: string };

/** Emitted events. */
export type OrderStatusEmitted =
  | {
      readonly type: 'order.settled';
      readonly requestId: string;
      readonly result: { readonly ok: true } | { readonly ok: false; readonly error: CheckoutError };
    }
  | { readonly type: 'order.accessKey'; readonly orderToken: string; readonly accessKey: string };

const keyError = (failure: ApiFailure) =>
  failure.kind === 'http' && (failure.statusCode === 401 || failure.statusCode === 403);

/**
 * @internal
 * The `fetchOrder` actor of a sample order (the editor's order-status page in live preview, 001 §2
 * "Sample order data with a sample token serves the fake order status preview"; docs/decisions/0497):
 * it answers `sample()`, and no request reaches the platform.
 */
export function sampleOrderFetch(sample: () => CheckoutInfoResult) {
  return fromPromise<OrderOutcome, { orderToken: string; accessKey: string | undefined }>(async () => ({
    ok: true,
    result: sample(),
    handles: {},
  }));
}

/** The order-status actors over a transport (001 §7 Order status). */
export function orderStatusActors(transport: Transport) {
  return {
    fetchOrder: fromPromise<OrderOutcome, { orderToken: string; accessKey: string | undefined }>(
      async ({ input }) => {
        const answer = await transport.send(orderStatusInfo, {
          path: { orderToken: input.orderToken },
          query: input.accessKey ? { key: input.accessKey } : {},
        });
        if (!answer.ok)
          return { ok: false, error: failureError(answer.failure), needsKey: keyError(answer.failure) };
        const result = answer.data.result;
        const ids = [
          ...new Set(
            result.totals.items
              .map((item) => item.product_id)
              .filter((id) => id !== undefined && id !== null),
          ),
        ];
        const handles: Record<string, string> = {};
        if (ids.length > 0) {
          const products = await transport.send(productsByIds, { query: { ids: ids.join(',') } });
          if (products.ok) {
            for (const product of products.data.result.products)
              if (product.handle) handles[String(product.id)] = product.handle;
          }
        }
        return { ok: true, result, handles };
      },
    ),
    authenticate: fromPromise<KeyOutcome, { orderToken: string; email: string }>(async ({ input }) => {
      const answer = await transport.send(orderStatusAuthenticate, {
        path: { orderToken: input.orderToken },
        body: { email: input.email },
      });
      return answer.ok
        ? { ok: true, accessKey: answer.data.result.access_key }
        : { ok: false, error: failureError(answer.failure) };
    }),
  };
}

/** The actors of {@link orderStatusMachine} until a host provides them. */
const orderStatusActorDefaults = () => ({
  fetchOrder: fromPromise<OrderOutcome, { orderToken: string; accessKey: string | undefined }>(
    notProvided('fetchOrder'),
  ),
  authenticate: fromPromise<KeyOutcome, { orderToken: string; email: string }>(notProvided('authenticate')),
});

/** What {@link orderStatusMachineWith} takes in place of the defaults. */
export type OrderStatusImplementations = MachineImplementations<ReturnType<typeof orderStatusActorDefaults>>;

/**
 * Builds {@link orderStatusMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function orderStatusMachineWith(impl: OrderStatusImplementations = {}) {
  return setup({
    types: {
      context: {} as OrderStatusContext,
      events: {} as OrderStatusEvent,
      input: {} as {
        orderToken: string;
        accessKey?: string | undefined;
        storedKey?: string | undefined;
        display?: DisplayCurrency | undefined;
      },
      emitted: {} as OrderStatusEmitted,
    },
    actors: { ...orderStatusActorDefaults(), ...impl.actors },
    actions: {
      queue: assign({
        queued: ({ context, event }) =>
          event.type === 'order.load' || event.type === 'order.authenticate'
            ? [...context.queued, event]
            : context.queued,
      }),
      dequeue: assign(({ context }) => {
        const [next, ...rest] = context.queued;
        if (next === undefined) return {};
        return next.type === 'order.authenticate'
          ? { requestId: next.requestId, email: next.email, queued: rest }
          : { requestId: next.requestId, queued: rest };
      }),
      failed: enqueueActions(({ context, enqueue }) => {
        const error = somethingWentWrong();
        enqueue.assign({ error });
        enqueue.emit(settledOf(context, { ok: false, error }));
      }),
    },
  }).createMachine({
    id: 'orderStatus',
    context: ({ input }) => ({
      orderToken: input.orderToken,
      accessKey: input.accessKey ?? input.storedKey,
      storedKey: input.storedKey,
      result: undefined,
      handles: {},
      error: undefined,
      needsKey: false,
      requestId: undefined,
      email: undefined,
      queued: [],
      display: input.display,
    }),
    initial: 'idle',
    on: {
      'order.load': { actions: 'queue' },
      'order.authenticate': { actions: 'queue' },
      'order.configure': { actions: assign({ display: ({ event }) => event.display ?? undefined }) },
      // The refusal and the e-mail asked for were the old key's answer: forgotten with it.
      'order.key': {
        guard: ({ context, event }) => event.accessKey !== context.accessKey,
        actions: assign({
          accessKey: ({ event }) => event.accessKey,
          needsKey: false,
          error: undefined,
        }),
      },
    },
    states: {
      idle: {
        // Every load and authenticate is queued (root `on`) and answered from here, in the order
        // asked: at once when idle, once the running request settled otherwise.
        always: [
          {
            guard: ({ context }) => context.queued[0]?.type === 'order.load',
            target: 'loading',
            actions: 'dequeue',
          },
          {
            guard: ({ context }) => context.queued[0]?.type === 'order.authenticate',
            target: 'authenticating',
            actions: 'dequeue',
          },
        ],
      },
      authenticating: {
        invoke: {
          src: 'authenticate',
          input: ({ context }) => ({ orderToken: context.orderToken, email: context.email ?? '' }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'loading',
              actions: [
                assign(({ event }) => {
                  const accessKey = event.output.ok ? event.output.accessKey : undefined;
                  // Stored on this device by the facade (`order.accessKey`).
                  return { accessKey, storedKey: accessKey, needsKey: false };
                }),
                emit(({ context, event }) => ({
                  type: 'order.accessKey' as const,
                  orderToken: context.orderToken,
                  accessKey: event.output.ok ? event.output.accessKey : '',
                })),
              ],
            },
            {
              target: 'idle',
              actions: [
                assign({ error: ({ event }) => (event.output.ok ? undefined : event.output.error) }),
                emit(({ context, event }) => settledOf(context, event.output)),
              ],
            },
          ],
          onError: { target: 'idle', actions: 'failed' },
        },
      },
      loading: {
        invoke: {
          src: 'fetchOrder',
          input: ({ context }) => ({ orderToken: context.orderToken, accessKey: context.accessKey }),
          onDone: [
            {
              // The page's key refused (a stale `?key=` kept in the link): the one this device
              // stored is tried before asking for the e-mail (decision 0430; 0591).
              guard: ({ context, event }) =>
                !event.output.ok &&
                event.output.needsKey &&
                context.storedKey !== undefined &&
                context.storedKey !== context.accessKey,
              target: 'loading',
              reenter: true,
              actions: assign({ accessKey: ({ context }) => context.storedKey }),
            },
            {
              target: 'idle',
              actions: [
                assign(({ event }) =>
                  event.output.ok
                    ? {
                        result: event.output.result,
                        handles: event.output.handles,
                        error: undefined,
                        needsKey: false,
                      }
                    : { error: event.output.error, needsKey: event.output.needsKey },
                ),
                emit(({ context, event }) => settledOf(context, event.output)),
              ],
            },
          ],
          onError: { target: 'idle', actions: 'failed' },
        },
      },
    },
  });
}

/**
 * The order-status machine (001 §2 order-status, §6, §7): load the order with its access key,
 * or authenticate with the order's e-mail to obtain one, then load.
 */
export const orderStatusMachine = /* @__PURE__ */ orderStatusMachineWith();
