// Types only: the checkout's code loads with its part on first use (docs/decisions/0350).
import type {
  AdditionalBalance,
  CheckoutAddress,
  CheckoutError,
  CheckoutOrder,
  Money,
  PayAdditionalOutcome,
  PayAdditionalRequest,
  TestCard,
} from '@vitrine/core-checkout';
import { failure, type Result } from '@vitrine/ports';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';

/**
 * The two calls of checkout-additional (001 §2, §7) with the storefront's transport bound:
 * core-checkout's `additionalBalance` and `payAdditionalBalance`.
 *
 * @remarks
 * `@vitrine/sdk`'s `Storefront` has both; a storefront without them makes the hook answer
 * `unavailable`.
 */
export interface CheckoutAdditionalCalls {
  additionalBalance(orderToken: string): Promise<Result<AdditionalBalance, CheckoutError>>;
  payAdditionalBalance(
    orderToken: string,
    request: PayAdditionalRequest,
  ): Promise<Result<PayAdditionalOutcome, CheckoutError>>;
}

/** What paying the balance takes from the page. */
export interface PayBalanceInput {
  /** The test gateway's card (the order's method; examples/platform-api/PAYMENTS.md). */
  readonly card: TestCard;
  /** Another billing address than the order's shipping address (001 §7 is_using_same_address). */
  readonly billingAddress?: CheckoutAddress;
}

/** What {@link useCheckoutAdditional} returns. */
export interface CheckoutAdditionalState {
  /**
   * `loading` until the balance is read; `ready` (a balance of 0 means nothing is left to pay);
   * `failed` when it cannot be read; `unavailable` when the storefront has no checkout-additional calls.
   */
  readonly status: 'unavailable' | 'loading' | 'ready' | 'failed';
  /** The balance still owed, in the shop currency (docs/decisions/0251: a plain read, not converted). */
  readonly balance: Money | undefined;
  readonly order: CheckoutOrder | undefined;
  readonly paying: boolean;
  /** Paid on this page. */
  readonly paid: boolean;
  /** Why reading or paying failed (`text` is the platform's or the catalogue's words, 001 §8). */
  readonly error: CheckoutError | undefined;
  /**
   * Pays exactly the balance shown (001 §7 request_amount); a balance changed meanwhile is refused
   * with CHECKOUT_ADDITIONAL_BALANCE_CHANGE and read again (001 §8). `requires_action` carries the
   * 3-D Secure page to send the shopper to.
   */
  readonly pay: (input: PayBalanceInput) => Promise<Result<PayAdditionalOutcome, CheckoutError>>;
}

const callsOf = (storefront: object): CheckoutAdditionalCalls | undefined => {
  const candidate = storefront as Partial<CheckoutAdditionalCalls>;
  return typeof candidate.additionalBalance === 'function' &&
    typeof candidate.payAdditionalBalance === 'function'
    ? (candidate as CheckoutAdditionalCalls)
    : undefined;
};

/** The payment of one order's page: under way, paid, or why it failed. */
interface Payment {
  readonly orderToken: string;
  readonly paying: boolean;
  readonly paid: boolean;
  readonly error: CheckoutError | undefined;
}

const NO_PAYMENT = (orderToken: string): Payment => ({
  orderToken,
  paying: false,
  paid: false,
  error: undefined,
});

/**
 * The checkout-additional page of an order (001 §2 `/checkout-additional/{token}`): the balance
 * still owed on the order, read once, and `pay` with the order's method. What a payment left
 * (paid, its error) belongs to its order: another order's page starts without it.
 *
 * @example
 * ```tsx
 * const { status, balance, pay } = useCheckoutAdditional(token);
 * if (status === 'ready' && balance && balance.amount > 0) await pay({ card });
 * ```
 */
export function useCheckoutAdditional(orderToken: string): CheckoutAdditionalState {
  const storefront = useStorefront();
  const calls = callsOf(storefront);
  const [read, setRead] = useState<{
    readonly orderToken: string;
    readonly result: Result<AdditionalBalance, CheckoutError>;
  } | null>(null);
  const [payment, setPayment] = useState<Payment>(() => NO_PAYMENT(orderToken));
  // The balance read under way, kept for StrictMode's second effect (one request, as useOrderStatus).
  const reading = useRef<{
    readonly calls: CheckoutAdditionalCalls;
    readonly orderToken: string;
    readonly answer: Promise<Result<AdditionalBalance, CheckoutError>>;
  } | null>(null);

  const refresh = useCallback(async () => {
    if (!calls) return;
    const result = await calls.additionalBalance(orderToken);
    setRead({ orderToken, result });
  }, [calls, orderToken]);

  useEffect(() => {
    let live = true;
    if (!calls) return;
    if (reading.current?.calls !== calls || reading.current.orderToken !== orderToken) {
      reading.current = { calls, orderToken, answer: calls.additionalBalance(orderToken) };
    }
    void reading.current.answer.then((result) => {
      if (live) setRead({ orderToken, result });
    });
    return () => {
      live = false;
    };
  }, [calls, orderToken]);

  const current = read !== null && read.orderToken === orderToken ? read.result : undefined;
  const balance = current?.ok ? current.value.balance : undefined;
  const shown = payment.orderToken === orderToken ? payment : NO_PAYMENT(orderToken);

  const pay = useCallback(
    async (input: PayBalanceInput): Promise<Result<PayAdditionalOutcome, CheckoutError>> => {
      if (!calls || !balance) return failure({ code: 'no_balance' });
      // What the answer changes, when the page still shows this order.
      const update = (change: Partial<Payment>) =>
        setPayment((known) => (known.orderToken === orderToken ? { ...known, ...change } : known));
      setPayment((known) => ({
        ...(known.orderToken === orderToken ? known : NO_PAYMENT(orderToken)),
        paying: true,
        error: undefined,
      }));
      // The test gateway's card, collected by core-checkout (a refused number fails before any call).
      // Its idempotency key is the order's attempt the storefront keeps (docs/decisions/0242, 0660):
      // the same after a lost answer, a new one after a payment paid or refused, on any page.
      const outcome = await calls.payAdditionalBalance(orderToken, {
        amount: balance,
        card: input.card,
        ...(input.billingAddress ? { billingAddress: input.billingAddress } : {}),
      });
      if (outcome.ok) {
        update({ paying: false, ...(outcome.value.status === 'paid' ? { paid: true } : {}) });
        await refresh();
      } else {
        update({ paying: false, error: outcome.error });
        if (outcome.error.code === 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE') await refresh();
      }
      return outcome;
    },
    [calls, balance, orderToken, refresh],
  );

  const status: CheckoutAdditionalState['status'] = !calls
    ? 'unavailable'
    : current === undefined
      ? 'loading'
      : current.ok
        ? 'ready'
        : 'failed';
  return {
    status,
    balance,
    order: current?.ok ? current.value.order : undefined,
    paying: shown.paying,
    paid: shown.paid,
    error: shown.error ?? (current && !current.ok ? current.error : undefined),
    pay,
  };
}
