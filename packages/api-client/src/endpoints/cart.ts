import * as z from 'zod/mini';
import { Cart, CartItemChange, CartTokens } from '../schemas/cart';
import { envelope } from '../schemas/common';
import { defineEndpoint } from './define';
import { upload, uploadMulti } from './upload';

const cartQuery = /* @__PURE__ */ z.lazy(() =>
  z.object({
    cart_token: z.string(),
    post_purchase: z.optional(z.boolean()),
  }),
);
/** Cart answers carry the cart in `result` plus these top-level fields (000 §7). */
const cartEnvelope = /* @__PURE__ */ z.lazy(() =>
  envelope(Cart, {
    price_rule: z.optional(z.unknown()),
    overrided_manual_discount_type: z.optional(z.nullable(z.string())),
    error_code: z.optional(z.nullable(z.string())),
  }),
);

/** POST create a cart (000 §7): result token and checkout_token. */
export const cartCreate = /* @__PURE__ */ defineEndpoint({
  id: 'cart.create',
  method: 'POST',
  path: '/api/checkout/cart/create.json',
  response: z.lazy(() => envelope(CartTokens)),
  idempotent: true,
});

/** GET the cart, optionally with a discount code (000 §7). */
export const cartGet = /* @__PURE__ */ defineEndpoint({
  id: 'cart.get',
  method: 'GET',
  path: '/api/checkout/cart.json',
  query: z.lazy(() => z.object({ cart_token: z.string(), discount_code: z.optional(z.string()) })),
  response: cartEnvelope,
});

/** POST one line change (000 §7): body cartItem plus source. */
export const cartUpdate = /* @__PURE__ */ defineEndpoint({
  id: 'cart.update',
  method: 'POST',
  path: '/api/checkout/cart/update.json',
  query: cartQuery,
  body: z.lazy(() => z.object({ cartItem: CartItemChange, source: z.optional(z.string()) })),
  response: cartEnvelope,
  idempotent: true,
});

/** POST several line changes at once (000 §7): body cartItems plus source. */
export const cartUpdateMultiple = /* @__PURE__ */ defineEndpoint({
  id: 'cart.updateMultiple',
  method: 'POST',
  path: '/api/checkout/cart/multiple-update.json',
  query: cartQuery,
  body: z.lazy(() => z.object({ cartItems: z.array(CartItemChange), source: z.optional(z.string()) })),
  response: cartEnvelope,
  idempotent: true,
});

/** DELETE a line (000 §7): body cartItem with item_id. */
export const cartDelete = /* @__PURE__ */ defineEndpoint({
  id: 'cart.delete',
  method: 'DELETE',
  path: '/api/checkout/cart/delete.json',
  query: z.lazy(() => z.object({ cart_token: z.string() })),
  body: z.lazy(() => z.object({ cartItem: z.object({ item_id: z.union([z.number(), z.string()]) }) })),
  response: cartEnvelope,
  idempotent: true,
});

/** The cart and upload rows of the table. */
export const cartEndpoints = {
  'cart.create': cartCreate,
  'cart.get': cartGet,
  'cart.update': cartUpdate,
  'cart.updateMultiple': cartUpdateMultiple,
  'cart.delete': cartDelete,
  upload,
  'upload.multi': uploadMulti,
} as const;
