/**
 * The one place where the platform's snake_case wire shapes of the customer domain (000 §3 User,
 * 001 §3 Address and Order) become the camelCase shapes the facade speaks, and back (DESIGN "One
 * public shape"). Money becomes integer minor units with its currency.
 */
import type { Address, Order, Session, User } from '@vitrine/api-client';
import { DEFAULT_CURRENCY, toMinorUnits } from '@vitrine/core-pricing';
import type {
  Customer,
  CustomerAddress,
  CustomerGroup,
  CustomerOrder,
  CustomerShipment,
  Money,
  SignIn,
} from './auth.types';

/** A wire text, `null` and absent alike, as `null`. */
type WireText = string | null | undefined;

/** The address fields: camelCase name → wire name (001 §3 Address). */
const ADDRESS_FIELDS = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  company: 'company',
  country: 'country',
  countryCode: 'country_code',
  countryName: 'country_name',
  firstName: 'first_name',
  lastName: 'last_name',
  name: 'name',
  phone: 'phone',
  province: 'province',
  provinceCode: 'province_code',
  zip: 'zip',
} as const satisfies { readonly [K in keyof CustomerAddress]-?: keyof Address };

type AddressField = keyof typeof ADDRESS_FIELDS;
const addressFields = Object.keys(ADDRESS_FIELDS) as AddressField[];

/** A wire address (001 §3) in camelCase; absent and `null` fields are left out. */
export function toCustomerAddress(address: Address): CustomerAddress {
  const out: Partial<Record<AddressField, string>> = {};
  for (const field of addressFields) {
    const value: WireText = address[ADDRESS_FIELDS[field]] as WireText;
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** A camelCase address as the platform takes it (POST me `customer.addresses`). */
export function toWireAddress(address: CustomerAddress): Address {
  const out: Partial<Record<(typeof ADDRESS_FIELDS)[AddressField], string>> = {};
  for (const field of addressFields) {
    const value = address[field];
    if (value !== undefined) out[ADDRESS_FIELDS[field]] = value;
  }
  return out;
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

/** A wire value as text (a number id as its digits); anything else `null`. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/**
 * An order's fulfillments (001 §3 Order; the wire does not type them) as its shipments, in
 * camelCase; an entry that is no object is left out.
 */
function toShipments(fulfillments: readonly unknown[] | null | undefined): CustomerShipment[] {
  return (fulfillments ?? []).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const fulfillment = entry as Readonly<Record<string, unknown>>;
    return [
      {
        id: textOf(fulfillment.id),
        status: textOf(fulfillment.status),
        trackingCompany: textOf(fulfillment.tracking_company),
        trackingNumber: textOf(fulfillment.tracking_number),
        trackingUrl: textOf(fulfillment.tracking_url),
        createdAt: textOf(fulfillment.created_at),
      },
    ];
  });
}

/** A wire order of the history in camelCase, its total in minor units, its shipments. */
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
    shipments: toShipments(order.fulfillments),
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
