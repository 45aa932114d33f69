import type { ApiFailure, OrderPayload, PaymentMethod, Transport } from '@vitrine/api-client';
import type { Ports, Result } from '@vitrine/ports';
import type { CheckoutError } from '../checkout.types';
import type { ChallengePage } from './challenge';

/** What a strategy gets to talk to its provider and the platform. */
export interface PaymentContext {
  readonly transport: Transport;
  readonly ports: Pick<Ports, 'scripts' | 'logger'>;
  readonly checkoutToken: string;
  /** The chosen payment method, as the platform lists it. */
  readonly method: PaymentMethod;
  /** The checkout's currency (001 §4: the wallet SDK loads with the store currency). */
  readonly currency: string;
  /** Feature flags (001 §9) for strategies behind one. */
  readonly flags: Readonly<Record<string, boolean>>;
}

/** The provider's answer to an authorisation. */
export type AuthoriseOutcome =
  /** Authorised: the order can be created. */
  | { readonly status: 'authorized' }
  /** The provider charges when the order is created (create-order carries the payment data). */
  | { readonly status: 'deferred' }
  /**
   * 3-D Secure or the provider's page: the shopper leaves for `redirectUrl` and comes back.
   * `page: 'provider'` is a hosted payment page (always left for); otherwise it is a 3-D Secure
   * challenge (a frame when the method has 3-D Secure enabled, docs/decisions/0246).
   */
  | { readonly status: 'requires_action'; readonly redirectUrl: string; readonly page?: ChallengePage }
  /** The order was completed while the shopper was away (the provider page finished it). */
  | { readonly status: 'completed'; readonly accessKey?: string }
  /** Refused or failed. */
  | { readonly status: 'failed'; readonly failure: ApiFailure };

/** What {@link PaymentStrategy.authorise} is given. */
export interface AuthoriseInput {
  /** The provider's payment data that {@link PaymentStrategy.collect} built. */
  readonly paymentData: Readonly<Record<string, unknown>>;
  /** is_using_same_address and billing_address of the order (001 §5). */
  readonly address: Pick<OrderPayload, 'is_using_same_address' | 'billing_address'>;
  /** The idempotency key of this attempt (docs/decisions/0242). */
  readonly idempotencyKey: string;
}

/**
 * One payment provider (DESIGN "Plugins"; issue 13): initialise (load its SDK scripts through the
 * script loader), collect what the shopper entered as the provider's payment data, authorise,
 * confirm after a redirect, and say whether it supports a post-purchase offer.
 *
 * @typeParam I - what the shopper's form gives {@link PaymentStrategy.collect}
 */
export interface PaymentStrategy<I = unknown> {
  /** The payment method code it serves (001 §9). */
  readonly code: string;
  /** Loads what the provider needs in the page (scripts load once; failures are logged, 001 §8). */
  initialise(context: PaymentContext): Promise<void>;
  /** The provider's payment data from what the shopper entered (the render/collect step). */
  collect(input: I): Result<Readonly<Record<string, unknown>>, CheckoutError>;
  /** Authorises the checkout's total. */
  authorise(context: PaymentContext, input: AuthoriseInput): Promise<AuthoriseOutcome>;
  /** After the shopper came back from `redirectUrl`: what the provider decided. */
  confirm(context: PaymentContext): Promise<AuthoriseOutcome>;
  /** Whether an order paid this way can take a post-purchase offer (001 §4). */
  supportsPostPurchase(flags: Readonly<Record<string, boolean>>): boolean;
}

/** The strategies a checkout knows, by payment method code. */
export type PaymentStrategies = Readonly<Record<string, PaymentStrategy>>;
