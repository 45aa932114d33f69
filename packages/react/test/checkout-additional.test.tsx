/**
 * useCheckoutAdditional (001 §2 `/checkout-additional/{token}`, §7) in React StrictMode, with the
 * storefront's two calls answered here (how many balance reads a page makes, what an order's page
 * shows after another order's) or by the platform (a second balance paid on a new page is charged,
 * docs/decisions/0660; the keys themselves: core-checkout's checkout-additional.test.ts).
 */
import type {
  AdditionalBalance,
  CheckoutError,
  PayAdditionalOutcome,
  PayAdditionalRequest,
} from '@vitrine/core-checkout';
import { createMemoryNavigate, createMemoryPorts, failure, type Result, success } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckoutAdditional } from '../src/index';
import { platformSuite, renderWith } from './harness';

const suite = platformSuite();

const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' } as const;

/** A balance of 12.50 USD. */
const BALANCE: AdditionalBalance = { balance: { amount: 1250, currency: 'USD' }, order: undefined };

/** The test gateway's refusal of a card: an answer (402). */
const DECLINED: CheckoutError = { code: 'card_declined', text: 'Your card was declined.', status: 402 };

/**
 * The demo storefront whose checkout-additional calls are answered by `answers` (in order) and
 * recorded: the order tokens whose balance was read.
 */
function withAdditionalCalls(answers: Result<PayAdditionalOutcome, CheckoutError>[]) {
  const reads: string[] = [];
  const storefront = Object.assign(Object.create(suite.open()) as Storefront, {
    additionalBalance: async (orderToken: string): Promise<Result<AdditionalBalance, CheckoutError>> => {
      reads.push(orderToken);
      return success(BALANCE);
    },
    payAdditionalBalance: async (
      _orderToken: string,
      _request: PayAdditionalRequest,
    ): Promise<Result<PayAdditionalOutcome, CheckoutError>> => {
      return answers.shift() ?? failure({ code: 'no_answer' });
    },
  });
  return { storefront, reads };
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
  it('a second balance of the same amount, paid with the same card on a new page of the same browser, is charged too (decision 0660)', async () => {
    // One browser's storage across two page loads (a reload); the seed's order owes 12.50 each time.
    const storage = createMemoryPorts().storage;
    const owe = () =>
      suite.platform.database.query('UPDATE orders SET additional_balance = 12.5 WHERE token = $1', [
        'ord_demo_1003',
      ]);
    const charged = async () =>
      (
        await suite.platform.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM payment_transactions t JOIN orders o ON o.id = t.order_id
           WHERE o.token = 'ord_demo_1003' AND t.purpose = 'additional' AND t.status = 'succeeded'`,
        )
      )[0]?.n ?? 0;
    await owe();
    const before = await charged();
    for (let page = 0; page < 2; page += 1) {
      const storefront = suite.open({ ports: { storage, navigate: createMemoryNavigate() } });
      const view = renderWith(storefront, <BalancePage token="ord_demo_1003" />);
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), {
        timeout: 20_000,
      });
      await payOnce();
      await waitFor(() => expect(screen.getByTestId('paid').textContent).toBe('paid'), { timeout: 20_000 });
      view.unmount();
      await owe();
    }
    expect(await charged()).toBe(before + 2);
  }, 60_000);

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
