import {
  CHECKOUT_STEPS,
  type CheckoutError,
  type CheckoutFacade,
  type CheckoutStep,
  EXPRESS_PAYMENT_METHOD,
} from '@vitrine/core-checkout';
import { routePath } from '@vitrine/core-shop';
import { type CheckoutState, useCheckout } from '@vitrine/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { TEXTS } from '../../texts';
import { CheckoutErrorText } from './checkout-error';
import { addressLine, CheckoutReview, type ReviewRow } from './checkout-review';
import { ContactStep } from './contact-step';
import { shippingCountryOptions } from './countries';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { ThankYou } from './thank-you';
import { ChallengeOverSteps } from './three-d-secure';
import '../../styles/checkout.css';

/** The shipping address's countries, or why they could not be looked up and a way to ask again. */
interface ShippingCountries {
  readonly codes: readonly string[];
  readonly error: CheckoutError | undefined;
  readonly retry: () => void;
}

/**
 * The countries of the shipping address form: where the shop ships (001 §7), else the saved one.
 * A failed look-up is its error and a way to ask again (001 §8 checkout actions failing): without
 * the list no country can be picked, and the contact step never saved.
 */
function useShippingCountries(facade: CheckoutFacade | null, saved: string | undefined): ShippingCountries {
  const [codes, setCodes] = useState<readonly string[] | undefined>(undefined);
  const [error, setError] = useState<CheckoutError | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again
  useEffect(() => {
    if (!facade) return;
    let current = true;
    setError(undefined);
    void facade.shippingCountries().then((result) => {
      if (!current) return;
      if (result.ok) setCodes(shippingCountryOptions(result.value));
      else setError(result.error);
    });
    return () => {
      current = false;
    };
  }, [facade, attempt]);
  return { codes: codes ?? (saved ? [saved] : []), error, retry: () => setAttempt((n) => n + 1) };
}

const walletKey = (token: string) => `vitrine.checkout.wallet.${token}`;

/** The wallet order this tab kept for the checkout `token` (decision 0608), if any. */
function readWallet(token: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(walletKey(token)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `orderId` for the checkout `token` in this tab, or forgets it (`undefined`). */
function writeWallet(token: string, orderId: string | undefined): void {
  try {
    if (orderId) globalThis.sessionStorage?.setItem(walletKey(token), orderId);
    else globalThis.sessionStorage?.removeItem(walletKey(token));
  } catch {
    // A full or blocked storage only loses the approval: the wallet's button asks for it again.
  }
}

/**
 * The wallet order the shopper approved (001 §4 PayPal express approval; decisions 0483, 0608):
 * the checkout's own, kept in the tab's sessionStorage so a reload still pays with it, as long as
 * the checkout's payment method is the wallet; forgotten once the order is placed. Read once
 * mounted (never at first render, so a server render matches), as the contact draft (0421).
 */
function useWalletOrder(page: CheckoutState): string | undefined {
  const token = page.checkout?.token;
  const own = page.walletOrderId;
  const onWallet = page.checkout?.paymentMethod?.code === EXPRESS_PAYMENT_METHOD;
  const placed = page.step === 'thank_you';
  const [kept, setKept] = useState<{ readonly token: string; readonly orderId: string } | undefined>(
    undefined,
  );
  useEffect(() => {
    if (token === undefined) return;
    if (placed || !onWallet) writeWallet(token, undefined);
    else if (own !== undefined) writeWallet(token, own);
    const orderId = readWallet(token);
    setKept(orderId === undefined ? undefined : { token, orderId });
  }, [token, own, onWallet, placed]);
  if (!onWallet || placed) return own;
  return own ?? (kept !== undefined && kept.token === token ? kept.orderId : undefined);
}

const STEP_LABELS: Readonly<Record<Exclude<CheckoutStep, 'thank_you'>, string>> = {
  contact_information: TEXTS.contactInformation,
  shipping_method: TEXTS.shippingMethod,
  payment_method: TEXTS.paymentMethod,
};

/** The multi-step layout's step list, the current one marked. */
function StepList({ step }: { readonly step: CheckoutStep }) {
  const steps = CHECKOUT_STEPS.filter(
    (name): name is Exclude<CheckoutStep, 'thank_you'> => name !== 'thank_you',
  );
  return (
    <nav aria-label={TEXTS.checkoutSteps} className="checkout-steps">
      <ol>
        {steps.map((name) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            data-done={CHECKOUT_STEPS.indexOf(name) < CHECKOUT_STEPS.indexOf(step)}
          >
            {STEP_LABELS[name]}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A step's section: where focus goes when the checkout moves to that step ({@link useStepFocus}). */
function stepSection(step: Exclude<CheckoutStep, 'thank_you'>) {
  return { className: 'checkout-section', 'data-step': step, tabIndex: -1 } as const;
}

/**
 * Keeps the keyboard's place when the step changes (WCAG 2.4.3 focus order): the control that
 * moved the checkout on (Continue to shipping, a shipping method in the multi-step layout, a
 * Change link) is gone with what it belonged to, and focus would fall back to the page's start.
 * It goes to the section of the step reached instead, which a screen reader announces by name.
 * Focus still on the page (a shipping method in the one-page layout) stays where it is. `step` is
 * the step shown: the one-page layout's Change opens the contact form while the checkout's step
 * stays, so it passes the step whose form is open.
 */
function useStepFocus(step: CheckoutStep | undefined): void {
  const shown = useRef(step);
  useEffect(() => {
    const before = shown.current;
    shown.current = step;
    if (before === undefined || step === undefined || before === step) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    document.querySelector<HTMLElement>(`[data-step="${step}"]`)?.focus();
  }, [step]);
}

/** The steps before the payment, one below the other (001 §9 default layout one-page). */
function OnePage({
  page,
  countries,
}: {
  readonly page: CheckoutState;
  readonly countries: readonly string[];
}) {
  const [editing, setEditing] = useState(false);
  // Change (and Continue to shipping after it) leave with what they belong to: the form opened,
  // or the step shown again, gets the focus.
  useStepFocus(editing ? 'contact_information' : page.step);
  const checkout = page.checkout;
  if (!checkout) return null;
  const saved = page.step !== 'contact_information';
  const showForm = editing || !saved;
  return (
    <>
      <section {...stepSection('contact_information')} aria-label={TEXTS.contactInformation}>
        {showForm ? (
          <ContactStep
            page={page}
            countries={countries}
            submitLabel={TEXTS.continueToShipping}
            onSaved={() => setEditing(false)}
          />
        ) : (
          <CheckoutReview
            rows={[
              {
                label: TEXTS.contactInformation,
                value: checkout.email ?? '',
                onChange: () => setEditing(true),
              },
              {
                label: TEXTS.shippingAddress,
                value: addressLine(checkout),
                onChange: () => setEditing(true),
              },
            ]}
          />
        )}
      </section>
      <section {...stepSection('shipping_method')} aria-labelledby="shipping-title">
        <h2 id="shipping-title">{TEXTS.shippingMethod}</h2>
        {editing ? <p className="muted">{TEXTS.enterAddressFirst}</p> : <ShippingStep page={page} />}
      </section>
      <section {...stepSection('payment_method')} aria-label={TEXTS.paymentMethod}>
        {page.step === 'payment_method' && !editing ? (
          <PaymentStep page={page} />
        ) : (
          <>
            <h2>{TEXTS.paymentMethod}</h2>
            <p className="muted">{TEXTS.chooseShippingFirst}</p>
          </>
        )}
      </section>
    </>
  );
}

/** One step at a time with what was entered before (the shop's multi-step layout, 001 §1). */
function MultiStep({
  page,
  countries,
}: {
  readonly page: CheckoutState;
  readonly countries: readonly string[];
}) {
  const { checkout, facade, step } = page;
  if (!checkout || !facade || !step) return null;
  const goTo = (target: CheckoutStep) => () => void facade.goToStep(target);
  const rows: ReviewRow[] = [];
  if (step !== 'contact_information') {
    rows.push({
      label: TEXTS.contactInformation,
      value: checkout.email ?? '',
      onChange: goTo('contact_information'),
    });
    rows.push({
      label: TEXTS.shippingAddress,
      value: addressLine(checkout),
      onChange: goTo('contact_information'),
    });
  }
  // 001 §4: the selected method is kept when the multi-step flow goes back to shipping_method, to
  // go on with it; ticking it again changes nothing, so the step offers its own way on.
  const kept = checkout.shippingMethod?.code;
  const canContinue = kept !== undefined && page.shippingMethods.some((method) => method.code === kept);
  if (step === 'payment_method' && checkout.shippingMethod)
    rows.push({
      label: TEXTS.shippingMethod,
      value: checkout.shippingMethod.title,
      onChange: goTo('shipping_method'),
    });
  return (
    <>
      <StepList step={step} />
      <CheckoutReview rows={rows} />
      {step === 'contact_information' ? (
        <section {...stepSection('contact_information')} aria-label={TEXTS.contactInformation}>
          <ContactStep page={page} countries={countries} submitLabel={TEXTS.continueToShipping} />
        </section>
      ) : null}
      {step === 'shipping_method' ? (
        <section {...stepSection('shipping_method')} aria-labelledby="shipping-title">
          <h2 id="shipping-title">{TEXTS.shippingMethod}</h2>
          <ShippingStep page={page} />
          {canContinue ? (
            <button type="button" className="button primary" onClick={goTo('payment_method')}>
              {TEXTS.continueToPayment}
            </button>
          ) : null}
        </section>
      ) : null}
      {step === 'payment_method' ? (
        <section {...stepSection('payment_method')} aria-label={TEXTS.paymentMethod}>
          <PaymentStep page={page} />
        </section>
      ) : null}
    </>
  );
}

/**
 * The checkout screen of the `checkout` and `checkout-processing` routes (001 §2, §4): contact
 * information, shipping address, shipping method, payment and place order, in the shop's layout
 * (one page by default, or multi-step), the order summary beside, the 3-D Secure step when the
 * bank asks, then thank_you with the post-purchase offer. Recovered links (`/recover?key=`) load
 * with their recover key; `?step=` opens at that step when the checkout reaches it (0500); the
 * checkout itself sends a 403 to /limit-order (001 §4).
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? '';
  const recoverKey = params.recover === 'recover' ? (search.get('key') ?? '') : undefined;
  // 001 §2: the optional query step (a known one; the checkout decides whether it is reachable).
  const step = CHECKOUT_STEPS.find((name) => name === search.get('step'));
  const checkoutPage = useCheckout(token, {
    ...(recoverKey === undefined ? {} : { recoverKey }),
    ...(step === undefined ? {} : { step }),
  });
  const walletOrderId = useWalletOrder(checkoutPage);
  const page: CheckoutState =
    walletOrderId === checkoutPage.walletOrderId ? checkoutPage : { ...checkoutPage, walletOrderId };
  const shipping = useShippingCountries(page.facade, page.checkout?.shippingAddress?.countryCode);
  const countries = shipping.codes;
  useStepFocus(page.status === 'ready' ? page.step : undefined);
  // 001 §4: a cloned checkout (a recovered link) continues under its new token.
  const navigate = useNavigate();
  const current = page.token;
  useEffect(() => {
    if (current !== undefined && current !== token)
      void navigate(routePath('checkout', { token: current }), { replace: true });
  }, [current, token, navigate]);

  if (page.status === 'opening' || page.status === 'loading')
    return (
      <section className="message-screen" aria-busy="true">
        <h1>{TEXTS.checkoutTitle}</h1>
        <p role="status">{TEXTS.checkoutLoading}</p>
      </section>
    );
  if (page.status !== 'ready' || !page.checkout)
    return (
      <section className="message-screen">
        <h1>{TEXTS.checkoutTitle}</h1>
        <p role="alert">{TEXTS.checkoutUnavailable}</p>
        <Link className="button secondary" to={routePath('cart')}>
          {TEXTS.backToCart}
        </Link>
      </section>
    );
  if (page.step === 'thank_you')
    return (
      <div className="checkout-page">
        <div className="checkout-main">
          <ThankYou page={page} />
        </div>
        <OrderSummary page={page} />
      </div>
    );
  return (
    <div className="checkout-page" data-layout={page.layout}>
      <div className="checkout-main">
        <h1>{TEXTS.checkoutTitle}</h1>
        {page.checkout.paymentMethod?.code === EXPRESS_PAYMENT_METHOD ? (
          // The wallet approved from the cart (001 §4 PayPal express approval).
          <CheckoutReview
            rows={[
              {
                label: TEXTS.paymentMethod,
                value: page.checkout.paymentMethod.title ?? EXPRESS_PAYMENT_METHOD,
              },
            ]}
          />
        ) : null}
        {shipping.error ? (
          <div>
            <CheckoutErrorText id="countries-error" error={shipping.error} />
            <button type="button" className="button secondary" onClick={shipping.retry}>
              {TEXTS.tryAgain}
            </button>
          </div>
        ) : null}
        <ChallengeOverSteps page={page}>
          {page.layout === 'multi_step' ? (
            <MultiStep page={page} countries={countries} />
          ) : (
            <OnePage page={page} countries={countries} />
          )}
        </ChallengeOverSteps>
        <p>
          <Link to={routePath('cart')}>{TEXTS.backToCart}</Link>
        </p>
      </div>
      <OrderSummary page={page} />
    </div>
  );
}
