// Types only: the order-status code loads with the checkout part on first use (docs/decisions/0350).
import type {
  CheckoutError,
  OrderStatusFacade,
  OrderStatusPageView,
  OrderStatusSnapshot,
  OrderStatusView,
} from '@vitrine/core-checkout';
import { failure, type Result } from '@vitrine/ports';
import { PART_UNAVAILABLE } from '@vitrine/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { type Subscribable, shallowEqual, useFacadeSelector } from '../select';

/** What {@link useOrderStatus} returns. */
export interface OrderStatusState {
  /**
   * `loading` until the order is fetched; `needs-key` when the platform asks for the access key
   * (missing or wrong: show the authenticate form, 001 §2 order-status); `failed` for any other
   * refusal (an unknown order), or when the order-status code could not load (`error.code`
   * `part_unavailable`, decision 0490); then `ready`.
   */
  readonly status: 'loading' | 'needs-key' | 'failed' | 'ready';
  /** The order, its checkout (lines with their product handles, totals) and its shipments. */
  readonly order: OrderStatusView | undefined;
  /** Why the last load or authenticate failed (`text` is the platform's words). */
  readonly error: CheckoutError | undefined;
  /** A load or an authenticate is under way. */
  readonly busy: boolean;
  /** Trades the order's e-mail for its access key (stored on this device), then loads the order. */
  readonly authenticate: (email: string) => Promise<Result<OrderStatusView, CheckoutError>>;
  /** Loads the order again. */
  readonly reload: () => Promise<Result<OrderStatusView, CheckoutError>>;
  /** The order-status facade of the storefront (`storefront.orders(orderToken)`), once opened. */
  readonly facade: OrderStatusFacade | null;
}

const NOTHING: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };

const notOpened = (): Promise<Result<OrderStatusView, CheckoutError>> =>
  Promise.resolve(failure({ code: 'order_not_opened' }));

/**
 * The order status page of `orderToken` (001 §2 `/orders/{token}?key=…`): the order with its
 * items, totals and shipment tracking (001 §4), in the display currency. The order is loaded once
 * per mount until it is shown (a page opened again after a failure loads again) with `accessKey`,
 * else (or when it is refused) the key this device stored when it placed (or authenticated) the
 * order; without a valid key the status is `needs-key` and `authenticate(email)` obtains it.
 *
 * @example
 * ```tsx
 * const { status, order, authenticate } = useOrderStatus(token, searchParams.get('key') ?? undefined);
 * if (status === 'needs-key') return <EmailForm onSubmit={authenticate} />;
 * ```
 */
export function useOrderStatus(orderToken: string, accessKey?: string): OrderStatusState {
  const storefront = useStorefront();
  const wanted = `${orderToken}\n${accessKey ?? ''}`;
  const [opened, setOpened] = useState<{
    readonly wanted: string;
    readonly facade: OrderStatusFacade;
  } | null>(null);
  // The order whose page could not open: its code did not load (decision 0490).
  const [unopened, setUnopened] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // One facade per order token, kept by the storefront (its code may load on the first call).
    const asked = `${orderToken}\n${accessKey ?? ''}`;
    void Promise.resolve(storefront.orders(orderToken, accessKey)).then(
      (facade) => {
        if (!live) return;
        setOpened({ wanted: asked, facade });
        // Loaded once per opening: StrictMode's second effect finds it loading. A page opened again
        // whose order is not shown (a failed load, a refused key) loads again, with the key it
        // was opened with (decisions 0430, 0591), where it kept the old answer until a full reload.
        const snapshot = facade.getSnapshot();
        if (snapshot.matches('idle') && snapshot.context.result === undefined) void facade.load();
      },
      () => {
        if (live) setUnopened(asked);
      },
    );
    return () => {
      live = false;
    };
  }, [storefront, orderToken, accessKey]);
  const facade = opened !== null && opened.wanted === wanted ? opened.facade : null;
  const select = useCallback(
    (snapshot: OrderStatusSnapshot | null) =>
      snapshot === null || facade === null ? null : facade.view(snapshot),
    [facade],
  );
  const slice = useFacadeSelector<OrderStatusSnapshot | null, OrderStatusPageView | null>(
    (facade ?? NOTHING) as Subscribable<OrderStatusSnapshot | null>,
    select,
    shallowEqual,
  );
  const authenticate = useCallback(
    (email: string) => (facade ? facade.authenticate(email) : notOpened()),
    [facade],
  );
  const reload = useCallback(() => (facade ? facade.load() : notOpened()), [facade]);
  if (facade === null && unopened === wanted) {
    return {
      status: 'failed',
      order: undefined,
      error: { code: PART_UNAVAILABLE },
      busy: false,
      authenticate,
      reload,
      facade,
    };
  }
  const status: OrderStatusState['status'] =
    slice === null
      ? 'loading'
      : slice.order !== undefined
        ? 'ready'
        : slice.needsKey
          ? 'needs-key'
          : slice.error !== undefined && !slice.busy
            ? 'failed'
            : 'loading';
  return {
    status,
    order: slice?.order,
    error: slice?.error,
    busy: slice?.busy ?? false,
    authenticate,
    reload,
    facade,
  };
}
