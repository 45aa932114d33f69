import type { Db } from '../db/client';
import { DOLLAR_FORMAT, products, shopDomains, shops, variants } from '../db/schema/index';
import { imageUrl } from './images';
import { shopSettings } from './shops';

/** The shops the checkout adds: a live (non-test) shop and a shop whose order limit is reached. */
export interface CheckoutShops {
  /** "Vitrine Live" on live.localhost: not a test shop, so the test gateway is refused. */
  live: number;
  /** "Vitrine Limited" on limited.localhost: order limit 1, already holding one order (checkout fetch → 403). */
  limited: number;
}

/** Domain of the live (non-test) shop. */
export const LIVE_SHOP_DOMAIN = 'live.localhost';
/** Domain of the shop whose order limit is reached. */
export const LIMITED_SHOP_DOMAIN = 'limited.localhost';

async function addShop(db: Db, name: string, domain: string, handles: string[]): Promise<number> {
  const [shop] = await db
    .insert(shops)
    .values({ name, currency: 'USD', currencyFormat: DOLLAR_FORMAT, settings: shopSettings(name) })
    .returning({ id: shops.id });
  if (!shop) throw new Error(`seed: shop ${name} was not created`);
  await db.insert(shopDomains).values({ domain, shopId: shop.id, primary: true });
  for (const [index, handle] of handles.entries()) {
    const title = handle.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
    const price = 20 + index * 5;
    const [product] = await db
      .insert(products)
      .values({
        shopId: shop.id,
        handle,
        title,
        description: `<p>${title}.</p>`,
        vendor: 'Vitrine',
        productType: 'Goods',
        tags: ['goods'],
        image: imageUrl(handle),
        options: [],
        images: [{ id: 1, src: imageUrl(handle), alt: title, variant_ids: [] }],
        customOptions: [],
        price,
      })
      .returning({ id: products.id });
    if (!product) throw new Error(`seed: product ${handle} was not created`);
    await db.insert(variants).values({
      shopId: shop.id,
      productId: product.id,
      title: 'Default',
      sku: handle.toUpperCase(),
      price,
      quantity: 50,
      optionValues: {},
    });
  }
  return shop.id;
}

/** Seeds the live and limited shops, each with two products. */
export async function seedCheckoutShops(db: Db): Promise<CheckoutShops> {
  return {
    live: await addShop(db, 'Vitrine Live', LIVE_SHOP_DOMAIN, ['live-canvas-tote', 'live-enamel-mug']),
    limited: await addShop(db, 'Vitrine Limited', LIMITED_SHOP_DOMAIN, [
      'limited-linen-napkin',
      'limited-oak-tray',
    ]),
  };
}
