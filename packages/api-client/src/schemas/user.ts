import * as z from 'zod/mini';
import { Amount, Id, opt } from './common';

/** An address (001 §3). The shipping address also has remember_me. */
export const Address = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    address1: opt(z.string()),
    address2: opt(z.string()),
    city: opt(z.string()),
    company: opt(z.string()),
    country: opt(z.string()),
    country_code: opt(z.string()),
    country_name: opt(z.string()),
    first_name: opt(z.string()),
    last_name: opt(z.string()),
    name: opt(z.string()),
    phone: opt(z.string()),
    province: opt(z.string()),
    province_code: opt(z.string()),
    zip: opt(z.string()),
    remember_me: opt(z.boolean()),
  }),
);
export type Address = z.infer<typeof Address>;

/** An order of the customer's history (001 §3 Order). */
export const Order = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    name: z.string(),
    status: opt(z.string()),
    token: opt(z.string()),
    created_at: opt(z.string()),
    cancelled_at: opt(z.string()),
    fulfillment_status: opt(z.string()),
    fulfillments: opt(z.array(z.unknown())),
    not_fulfilled_items: opt(z.array(z.unknown())),
    access_key_allowed: opt(z.boolean()),
    total_price: opt(Amount),
    currency: opt(z.string()),
    line_items: opt(z.array(z.unknown())),
  }),
);
export type Order = z.infer<typeof Order>;

/** A customer (000 §3 User): id, email, token, refresh token, orders history, group token, group id. */
export const User = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    email: z.string(),
    firstname: opt(z.string()),
    lastname: opt(z.string()),
    token: opt(z.string()),
    refresh_token: opt(z.string()),
    orders: opt(z.array(Order)),
    group_token: opt(z.string()),
    group_id: opt(Id),
    accepts_marketing: opt(z.boolean()),
    /** Newsletter subscription (000 §4 Newsletter: null until known, then true or false). */
    subscribed: opt(z.boolean()),
    addresses: opt(z.array(Address)),
    active: opt(z.boolean()),
  }),
);
export type User = z.infer<typeof User>;

/** The login answer: the tokens and the customer. */
export const Session = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    token: z.string(),
    refresh_token: z.string(),
    user: User,
  }),
);
export type Session = z.infer<typeof Session>;

/** Register payload (000 §3, §7): customer {email, firstname, lastname} and password. */
export const RegisterPayload = /* @__PURE__ */ z.lazy(() =>
  z.object({
    customer: z.object({ email: z.string(), firstname: z.string(), lastname: z.string() }),
    password: z.string(),
  }),
);
export type RegisterPayload = z.infer<typeof RegisterPayload>;

/** Login payload (000 §3): username, password. */
export const LoginPayload = /* @__PURE__ */ z.lazy(() =>
  z.object({ username: z.string(), password: z.string() }),
);
export type LoginPayload = z.infer<typeof LoginPayload>;

/** Profile update (POST me). */
export const UserUpdatePayload = /* @__PURE__ */ z.lazy(() =>
  z.object({
    customer: z.object({
      firstname: z.optional(z.string()),
      lastname: z.optional(z.string()),
      email: z.optional(z.string()),
      accepts_marketing: z.optional(z.boolean()),
      addresses: z.optional(z.array(Address)),
    }),
  }),
);
export type UserUpdatePayload = z.infer<typeof UserUpdatePayload>;
