/**
 * Every hook against the real platform-api in process, rendered in React StrictMode: loading and
 * failure are values, one request per load despite StrictMode's double effects, and a change
 * re-renders only the components whose slice it changed.
 */
import { hasMoreReviews, notificationKindFor, type SocialProofKind } from '@vitrine/core-offers';
import { createMemoryNavigate, createMemoryPorts, failure } from '@vitrine/ports';
import { PREVIEW_CHANNEL, PREVIEW_PROTOCOL_VERSION } from '@vitrine/core-shop';
import { createStorefront, PART_UNAVAILABLE, type Storefront } from '@vitrine/sdk';
import { SimulatedClock } from 'xstate';
import { PLATFORM_URL } from '../../sdk/test/harness/platform';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationText,
  useCart,
  useCartCount,
  useCheckout,
  useMiniCart,
  useCollection,
  useCollections,
  useContactForm,
  useCustomer,
  useCustomOptions,
  useFeatureFlag,
  useMoney,
  useNavigationIntent,
  useNotifications,
  useOffers,
  usePage,
  usePreview,
  useProduct,
  useReviews,
  useSearch,
  useShop,
  useSizeChart,
  useSocialProof,
  useTracking,
} from '../src/index';
import type { CheckoutStep } from '@vitrine/core-checkout';
import { selectTokens } from '@vitrine/core-cart';
import { selectConsent } from '@vitrine/core-tracking';
// The checkout package's test data (address, cards), declared once there.
import { CARDS, card, US_ADDRESS } from '../../core-checkout/src/checkout.platform.fixtures';
import {
  changedFetch,
  openStorefront,
  renders,
  renderWith,
  startPlatform,
  type TestPlatform,
  useRenderCount,
  withFailingParts,
} from './harness';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  cleanup();
  for (const storefront of running.splice(0)) storefront.stop();
  renders.clear();
});

function open(domain = 'localhost'): Storefront {
  const storefront = openStorefront(platform, domain);
  running.push(storefront);
  return storefront;
}

/** A ready storefront of the demo shop with the tee in its cart (so the cart has its checkout). */
async function openWithTeeInCart(): Promise<Storefront> {
  const storefront = open();
  await storefront.ready();
  const product = await storefront.catalog.product('classic-crew-tee');
  if (!product.ok || !product.value.variant) throw new Error('no tee');
  expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
  return storefront;
}

/** The checkout token the cart holds. */
function checkoutTokenOf(storefront: Storefront): string {
  const token = selectTokens(storefront.cart.getSnapshot()).checkoutToken;
  if (!token) throw new Error('no checkout token');
  return token;
}

const requestsTo = (fragment: string, from = 0) =>
  platform.requests.slice(from).filter((path) => path.includes(fragment)).length;

function ShopName() {
  const { status, shop } = useShop();
  useRenderCount('menu');
  return <header>{status === 'ready' ? shop?.name : status}</header>;
}

function ProductCard({ handle }: { readonly handle: string }) {
  const { view } = useProduct(handle);
  const { format } = useMoney();
  useRenderCount('product-card');
  if (view.status !== 'ready' || !view.variant) return <p>product {view.status}</p>;
  return (
    <article>
      <h2>{view.product?.title}</h2>
      <p data-testid="price">{format(view.variant.price)}</p>
    </article>
  );
}

function CartBadge() {
  const count = useCartCount();
  useRenderCount('badge');
  return <span data-testid="badge">{count}</span>;
}

function MiniCartButton() {
  const { open, openMiniCart } = useMiniCart();
  useRenderCount('mini-cart');
  return (
    <button type="button" aria-expanded={open} onClick={() => void openMiniCart()}>
      Cart
    </button>
  );
}

function CartLines() {
  const { cart } = useCart();
  useRenderCount('lines');
  return (
    <ul>
      {cart.lines.map((line) => (
        <li key={line.id}>
          {line.title} × {line.quantity}
        </li>
      ))}
    </ul>
  );
}

/** The cart's load status (000 §4 Cart ready flag), its load error, and a way to try again. */
function CartLoad() {
  const { status, loadError, cart, refresh } = useCart();
  return (
    <section>
      <p data-testid="cart-status">{status}</p>
      <p data-testid="cart-load-error">{loadError?.message ?? '-'}</p>
      <p data-testid="cart-lines">{cart.lines.length}</p>
      <button type="button" onClick={() => void refresh()}>
        try again
      </button>
    </section>
  );
}

/**
 * A storefront whose fetches of the cart (000 §7 GET /api/checkout/cart.json) are answered by
 * `answer`, the platform's otherwise.
 */
function openWithCartFetch(answer: (forward: () => Promise<Response>) => Promise<Response>): Storefront {
  const fetching: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const forward = () => platform.fetch(input, init);
    return new URL(url).pathname === '/api/checkout/cart.json' ? answer(forward) : forward();
  };
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: fetching,
    ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
  });
  running.push(storefront);
  return storefront;
}

/** The add button with what a refused add tells the shopper. */
function Buy() {
  const { view, addToCart, add } = useProduct('classic-crew-tee');
  return (
    <>
      <button type="button" disabled={!view.addToCart.enabled} onClick={() => void addToCart(1)}>
        {add.status}
      </button>
      <p role="status">{add.status === 'failed' ? add.message : ''}</p>
    </>
  );
}

/** A product page's add button (`handle`) and what a refused add tells the shopper. */
function BuyOf({ handle }: { readonly handle: string }) {
  const { view, addToCart, add } = useProduct(handle);
  return (
    <>
      <p data-testid="shown">{view.status === 'ready' ? view.handle : view.status}</p>
      <button
        type="button"
        disabled={!view.addToCart.enabled || add.status === 'adding'}
        onClick={() => void addToCart(1)}
      >
        {add.status}
      </button>
      <p role="status">{add.status === 'failed' ? add.message : ''}</p>
    </>
  );
}

/**
 * A storefront whose cart changes the platform refuses as it does when the stock is short (its words
 * in error_message), each answered once `release` is called when `held`.
 */
function openRefusingAdds(held = false): { readonly storefront: Storefront; readonly release: () => void } {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const refusing: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/checkout/cart/update.json')) return platform.fetch(input, init);
    await gate;
    const body = {
      code: 400,
      success: false,
      error_code: 'OUT_OF_STOCK',
      error_message: 'Only 2 left in stock.',
    };
    return new Response(JSON.stringify(body), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
  };
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: refusing,
    ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
  });
  running.push(storefront);
  return { storefront, release: () => release() };
}

function Collection() {
  const { view, sort } = useCollection('all');
  return (
    <section>
      <p data-testid="status">{view.status}</p>
      <p data-testid="sort">{view.sortBy}</p>
      <ol>
        {view.products.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ol>
      <button type="button" onClick={() => void sort('price:asc')}>
        cheapest first
      </button>
    </section>
  );
}

function Search() {
  const { view, search } = useSearch();
  return (
    <section>
      <input aria-label="search" onChange={(event) => void search(event.target.value)} />
      <p data-testid="found">{view?.status === 'ready' ? view.products.length : view?.status}</p>
    </section>
  );
}

function Options() {
  const { view } = useProduct('custom-photo-mug');
  const { status, options, errors, form } = useCustomOptions(view.product);
  return (
    <section>
      <p data-testid="status">{status}</p>
      <ul>
        {options.map((option) => (
          <li key={option.id}>
            {option.name}
            {errors[String(option.id)] ? ` — ${errors[String(option.id)]?.message}` : ''}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => void form?.submit()}>
        submit
      </button>
    </section>
  );
}

function Account() {
  const { status, customer, login, logout } = useCustomer();
  return (
    <section>
      <p data-testid="who">{status === 'signed-in' ? customer?.email : status}</p>
      <button
        type="button"
        onClick={() => void login({ email: 'demo@vitrine.test', password: 'vitrine123' })}
      >
        log in
      </button>
      <button type="button" onClick={() => void logout()}>
        log out
      </button>
    </section>
  );
}

/** The order history as My orders reads it: loading, its orders, or its failure with a retry. */
function OrderHistory() {
  const { status, orders, ordersError, login, refetch } = useCustomer();
  const shown =
    status !== 'signed-in'
      ? status
      : orders
        ? `${orders.length > 0 ? 'some' : 'no'} orders`
        : ordersError
          ? `failed ${ordersError.statusCode}`
          : 'loading';
  return (
    <section>
      <p data-testid="orders">{shown}</p>
      <button
        type="button"
        onClick={() => void login({ email: 'demo@vitrine.test', password: 'vitrine123' })}
      >
        log in
      </button>
      <button type="button" onClick={() => void refetch()}>
        try again
      </button>
    </section>
  );
}

/** A storefront whose order-history fetch (000 §7 order-history.json) answers 500 while `failing()`. */
function openFailingOrderHistory(failing: () => boolean): Storefront {
  const fetching: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).pathname !== '/api/user/order-history.json' || !failing())
      return platform.fetch(input, init);
    return new Response(JSON.stringify({ code: 500, result: 'Internal error' }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  };
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: fetching,
    ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
  });
  running.push(storefront);
  return storefront;
}

function Price() {
  const { format, currency } = useMoney();
  return <p data-testid="price">{`${currency} ${format({ amount: 1840, currency: 'EUR' })}`}</p>;
}

function Page({ handle }: { readonly handle: string }) {
  const { status, page } = usePage(handle);
  return <p data-testid="page">{status === 'ready' ? page?.title : status}</p>;
}

function Toasts() {
  const { notifications, dismiss } = useNotifications();
  return (
    <ul>
      {notifications.map((notification) => (
        <li key={notification.key}>
          <button type="button" onClick={() => dismiss(notification.key)}>
            {notificationText(notification.message)}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Flag() {
  return <p data-testid="flag">{String(useFeatureFlag('paypal_smart_button'))}</p>;
}

function Contact() {
  const { status, error, submit } = useContactForm();
  return (
    <section>
      <p data-testid="form">{error ? `error ${error.code}` : status}</p>
      <button
        type="button"
        onClick={() => void submit({ name: 'A', email: 'not-an-email', phone: '', message: 'Hi' } as never)}
      >
        send
      </button>
    </section>
  );
}

/** The contact form's state and the answer of its last submit. */
function ContactAnswer() {
  const { error, submit } = useContactForm();
  const [answer, setAnswer] = useState('-');
  return (
    <section>
      <p data-testid="form-error">{error?.code ?? '-'}</p>
      <p data-testid="answer">{answer}</p>
      <button
        type="button"
        onClick={() =>
          void submit({ name: 'Ada', email: 'ada@example.com', phone: '', message: 'Hi' }).then((result) =>
            setAnswer(result.ok ? 'posted' : result.error.code),
          )
        }
      >
        send
      </button>
    </section>
  );
}

/** The contact form's name field. */
function ContactName() {
  const { values, change } = useContactForm();
  return (
    <input
      aria-label="Name"
      value={values.name}
      onChange={(event) => change('name', event.currentTarget.value)}
    />
  );
}

/**
 * The contact form's name field, sent in a layout effect of the commit where its code arrived:
 * before that commit's passive effects, so before the hook's own hand-over of what was typed.
 */
function SendOnArrival({ sent }: { readonly sent: unknown[] }) {
  const { values, change, submit } = useContactForm();
  const first = useRef(submit);
  useLayoutEffect(() => {
    if (submit === first.current || sent.length > 0) return;
    void submit({ email: 'ada@example.com', message: 'Where is my parcel?' }).then((result) =>
      sent.push(result),
    );
  }, [submit, sent]);
  return (
    <input
      aria-label="Name"
      value={values.name}
      onChange={(event) => change('name', event.currentTarget.value)}
    />
  );
}

/** `storefront` whose forms' code arrives when `release` is called (a slow network). */
function withHeldForms(storefront: Storefront): { readonly held: Storefront; readonly release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let released = false;
  const held = Object.assign(Object.create(storefront) as Storefront, {
    load: ((name) =>
      name === 'forms'
        ? arrived.then(() => storefront.load(name))
        : storefront.load(name)) as Storefront['load'],
    loaded: ((name) =>
      name === 'forms' && !released ? undefined : storefront.loaded(name)) as Storefront['loaded'],
  });
  return {
    held,
    release: () => {
      released = true;
      release();
    },
  };
}

/** The engagement hooks' verbs, handed to the test. */
interface EngagementVerbs {
  offers?: ReturnType<typeof useOffers>;
  reviews?: ReturnType<typeof useReviews>;
  socialProof?: ReturnType<typeof useSocialProof>;
  tracking?: ReturnType<typeof useTracking>;
}

function Engagement({ verbs }: { readonly verbs: EngagementVerbs }) {
  verbs.offers = useOffers();
  verbs.reviews = useReviews('1');
  verbs.socialProof = useSocialProof();
  verbs.tracking = useTracking();
  return null;
}

function Checkout() {
  const { status, checkout } = useCheckout();
  return <p data-testid="checkout">{status === 'ready' ? checkout?.token : status}</p>;
}

/** The cart's checkout, with the method lists of each committed render kept in `seen`. */
function CheckoutMethods({
  seen,
}: {
  readonly seen: { shipping: readonly unknown[]; payment: readonly unknown[] }[];
  readonly render?: number;
}) {
  const { status, shippingMethods, paymentMethods } = useCheckout();
  useEffect(() => {
    seen.push({ shipping: shippingMethods, payment: paymentMethods });
  });
  return <p data-testid="checkout">{status}</p>;
}

/**
 * A checkout page of `token`, with the recover key of a recovered link and the route's query step
 * (001 §2) when given.
 */
function CheckoutPage({
  token,
  recoverKey,
  step,
}: {
  readonly token: string;
  readonly recoverKey?: string;
  readonly step?: CheckoutStep;
}) {
  const {
    status,
    token: current,
    layout,
    challenge,
    step: shown,
  } = useCheckout(token, {
    ...(recoverKey === undefined ? {} : { recoverKey }),
    ...(step === undefined ? {} : { step }),
  });
  return (
    <section>
      <p data-testid="recovered">{status}</p>
      <p data-testid="step">{shown ?? '-'}</p>
      <p data-testid="token">{current ?? '-'}</p>
      <p data-testid="layout">{layout ?? '-'}</p>
      <p data-testid="challenge">{challenge ? `${challenge.display} ${challenge.returnPath}` : '-'}</p>
    </section>
  );
}

function Reviews({ productId }: { readonly productId: string }) {
  const { list, rating } = useReviews(productId);
  return (
    <section>
      <p data-testid="reviews">{list.status}</p>
      <p data-testid="average">{rating?.average ?? '-'}</p>
      <ul>
        {list.reviews.map((review) => (
          <li key={review.id}>{review.body}</li>
        ))}
      </ul>
    </section>
  );
}

/** What a reviews list showed at one commit: its product asked for, status, review ids, "More reviews". */
interface ShownReviews {
  readonly productId: string;
  readonly status: string;
  readonly ids: readonly string[];
  readonly more: boolean;
}

/** A product's reviews list that records what each commit showed in `shown`. */
function ReviewsShown({ productId, shown }: { readonly productId: string; readonly shown: ShownReviews[] }) {
  const { list } = useReviews(productId);
  const ids = list.reviews.map((review) => review.id);
  const more = hasMoreReviews(list);
  useLayoutEffect(() => {
    shown.push({ productId, status: list.status, ids, more });
  });
  return (
    <section>
      <p data-testid="reviews-shown">{`${list.status} ${ids.length}`}</p>
      <ul>
        {list.reviews.map((review) => (
          <li key={review.id}>{review.body}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A storefront whose review lists of `productId` (001 §7 GET review reviews) are answered once
 * `release` is called; the platform answers the others at once.
 */
function openHoldingReviewsOf(productId: () => string | null): {
  readonly storefront: Storefront;
  readonly release: () => void;
} {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holding: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const asked = productId();
    if (
      asked !== null &&
      url.pathname === '/api/review/reviews.json' &&
      url.searchParams.get('product_id') === asked
    ) {
      await held;
    }
    return platform.fetch(input, init);
  };
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: holding,
    ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
  });
  running.push(storefront);
  return { storefront, release: () => release() };
}

function Consent() {
  const { consent, setConsent } = useTracking();
  return (
    <button type="button" onClick={() => void setConsent(true)}>
      {String(consent)}
    </button>
  );
}

function Collections() {
  const view = useCollections();
  return (
    <p data-testid="collections">{view === null ? 'none' : `${view.status} ${view.collections.length}`}</p>
  );
}

function SizeChart({ handle }: { readonly handle: string }) {
  const { view: product } = useProduct(handle);
  const { view } = useSizeChart(product.product);
  return <p data-testid="chart">{view?.status ?? 'idle'}</p>;
}

/** The editor's origin of the preview tests (the storefront is opened inside its frame). */
const EDITOR = 'https://editor.example';

/** A button that sends a valid `device.set` message (001 §3) from `from`. */
function Preview({ from }: { readonly from: string }) {
  const { device, receive } = usePreview();
  const message = {
    channel: PREVIEW_CHANNEL,
    version: PREVIEW_PROTOCOL_VERSION,
    type: 'device.set',
    payload: { device: 'desktop' },
  };
  return (
    <button type="button" onClick={() => receive(from, message)}>
      {device}
    </button>
  );
}

/** The notification popup of a page (`path`), with the kind of notifications its route shows. */
function SocialProof({ path, kind }: { readonly path: string; readonly kind: SocialProofKind }) {
  const { status, popup, settings, dismiss } = useSocialProof({ key: path, kind });
  return (
    <section>
      <p data-testid="social-status">{status}</p>
      <p data-testid="social-settings">{`${settings.layout} ${settings.desktopPosition} ${settings.mobilePosition}`}</p>
      <p data-testid="popup">{popup === null ? 'none' : `${popup.kind}: ${popup.text}`}</p>
      <button type="button" onClick={() => void dismiss()}>
        dismiss
      </button>
    </section>
  );
}

/** A product page's offers: `load` them for the product, then the after-add offers of an add. */
function Offers({ product }: { readonly product: { readonly id: string } }) {
  const { productOffers, afterAdd, load, dismissAfterAdd } = useOffers();
  useEffect(() => {
    void load(product);
  }, [load, product]);
  return (
    <section>
      <p data-testid="offers">{productOffers === null ? 'none' : String(productOffers.offers.length)}</p>
      <p data-testid="after-add">{afterAdd === null ? 'none' : String(afterAdd.offers.length)}</p>
      <button type="button" onClick={() => void dismissAfterAdd()}>
        dismiss offers
      </button>
    </section>
  );
}

/**
 * A storefront whose platform answers `fragment`'s calls changed by `change` (a shop's settings the
 * seed does not have), on `clock`.
 */
function openChanged(
  fragment: string,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
  clock?: SimulatedClock,
): Storefront {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: changedFetch(platform, fragment, change),
    ports: createMemoryPorts({ navigate: createMemoryNavigate(), ...(clock ? { clock } : {}) }),
  });
  running.push(storefront);
  return storefront;
}

/** Moves a simulated clock by `ms` in 100 ms steps, letting React commit what it fired. */
async function advance(clock: SimulatedClock, ms: number): Promise<void> {
  await act(async () => {
    for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left));
  });
}

const intents: string[] = [];
function Router() {
  useNavigationIntent((intent) => intents.push(intent.type));
  return null;
}

describe('@vitrine/react against the platform', () => {
  it('shows the shop, a product and its price once loaded, with one request each under StrictMode', async () => {
    const from = platform.requests.length;
    const storefront = open();
    renderWith(
      storefront,
      <>
        <ShopName />
        <ProductCard handle="classic-crew-tee" />
      </>,
    );
    expect(screen.getByRole('banner').textContent).toBe('loading');
    await screen.findByRole('heading', { name: /crew tee/i });
    await waitFor(() => expect(screen.getByRole('banner').textContent).not.toBe('loading'));
    expect(screen.getByTestId('price').textContent).toMatch(/\$\d+\.\d\d/);
    expect(requestsTo('/api/bootstrap/', from)).toBe(1);
    expect(requestsTo('/api/catalog/product.json', from)).toBe(1);
  });

  it('a missing product is a value (not-found), never a thrown error', async () => {
    const storefront = open();
    renderWith(storefront, <ProductCard handle="no-such-product-anywhere" />);
    await screen.findByText('product not-found');
  });

  it('adding a line re-renders the cart badge and the lines, not the product card or the menu', async () => {
    const storefront = open();
    renderWith(
      storefront,
      <>
        <ShopName />
        <ProductCard handle="classic-crew-tee" />
        <CartBadge />
        <CartLines />
      </>,
    );
    await screen.findByRole('heading', { name: /crew tee/i });
    await storefront.ready();
    await act(async () => {
      await storefront.cart.settled();
    });
    const before = new Map(renders);
    const product = storefront.catalog.getSnapshot().context.product;
    if (!product?.variant) throw new Error('no variant');
    await act(async () => {
      const added = await storefront.cart.add({ variantId: product.variant?.id ?? '', quantity: 2 });
      expect(added.ok).toBe(true);
    });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('2'));
    expect(screen.getByRole('listitem').textContent).toMatch(/× 2/);
    const delta = (name: string) => (renders.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(delta('badge')).toBeGreaterThanOrEqual(1);
    expect(delta('lines')).toBeGreaterThanOrEqual(1);
    expect(delta('product-card')).toBe(0);
    expect(delta('menu')).toBe(0);
    // The badge re-renders for the count only: once.
    expect(delta('badge')).toBe(1);
  });

  it('useCart is loading until the first fetch of the cart answers, then ready (000 §4 Cart ready flag)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const storefront = openWithCartFetch(async (forward) => {
      await held;
      return forward();
    });
    renderWith(storefront, <CartLoad />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByTestId('cart-status').textContent).toBe('loading');
    release();
    await waitFor(() => expect(screen.getByTestId('cart-status').textContent).toBe('ready'));
    expect(screen.getByTestId('cart-load-error').textContent).toBe('-');
  });

  it("useCart ends failed with the catalogue's load error when the cart cannot be fetched; refresh() tries again (000 §8 'Fetch cart error')", async () => {
    let down = true;
    const storefront = openWithCartFetch(async (forward) =>
      down
        ? new Response(JSON.stringify({ code: 500, success: false, error: 'down' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : forward(),
    );
    renderWith(storefront, <CartLoad />);
    await waitFor(() => expect(screen.getByTestId('cart-status').textContent).toBe('failed'));
    expect(screen.getByTestId('cart-load-error').textContent).toBe(
      'Your cart could not be loaded. Please try again.',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'try again' }));
    await waitFor(() => expect(screen.getByTestId('cart-status').textContent).toBe('ready'));
    expect(screen.getByTestId('cart-load-error').textContent).toBe('-');
  });

  it('useMiniCart re-renders when the mini cart opens or closes, not when the lines change', async () => {
    const storefront = open();
    renderWith(
      storefront,
      <>
        <ProductCard handle="classic-crew-tee" />
        <MiniCartButton />
        <CartBadge />
      </>,
    );
    await screen.findByRole('heading', { name: /crew tee/i });
    await storefront.ready();
    const variantId = storefront.catalog.getSnapshot().context.product?.variant?.id;
    if (!variantId) throw new Error('no variant');
    const expanded = () => screen.getByRole('button', { name: 'Cart' }).getAttribute('aria-expanded');
    // The demo shop's after-add behaviour opens the mini cart (000 §4): the button hears it.
    await act(async () => {
      expect((await storefront.cart.add({ variantId, quantity: 1 })).ok).toBe(true);
    });
    await waitFor(() => expect(expanded()).toBe('true'));
    await act(async () => {
      await storefront.cart.closeMiniCart();
    });
    expect(expanded()).toBe('false');

    const delta = (name: string, from: ReadonlyMap<string, number>) =>
      (renders.get(name) ?? 0) - (from.get(name) ?? 0);
    const beforeUpdate = new Map(renders);
    const line = storefront.cart.getSnapshot().context.cart.items[0];
    if (!line) throw new Error('no line');
    await act(async () => {
      expect((await storefront.cart.update(String(line.item_id), 3)).ok).toBe(true);
    });
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('3'));
    expect(delta('mini-cart', beforeUpdate)).toBe(0);

    const beforeOpen = new Map(renders);
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    await waitFor(() => expect(expanded()).toBe('true'));
    expect(delta('mini-cart', beforeOpen)).toBe(1);
  });

  it('useProduct adds the selected variant and reports the add state', async () => {
    const storefront = open();
    renderWith(storefront, <Buy />);
    const button = await screen.findByRole('button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'added' });
    expect((await storefront.cart.settled()).context.cart.items.length).toBe(1);
  });

  it("useProduct tells the shopper why an add was refused: the server's words, never a message id", async () => {
    // the platform refuses the add as it does when the stock is short (its words in error_message)
    const refusing: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/checkout/cart/update.json')) return platform.fetch(input, init);
      const body = {
        code: 400,
        success: false,
        error_code: 'OUT_OF_STOCK',
        error_message: 'Only 2 left in stock.',
      };
      return new Response(JSON.stringify(body), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    };
    const storefront = createStorefront({
      domain: 'localhost',
      baseUrl: PLATFORM_URL,
      fetch: refusing,
      ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
    });
    running.push(storefront);
    renderWith(storefront, <Buy />);
    const button = await screen.findByRole('button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'failed' });
    expect(screen.getByRole('status').textContent).toBe('Only 2 left in stock.');
  });

  it("useProduct's add state is its product's: a refusal of one product is not shown under the next", async () => {
    const { storefront } = openRefusingAdds();
    // /products/classic-crew-tee, then /products/custom-photo-mug in the same component (no key)
    const { rerenderWith } = renderWith(storefront, <BuyOf handle="classic-crew-tee" />);
    const button = await screen.findByRole('button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'failed' });
    expect(screen.getByRole('status').textContent).toBe('Only 2 left in stock.');
    rerenderWith(<BuyOf handle="custom-photo-mug" />);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('custom-photo-mug'));
    expect(screen.getByRole('button').textContent).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("useProduct: an add still running when the shopper moves to another product neither blocks nor answers the next one's", async () => {
    const { storefront, release } = openRefusingAdds(true);
    const { rerenderWith } = renderWith(storefront, <BuyOf handle="classic-crew-tee" />);
    const button = await screen.findByRole('button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'adding' });
    rerenderWith(<BuyOf handle="custom-photo-mug" />);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('custom-photo-mug'));
    // the mug's button is its own: not disabled by the tee's add
    expect(screen.getByRole('button').textContent).toBe('idle');
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    // the tee's refusal, answered now, does not land on the mug
    release();
    expect((await storefront.cart.settled()).context.cart.items.length).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button').textContent).toBe('idle');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('useCollection loads a collection page once and sorts it', async () => {
    const storefront = open();
    const from = platform.requests.length;
    renderWith(storefront, <Collection />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    // The catalogue's requests (a first visit also asks the visitor's country, decision 0571).
    const collectionRequests = platform.requests
      .slice(from)
      .filter((path) => path.includes('/api/catalog/') && !path.includes('location-lookup'));
    expect(collectionRequests.length).toBe(1);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('sort').textContent).toBe('price:asc'));
  });

  it('useSearch searches after the core debounce', async () => {
    const storefront = open();
    renderWith(storefront, <Search />);
    fireEvent.change(screen.getByLabelText('search'), { target: { value: 'tee' } });
    expect(screen.getByTestId('found').textContent).toBe('debouncing');
    await waitFor(() => expect(Number(screen.getByTestId('found').textContent)).toBeGreaterThan(0), {
      timeout: 5000,
    });
  });

  it('useCustomOptions shows the options of a product and a required one left empty gets its hint', async () => {
    const storefront = open();
    await storefront.ready();
    renderWith(storefront, <Options />);
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').some((item) => item.textContent?.includes('—'))).toBe(true),
    );
  });

  it('useCustomer signs in and out', async () => {
    const storefront = open();
    renderWith(storefront, <Account />);
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('guest'));
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('demo@vitrine.test'));
    fireEvent.click(screen.getByRole('button', { name: 'log out' }));
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('guest'));
  });

  it('useCustomer reports an order history that failed to load, not loading for ever; refetch loads it', async () => {
    let failing = true;
    const storefront = openFailingOrderHistory(() => failing);
    renderWith(storefront, <OrderHistory />);
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toBe('guest'));
    fireEvent.click(screen.getByRole('button', { name: 'log in' }));
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toBe('failed 500'));
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'try again' }));
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toMatch(/^(some|no) orders$/));
  });

  it('useMoney formats in the EUR shop', async () => {
    const storefront = open('euro.localhost');
    renderWith(storefront, <Price />);
    await storefront.ready();
    await waitFor(() => expect(screen.getByTestId('price').textContent).toMatch(/^EUR .*18[.,]40/));
  });

  it('usePage loads a page by handle; a missing page is not-found', async () => {
    const storefront = open();
    await storefront.ready();
    const view = renderWith(storefront, <Page handle="faq" />);
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('FAQ'));
    view.rerenderWith(<Page handle="no-such-page" />);
    // 000 §2 Navigation rules: "A data-load error containing 'query returned empty result' shows
    // the not-found page"; a failed load (error) is not what a missing page shows.
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('not-found'));
  });

  it('usePage shows the page of a handle with spaces around it (/pages/faq%20), not Loading… for ever', async () => {
    const storefront = open();
    await storefront.ready();
    // 000 §5 "A bare page handle must be non-empty to be looked up": the handle is looked up trimmed.
    renderWith(storefront, <Page handle="faq " />);
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('FAQ'));
  });

  it('useNotifications lists a pushed notification and dismisses it', async () => {
    const storefront = open();
    renderWith(storefront, <Toasts />);
    await act(async () => {
      await storefront.notifications.push({ type: 'success', message: { text: 'Saved' } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Saved' })).toBeNull());
  });

  it('useFeatureFlag reads a seeded flag once the flags settle', async () => {
    const storefront = open();
    renderWith(storefront, <Flag />);
    await storefront.flags.ready();
    await waitFor(() => expect(screen.getByTestId('flag').textContent).toBe('true'));
  });

  it('useContactForm refuses an invalid e-mail as a value', async () => {
    const storefront = open();
    renderWith(storefront, <Contact />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('form').textContent).toMatch(/^error /));
  });

  it('useCheckout opens the cart checkout once and fetches it', async () => {
    const storefront = await openWithTeeInCart();
    const from = platform.requests.length;
    renderWith(storefront, <Checkout />);
    // The checkout's code loads on first use (its first import here is transformed on the fly).
    // Ready with the cart's checkout: a failed open (failed, part_unavailable) is not.
    await waitFor(
      () => expect(screen.getByTestId('checkout').textContent).toBe(checkoutTokenOf(storefront)),
      {
        timeout: 15_000,
      },
    );
    expect(requestsTo('/info.json', from)).toBe(1);
  });

  it('useCheckout with a recover key: a stale checkout is cloned once, its new token shown and held by the cart', async () => {
    const storefront = await openWithTeeInCart();
    const stale = checkoutTokenOf(storefront);
    const from = platform.requests.length;
    renderWith(storefront, <CheckoutPage token={stale} recoverKey="not-the-key" />);
    await waitFor(() => expect(screen.getByTestId('recovered').textContent).toBe('ready'), {
      timeout: 15_000,
    });
    const cloned = screen.getByTestId('token').textContent;
    expect(cloned).not.toBe(stale);
    expect(screen.getByTestId('layout').textContent).toBe('one_page');
    expect(screen.getByTestId('challenge').textContent).toBe('-');
    expect(requestsTo('/clone.json', from)).toBe(1);
    await waitFor(() => expect(selectTokens(storefront.cart.getSnapshot()).checkoutToken).toBe(cloned));
  });

  it("useCheckout with the route's query step: opens there when the checkout reaches it, else where it does; an open checkout goes to it (0500)", async () => {
    const storefront = await openWithTeeInCart();
    const token = checkoutTokenOf(storefront);
    // A new checkout reaches contact_information only.
    renderWith(storefront, <CheckoutPage token={token} step="payment_method" />);
    await waitFor(() => expect(screen.getByTestId('recovered').textContent).toBe('ready'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('step').textContent).toBe('contact_information');
    const opened = await storefront.checkout(token);
    if (!opened.ok) throw new Error(opened.error.code);
    await act(async () => {
      const checkout = opened.value;
      expect(
        (await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok,
      ).toBe(true);
      expect((await checkout.loadShippingMethods('US')).ok).toBe(true);
      expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
    });
    await waitFor(() => expect(screen.getByTestId('step').textContent).toBe('payment_method'));
    cleanup();
    // The same checkout, open already (kept across routes), asked for an earlier step.
    renderWith(storefront, <CheckoutPage token={token} step="shipping_method" />);
    await waitFor(() => expect(screen.getByTestId('step').textContent).toBe('shipping_method'));
    cleanup();
    // Another page load (a new storefront) with a step the data reaches: opened at it.
    const again = open();
    await again.ready();
    renderWith(again, <CheckoutPage token={token} step="contact_information" />);
    await waitFor(() => expect(screen.getByTestId('recovered').textContent).toBe('ready'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('step').textContent).toBe('contact_information');
  });

  it('useCheckout shows the 3-D Secure challenge the payment waits on', async () => {
    const storefront = await openWithTeeInCart();
    const token = checkoutTokenOf(storefront);
    renderWith(storefront, <CheckoutPage token={token} />);
    await waitFor(() => expect(screen.getByTestId('recovered').textContent).toBe('ready'), {
      timeout: 15_000,
    });
    const opened = await storefront.checkout(token);
    if (!opened.ok) throw new Error(opened.error.code);
    const checkout = opened.value;
    await act(async () => {
      expect(
        (await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok,
      ).toBe(true);
      expect((await checkout.loadShippingMethods('US')).ok).toBe(true);
      expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
      expect((await checkout.loadPaymentMethods()).ok).toBe(true);
      const placed = await checkout.placeOrder({
        paymentMethod: 'test-gateway',
        payment: card(CARDS.threeDSecure),
      });
      expect(placed.ok ? 'placed' : placed.error.code).toBe('payment_requires_action');
    });
    await waitFor(() =>
      expect(screen.getByTestId('challenge').textContent).toMatch(/^(frame|redirect) \/checkouts\//),
    );
  });

  it('useNavigationIntent hears every intent of the storefront (a missing product goes to not-found)', async () => {
    const storefront = open();
    await storefront.ready();
    intents.length = 0;
    renderWith(storefront, <Router />);
    await act(async () => {
      await storefront.catalog.product('no-such-product-anywhere');
    });
    await waitFor(() => expect(intents).toContain('not-found'));
  });

  it('useReviews loads the reviews of a product once', async () => {
    const storefront = open();
    await storefront.ready();
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.product) throw new Error('no tee');
    const from = platform.requests.length;
    renderWith(storefront, <Reviews productId={product.value.product.id} />);
    await waitFor(() => expect(screen.getByTestId('reviews').textContent).toMatch(/ready|failed/));
    expect(screen.getByTestId('reviews').textContent).toBe('ready');
    const requests = platform.requests.slice(from);
    expect(requests.filter((path) => path === '/api/review/reviews.json')).toHaveLength(1);
    expect(requests.filter((path) => path === '/api/review/widget.json')).toHaveLength(1);
  });

  it("useReviews shows a product's reviews once they are loaded, never another product's nor an empty list before (001 §3 Review state, §4 Reviews)", async () => {
    let heldProduct: string | null = null;
    const { storefront, release } = openHoldingReviewsOf(() => heldProduct);
    await storefront.ready();
    const tee = await storefront.catalog.product('classic-crew-tee');
    const hoodie = await storefront.catalog.product('relaxed-hoodie');
    if (!tee.ok || !tee.value.product || !hoodie.ok || !hoodie.value.product) throw new Error('no products');
    const a = tee.value.product.id;
    const b = hoodie.value.product.id;
    heldProduct = b;
    const shown: ShownReviews[] = [];
    // The first product page of the visit: loading until its reviews are there, never "no reviews".
    const view = renderWith(storefront, <ReviewsShown productId={a} shown={shown} />);
    await waitFor(() => expect(screen.getByTestId('reviews-shown').textContent).toBe('ready 20'));
    const first = shown.filter((entry) => entry.ids.length === 0);
    expect(first.length).toBeGreaterThan(0);
    for (const entry of first)
      expect(entry).toEqual({ productId: a, status: 'loading', ids: [], more: false });
    const teeIds = new Set(shown.at(-1)?.ids);
    expect(shown.at(-1)?.more).toBe(true);
    // Then product B, whose reviews are on their way: loading, none of A's, no "More reviews".
    shown.length = 0;
    view.rerenderWith(<ReviewsShown productId={b} shown={shown} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(shown.length).toBeGreaterThan(0);
    for (const entry of shown) {
      expect(entry.ids.filter((id) => teeIds.has(id))).toEqual([]);
      expect(entry).toEqual({ productId: b, status: 'loading', ids: [], more: false });
    }
    release();
    await waitFor(() => expect(screen.getByTestId('reviews-shown').textContent).toBe('ready 3'));
    expect(shown.at(-1)?.ids.some((id) => teeIds.has(id))).toBe(false);
  });

  it('useTracking shows and records the consent', async () => {
    const storefront = open();
    renderWith(storefront, <Consent />);
    // The shop asks for no consent: granted by default once tracking's code is there.
    await waitFor(() => expect(screen.getByRole('button').textContent).not.toBe('null'));
    const tracking = await storefront.load('tracking');
    await act(async () => {
      await tracking.setConsent(false);
    });
    expect(screen.getByRole('button').textContent).toBe('denied');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('granted'));
    expect(selectConsent(tracking.getSnapshot())).toBe('granted');
  });

  it('useCollections lists the collections once', async () => {
    const storefront = open();
    await storefront.ready();
    const from = platform.requests.length;
    renderWith(storefront, <Collections />);
    await waitFor(() => expect(screen.getByTestId('collections').textContent).toMatch(/^ready [1-9]/));
    expect(requestsTo('/api/catalog/collections', from)).toBe(1);
  });

  it('useSizeChart settles to a value for the product, with one request', async () => {
    const storefront = open();
    await storefront.ready();
    const from = platform.requests.length;
    renderWith(storefront, <SizeChart handle="classic-crew-tee" />);
    // The tee has a seeded size chart: a failed call (error) or a missing chart (none) fails here.
    await waitFor(() => expect(screen.getByTestId('chart').textContent).not.toBe('idle'));
    await waitFor(() => expect(screen.getByTestId('chart').textContent).not.toBe('loading'));
    expect(screen.getByTestId('chart').textContent).toBe('ready');
    expect(requestsTo('size', from)).toBe(1);
  });

  it("usePreview takes the editor's message and ignores the same message from a foreign origin", async () => {
    for (const [from, shown] of [
      ['https://evil.example', 'mobile'],
      [EDITOR, 'desktop'],
    ] as const) {
      const storefront = createStorefront({
        domain: 'localhost',
        baseUrl: PLATFORM_URL,
        fetch: platform.fetch,
        ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
        editorOrigin: EDITOR,
      });
      running.push(storefront);
      // It loads on first use (docs/decisions/0350): loaded first, so the text shows its state.
      await storefront.load('preview');
      renderWith(storefront, <Preview from={from} />);
      expect(screen.getByRole('button').textContent).toBe('mobile');
      fireEvent.click(screen.getByRole('button'));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect({ from, device: screen.getByRole('button').textContent }).toEqual({ from, device: shown });
      cleanup();
    }
  });

  it('useSocialProof loads the notifications once and shows a sale popup on schedule, checkout ones on the cart', async () => {
    const clock = new SimulatedClock();
    const storefront = openChanged('/api/bootstrap/', (body) => body, clock);
    await storefront.ready();
    const from = platform.requests.length;
    const view = renderWith(storefront, <SocialProof path="/" kind={notificationKindFor('home')} />);
    await waitFor(() => expect(screen.getByTestId('social-status').textContent).toBe('ready'));
    // the 001 §3 defaults the seeded shop keeps
    expect(screen.getByTestId('social-settings').textContent).toBe('circle bottom_left bottom');
    expect(screen.getByTestId('popup').textContent).toBe('none');
    await advance(clock, 3_000);
    expect(screen.getByTestId('popup').textContent).toMatch(/^sale: .+ purchased .+/);
    fireEvent.click(screen.getByRole('button', { name: 'dismiss' }));
    await waitFor(() => expect(screen.getByTestId('popup').textContent).toBe('none'));
    // A new page (the cart) runs the checkout notifications, from its delay again.
    view.rerenderWith(<SocialProof path="/cart" kind={notificationKindFor('cart')} />);
    await advance(clock, 2_900);
    expect(screen.getByTestId('popup').textContent).toBe('none');
    await advance(clock, 100);
    expect(screen.getByTestId('popup').textContent).toMatch(/^checkout: \d+ people are buying .+ right now$/);
    expect(requestsTo('/api/copt/sale-notifications', from)).toBe(1);
    expect(requestsTo('/api/copt/checkout-notifications', from)).toBe(1);
  });

  it('useSocialProof gives the shop’s own layout and positions', async () => {
    const storefront = openChanged('/api/copt/sale-notifications', (body) => {
      const result = body.result as { readonly settings: object };
      const settings = {
        ...result.settings,
        layout: 'rectangle',
        desktop_position: 'top_right',
        mobile_position: 'top',
      };
      return { ...body, result: { ...result, settings } };
    });
    renderWith(storefront, <SocialProof path="/" kind="sale" />);
    await waitFor(() => expect(screen.getByTestId('social-status').textContent).toBe('ready'));
    expect(screen.getByTestId('social-settings').textContent).toBe('rectangle top_right top');
  });

  it('useSocialProof and useReviews end failed, not loading, when their code cannot load', async () => {
    const storefront = open();
    renderWith(
      withFailingParts(storefront),
      <>
        <SocialProof path="/" kind="sale" />
        <Reviews productId="1" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('social-status').textContent).toBe('failed'));
    await waitFor(() => expect(screen.getByTestId('reviews').textContent).toBe('failed'));
  });

  it('useCheckout without a checkout keeps the same empty method lists across renders (an effect or memo on them does not run again)', async () => {
    const storefront = open();
    await storefront.ready();
    const seen: { shipping: readonly unknown[]; payment: readonly unknown[] }[] = [];
    const view = renderWith(storefront, <CheckoutMethods seen={seen} render={1} />);
    await waitFor(() => expect(screen.getByTestId('checkout').textContent).toBe('no-checkout'));
    view.rerenderWith(<CheckoutMethods seen={seen} render={2} />);
    const first = seen[0];
    const last = seen.at(-1);
    expect(seen.length).toBeGreaterThan(1);
    expect(Object.is(first?.shipping, last?.shipping)).toBe(true);
    expect(Object.is(first?.payment, last?.payment)).toBe(true);
  });

  it("useCheckout ends failed, not no-checkout, when the checkout's code cannot load (decision 0490)", async () => {
    const storefront = open();
    const unloadable = Object.assign(Object.create(storefront) as typeof storefront, {
      checkout: async () => failure({ code: PART_UNAVAILABLE }),
    });
    renderWith(unloadable, <Checkout />);
    await waitFor(() => expect(screen.getByTestId('checkout').textContent).toBe('failed'));
  });

  it("useContactForm's submit answers part_unavailable as a value, shown as the form's error, when its code cannot load (decision 0490)", async () => {
    const storefront = open();
    renderWith(withFailingParts(storefront), <ContactAnswer />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('part_unavailable'));
    expect(screen.getByTestId('form-error').textContent).toBe('part_unavailable');
  });

  it("keeps what the shopper typed before the forms' code arrived, and hands it to the form", async () => {
    const { held, release } = withHeldForms(open());
    renderWith(held, <ContactName />);
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    // one keystroke at a time, each adding to what the field shows
    for (const key of 'Ada') fireEvent.change(name, { target: { value: name.value + key } });
    expect(name.value).toBe('Ada');
    await act(async () => {
      release();
    });
    await waitFor(() => expect(held.loaded('forms')).toBeDefined());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(name.value).toBe('Ada');
    expect(held.loaded('forms')?.contact.getSnapshot().context.values.name).toBe('Ada');
  });

  it('a contact form sent on the very commit its code arrives sends what was typed before (the CI failure of 7a3acfb)', async () => {
    const { held, release } = withHeldForms(open());
    const sent: unknown[] = [];
    renderWith(held, <SendOnArrival sent={sent} />);
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Ada' } });
    await act(async () => {
      release();
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ ok: true, value: { name: 'Ada', email: 'ada@example.com' } });
  });

  it("the engagement hooks' verbs answer part_unavailable as values, never a rejection, when their code cannot load (decision 0490)", async () => {
    const storefront = open();
    const verbs: EngagementVerbs = {};
    renderWith(withFailingParts(storefront), <Engagement verbs={verbs} />);
    const { offers, reviews, socialProof, tracking } = verbs;
    if (!offers || !reviews || !socialProof || !tracking) throw new Error('not rendered');
    const unavailable = { ok: false, error: { code: 'part_unavailable' } };
    const review = { productId: '1', author: 'Ada', email: 'ada@example.com', rating: 5, body: 'Lovely' };
    const answers = await Promise.all([
      offers.load({ id: '1' }),
      offers.dismissAfterAdd(),
      offers.quickView('classic-crew-tee'),
      reviews.loadMore(),
      reviews.create(review),
      socialProof.load(),
      socialProof.page(),
      socialProof.dismiss(),
      tracking.setConsent(true),
    ]);
    expect(answers).toEqual(answers.map(() => unavailable));
  });

  it('useOffers loads a product’s offers and shows the offers after an add, until dismissed', async () => {
    const storefront = open();
    await storefront.ready();
    const loaded = await storefront.catalog.product('classic-crew-tee');
    if (!loaded.ok || !loaded.value.product) throw new Error('no tee');
    const tee = loaded.value.product;
    renderWith(storefront, <Offers product={tee} />);
    await waitFor(() => expect(Number(screen.getByTestId('offers').textContent)).toBeGreaterThan(0));
    expect(screen.getByTestId('after-add').textContent).toBe('none');
    const variant = tee.variants.find((v) => v.available) ?? tee.variants[0];
    if (!variant) throw new Error('no variant');
    await act(async () => {
      await storefront.cart.add({ variantId: variant.id, quantity: 1 });
    });
    await waitFor(() => expect(Number(screen.getByTestId('after-add').textContent)).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'dismiss offers' }));
    await waitFor(() => expect(screen.getByTestId('after-add').textContent).toBe('none'));
  });
});
