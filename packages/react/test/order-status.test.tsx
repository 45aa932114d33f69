/**
 * useOrderStatus against the real platform-api in process, in React StrictMode: the order status
 * page of 001 §2 with the access key (one request despite StrictMode), and without it the
 * authenticate form's states (a wrong e-mail is a value with the platform's words, the right one
 * shows the order); useCheckoutAdditional with the calls requested of the sdk (001 §2, §7, §8).
 */
import type { Storefront } from '@vitrine/sdk';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCheckoutAdditional, useMoney, useOrderStatus } from '../src/index';
import { openStorefront, platformSuite, renderWith } from './harness';

const suite = platformSuite();

function open(): Storefront {
  const storefront = suite.open();
  return storefront;
}

const requestsTo = (fragment: string, from = 0) =>
  suite.platform.requests.slice(from).filter((path) => path.includes(fragment)).length;

function OrderPage({ token, accessKey }: { readonly token: string; readonly accessKey?: string }) {
  const { status, order, error, authenticate } = useOrderStatus(token, accessKey);
  const [email, setEmail] = useState('');
  return (
    <section>
      <p data-testid="status">{status}</p>
      {order ? <h1>{order.order?.name}</h1> : null}
      {order ? (
        <ul>
          {order.checkout.totals.lines.map((line) => (
            <li key={line.itemId ?? line.variantId}>
              {line.title} {line.handle}
            </li>
          ))}
        </ul>
      ) : null}
      {order ? (
        <p data-testid="shipments">{order.shipments.map((s) => s.tracking?.label).join(',')}</p>
      ) : null}
      {error ? <p role="alert">{error.text ?? error.code}</p> : null}
      {status === 'needs-key' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void authenticate(email);
          }}
        >
          <input aria-label="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <button type="submit">show</button>
        </form>
      ) : null}
    </section>
  );
}

/** Time for a first answer on this shared machine (the platform in process, several suites at once). */
const SETTLED = { timeout: 10_000 } as const;

describe('useOrderStatus (001 §2 order-status)', () => {
  it('shows an order by token and access key, items with their product handles, with one request', async () => {
    const storefront = open();
    const from = suite.platform.requests.length;
    renderWith(storefront, <OrderPage token="ord_demo_1001" accessKey="ak_demo_1001" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), SETTLED);
    expect(screen.getByRole('heading').textContent).toBe('#1001');
    // Every line links to its product: the handle came with the order (001 §7 products by ids).
    const lines = screen.getAllByRole('listitem');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.textContent).toMatch(/ \S+$/);
    expect(screen.getByTestId('shipments').textContent).toBe('Delivered');
    expect(requestsTo('/order-status/ord_demo_1001/info.json', from)).toBe(1);
  });

  it('without the key: the authenticate form; a wrong e-mail is refused with its text; the right one shows the order', async () => {
    const storefront = open();
    renderWith(storefront, <OrderPage token="ord_demo_1002" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('needs-key'), SETTLED);
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'someone@else.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'show' }));
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The e-mail does not match this order.'),
    );
    expect(screen.getByTestId('status').textContent).toBe('needs-key');
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'demo@vitrine.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'show' }));
    });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), SETTLED);
    expect(screen.getByRole('heading').textContent).toBe('#1002');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a wrong key asks for the e-mail too; an unknown order fails as a value', async () => {
    const storefront = open();
    renderWith(
      storefront,
      <>
        <OrderPage token="ord_demo_1003" accessKey="not-the-key" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('needs-key'), SETTLED);
    cleanup();
    renderWith(storefront, <OrderPage token="ord_nobody" accessKey="x" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('failed'), SETTLED);
  });

  it('a page that failed loads again when it is opened again: after a 500, and with the right key after a wrong one', async () => {
    // 0430: "Any other refusal ... shows 'This order could not be found.'"; a later visit to the
    // page (same storefront, no full reload) loads the order again rather than keep that answer.
    let failing = true;
    const storefront = openStorefront(suite.platform, 'localhost', {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (failing && url.includes('/order-status/ord_demo_1001/info.json'))
          return new Response(JSON.stringify({ success: false, message: 'down' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          });
        return suite.platform.fetch(input, init);
      }) as typeof fetch,
    });
    try {
      renderWith(storefront, <OrderPage token="ord_demo_1001" accessKey="ak_demo_1001" />);
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('failed'), SETTLED);
      failing = false;
      cleanup();
      renderWith(storefront, <OrderPage token="ord_demo_1001" accessKey="ak_demo_1001" />);
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), SETTLED);
      expect(screen.getByRole('heading').textContent).toBe('#1001');
      cleanup();
      // A link with a wrong key, then the e-mail's link with the right one (001 §2 query `key`).
      renderWith(storefront, <OrderPage token="ord_demo_1002" accessKey="not-the-key" />);
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('needs-key'), SETTLED);
      cleanup();
      renderWith(storefront, <OrderPage token="ord_demo_1002" accessKey="ak_demo_1002" />);
      await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), SETTLED);
      expect(screen.getByRole('heading').textContent).toBe('#1002');
    } finally {
      storefront.stop();
    }
  });

  it("fails as a value when the order page's code cannot load, not Loading… for ever (decision 0490)", async () => {
    const storefront = Object.assign(open(), {
      orders: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    renderWith(storefront, <OrderPage token="ord_demo_1001" accessKey="ak_demo_1001" />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('failed'), SETTLED);
    expect(screen.getByRole('alert').textContent).toBe('part_unavailable');
  });
});

/** The storefront with the checkout-additional calls bound to its platform (the contract asked of the sdk). */
/** A host whose storefront lacks the checkout-additional calls (an sdk from before them). */
function withoutAdditionalCalls(storefront: Storefront): Storefront {
  return Object.assign(storefront, { additionalBalance: undefined, payAdditionalBalance: undefined });
}

function BalancePage({ token, cardNumber }: { readonly token: string; readonly cardNumber: string }) {
  const { status, balance, paid, error, pay } = useCheckoutAdditional(token);
  const { format } = useMoney();
  return (
    <section>
      <p data-testid="status">{status}</p>
      <p data-testid="balance">{balance ? format(balance) : '-'}</p>
      {paid ? <p data-testid="paid">paid</p> : null}
      {error ? <p role="alert">{error.text ?? error.code}</p> : null}
      <button
        type="button"
        onClick={() => void pay({ card: { cardNumber, expMonth: 12, expYear: 2040, cvc: '123' } })}
      >
        pay
      </button>
    </section>
  );
}

describe('useCheckoutAdditional (001 §2 checkout-additional)', () => {
  it('is unavailable on a storefront without the calls', async () => {
    const storefront = withoutAdditionalCalls(open());
    renderWith(storefront, <BalancePage token="ord_demo_1003" cardNumber="4242 4242 4242 4242" />);
    expect(screen.getByTestId('status').textContent).toBe('unavailable');
  });

  it('reads the balance, a declined card says so, a good card pays it and the balance is 0', async () => {
    // the sdk's own calls (storefront.additionalBalance / payAdditionalBalance)
    const storefront = open();
    const view = renderWith(
      storefront,
      <BalancePage token="ord_demo_1003" cardNumber="4000 0000 0000 0002" />,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'), SETTLED);
    expect(screen.getByTestId('balance').textContent).toBe('$12.50');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull());
    expect(screen.queryByTestId('paid')).toBeNull();
    view.rerenderWith(<BalancePage token="ord_demo_1003" cardNumber="4242 4242 4242 4242" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    });
    await waitFor(() => expect(screen.getByTestId('paid').textContent).toBe('paid'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('$0.00'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
