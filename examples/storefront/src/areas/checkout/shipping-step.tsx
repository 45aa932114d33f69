import type { CheckoutError } from '@vitrine/core-checkout';
import { useMoney, type CheckoutState } from '@vitrine/react';
import { useEffect, useRef, useState } from 'react';
import { TEXTS } from '../../texts';
import { CheckoutErrorText } from './checkout-error';

/**
 * The shipping methods of the saved address's country (001 §3 Shipping method, §7): picking one
 * saves it at once (001 §5: only a method of the loaded list is sent). Free shipping (001 §4)
 * shows as free.
 */
export function ShippingStep({ page }: { readonly page: CheckoutState }) {
  const { checkout, facade, shippingMethods } = page;
  const { format } = useMoney();
  const [error, setError] = useState<CheckoutError | undefined>(undefined);
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  // The last method asked for: an earlier answer does not end the choosing of a later one.
  const latest = useRef<string | undefined>(undefined);
  // A failed load of the methods is its error and a way to ask again, never "no shipping method".
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const country = checkout?.shippingAddress?.countryCode;
  const saved = checkout?.email !== undefined && country !== undefined;
  // The applied discount code: each method's price is the platform's `discounted_price` (001 §7
  // shipping-methods), which a code giving free shipping changes (001 §4 "Free shipping").
  const discountCode = checkout?.discount.applied ? checkout.discount.code : undefined;
  // The amounts the offered rates depend on, in the shop's currency: a rate no longer offered for
  // the subtotal is dropped and one reached is offered (docs/decisions/0162), and a changed cart
  // (here or in another tab) refetches the repriced checkout (001 §4).
  const totals = checkout?.totals;
  const subtotal = totals ? (totals.subtotal.shop ?? totals.subtotal).amount : undefined;
  const lineItems = totals ? (totals.lineItems.shop ?? totals.lineItems).amount : undefined;

  // The methods of the saved country, once per country, once per added or removed discount code and
  // once per changed subtotal (a reload fetches them again), and again when the shopper asks after a
  // failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again, `discountCode`, `subtotal` and `lineItems` change the rates
  useEffect(() => {
    if (!facade || !saved || !country) return;
    // Asked again, the failure it answers is no longer shown (its methods may be).
    setLoadFailed(false);
    setError(undefined);
    void facade.loadShippingMethods(country).then((result) => {
      if (result.ok) return;
      setError(result.error);
      setLoadFailed(true);
    });
  }, [facade, saved, country, discountCode, subtotal, lineItems, attempt]);

  if (!checkout || !facade) return null;
  if (!saved) return <p className="muted">{TEXTS.enterAddressFirst}</p>;
  if (shippingMethods.length === 0 && loadFailed)
    return (
      <div>
        <CheckoutErrorText id="shipping-error" error={error} />
        <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
          {TEXTS.tryAgain}
        </button>
      </div>
    );
  if (shippingMethods.length === 0)
    return page.busy ? (
      <p className="muted">{TEXTS.loading}</p>
    ) : (
      <p className="muted">{TEXTS.noShippingMethods}</p>
    );
  const selected = choosing ?? checkout.shippingMethod?.code;
  // The methods stay enabled while one is saved (the checkout queues the choices): a disabled radio
  // would lose the keyboard's focus, and arrow keys move through the methods one choice at a time.
  const choose = async (code: string) => {
    latest.current = code;
    setChoosing(code);
    setError(undefined);
    const result = await facade.selectShippingMethod(code);
    if (latest.current !== code) return;
    if (!result.ok) setError(result.error);
    setChoosing(undefined);
  };
  return (
    <fieldset className="checkout-options" aria-describedby={error ? 'shipping-error' : undefined}>
      <legend className="visually-hidden">{TEXTS.shippingMethod}</legend>
      {shippingMethods.map((method) => {
        const price = method.discountedPrice ?? method.price;
        const free =
          price.amount === 0 || (checkout.freeShipping && checkout.shippingMethod?.code === method.code);
        return (
          <label key={method.code} className="option" data-selected={selected === method.code}>
            <input
              type="radio"
              name="shipping-method"
              value={method.code}
              checked={selected === method.code}
              disabled={page.submitting}
              onChange={() => void choose(method.code)}
            />
            <span className="option-title">{method.title}</span>
            <span className="option-price price">
              {free ? (
                <>
                  {method.price.amount > 0 ? <s className="muted">{format(method.price)}</s> : null}{' '}
                  {TEXTS.freeShipping}
                </>
              ) : (
                format(price)
              )}
            </span>
          </label>
        );
      })}
      <CheckoutErrorText id="shipping-error" error={error} />
    </fieldset>
  );
}
