import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts, products, variants } from '../db/schema/index';
import type { Shop } from '../shop';
import { variantAvailable } from '../catalog/product-view';

/** A cart row. */
export type CartRow = typeof carts.$inferSelect;
/** A cart line row. */
export type CartItemRow = typeof cartItems.$inferSelect;

/** Rounds to cents. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A cart line as the api-client's `CartItem` schema reads it (000 §3 Cart). */
export interface CartLineView {
  item_id: string;
  variant_id: number;
  product_id: number;
  qty: number;
  properties: { name: string; value: string }[];
  index: number;
  product_tags: string[];
  handle: string;
  url: string;
  price: number;
  compare_at_price: number | null;
  line_price: number;
  title: string;
  variant_title: string;
  image: string | null;
  sku: string;
  available: boolean;
  quantity_available: number | null;
  weight: number;
  app: string | null;
  metadata: Record<string, unknown> | null;
}

/** What the discount hook answers for a cart (filled in by the checkout engineer's discounts). */
export interface CartDiscount {
  total_discounts: number;
  price_rule: unknown;
  overided_discount?: Record<string, unknown> | null;
  overrided_manual_discount_type?: string | null;
  error_code?: string | null;
  shipping_discount?: number;
}

/** Input of the discount hook. */
export interface CartDiscountInput {
  db: Db;
  shop: Shop;
  cart: CartRow;
  items: CartLineView[];
  subtotal: number;
  discountCode: string | undefined;
}

/** The cart answer: `result` plus the top-level fields of 000 §7. */
export interface CartAnswer {
  result: Record<string, unknown> & { items: CartLineView[]; total_price: number };
  price_rule: unknown;
  overrided_manual_discount_type: string | null;
  error_code: string | null;
}

/** The cart of a shop with token `token`. */
export async function findCart(db: Db, shopId: number, token: string): Promise<CartRow | undefined> {
  const rows = await db
    .select()
    .from(carts)
    .where(and(eq(carts.shopId, shopId), eq(carts.token, token)))
    .limit(1);
  return rows[0];
}

/** The cart of a shop with checkout token `checkoutToken`. */
export async function findCartByCheckoutToken(
  db: Db,
  shopId: number,
  checkoutToken: string,
): Promise<CartRow | undefined> {
  const rows = await db
    .select()
    .from(carts)
    .where(and(eq(carts.shopId, shopId), eq(carts.checkoutToken, checkoutToken)))
    .limit(1);
  return rows[0];
}

/**
 * The variant columns a cart line shows, and no more: a cart read parses every column it selects,
 * and the product's description and JSON columns (options, images, custom options) are the bulk of
 * a row (issue 17).
 */
export const lineVariantColumns = {
  id: variants.id,
  price: variants.price,
  compareAtPrice: variants.compareAtPrice,
  title: variants.title,
  image: variants.image,
  sku: variants.sku,
  trackQuantity: variants.trackQuantity,
  quantity: variants.quantity,
  weight: variants.weight,
};
/** The product columns a cart line shows (see {@link lineVariantColumns}). */
export const lineProductColumns = {
  id: products.id,
  handle: products.handle,
  title: products.title,
  tags: products.tags,
  image: products.image,
};
/** The columns of a line's own row that its answer shows (see {@link lineVariantColumns}). */
export const lineRowColumns = {
  itemId: cartItems.itemId,
  qty: cartItems.qty,
  properties: cartItems.properties,
  app: cartItems.app,
  metadata: cartItems.metadata,
  postPurchasePrice: cartItems.postPurchasePrice,
};
export type LineRow = Pick<CartItemRow, keyof typeof lineRowColumns>;
export type LineVariant = Pick<typeof variants.$inferSelect, keyof typeof lineVariantColumns>;
export type LineProduct = Pick<typeof products.$inferSelect, keyof typeof lineProductColumns>;

/** One line of the answer from its row, variant and product. */
export function lineView(
  row: LineRow,
  variant: LineVariant,
  product: LineProduct,
  index: number,
): CartLineView {
  const price = row.postPurchasePrice ?? variant.price;
  return {
    item_id: row.itemId,
    variant_id: variant.id,
    product_id: product.id,
    qty: row.qty,
    properties: row.properties,
    index,
    product_tags: product.tags,
    handle: product.handle,
    url: `/products/${product.handle}?variant=${variant.id}`,
    price,
    compare_at_price: variant.compareAtPrice,
    line_price: roundMoney(price * row.qty),
    title: product.title,
    variant_title: variant.title,
    image: variant.image ?? product.image,
    sku: variant.sku,
    available: variantAvailable(variant),
    quantity_available: variant.trackQuantity ? variant.quantity : null,
    weight: variant.weight,
    app: row.app,
    metadata: row.metadata ?? null,
  };
}

/** The lines of a cart with product and variant data, in the order they were added. */
export async function cartLines(db: Db, shopId: number, cartId: number): Promise<CartLineView[]> {
  // One round trip: the lines joined to their variants and products (a line whose variant is gone is left out).
  const rows = await db
    .select({ row: cartItems, variant: lineVariantColumns, product: lineProductColumns })
    .from(cartItems)
    .innerJoin(variants, and(eq(variants.id, cartItems.variantId), eq(variants.shopId, shopId)))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position), asc(cartItems.id));
  return rows.map(({ row, variant, product }, index) => lineView(row, variant, product, index));
}

/**
 * Builds the cart answer with totals. The discount is that of the code the cart carries (000 §7
 * cart: price_rule, error_code), from the hook when one is set; without a code there is none and
 * the hook is not asked, so the answer of a cart without a code is made of the cart, its lines and
 * the shop's currency alone (a stored cart add is rebuilt from them: decision 0478). `lines`: the
 * cart's lines when the caller already read them (else they are read here).
 */
export async function cartAnswer(
  db: Db,
  shop: Shop,
  cart: CartRow,
  discountCode: string | undefined,
  discountHook: ((input: CartDiscountInput) => Promise<CartDiscount | undefined>) | undefined,
  lines?: CartLineView[],
): Promise<CartAnswer> {
  const items = lines ?? (await cartLines(db, shop.id, cart.id));
  const subtotal = roundMoney(items.reduce((sum, item) => sum + item.line_price, 0));
  const discount =
    discountHook && discountCode !== undefined
      ? await discountHook({ db, shop, cart, items, subtotal, discountCode })
      : undefined;
  const totalDiscounts = roundMoney(Math.min(subtotal, Math.max(0, discount?.total_discounts ?? 0)));
  const total = roundMoney(subtotal - totalDiscounts);
  return {
    result: {
      token: cart.token,
      checkout_token: cart.checkoutToken,
      items,
      item_count: items.length,
      subtotal_price: subtotal,
      total_line_items_price: subtotal,
      total_discounts: totalDiscounts,
      total_price: total,
      total_quantity: items.reduce((sum, item) => sum + item.qty, 0),
      total_shipping: 0,
      shipping_fee: 0,
      shipping_discount: discount?.shipping_discount ?? 0,
      total_tax: 0,
      total_weight: items.reduce((sum, item) => sum + item.weight * item.qty, 0),
      currency: shop.currency,
      discount_code: discountCode ?? cart.discountCode,
      price_rule: discount?.price_rule ?? null,
      overided_discount: discount?.overided_discount ?? null,
      overrided_manual_discount_type: discount?.overrided_manual_discount_type ?? null,
      completed: cart.completedAt !== null,
    },
    price_rule: discount?.price_rule ?? null,
    overrided_manual_discount_type: discount?.overrided_manual_discount_type ?? null,
    error_code: discount?.error_code ?? null,
  };
}
