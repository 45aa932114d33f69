import { generatedProducts } from './catalog-generated';
import { DEMO_COLLECTIONS } from './catalog-generated';
import { insertCatalog } from './catalog-insert';
import { DEMO_SIZE_CHARTS, specialProducts } from './catalog-special';
import type { Seeder } from './types';

/** How many generated products the demo shop gets (plus the special ones). */
export const DEMO_GENERATED_PRODUCTS = 60;

/**
 * Catalogue of every shop: the demo shop gets 60 generated + 3 special products in 9 collections;
 * the euro shop 12 products in 3 collections (some handles shared with the demo shop, to prove
 * isolation); the locked shop 4 products in 1 collection.
 */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  async run({ db, shops, now }) {
    await insertCatalog(
      db,
      shops.demo,
      DEMO_COLLECTIONS,
      [...specialProducts(now), ...generatedProducts(DEMO_GENERATED_PRODUCTS, now)],
      DEMO_SIZE_CHARTS,
    );

    const euroTee = specialProducts(now)[0];
    const euroProducts = generatedProducts(11, now, 'eu-').map((product, index) => ({
      ...product,
      variants: product.variants.map((variant) => ({
        ...variant,
        price: Math.round(variant.price * 0.92 * 100) / 100,
      })),
      collections: [index % 2 === 0 ? 'summer' : 'all-season', ...(index % 4 === 1 ? ['staff-picks'] : [])],
    }));
    await insertCatalog(
      db,
      shops.euro,
      [
        { handle: 'summer', title: 'Été', description: '<p>La collection d’été.</p>' },
        { handle: 'all-season', title: 'Toutes saisons', description: '<p>Pour toute l’année.</p>' },
        { handle: 'staff-picks', title: 'Coups de cœur', description: '<p>Réservé à l’équipe.</p>' },
      ],
      [
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
    );

    await insertCatalog(
      db,
      shops.locked,
      [{ handle: 'preview', title: 'Preview', description: '<p>Coming soon.</p>' }],
      generatedProducts(4, now, 'locked-').map((product) => ({ ...product, collections: ['preview'] })),
    );
  },
};
