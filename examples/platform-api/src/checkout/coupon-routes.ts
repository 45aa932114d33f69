import { checkoutApplyCoupon, checkoutDeleteCoupon } from '@vitrine/api-client';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { carts } from '../db/schema/index';
import { ok } from '../errors';
import { parseBody } from '../validate';
import { checkoutFailure } from './checkout-errors';
import { checkoutLines } from './checkout-lines';
import { assertOpenCheckout, checkoutOf } from './info-routes';
import { checkDiscount, DISCOUNT_ERROR_CODES, discountMessage } from './discount-rules';
import type { DiscountProblem } from './discount-rules';
import { findDiscountCode } from './discount-store';
import { honoPath } from './hono-path';
import { openInfo } from './info-context';
import { moneyOf } from './money';

/** The 400 of a coupon problem: error_code and the message of 001 §8. */
export function couponFailure(problem: DiscountProblem, code: string) {
  const message = discountMessage(problem, code);
  return checkoutFailure(400, DISCOUNT_ERROR_CODES[problem], message);
}

/** Registers apply-coupon and delete-coupon (001 §7); the code lives on the cart, so the cart sees it too. */
export function registerCouponRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.post(honoPath(checkoutApplyCoupon.path), async (c) => {
    const body = await parseBody(c, checkoutApplyCoupon.body);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    const code = body.code.trim();
    if (code === '') throw couponFailure('missing', code);
    const money = moneyOf(shop.currency);
    const lines = (await checkoutLines(db, shop.id, loaded.cart.id)).map((line) => ({
      itemId: line.item_id,
      unitPrice: money.toMinor(line.price),
      qty: line.qty,
      collectionIds: line.collection_ids,
    }));
    const current = loaded.cart.discountCode?.trim();
    if (current && current.toUpperCase() !== code.toUpperCase()) {
      const applied = checkDiscount(
        current,
        await findDiscountCode(db, shop.id, current),
        lines,
        money.toMinor,
      );
      if (applied.ok) throw couponFailure('alreadyApplied', code);
    }
    const check = checkDiscount(code, await findDiscountCode(db, shop.id, code), lines, money.toMinor);
    if (!check.ok) throw couponFailure(check.problem, code);
    const now = deps.options.now();
    await db
      .update(carts)
      .set({ discountCode: check.rule.code, updatedAt: now })
      .where(eq(carts.id, loaded.cart.id));
    const { result } = await openInfo(db, shop, {
      ...loaded,
      cart: { ...loaded.cart, discountCode: check.rule.code },
    });
    return ok(c, result, {
      overrided_manual_discount_type: check.rule.discountType,
      error_code: null,
      error_message: null,
    });
  });

  app.post(honoPath(checkoutDeleteCoupon.path), async (c) => {
    const body = await parseBody(c, checkoutDeleteCoupon.body);
    const shop = c.get('shop');
    const loaded = await checkoutOf(c, deps);
    assertOpenCheckout(loaded.checkout);
    if (body.code.trim() === '') throw couponFailure('missing', '');
    const now = deps.options.now();
    await db.update(carts).set({ discountCode: null, updatedAt: now }).where(eq(carts.id, loaded.cart.id));
    const { result } = await openInfo(db, shop, { ...loaded, cart: { ...loaded.cart, discountCode: null } });
    return ok(c, result, { overrided_manual_discount_type: null, error_code: null, error_message: null });
  });
}
