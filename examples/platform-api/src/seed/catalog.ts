import { generatedProducts } from './catalog-generated';
import { DEMO_COLLECTIONS } from './catalog-generated';
import { insertCollections, insertProducts } from './catalog-insert';
import type { CollectionSeed, ProductSeed, SizeChartSeed } from './catalog-insert';
import { DEMO_SIZE_CHARTS, specialProducts } from './catalog-special';
import type { Seeder } from './types';

/** How many generated products the demo shop gets (plus the special ones). */
export const DEMO_GENERATED_PRODUCTS = 60;

/** One shop's catalogue: its collections and its products (each naming its collections by handle). */
interface ShopCatalog {
  shopId: number;
  collections: CollectionSeed[];
  products: ProductSeed[];
  charts?: SizeChartSeed[];
}

/**
 * Catalogue of every shop: the demo shop gets 60 generated + 3 special products in 9 collections;
 * the euro shop 12 products in 3 collections (some handles shared with the demo shop, to prove
 * isolation); the locked shop 4 products in 1 collection. Products and collections draw their ids
 * from one sequence (decision 0594): every shop's products go in first, so they keep the ids
 * 1–79 they always had, and the collections take the next ids (the demo shop's 80–88).
 */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  async run({ db, shops, now }) {
    const euroTee = specialProducts(now)[0];
    const euroProducts = generatedProducts(11, now, 'eu-').map((product, index) => ({
      ...product,
      variants: product.variants.map((variant) => ({
        ...variant,
        price: Math.round(variant.price * 0.92 * 100) / 100,
      })),
      collections: [index % 2 === 0 ? 'summer' : 'all-season', ...(index % 4 === 1 ? ['staff-picks'] : [])],
    }));
    const catalogs: ShopCatalog[] = [
      {
        shopId: shops.demo,
        collections: DEMO_COLLECTIONS,
        products: [...specialProducts(now), ...generatedProducts(DEMO_GENERATED_PRODUCTS, now)],
        charts: DEMO_SIZE_CHARTS,
      },
      {
        shopId: shops.euro,
        collections: [
          { handle: 'summer', title: 'Été', description: '<p>La collection d’été.</p>' },
          { handle: 'all-season', title: 'Toutes saisons', description: '<p>Pour toute l’année.</p>' },
          { handle: 'staff-picks', title: 'Coups de cœur', description: '<p>Réservé à l’équipe.</p>' },
        ],
        products: [
          ...(euroTee
            ? [
                {
                  ...euroTee,
                  variants: euroTee.variants.map((variant) => ({ ...variant, price: 22 })),
                  collections: ['summer'],
                },
              ]
            : []),
          ...euroProducts,
        ],
      },
      {
        shopId: shops.locked,
        collections: [{ handle: 'preview', title: 'Preview', description: '<p>Coming soon.</p>' }],
        products: generatedProducts(4, now, 'locked-').map((product) => ({
          ...product,
          collections: ['preview'],
        })),
      },
    ];
    const inserted: { catalog: ShopCatalog; productIds: Map<string, number> }[] = [];
    for (const catalog of catalogs) {
      inserted.push({
        catalog,
        productIds: await insertProducts(db, catalog.shopId, catalog.products, catalog.charts),
      });
    }
    for (const { catalog, productIds } of inserted) {
      await insertCollections(db, catalog.shopId, catalog.collections, catalog.products, productIds);
    }
  },
};
