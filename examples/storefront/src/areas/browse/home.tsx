import { routePath } from '@vitrine/core-shop';
import { useCollection, useCollections, useMoney, useShop } from '@vitrine/react';
import { Link } from 'react-router';
import { Image } from '../../components/image';
import { ReviewCarousel } from '../../components/engagement/review-carousel';
import { CARD_SIZES, ProductGrid } from '../../components/product-card';
import { TEXTS } from '../../texts';

/** How many products the featured collection shows on home (two rows of four). */
const FEATURED_COUNT = 8;

/**
 * Home (000 §2): the built-in theme's sections featured_product, featured_collection and
 * collection_list (50 collections, 000 §9), from two requests; the review carousel comes with the
 * reviews (001). The seed has no section settings, so the built-in theme features the newest
 * products and the first one of them (docs/decisions/0401).
 */
export function Component() {
  const { shop } = useShop();
  const { view } = useCollection('all');
  const collections = useCollections({ home: true });
  const { format } = useMoney();
  const featured = view.products[0];
  return (
    <>
      <h1 className="visually-hidden">{shop?.preferences.homepageTitle ?? shop?.name ?? TEXTS.home}</h1>
      {featured ? (
        <section className="section product" aria-labelledby="featured-product">
          <div className="product-media">
            <Image
              src={featured.image}
              alt={featured.title}
              sizes="(min-width: 900px) 600px, 100vw"
              priority
            />
          </div>
          <div className="featured-text">
            <h2 id="featured-product">{featured.title}</h2>
            {featured.price ? <p className="price">{format(featured.price)}</p> : null}
            <Link className="button" to={routePath('product-single', { slug: featured.handle })}>
              {featured.title}
            </Link>
          </div>
        </section>
      ) : (
        <div className="section product" aria-hidden="true">
          <div className="product-media">
            <div className="image-empty" />
          </div>
          <div className="featured-text" />
        </div>
      )}
      <section className="section" aria-labelledby="featured-collection">
        <h2 id="featured-collection">{TEXTS.allProducts}</h2>
        <ProductGrid
          products={view.products.slice(1, FEATURED_COUNT + 1)}
          label={TEXTS.allProducts}
          placeholders={view.status === 'loading' ? FEATURED_COUNT : 0}
        />
        <p>
          <Link to={routePath('products-all')}>{TEXTS.allProducts} →</Link>
        </p>
      </section>
      <section className="section" aria-labelledby="collection-list">
        <h2 id="collection-list">{TEXTS.collections}</h2>
        <ul className="grid" aria-label={TEXTS.collections}>
          {collections?.collections.map((collection) => (
            <li key={collection.id}>
              <Link to={routePath('category', { slug: collection.handle })} className="card">
                <Image src={collection.image} alt="" sizes={CARD_SIZES} />
                <span className="card-title">{collection.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ReviewCarousel />
    </>
  );
}
