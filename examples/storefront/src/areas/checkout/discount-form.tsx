import type { CheckoutError } from '@vitrine/core-checkout';
import { type FormEvent, useState } from 'react';
import type { CheckoutState } from '@vitrine/react';
import { TEXTS } from '../../texts';
import { CheckoutErrorText } from './checkout-error';

/**
 * Discount codes (001 §2 "applies or removes a discount code", §8): each refusal shows its text
 * of 001 §8 (not found, not valid for these items, already applied, already used, missing code),
 * and a code on the checkout that is no longer valid shows its text too. Any code on the checkout
 * can be removed, one that stopped applying (001 §8 "Invalid or used discount on checkout info")
 * as much as an applied one.
 */
export function DiscountForm({ page }: { readonly page: CheckoutState }) {
  const { checkout, facade } = page;
  const [code, setCode] = useState('');
  const [error, setError] = useState<CheckoutError | undefined>(undefined);
  const [working, setWorking] = useState(false);
  if (!checkout || !facade) return null;
  // 001 §2 "applies or removes a discount code": the code on the checkout, applied or not.
  const onCheckout = checkout.discount.code || undefined;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    setError(undefined);
    const sent = code;
    const result = await facade.applyDiscount(sent.trim());
    // cleared once applied, unless the shopper typed another code meanwhile
    if (result.ok) setCode((typed) => (typed === sent ? '' : typed));
    else setError(result.error);
    setWorking(false);
  };
  const remove = async () => {
    setWorking(true);
    setError(undefined);
    const result = await facade.removeDiscount(onCheckout);
    if (!result.ok) setError(result.error);
    setWorking(false);
  };
  const shown = error ?? checkout.discount.invalid;
  return (
    <div className="discount">
      <form
        className="discount-form"
        onSubmit={apply}
        aria-describedby={shown ? 'discount-error' : undefined}
      >
        <label htmlFor="discount-code" className="visually-hidden">
          {TEXTS.discountCode}
        </label>
        <input
          id="discount-code"
          name="discountCode"
          placeholder={TEXTS.discountCode}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={shown !== undefined}
        />
        <button
          type="submit"
          className="button secondary"
          disabled={working || page.submitting}
          aria-busy={working}
        >
          {TEXTS.applyDiscount}
        </button>
      </form>
      <CheckoutErrorText id="discount-error" error={shown} />
      {onCheckout ? (
        <p className="discount-applied">
          <span className="discount-code">{onCheckout}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => void remove()}
            disabled={working || page.submitting}
            aria-label={TEXTS.removeDiscount(onCheckout)}
          >
            {TEXTS.remove}
          </button>
        </p>
      ) : null}
    </div>
  );
}
