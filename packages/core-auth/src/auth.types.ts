import type { Money } from '@vitrine/core-pricing';
import type { MessageId } from '@vitrine/messages';
import type { Result } from '@vitrine/ports';

/** The customer's tokens (000 §3 User: token, refresh token). */
export interface AuthTokens {
  readonly token: string;
  readonly refreshToken: string;
}

/** Money: integer minor units and currency, declared once in `@vitrine/core-pricing`. */
export type { Money };

/** An address of the customer (001 §3 Address), in camelCase. Absent fields are `undefined`. */
export interface CustomerAddress {
  readonly address1?: string;
  readonly address2?: string;
  readonly city?: string;
  readonly company?: string;
  readonly country?: string;
  readonly countryCode?: string;
  readonly countryName?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly name?: string;
  readonly phone?: string;
  readonly province?: string;
  readonly provinceCode?: string;
  readonly zip?: string;
}

/**
 * A shipment of an order of the history (001 §3 Order fulfillments), in camelCase, as the platform
 * sent it: the tracking status is the platform's word (001 §4 lists them; core-checkout's
 * `trackingStatusView` gives its label). Absent fields are `null`.
 */
export interface CustomerShipment {
  readonly id: string | null;
  /** The tracking status (001 §4), e.g. `in_transit`. */
  readonly status: string | null;
  /** The carrier, e.g. `UPS`. */
  readonly trackingCompany: string | null;
  readonly trackingNumber: string | null;
  /** The platform's tracking link. */
  readonly trackingUrl: string | null;
  readonly createdAt: string | null;
}

/** An order of the customer's history (000 §7 order-history; 001 §3 Order), in camelCase. */
export interface CustomerOrder {
  readonly id: string;
  /** The order's name, e.g. `#1001`. */
  readonly name: string;
  readonly status: string | null;
  readonly token: string | null;
  readonly createdAt: string | null;
  readonly cancelledAt: string | null;
  readonly fulfillmentStatus: string | null;
  readonly accessKeyAllowed: boolean;
  /** The order total, or `null` when the platform did not send one. */
  readonly total: Money | null;
  /** Its shipments (001 §3 Order fulfillments), `[]` before any. */
  readonly shipments: readonly CustomerShipment[];
}

/** The signed-in customer (000 §3 User), in camelCase. */
export interface Customer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The customer's group id and token (000 §3 User), `null` without a group. */
  readonly group: CustomerGroup | null;
  readonly acceptsMarketing: boolean | null;
  /** Newsletter subscription as the platform sent it: `null` until known (000 §4 Newsletter). */
  readonly subscribed: boolean | null;
  /** Whether the account is activated, when the platform says. */
  readonly active: boolean | null;
  readonly addresses: readonly CustomerAddress[];
}

/** The customer's group (000 §3 User: group token, group id); cleared on logout (000 §4). */
export interface CustomerGroup {
  readonly id: string | null;
  readonly token: string | null;
}

/** The account forms (000 §5), each with its own field errors and loading flag. */
export type AuthForm =
  | 'login'
  | 'register'
  | 'resetRequest'
  | 'resetPassword'
  | 'activate'
  | 'changePassword'
  | 'profile'
  | 'newsletter';

/** Field → message id of the first rule it breaks (000 §5). */
export type FieldErrors<F extends string = string> = Readonly<Partial<Record<F, MessageId>>>;

/** Login form (000 §3 Login payload; the e-mail is sent as `username`). */
export interface LoginInput {
  readonly email: string;
  readonly password: string;
}

/** Register form (000 §3 Register payload, plus the repeated password of 000 §5). */
export interface RegisterInput {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  readonly repeatPassword: string;
}

/** Forgot-password form (000 §3 Reset request payload). */
export interface ResetRequestInput {
  readonly email: string;
}

/** Reset-password form, with the customer id and token of the link (000 §2 /reset-password/{customerID?}/{resetToken?}). */
export interface ResetPasswordInput {
  readonly customerId: string | undefined;
  readonly resetToken: string | undefined;
  readonly password: string;
  readonly repeatPassword: string;
}

/** The activation link's customer id and token (000 §2 /activate-account/{customerID?}/{activationToken?}). */
export interface ActivateInput {
  readonly customerId: string | undefined;
  readonly activationToken: string | undefined;
}

/** Change-password form of the account (000 §7 changePassword, rules of 000 §5 Reset password). */
export interface ChangePasswordInput {
  readonly password: string;
  readonly repeatPassword: string;
}

/** Profile form of the account (000 §7 POST me). */
export interface ProfileInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  readonly acceptsMarketing?: boolean;
  readonly addresses?: readonly CustomerAddress[];
}

/** Newsletter switch of the account (000 §4 Newsletter). */
export interface NewsletterInput {
  readonly subscribed: boolean;
}

/** Codes of the auth errors (errors are values; machines and UIs branch on codes). */
export type AuthErrorCode =
  | 'INVALID_INPUT'
  | 'LINK_INCOMPLETE'
  | 'NOT_LOGGED_IN'
  | 'BUSY'
  | 'LOGIN_FAILED'
  | 'REGISTER_FAILED'
  | 'RESET_REQUEST_FAILED'
  | 'RESET_FAILED'
  | 'ACTIVATION_FAILED'
  | 'PASSWORD_CHANGE_FAILED'
  | 'UPDATE_FAILED'
  | 'NEWSLETTER_FAILED'
  /** `refetch()` could not fetch the customer or the order history (the session stays). */
  | 'FETCH_FAILED'
  /** The facade was stopped before the request settled. */
  | 'STOPPED'
  | TokenErrorCode;

/** Why the token lifecycle ended a session (000 §4). */
export type TokenErrorCode = 'REFRESH_FAILED' | 'REFRESH_ATTEMPTS_EXCEEDED' | 'REFRESH_DISABLED';

/**
 * An auth error as a value (a `DomainError` of `@vitrine/ports`).
 *
 * @remarks
 * Show `serverText` when present (000 §8 "the server text, or 'Error while sign-in'"), else the
 * catalogue text of `message`.
 */
export interface AuthError {
  readonly code: AuthErrorCode;
  /** The message id of what the user is told. */
  readonly message?: MessageId;
  /** The server's own text, shown instead of `message` when it sent one. */
  readonly serverText?: string;
  /** Field errors of an invalid form (`INVALID_INPUT`). */
  readonly fieldErrors?: FieldErrors;
  /** The HTTP status of the failed call, when there was one. */
  readonly statusCode?: number;
  /** A failed register whose reply mentions the password: the form clears its password fields (000 §5). */
  readonly clearPasswords?: boolean;
}

/** What a facade verb resolves to, once the machine has settled. */
export type AuthResult = Result<void, AuthError>;

/** A failed platform call, reduced to what machines branch on (serialisable). */
export interface CallFailure {
  readonly kind: 'http' | 'js_exception' | 'timeout' | 'aborted' | 'invalid_response';
  readonly statusCode?: number;
  readonly errorCode?: string;
  /** The server's text (or the transport's), when there is one. */
  readonly message?: string;
}

/** What an account actor resolves to: it never rejects. */
export type CallOutcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly failure: CallFailure };

/** A started session: tokens and, when the call returned it, the customer. */
export interface SignIn {
  readonly tokens: AuthTokens;
  readonly user: Customer | null;
}
