import * as z from 'zod/mini';
import { envelope, SuccessEnvelope } from '../schemas/common';
import { LoginPayload, Order, RegisterPayload, Session, User, UserUpdatePayload } from '../schemas/user';
import { defineEndpoint } from './define';

/** POST login (000 §7): username, password → tokens and the customer. */
export const userLogin = /* @__PURE__ */ defineEndpoint({
  id: 'user.login',
  method: 'POST',
  path: '/api/user/login.json',
  body: LoginPayload,
  response: z.lazy(() => envelope(Session)),
});

/** POST register (000 §7): customer {email, firstname, lastname} and password; the caller then logs in. */
export const userCreate = /* @__PURE__ */ defineEndpoint({
  id: 'user.create',
  method: 'POST',
  path: '/api/user/create.json',
  body: RegisterPayload,
  response: z.lazy(() => envelope(User)),
});

/** GET the current customer (000 §7: me.json?token=). */
export const userMe = /* @__PURE__ */ defineEndpoint({
  id: 'user.me',
  method: 'GET',
  path: '/api/user/me.json',
  response: z.lazy(() => envelope(User)),
  auth: true,
});

/** POST update the current customer (000 §7: a POST to me updates the customer). */
export const userUpdate = /* @__PURE__ */ defineEndpoint({
  id: 'user.update',
  method: 'POST',
  path: '/api/user/me.json',
  body: UserUpdatePayload,
  response: z.lazy(() => envelope(User)),
  auth: true,
});

/** POST refresh the tokens (000 §7): body refreshToken. */
export const userRefresh = /* @__PURE__ */ defineEndpoint({
  id: 'user.refresh',
  method: 'POST',
  path: '/api/user/refresh.json',
  body: z.lazy(() => z.object({ refreshToken: z.string() })),
  response: z.lazy(() => envelope(z.looseObject({ token: z.string(), refresh_token: z.string() }))),
});

/** POST activate an account (000 §7): customer_id, active_token. */
export const userActivate = /* @__PURE__ */ defineEndpoint({
  id: 'user.activate',
  method: 'POST',
  path: '/api/user/activate.json',
  body: z.lazy(() => z.object({ customer_id: z.string(), active_token: z.string() })),
  response: z.lazy(() => envelope(Session)),
});

/** POST request a reset e-mail (000 §7): email. */
export const userRequestResetPassword = /* @__PURE__ */ defineEndpoint({
  id: 'user.requestResetPassword',
  method: 'POST',
  path: '/api/user/request-reset-password.json',
  body: z.lazy(() => z.object({ email: z.string() })),
  response: SuccessEnvelope,
});

/** POST reset the password (000 §7): customer_id, reset_token, password. */
export const userResetPassword = /* @__PURE__ */ defineEndpoint({
  id: 'user.resetPassword',
  method: 'POST',
  path: '/api/user/reset-password.json',
  body: z.lazy(() => z.object({ customer_id: z.string(), reset_token: z.string(), password: z.string() })),
  response: z.lazy(() => envelope(Session)),
});

/** POST change the password (000 §7: changePassword.json?token=, body newPassword). */
export const userChangePassword = /* @__PURE__ */ defineEndpoint({
  id: 'user.changePassword',
  method: 'POST',
  path: '/api/user/changePassword.json',
  body: z.lazy(() => z.object({ newPassword: z.string() })),
  response: SuccessEnvelope,
  auth: true,
});

/** GET the customer's orders (000 §7: order-history.json?token=). */
export const userOrderHistory = /* @__PURE__ */ defineEndpoint({
  id: 'user.orderHistory',
  method: 'GET',
  path: '/api/user/order-history.json',
  response: z.lazy(() => envelope(z.array(Order))),
  auth: true,
});

/** The account rows of the table (subscribe/unsubscribe are with the shop rows). */
export const accountEndpoints = {
  'user.login': userLogin,
  'user.create': userCreate,
  'user.me': userMe,
  'user.update': userUpdate,
  'user.refresh': userRefresh,
  'user.activate': userActivate,
  'user.requestResetPassword': userRequestResetPassword,
  'user.resetPassword': userResetPassword,
  'user.changePassword': userChangePassword,
  'user.orderHistory': userOrderHistory,
} as const;
