import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { registerAdditionalRoutes } from '../checkout/additional-routes';
import { registerAddressRoutes } from '../checkout/address-routes';
import { registerCouponRoutes } from '../checkout/coupon-routes';
import { cartDiscount, orderHistory } from '../checkout/hooks';
import { registerInfoRoutes } from '../checkout/info-routes';
import { registerMonitorRoutes } from '../checkout/monitor-routes';
import { registerPostPurchaseRoutes } from '../checkout/post-purchase-routes';
import { registerDevPaymentRoutes } from '../payments/dev-routes';
import { registerOrderRoutes } from '../payments/order-routes';
import { registerProviderRoutes } from '../payments/provider-routes';

/**
 * Registers the checkout calls of 001 §7 (token in the path and without), the payment gateways,
 * the error monitor and the dev confirm endpoint, and plugs the discounts into the cart and the
 * orders into the order history.
 */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  deps.hooks.cartDiscount = cartDiscount;
  deps.hooks.orderHistory = orderHistory;
  registerDevPaymentRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerMonitorRoutes(app, deps);
  registerInfoRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerProviderRoutes(app, deps);
  registerPostPurchaseRoutes(app, deps);
  registerAdditionalRoutes(app, deps);
}
