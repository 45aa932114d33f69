import type { DisplayMoney, Money } from '@vitrine/core-pricing';
import type { FreeShippingProgress } from './checkout.free-shipping';
import type { MessageId } from '@vitrine/messages';
import type { DomainError } from '@vitrine/ports';
import type { CheckoutLayout, CheckoutStep } from './checkout.constants';
import type { TrackingStatusView } from './order-status/shipment-tracking';
import type { PaymentChallenge } from './payment/challenge';

/** Money: integer minor units and currency, declared once in `@vitrine/core-pricing`. */
export type { Money };

/** An address as the facade speaks it (001 §3 Address). */
export interface CheckoutAddress {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly company?: string;
  readonly address1?: string;
  readonly address2?: string;
  readonly city?: string;
  readonly zip?: string;
  readonly province?: string;
  readonly provinceCode?: string;
  readonly country?: string;
  readonly countryCode?: string;
  readonly phone?: string;
  /** Shipping address only: keep it for the next checkout. */
  readonly rememberMe?: boolean;
}

/** A shipping method (001 §3 Shipping method). */
export interface ShippingMethodOption {
  readonly code: string;
  readonly title: string;
  readonly carrierCode?: string;
  readonly price: DisplayMoney;
  /** The price once discounts apply, when the platform says. */
  readonly discountedPrice?: DisplayMoney;
  readonly ruleId?: string;
  readonly ruleType?: string;
}

/** A payment method (001 §3 Payment method). */
export interface PaymentMethodOption {
  readonly id: string;
  readonly code: string;
  readonly title?: string;
  readonly provider: string;
  readonly options: {
    readonly gateway?: string;
    readonly clientId?: string;
    readonly brandName?: string;
    readonly enableSmartButton?: boolean;
    readonly enable3dSecure?: boolean;
    readonly sandbox?: boolean;
  };
}

/** A line of the checkout totals (001 §3 Totals line item). */
export interface CheckoutLine {
  readonly itemId?: string;
  readonly productId?: string;
  readonly variantId: string;
  readonly title?: string;
  readonly variantTitle?: string;
  readonly sku?: string;
  readonly quantity: number;
  readonly price: DisplayMoney;
  readonly linePrice?: DisplayMoney;
  readonly image?: string;
  readonly handle?: string;
}

/**
 * The checkout totals (001 §3 Totals), in minor units, in the display currency (a converted
 * amount keeps the platform's as `shop`, docs/decisions/0251).
 */
export interface CheckoutTotals {
  readonly lines: readonly CheckoutLine[];
  readonly lineItems: DisplayMoney;
  readonly subtotal: DisplayMoney;
  readonly discounts: DisplayMoney;
  readonly shipping: DisplayMoney;
  readonly tax: DisplayMoney;
  readonly total: DisplayMoney;
}

/** The discount of the checkout (001 §3 Checkout info and Discount state). */
export interface CheckoutDiscount {
  readonly code?: string;
  readonly applied: boolean;
  readonly type?: string;
  readonly priceRuleTitle?: string;
  /** The code on the checkout is not valid (001 §8 "Invalid or used discount on checkout info"). */
  readonly invalid?: CheckoutError;
}

/** The placed order of a completed checkout (001 §3 Order). */
export interface CheckoutOrder {
  readonly id: string;
  readonly name: string;
  readonly token?: string;
  readonly status?: string;
}

/** A shipment of an order (001 §3 Order fulfillments) with its tracking (001 §4). */
export interface Shipment {
  readonly id?: string;
  /** The platform's tracking status, as sent. */
  readonly status?: string;
  /**
   * The label, description and kind of the status (001 §4; 'Synchronizing' for delayed); absent
   * when the status is not one of 001 §4's list.
   */
  readonly tracking?: TrackingStatusView;
  readonly trackingCompany?: string;
  readonly trackingNumber?: string;
  /** The platform's tracking link, else the carrier's template filled with the number. */
  readonly trackingUrl?: string;
  /** The order lines (item ids) in this shipment. */
  readonly lineItemIds: readonly string[];
  readonly createdAt?: string;
}

/** The checkout as a theme reads it: camelCase, money in minor units (DESIGN "One public shape"). */
export interface Checkout {
  readonly token: string;
  readonly step: CheckoutStep;
  readonly email?: string;
  readonly phone?: string;
  readonly customerId?: string;
  readonly shippingAddress?: CheckoutAddress;
  readonly billingAddress?: CheckoutAddress;
  readonly usingSameAddress: boolean;
  readonly acceptsMarketing?: boolean;
  readonly shippingMethod?: ShippingMethodOption;
  readonly paymentMethod?: { readonly code: string; readonly id?: string; readonly title?: string };
  /** 001 §4: authorisation success sets authorized_payment and its method. */
  readonly authorizedPayment?: { readonly method?: string };
  readonly discount: CheckoutDiscount;
  readonly freeShipping: boolean;
  /**
   * How far the line items are from the subtotal that ships free (docs/decisions/0432); absent
   * when the platform names no such threshold for the checkout's country.
   */
  readonly freeShippingProgress?: FreeShippingProgress;
  readonly totals: CheckoutTotals;
  readonly order?: CheckoutOrder;
  /** Item ids whose stock cannot be fulfilled (001 §3 stock_can_not_fulfill). */
  readonly stockCanNotFulfill: readonly string[];
  /** 001 §4 stripe flags. */
  readonly inStripePaymentIntent: boolean;
  readonly inStripeDestinationCharge: boolean;
}

/** What a failed verb says: a stable code, the message id of its text and the text itself. */
export interface CheckoutError extends DomainError {
  readonly code: string;
  /** The catalogue id of the text (`@vitrine/messages`), when the text is the catalogue's. */
  readonly message?: MessageId;
  /** The text to show a shopper (the catalogue's, or the platform's own per 001 §8). */
  readonly text?: string;
  /** The HTTP-like status of 001 §4 ("returns 500"), or the platform's status. */
  readonly status?: number;
  /** `payment_requires_action`: the 3-D Secure or provider page the shopper is sent to. */
  readonly redirectUrl?: string;
  /** `payment_requires_action`: how to show that page and where the shopper comes back (0246). */
  readonly challenge?: PaymentChallenge;
}

/** Customer information of the contact step (001 §5). */
export interface CustomerInformation {
  readonly email?: string;
  readonly phone?: string;
  readonly acceptsMarketing?: boolean;
  readonly shippingAddress: CheckoutAddress;
}

/** The signed-in customer whose id and e-mail override the form's (001 §5, §6). */
export interface CheckoutCustomer {
  readonly id: string | number;
  readonly email: string;
}

/** The order a placed checkout produced. */
export interface PlacedOrder {
  readonly checkoutToken: string;
  readonly accessKey: string;
  readonly order?: CheckoutOrder;
}

/** Query options of the checkout fetch (001 §7 info). */
export interface LoadOptions {
  readonly countDiscountCode?: number;
  readonly customerId?: string;
  /** A recover key (001 §2 recover mode); an empty one clones the checkout (001 §4). */
  readonly recoverKey?: string;
  readonly logout?: boolean;
  readonly countryCode?: string;
  /**
   * The step asked for (001 §2: the checkout route's optional query step): the first answer opens
   * the checkout there when its data reaches it, else at the furthest step it does
   * (docs/decisions/0240, 0500). A checkout fetched already ignores it (use `goToStep`).
   */
  readonly step?: CheckoutStep;
}

/** Which layout a shop chose, and live preview. */
export interface CheckoutSettings {
  readonly layout?: CheckoutLayout;
  /** Live preview: the step stays contact_information (001 §4). */
  readonly preview?: boolean;
  /** The store's marketing preselect default (001 §4 Marketing opt-in). */
  readonly marketingPreselect?: boolean;
  /** Feature flags that enable payment methods or post-purchase (001 §9). */
  readonly flags?: Readonly<Record<string, boolean>>;
}
