import {
  OFFER_PRODUCTS_LIMIT,
  OFFER_WIDGET_PAGE_SIZE,
  offersCartRecommend,
  offersDiscount,
  offersList,
  offersProducts,
  offersProductsByCollection,
  offersRecommendation,
  offersSettings,
  offersWidgets,
} from '@vitrine/api-client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { cartLines, findCart } from '../cart/cart-view';
import {
  productByHandle,
  productsByIds,
  publishedProductIds,
  variantAvailable,
} from '../catalog/product-view';
import { moneyOf } from '../checkout/money';
import { offerDiscounts } from '../checkout/offer-discount';
import { collectionProductPage, collectionsOf, pageSize } from '../checkout/offer-products';
import {
  CART_OFFER_TYPES,
  offerView,
  RELEVANT_COLLECTION_LIMIT,
  SAME_COLLECTION_LIMIT,
  WIDGET_OFFER_TYPES,
} from '../checkout/offer-view';
import { activeOffers } from '../checkout/active-offers';
import { appSettings, variants } from '../db/schema/index';
import { fail, ok } from '../errors';
import { idList, idOf, pageNumber, parseBody, parseQuery } from '../validate';

/** Registers the upsell calls (001 §7 Upsell). */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(offersList.path, async (c) => {
    const query = parseQuery(c, offersList.query);
    return ok(
      c,
      (await activeOffers(db, c.get('shop').id, { refIds: idList(query.ref_ids) })).map(offerView),
    );
  });

  app.get(offersSettings.path, async (c) => {
    const query = parseQuery(c, offersSettings.query);
    const [row] = await db
      .select()
      .from(appSettings)
      .where(and(eq(appSettings.shopId, c.get('shop').id), eq(appSettings.appCode, query.app_code)));
    return ok(c, row?.settings ?? {});
  });

  app.get(offersDiscount.path, async (c) => {
    const query = parseQuery(c, offersDiscount.query);
    const shop = c.get('shop');
    const cart = await findCart(db, shop.id, query.cart_token);
    if (!cart) return fail(c, 404, 'cart not found', { error_code: 'CART_NOT_FOUND' });
    const money = moneyOf(shop.currency);
    const lines = await cartLines(db, shop.id, cart.id);
    const items = (await offerDiscounts(db, shop.id, lines, money)).map((line) => ({
      item_id: line.itemId,
      offer_id: line.offerId,
      discount_amount: money.fromMinor(line.amount),
    }));
    const total = items.reduce((sum, item) => sum + money.toMinor(item.discount_amount), 0);
    return ok(c, {
      discount_cart_items: items,
      discount_code: null,
      has_discount: total > 0,
      selected_offers: [...new Set(items.map((item) => item.offer_id))],
      total_discount_amount: money.fromMinor(total),
    });
  });

  app.get(offersProducts.path, async (c) => {
    const query = parseQuery(c, offersProducts.query);
    const shopId = c.get('shop').id;
    const wanted = new Set(idList(query.offer_ids));
    const ignored = new Set(idList(query.ignore_ids));
    const offered = [
      ...new Set(
        (await activeOffers(db, shopId)).filter((o) => wanted.has(o.id)).flatMap((o) => o.productIds),
      ),
    ].filter((id) => !ignored.has(id));
    const ids = await publishedProductIds(db, shopId, offered);
    const limit = pageSize(query.limit, OFFER_PRODUCTS_LIMIT, OFFER_PRODUCTS_LIMIT);
    return ok(c, { products: await productsByIds(db, shopId, ids.slice(0, limit)), total: ids.length });
  });

  app.get(offersRecommendation.path, async (c) => {
    const query = parseQuery(c, offersRecommendation.query);
    const shopId = c.get('shop').id;
    const [productId] = idList(query.product_id);
    if (productId === undefined) return ok(c, { products: [], total: 0 });
    // 001 §9: the same-collection rule shows 4 products, the relevant-collection rule 12.
    const same = (query.rules ?? '').includes('same');
    const page = await collectionProductPage(db, shopId, await collectionsOf(db, [productId]), {
      sortField: 'product_sold',
      limit: same ? SAME_COLLECTION_LIMIT : RELEVANT_COLLECTION_LIMIT,
      page: 1,
      excludeId: productId,
    });
    return ok(c, page);
  });

  app.get(offersWidgets.path, async (c) => {
    const query = parseQuery(c, offersWidgets.query);
    const shopId = c.get('shop').id;
    const limit = pageSize(query.limit, OFFER_WIDGET_PAGE_SIZE, OFFER_PRODUCTS_LIMIT);
    const page = pageNumber(query.page);
    let refIds: number[] | undefined;
    if (query.handle) {
      const product = await productByHandle(db, shopId, query.handle);
      refIds = product ? [product.id, ...product.collections.map((collection) => collection.id)] : [];
    }
    const widgets = await activeOffers(db, shopId, { refIds, types: WIDGET_OFFER_TYPES });
    const result = [];
    for (const offer of widgets) {
      const shown = await publishedProductIds(db, shopId, offer.productIds);
      const ids = shown.slice((page - 1) * limit, page * limit);
      result.push({
        ...offerView(offer),
        products: { products: await productsByIds(db, shopId, ids), total: shown.length },
      });
    }
    return ok(c, result);
  });

  app.get(offersProductsByCollection.path, async (c) => {
    const query = parseQuery(c, offersProductsByCollection.query);
    const [collectionId] = idList(query.collection_id);
    const page = await collectionProductPage(
      db,
      c.get('shop').id,
      collectionId === undefined ? [] : [collectionId],
      {
        sortField: query.sort_field ?? 'id',
        sortDirection: query.sort_direction ?? 'desc',
        limit: pageSize(query.limit, OFFER_WIDGET_PAGE_SIZE, OFFER_PRODUCTS_LIMIT),
        page: pageNumber(query.page),
      },
    );
    return ok(c, page);
  });

  app.post(offersCartRecommend.path, async (c) => {
    const body = await parseBody(c, offersCartRecommend.body);
    const shopId = c.get('shop').id;
    const productIds = [...new Set(body.cart_items.flatMap((item) => idOf(item.product_id) ?? []))];
    const inCart = new Set(body.cart_items.map((item) => Number(item.variant_id)));
    const refIds = [...productIds, ...(await collectionsOf(db, productIds))];
    const recommended = [];
    const seen = new Set<number>();
    for (const offer of await activeOffers(db, shopId, { refIds, types: CART_OFFER_TYPES })) {
      const candidates = (await publishedProductIds(db, shopId, offer.productIds)).filter(
        (id) => !productIds.includes(id) && !seen.has(id),
      );
      if (candidates.length === 0) continue;
      const rows = await db
        .select()
        .from(variants)
        .where(and(eq(variants.shopId, shopId), inArray(variants.productId, candidates)))
        .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
      for (const id of candidates) {
        const variant = rows.find(
          (row) => row.productId === id && variantAvailable(row) && !inCart.has(row.id),
        );
        if (!variant) continue;
        seen.add(id);
        recommended.push({
          variant_id: variant.id,
          qty: 1,
          app: 'usell',
          metadata: { offer_id: offer.id, percentage_discount: offer.percentageDiscount },
        });
      }
    }
    return ok(c, { recommend_variants: recommended });
  });
}
