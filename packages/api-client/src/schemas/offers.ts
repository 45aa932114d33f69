import * as z from 'zod/mini';
import { Product } from './catalog';
import { Amount, Id, opt } from './common';

/** The upsell offer types of 001 §3. */
export const OFFER_TYPES = [
  'postPurchase',
  'quantityDiscount',
  'prePurchase',
  'handPicked',
  'bundle',
  'accessory',
] as const;

/** An upsell offer (001 §3): id, offer_type, recommend_type, discount_data.percentage_discount. */
export const Offer = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    offer_type: z.string(),
    recommend_type: opt(z.string()),
    title: opt(z.string()),
    message: opt(z.string()),
    ref_ids: opt(z.array(Id)),
    product_ids: opt(z.array(Id)),
    discount_data: opt(z.looseObject({ percentage_discount: opt(z.number()) })),
  }),
);
export type Offer = z.infer<typeof Offer>;

/** The upsell discount of a cart (001 §3). */
export const UpsellDiscount = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    discount_cart_items: opt(z.array(z.unknown())),
    discount_code: opt(z.string()),
    has_discount: z.boolean(),
    selected_offers: opt(z.array(z.unknown())),
    total_discount_amount: opt(Amount),
  }),
);
export type UpsellDiscount = z.infer<typeof UpsellDiscount>;

/** Products answered by the offers, widgets and products-by-ids calls. */
export const ProductList = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    products: z.array(Product),
    total: opt(z.number()),
  }),
);
export type ProductList = z.infer<typeof ProductList>;

/** A sale notification (001 §3): social proof of a recent purchase. */
export const SaleNotification = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: opt(Id),
    first_name: opt(z.string()),
    location: opt(z.string()),
    product_link: opt(z.string()),
    product_title: z.string(),
    product_image: opt(z.string()),
    time_ago: opt(z.string()),
  }),
);
export type SaleNotification = z.infer<typeof SaleNotification>;

/** A checkout notification (001 §3): purchased_number and the product title. */
export const CheckoutNotification = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: opt(Id),
    purchased_number: z.number(),
    product_title: z.string(),
    product_id: opt(Id),
  }),
);
export type CheckoutNotification = z.infer<typeof CheckoutNotification>;

/** Notification display settings with the defaults of 001 §3. */
export const NotificationSettings = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    layout: opt(z.string()),
    desktop_position: opt(z.string()),
    show_on_mobile: opt(z.boolean()),
    mobile_position: opt(z.string()),
    display_time: opt(z.number()),
    maximum_per_page: opt(z.number()),
    delay_time_notification: opt(z.number()),
    last_time_display: opt(z.number()),
    delay_time_show_popup: opt(z.number()),
    random: opt(z.boolean()),
    message_template: opt(z.string()),
  }),
);
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** A timer countdown (001 §3). */
export const Countdown = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    title: opt(z.string()),
    product_ids: opt(z.array(Id)),
    ends_at: z.string(),
    message: opt(z.string()),
  }),
);
export type Countdown = z.infer<typeof Countdown>;
