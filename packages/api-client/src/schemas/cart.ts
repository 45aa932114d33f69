import * as z from 'zod/mini';
import { Amount, Id, opt } from './common';

/** A custom-option property of a cart line: name and value (000 §3 Cart add payload). */
export const LineProperty = /* @__PURE__ */ z.lazy(() => z.object({ name: z.string(), value: z.string() }));
export type LineProperty = z.infer<typeof LineProperty>;

/** A cart line (000 §3): item_id, variant_id, qty, properties, index, product_tags, handle, price. */
export const CartItem = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    item_id: Id,
    variant_id: Id,
    product_id: opt(Id),
    qty: z.number(),
    properties: opt(z.array(LineProperty)),
    index: opt(z.number()),
    product_tags: opt(z.union([z.array(z.string()), z.string()])),
    handle: opt(z.string()),
    price: Amount,
    line_price: opt(Amount),
    title: opt(z.string()),
    variant_title: opt(z.string()),
    image: opt(z.string()),
  }),
);
export type CartItem = z.infer<typeof CartItem>;

/** The overridden (automatic or manual) discount of a cart or checkout (001 §3). */
export const OverriddenDiscount = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    allocation_method: opt(z.string()),
    amount: opt(Amount),
    code: opt(z.string()),
    discount_type: opt(z.string()),
    price_rule_id: opt(Id),
    price_rule_type: opt(z.string()),
    type: opt(z.string()),
    value: opt(z.number()),
    value_type: opt(z.string()),
    price_rule_title: opt(z.string()),
    is_valid: opt(z.boolean()),
  }),
);
export type OverriddenDiscount = z.infer<typeof OverriddenDiscount>;

/** A cart with its server-computed totals (000 §3). */
export const Cart = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    items: z.array(CartItem),
    subtotal_price: Amount,
    total_price: Amount,
    total_discounts: opt(Amount),
    total_line_items_price: opt(Amount),
    total_quantity: z.number(),
    total_shipping: opt(Amount),
    total_tax: opt(Amount),
    shipping_discount: opt(Amount),
    shipping_fee: opt(Amount),
    price_rule: opt(z.unknown()),
    overided_discount: opt(OverriddenDiscount),
    overrided_manual_discount_type: opt(z.string()),
    currency: opt(z.string()),
    discount_code: opt(z.string()),
  }),
);
export type Cart = z.infer<typeof Cart>;

/** The cart and checkout tokens (000 §3, 001 §3), both kept locally. */
export const CartTokens = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ token: z.string(), checkout_token: z.string() }),
);
export type CartTokens = z.infer<typeof CartTokens>;

/**
 * A line's `metadata` (000 §3 Cart add payload): any JSON object. `looseObject({})` and not
 * `record(string, unknown)`: the same check for a JSON body (an object, not an array, its keys
 * kept), without bundling zod's record kind with every cart (docs/performance.md "SDK size").
 * @internal
 */
const Metadata = /* @__PURE__ */ z.lazy(() => z.looseObject({}));

/** What the shopper adds (000 §3 Cart add payload). */
export const CartAddPayload = /* @__PURE__ */ z.lazy(() =>
  z.object({
    variant_id: Id,
    qty: z.number(),
    properties: z.optional(z.array(LineProperty)),
    app: z.optional(z.string()),
    metadata: z.optional(Metadata),
    post_purchase_price: z.optional(z.number()),
  }),
);
export type CartAddPayload = z.infer<typeof CartAddPayload>;

/**
 * One line change sent to update / multiple-update: a new line (variant_id, qty, properties...) or
 * an existing line by item_id with its new qty (a qty below 1 removes it, 000 §4 Cart).
 */
export const CartItemChange = /* @__PURE__ */ z.lazy(() =>
  z.object({
    item_id: z.optional(Id),
    variant_id: z.optional(Id),
    qty: z.number(),
    properties: z.optional(z.array(LineProperty)),
    app: z.optional(z.string()),
    metadata: z.optional(Metadata),
    post_purchase_price: z.optional(z.number()),
  }),
);
export type CartItemChange = z.infer<typeof CartItemChange>;
