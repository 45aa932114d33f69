import {
  COUNTDOWNS_PAGE_SIZE,
  checkoutNotifications as checkoutNotificationsEndpoint,
  NOTIFICATIONS_PAGE_SIZE,
  saleNotifications as saleNotificationsEndpoint,
  timerCountdowns,
} from '@vitrine/api-client';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import {
  CHECKOUT_MESSAGE_TEMPLATE,
  NOTIFICATION_DEFAULTS,
  randomTimeAgo,
  SALE_MESSAGE_TEMPLATE,
} from '../checkout/notification-settings';
import { pageSize } from '../checkout/offer-products';
import type { Db } from '../db/client';
import {
  appSettings,
  checkoutNotifications,
  countdowns,
  products,
  saleNotifications,
} from '../db/schema/index';
import { ok } from '../errors';
import { pageNumber, parseQuery } from '../validate';

async function settingsOf(db: Db, shopId: number, appCode: string, template: string) {
  const [row] = await db
    .select()
    .from(appSettings)
    .where(and(eq(appSettings.shopId, shopId), eq(appSettings.appCode, appCode)));
  return { ...NOTIFICATION_DEFAULTS, message_template: template, ...(row?.settings ?? {}) };
}

/**
 * The ids of a shop's published products, as a subquery: a notification names a product a shopper
 * can open, never a withdrawn one (as offers, catalog/product-view.ts `productsByIds`), and its
 * pages and totals count those notifications only.
 */
function publishedIds(db: Db, shopId: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.published, true)));
}

async function productsById(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof products.$inferSelect>();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.published, true), inArray(products.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Registers the notification calls (001 §7 Notifications: limit 50, page 1; countdowns 100). */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(saleNotificationsEndpoint.path, async (c) => {
    const query = parseQuery(c, saleNotificationsEndpoint.query);
    const shopId = c.get('shop').id;
    const limit = pageSize(query.limit, NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE);
    const page = pageNumber(query.page);
    const settings = await settingsOf(db, shopId, 'sale', SALE_MESSAGE_TEMPLATE);
    const shown = and(
      eq(saleNotifications.shopId, shopId),
      inArray(saleNotifications.productId, publishedIds(db, shopId)),
    );
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(saleNotifications)
      .where(shown);
    const rows = await db
      .select()
      .from(saleNotifications)
      .where(shown)
      .orderBy(desc(saleNotifications.purchasedAt), desc(saleNotifications.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const byId = await productsById(
      db,
      shopId,
      rows.map((row) => row.productId),
    );
    const notifications = rows.flatMap((row) => {
      const product = byId.get(row.productId);
      if (!product) return [];
      return [
        {
          id: row.id,
          first_name: row.firstName,
          location: row.location,
          product_id: product.id,
          product_title: product.title,
          product_link: `/products/${product.handle}`,
          product_image: product.image,
          time_ago: randomTimeAgo(row.id, Number(settings.last_time_display)),
        },
      ];
    });
    return ok(c, { notifications, total: count?.total ?? 0, page, settings });
  });

  app.get(checkoutNotificationsEndpoint.path, async (c) => {
    const query = parseQuery(c, checkoutNotificationsEndpoint.query);
    const shopId = c.get('shop').id;
    const limit = pageSize(query.limit, NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE);
    const page = pageNumber(query.page);
    const shown = and(
      eq(checkoutNotifications.shopId, shopId),
      inArray(checkoutNotifications.productId, publishedIds(db, shopId)),
    );
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(checkoutNotifications)
      .where(shown);
    const rows = await db
      .select()
      .from(checkoutNotifications)
      .where(shown)
      .orderBy(asc(checkoutNotifications.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const byId = await productsById(
      db,
      shopId,
      rows.map((row) => row.productId),
    );
    const notifications = rows.flatMap((row) => {
      const product = byId.get(row.productId);
      return product
        ? [
            {
              id: row.id,
              purchased_number: row.purchasedNumber,
              product_id: product.id,
              product_title: product.title,
            },
          ]
        : [];
    });
    return ok(c, {
      notifications,
      total: count?.total ?? 0,
      page,
      settings: await settingsOf(db, shopId, 'checkout', CHECKOUT_MESSAGE_TEMPLATE),
    });
  });

  app.get(timerCountdowns.path, async (c) => {
    const query = parseQuery(c, timerCountdowns.query);
    const shopId = c.get('shop').id;
    const limit = pageSize(query.limit, COUNTDOWNS_PAGE_SIZE, COUNTDOWNS_PAGE_SIZE);
    const page = pageNumber(query.page);
    const running = and(eq(countdowns.shopId, shopId), gt(countdowns.endsAt, deps.options.now()));
    const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(countdowns).where(running);
    const rows = await db
      .select()
      .from(countdowns)
      .where(running)
      .orderBy(asc(countdowns.endsAt), asc(countdowns.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return ok(c, {
      countdowns: rows.map((row) => ({
        id: row.id,
        title: row.title,
        message: row.message,
        product_ids: row.productIds,
        ends_at: row.endsAt.toISOString(),
      })),
      total: count?.total ?? 0,
      page,
    });
  });
}
