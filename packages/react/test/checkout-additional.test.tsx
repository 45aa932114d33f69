/**
 * useCheckoutAdditional (001 §2 `/checkout-additional/{token}`, §7) in React StrictMode, with the
 * storefront's two calls answered here: which idempotency key a payment sent again carries
 * (docs/decisions/0242), how many balance reads a page makes, and what an order's page shows after
 * another order's.
 */
import type {
  AdditionalBalance,
  CheckoutError,
  PayAdditionalOutcome,
  PayAdditionalRequest,
} from '@vitrine/core-checkout';
import { failure, type Result, success } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckoutAdditional } from '../src/index';
import { platformSuite, renderWith } from './harness';

const suite = platformSuite();

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' } as const;

/** A balance of 12.50 USD. */
const BALANCE: AdditionalBalance = { balance: { amount: 1250, currency: 'USD' }, order: undefined };

/** No answer: core-checkout's `paymentError` of a time-out (001 §8 "returns code 500"). */
const TIMED_OUT: CheckoutError = { code: 'timeout', status: 500 };
/** The test gateway's refusal of a card: an answer (402). */
const DECLINED: CheckoutError = { code: 'card_declined', text: 'Your card was declined.', status: 402 };

/**
 * The demo storefront whose checkout-additional calls are answered by `answers` (in order) and
 * recorded: the order tokens whose balance was read, the idempotency key of each payment.
 */
function withAdditionalCalls(answers: Result<PayAdditionalOutcome, CheckoutError>[]) {
  const reads: string[] = [];
  const keys: string[] = [];
  const storefront = Object.assign(Object.create(suite.open()) as Storefront, {
    additionalBalance: async (orderToken: string): Promise<Result<AdditionalBalance, CheckoutError>> => {
      reads.push(orderToken);
      return success(BALANCE);
    },
    payAdditionalBalance: async (
      _orderToken: string,
      request: PayAdditionalRequest,
    ): Promise<Result<PayAdditionalOutcome, CheckoutError>> => {
      keys.push(request.idempotencyKey ?? '');
      return answers.shift() ?? failure({ code: 'no_answer' });
    },
  });
  return { storefront, reads, keys };
}

function BalancePage({ token }: { readonly token: string }) {
  const { status, paid, error, pay } = useCheckoutAdditional(token);
  return (
    <section>
      <p data-testid="status">{status}</p>
      <p data-testid="paid">{paid ? 'paid' : '-'}</p>
      <p data-testid="error">{error?.code ?? '-'}</p>
      <button type="button" onClick={() => void pay({ card: CARD })}>
        pay
      </button>
    </section>
  );
}

async function payOnce(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
  });
}

describe('useCheckoutAdditional', () => {
  it('sends a payment again after a time-out with the same idempotency key, after a refusal with a new one (decision 0242)', async () => {
    const { storefront, keys } = withAdditionalCalls([
      failure(TIMED_OUT),
      failure(DECLINED),
      success({ status: 'paid' }),
    ]);
    renderWith(storefront, <BalancePage token="ord_1" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    await payOnce();
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('timeout'));
    await payOnce();
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('card_declined'));
    await payOnce();
    await waitFor(() => expect(screen.getByTestId('paid').textContent).toBe('paid'));
    // the time-out's outcome is unknown: the server must see the same request (no second charge)
    expect(keys[1]).toBe(keys[0]);
    // a refused card answered: the next card is a new request
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('reads the balance once despite StrictMode', async () => {
    const { storefront, reads } = withAdditionalCalls([]);
    renderWith(storefront, <BalancePage token="ord_1" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toEqual(['ord_1']);
  });

  it("another order's page shows neither the former order's payment nor its error", async () => {
    const { storefront } = withAdditionalCalls([failure(DECLINED), success({ status: 'paid' })]);
    const view = renderWith(storefront, <BalancePage token="ord_1" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    await payOnce();
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('card_declined'));
    view.rerenderWith(<BalancePage token="ord_2" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(screen.getByTestId('error').textContent).toBe('-');
    await payOnce();
    await waitFor(() => expect(screen.getByTestId('paid').textContent).toBe('paid'));
    view.rerenderWith(<BalancePage token="ord_3" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(screen.getByTestId('paid').textContent).toBe('-');
  });
});
