import type { Checkout } from '@vitrine/core-checkout';
import { TEXTS } from '../../texts';

/** One line of an address, as a shopper reads it. */
export function addressLine(checkout: Checkout): string {
  const address = checkout.shippingAddress;
  if (!address) return '';
  return [
    address.address1,
    address.address2,
    address.city,
    address.province,
    address.zip,
    address.country ?? address.countryCode,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
}

/** A row of the review: what was entered in a step, with a button to change it. */
export interface ReviewRow {
  readonly label: string;
  readonly value: string;
  readonly onChange?: (() => void) | undefined;
}

/** What the shopper entered in the steps before (001 §4 steps), each with "Change". */
export function CheckoutReview({ rows }: { readonly rows: readonly ReviewRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="checkout-review">
      {rows.map((row) => (
        <div key={row.label} className="review-row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          {row.onChange ? (
            <dd className="review-change">
              <button
                type="button"
                className="link-button"
                onClick={row.onChange}
                aria-label={TEXTS.changeStep(row.label)}
              >
                {TEXTS.change}
              </button>
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
