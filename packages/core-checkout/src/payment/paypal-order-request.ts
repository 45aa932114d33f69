import { DEFAULT_CURRENCY, walletAmount, walletPhone } from '@vitrine/core-pricing';
import { DEFAULT_WALLET_BUTTON_ID } from '../checkout.constants';
import type { CheckoutAddress } from '../checkout.types';

/** What {@link paypalOrderRequest} builds the wallet's order from (amounts in major units). */
export interface PaypalOrderInput {
  /** The amount to pay, in major units (the checkout's total); 0.1 when missing. */
  readonly amount?: number | null | undefined;
  /** The currency of `amount`; USD when missing. */
  readonly currency?: string | null | undefined;
  /** The shopper's shipping address, if they gave one. */
  readonly address?: CheckoutAddress | null | undefined;
  /** The shopper's phone, as they typed it. */
  readonly phone?: string | null | undefined;
  /** The id of the element the wallet's button renders into; `paypal-smart-button` when missing. */
  readonly buttonId?: string | null | undefined;
}

/** The wallet (PayPal) order request of 001 §5. */
export interface PaypalOrderRequest {
  /** The id of the element the wallet's button renders into. */
  readonly buttonId: string;
  /** The amount, rounded per currency (`walletAmount`). */
  readonly amount: number;
  /** The currency code, upper-cased. */
  readonly currency: string;
  /** Digits only; absent when there were none or more than 14 (`walletPhone`). */
  readonly phone?: string;
  /** The shipping address; absent unless line 1, city and zip are all present. */
  readonly address?: CheckoutAddress;
}

const filled = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/**
 * The wallet (PayPal) order request of a checkout: the address is used only when its line 1, city
 * and zip are all present; the phone keeps its digits only and is dropped beyond 14 digits; the
 * amount keeps its decimals in the 22 wallet currencies and is rounded to an integer in the
 * others. Defaults: amount 0.1, currency USD, button id `paypal-smart-button`.
 *
 * @remarks 001 §5 PayPal order request; 000 §5, §9; docs/decisions/0104 (rounding, empty phone).
 * @example
 * ```ts
 * paypalOrderRequest({ amount: 1234.5, currency: 'jpy', phone: '+1 (555) 010-9999' });
 * // { buttonId: 'paypal-smart-button', amount: 1235, currency: 'JPY', phone: '15550109999' }
 * ```
 */
export function paypalOrderRequest(input: PaypalOrderInput = {}): PaypalOrderRequest {
  const currency = (input.currency ?? '').trim().toUpperCase() || DEFAULT_CURRENCY;
  const phone = walletPhone(input.phone);
  const address = input.address;
  const useAddress = address && filled(address.address1) && filled(address.city) && filled(address.zip);
  return {
    buttonId: input.buttonId || DEFAULT_WALLET_BUTTON_ID,
    amount: walletAmount(input.amount, currency),
    currency,
    ...(phone === undefined ? {} : { phone }),
    ...(useAddress ? { address } : {}),
  };
}
