// Types only: the wallet's code (order request, SDK address, approval) loads with the checkout's
// part, on the cart page with the flag on only (docs/decisions/0350, 0483).
import { type CartSnapshot, selectTokens } from '@vitrine/core-cart';
import type { CheckoutError, CheckoutFacade } from '@vitrine/core-checkout';
import type { KnownFeatureFlag } from '@vitrine/core-shop';
import { useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';
import { ignoreStopped } from '../part';
import { useFacadeSelector } from '../select';
import { useFeatureFlag } from './shop';

/** The flag that offers the wallet express button on the cart page (000 §2, §9). */
const WALLET_FLAG: KnownFeatureFlag = 'paypal_smart_button';

/** What the wallet's button calls back with once the shopper approved (its order id and more). */
export interface WalletApprovalData {
  readonly orderID: string;
  readonly [field: string]: unknown;
}

/**
 * The part of the wallet SDK's global (`window.paypal`, 001 §4 Payment SDK loading) the button
 * uses: `paypal.Buttons({ createOrder, onApprove, onError }).render(container)`.
 */
export interface WalletSdk {
  Buttons(options: {
    readonly createOrder: () => Promise<string>;
    readonly onApprove: (data: WalletApprovalData) => Promise<void>;
    readonly onError: (error: unknown) => void;
  }): {
    render(container: string | Element): Promise<unknown>;
    close?(): Promise<unknown>;
  };
}

/** What {@link useExpressWallet} takes. */
export interface ExpressWalletOptions {
  /** The id of the element the button renders into (001 §5; `paypal-smart-button` by default). */
  readonly buttonId?: string;
  /**
   * The checkout the wallet acts on: its order is created and approved on it. By default the
   * cart's (the cart page); the checkout's payment step gives its page's token, which need not be
   * the cart's (a recovered link `/checkouts/{token}/recover?key=…` opened on another device, 001 §2).
   */
  readonly token?: string;
  /**
   * The button is on the checkout's payment step, not the cart: once approved the checkout stays at
   * the payment step, ready to place the order (docs/decisions/0500); from the cart it goes to
   * contact_information (001 §4).
   */
  readonly atPaymentStep?: boolean;
  /**
   * Runs when the shopper clicks the wallet's button, before its order is created (the cart page
   * sends the quantities typed and not sent yet: the order is priced from the server's checkout,
   * 001 §5); `false` stops there, and the wallet's order is not created. The latest one given is run.
   */
  readonly before?: () => Promise<boolean>;
}

/** What {@link useExpressWallet} returns. */
export interface ExpressWalletState {
  /**
   * `off` without the paypal_smart_button flag or without a checkout (an empty cart: without a
   * `token` the hook follows the cart's, and loads once the cart has one); `loading`
   * while the wallet's SDK loads; `unavailable` when the shop offers no wallet or its SDK did not
   * load (logged, nothing to show: docs/decisions/0483); `ready` once its button is in the
   * container; `approving` after the shopper approved, until the checkout opens.
   */
  readonly status: 'off' | 'loading' | 'unavailable' | 'ready' | 'approving';
  /**
   * The container's id: render `<div id={buttonId} />` while `status` is `ready` or `approving`
   * (`undefined` before the wallet is known).
   */
  readonly buttonId: string | undefined;
  /** Why the last wallet order or approval failed (`error.text`: the spec's generic text, 001 §8). */
  readonly error: CheckoutError | undefined;
}

type Loaded = { readonly facade: CheckoutFacade; readonly buttonId: string };
type WalletAnswer = ReturnType<CheckoutFacade['loadExpressWallet']>;

/** One wallet look-up per checkout and container (StrictMode's second effect, a page seen again). */
const wallets = new WeakMap<CheckoutFacade, Map<string, WalletAnswer>>();
function walletOf(facade: CheckoutFacade, buttonId: string | undefined): WalletAnswer {
  const known = wallets.get(facade) ?? new Map<string, WalletAnswer>();
  wallets.set(facade, known);
  const key = buttonId ?? '';
  const answer = known.get(key) ?? facade.loadExpressWallet(buttonId === undefined ? {} : { buttonId });
  known.set(key, answer);
  // A failed one is asked again next time.
  void answer.then((result) => result.ok || known.delete(key));
  return answer;
}

/** The cart's checkout token: none while the cart is empty (it comes with the first line). */
const selectCartCheckoutToken = (snapshot: CartSnapshot): string | undefined =>
  selectTokens(snapshot).checkoutToken;

/**
 * The wallet express button of the cart page (000 §2: offered when the paypal_smart_button flag is
 * on): loads the wallet SDK once through the storefront's script port (001 §4), renders its
 * buttons into the element `buttonId`, creates the wallet order with the order request of 001 §5
 * when the shopper clicks, and on approval runs the express approval of 001 §4 on the cart's
 * checkout, which takes the shopper to the checkout at contact_information with the wallet as
 * payment method. Its code loads with the checkout's, only when the flag is on. At the checkout's
 * payment step (docs/decisions/0500) it acts on that page's checkout: pass its `token` and
 * `atPaymentStep`.
 *
 * @example
 * ```tsx
 * const wallet = useExpressWallet(); // the cart page; at the payment step:
 * // useExpressWallet({ token: page.token, atPaymentStep: true })
 * {wallet.status === 'ready' || wallet.status === 'approving' ? <div id={wallet.buttonId} /> : null}
 * {wallet.error ? <p role="alert">{wallet.error.text}</p> : null}
 * ```
 */
export function useExpressWallet(options: ExpressWalletOptions = {}): ExpressWalletState {
  const storefront = useStorefront();
  const on = useFeatureFlag(WALLET_FLAG);
  const { buttonId, token, atPaymentStep = false } = options;
  // The latest `before`, read on a click: a new one each render does not render the buttons again.
  const before = useRef(options.before);
  before.current = options.before;
  const [loaded, setLoaded] = useState<Loaded | 'unavailable' | 'off' | undefined>(undefined);
  const [approving, setApproving] = useState(false);
  const [error, setError] = useState<CheckoutError | undefined>(undefined);

  // Without a `token`, the cart's checkout is followed: a button mounted while the cart is empty
  // (a drawer, the cart page before the first add) appears once the cart has its checkout (000 §2
  // Cart page: a wallet express button when the flag is on).
  const cartToken = useFacadeSelector(storefront.cart, selectCartCheckoutToken);
  const followed = token === undefined ? cartToken : undefined;

  // The checkout (`token`'s, else the cart's), then the wallet's method and SDK (the checkout's
  // state is left alone).
  useEffect(() => {
    if (!on) return;
    let live = true;
    setLoaded(undefined);
    void storefront.checkout(token ?? followed).then(async (opened) => {
      if (!opened.ok) {
        if (live) setLoaded('off');
        return;
      }
      const wallet = await walletOf(opened.value, buttonId);
      if (live)
        setLoaded(wallet.ok ? { facade: opened.value, buttonId: wallet.value.buttonId } : 'unavailable');
    }, ignoreStopped);
    return () => {
      live = false;
    };
  }, [storefront, on, buttonId, token, followed]);

  // The wallet's buttons, once their container is on the page.
  const ready = typeof loaded === 'object' ? loaded : undefined;
  useEffect(() => {
    if (!ready) return;
    const sdk = (globalThis as { paypal?: WalletSdk }).paypal;
    const container = globalThis.document?.getElementById(ready.buttonId);
    if (!sdk || !container) {
      setLoaded('unavailable');
      return;
    }
    const buttons = sdk.Buttons({
      async createOrder() {
        setError(undefined);
        // Refused (the cart told the shopper why, docs/decisions/0223): no wallet order.
        if (before.current && !(await before.current())) throw new Error('before_refused');
        const order = await ready.facade.createExpressOrder({ buttonId: ready.buttonId });
        if (!order.ok) {
          setError(order.error);
          throw new Error(order.error.code);
        }
        return order.value.orderId;
      },
      async onApprove(data) {
        setApproving(true);
        const approved = await ready.facade.approveExpress({ ...data }, { atPaymentStep });
        if (!approved.ok) setError(approved.error);
        setApproving(false);
      },
      // The failure is already the hook's `error`; the wallet's own report adds nothing.
      onError: () => undefined,
    });
    buttons.render(container).catch(() => setLoaded('unavailable'));
    return () => void buttons.close?.().catch(() => undefined);
  }, [ready, atPaymentStep]);

  const status: ExpressWalletState['status'] = !on
    ? 'off'
    : loaded === undefined
      ? 'loading'
      : typeof loaded === 'string'
        ? loaded
        : approving
          ? 'approving'
          : 'ready';
  return { status, buttonId: ready?.buttonId, error: on ? error : undefined };
}
