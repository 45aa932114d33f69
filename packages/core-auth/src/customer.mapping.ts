/**
 * The one place where the platform's snake_case wire shapes of the customer domain (000 §3 User,
 * 001 §3 Address and Order) become the camelCase shapes the facade speaks, and back (DESIGN "One
 * public shape"). Money becomes integer minor units with its currency.
 */
import type { Address, Order, Session, User } from '@vitrine/api-client';
import { DEFAULT_CURRENCY, toMinorUnits } from '@vitrine/core-pricing';
import type { Customer, CustomerAddress, CustomerGroup, CustomerOrder, Money, SignIn } from './auth.types';

/** A wire text, `null` and absent alike, as `undefined`. */
const text = (value: string | null | undefined): string | undefined => value ?? undefined;

/** Keeps the fields that have a value (`exactOptionalPropertyTypes`: no `undefined` members). */
function present<T extends object>(fields: { readonly [K in keyof T]: T[K] | undefined }): T {
  const out: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T)[]) {
    const value = fields[key];
    if (value !== undefined) out[key] = value;
  }
  return out as T;
}

/** A wire address (001 §3) in camelCase. */
export function toCustomerAddress(address: Address): CustomerAddress {
  return present<CustomerAddress>({
    address1: text(address.address1),
    address2: text(address.address2),
    city: text(address.city),
    company: text(address.company),
    country: text(address.country),
    countryCode: text(address.country_code),
    countryName: text(address.country_name),
    firstName: text(address.first_name),
    lastName: text(address.last_name),
    name: text(address.name),
    phone: text(address.phone),
    province: text(address.province),
    provinceCode: text(address.province_code),
    zip: text(address.zip),
  });
}

/** A camelCase address as the platform takes it (POST me `customer.addresses`). */
export function toWireAddress(address: CustomerAddress): Address {
  return present<Address>({
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    company: address.company,
    country: address.country,
    country_code: address.countryCode,
    country_name: address.countryName,
    first_name: address.firstName,
    last_name: address.lastName,
    name: address.name,
    phone: address.phone,
    province: address.province,
    province_code: address.provinceCode,
    zip: address.zip,
  });
}

/**
 * An amount in major units (as the platform sends it) as integer minor units; an order without a
 * currency is in the shop's default currency (core-pricing `DEFAULT_CURRENCY`).
 */
export function toMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
): Money | null {
  if (amount === null || amount === undefined) return null;
  const code = currency ?? DEFAULT_CURRENCY;
  return { amount: toMinorUnits(amount, code), currency: code };
}

/** A wire order of the history in camelCase, its total in minor units. */
export function toCustomerOrder(order: Order): CustomerOrder {
  return {
    id: String(order.id),
    name: order.name,
    status: order.status ?? null,
    token: order.token ?? null,
    createdAt: order.created_at ?? null,
    cancelledAt: order.cancelled_at ?? null,
    fulfillmentStatus: order.fulfillment_status ?? null,
    accessKeyAllowed: order.access_key_allowed ?? false,
    total: toMoney(order.total_price, order.currency),
  };
}

/** The customer's group (000 §3 User: group token, group id), `null` without one. */
function groupOf(user: User): CustomerGroup | null {
  const id = user.group_id === null || user.group_id === undefined ? null : String(user.group_id);
  const token = user.group_token ?? null;
  return id === null && token === null ? null : { id, token };
}

/** A wire user (000 §3) as the customer. */
export function toCustomer(user: User): Customer {
  return {
    id: String(user.id),
    email: user.email,
    firstName: user.firstname ?? '',
    lastName: user.lastname ?? '',
    group: groupOf(user),
    acceptsMarketing: user.accepts_marketing ?? null,
    subscribed: user.subscribed ?? null,
    active: user.active ?? null,
    addresses: (user.addresses ?? []).map(toCustomerAddress),
  };
}

/** A login answer (tokens and the customer) as a sign-in. */
export function toSignIn(session: Session): SignIn {
  return {
    tokens: { token: session.token, refreshToken: session.refresh_token },
    user: toCustomer(session.user),
  };
}
