import {
  type CollectionView,
  DEFAULT_FILTER,
  DEFAULT_SORT,
  type Product,
  selectCollection,
  selectProduct,
} from '@vitrine/core-catalog';
import { routePath } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import { useCollections, useFacadeSelector, useMoney, useShop, useStorefront } from '@vitrine/react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Image } from '../../components/image';
import { ReviewCarousel } from '../../components/engagement/review-carousel';
import { CARD_SIZES, ProductGrid } from '../../components/product-card';
import { useEditorSections } from '../../preview/editor-sections';
import {
  FEATURED_COLLECTION_DEFAULT,
  HOME_PAGE,
  HOME_SECTIONS,
  homeSections,
} from '../../preview/home-sections';
import { TEXTS } from '../../texts';

/** The featured product block (000 §2 featured_product); an empty block of its size while loading. */
function FeaturedProduct({ product }: { readonly product: Product | null | undefined }) {
  const { format } = useMoney();
  if (!product)
    return (
      <div className="section product" aria-hidden="true">
        <div className="product-media">
          <div className="image-empty" />
        </div>
        <div className="featured-text" />
      </div>
    );
  return (
    <section
      className="section product"
      aria-labelledby={HOME_SECTIONS.featuredProduct}
      data-section-id={HOME_SECTIONS.featuredProduct}
    >
      <div className="product-media">
        <Image src={product.image} alt={product.title} sizes="(min-width: 900px) 600px, 100vw" priority />
      </div>
      <div className="featured-text">
        <h2 id={HOME_SECTIONS.featuredProduct}>{product.title}</h2>
        {product.price ? <p className="price">{format(product.price)}</p> : null}
        <Link className="button" to={routePath('product-single', { slug: product.handle })}>
          {product.title}
        </Link>
      </div>
    </section>
  );
}

/*
 * Home's sections ask the catalogue with `home` (HomeSectionLoad of core-catalog): a featured
 * collection or product the shop does not have, or that fails to load, leaves its section empty and
 * home stays, in the live preview where the editor names them (000 §2 "in live preview a section
 * is refetched when its settings change") and outside it; their own pages still go to the
 * not-found or error page (000 §2 Navigation rules). As the collection list (docs/decisions/0574,
 * 0659). What a section holds is asked again when it failed, or was not found and the section is
 * shown anew (not StrictMode's second effect).
 */
const asksAgain = (status: string, anew: boolean): boolean =>
  status === 'error' || (anew && status === 'not-found');

/** Whether the effect of `key` runs anew: mounted, or the key changed (not StrictMode's second run). */
function runsAnew(asked: { current: string | null }, key: string): boolean {
  const anew = asked.current !== key;
  asked.current = key;
  return anew;
}

/** The sort of a listing opened without one, newest first (000 §2 "the sort returns to id:desc"). */
const NEWEST = `${DEFAULT_SORT.field}:${DEFAULT_SORT.direction}`;

/** Whether `view` lists the collection `handle` (`all`: every product). */
const lists = (view: CollectionView, handle: string): boolean =>
  handle === FEATURED_COLLECTION_DEFAULT
    ? view.route.name === 'products-all'
    : view.route.name === 'category' && view.route.slug === handle;

/**
 * The featured collection's listing (`null` until the catalogue holds it): from its first page,
 * newest first, unfiltered, as a route change resets them (000 §2), whatever page of it was shown;
 * with the next page too while it holds fewer than `wanted` products and has more (000 §9: 12 a
 * page, where products_to_show beside the featured product asks up to 13; decision 0434).
 */
function useFeaturedListing(handle: string, wanted: number): CollectionView | null {
  const { catalog } = useStorefront();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const anew = runsAnew(asked, handle);
    const held = catalog.getSnapshot().context.collection;
    if (
      held !== null &&
      lists(held, handle) &&
      held.firstPage === 1 &&
      held.sortBy === NEWEST &&
      held.filterBy === DEFAULT_FILTER &&
      !asksAgain(held.status, anew)
    )
      return;
    void catalog.collection(handle, { home: true });
  }, [catalog, handle]);
  const view = useFacadeSelector(
    catalog,
    useCallback(
      (snapshot) => {
        const held = selectCollection(snapshot);
        return held !== null && lists(held, handle) ? held : null;
      },
      [handle],
    ),
  );
  // A next page that failed (`moreError`) is not asked again: the section shows what it has.
  const short =
    view !== null &&
    view.status === 'ready' &&
    view.moreError === null &&
    view.hasMore &&
    view.products.length < wanted;
  useEffect(() => {
    if (short) void catalog.loadMore();
  }, [catalog, short]);
  return view;
}

/** The featured product the editor chose by handle (docs/decisions/0434), fetched when it changes. */
function ChosenProduct({ handle }: { readonly handle: string }) {
  const { catalog } = useStorefront();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const anew = runsAnew(asked, handle);
    const held = catalog.getSnapshot().context.product;
    if (held !== null && held.handle === handle && !asksAgain(held.status, anew)) return;
    void catalog.product(handle, { home: true });
  }, [catalog, handle]);
  const product = useFacadeSelector(
    catalog,
    useCallback(
      (snapshot) => {
        const view = selectProduct(snapshot);
        return view !== null && view.handle === handle ? view.product : null;
      },
      [handle],
    ),
  );
  return <FeaturedProduct product={product} />;
}

/**
 * Home (000 §2): the built-in theme's sections featured_product, featured_collection and
 * collection_list (50 collections, 000 §9), from two requests (a third when the featured collection
 * shows more than one page holds); the review carousel comes with the reviews (001). Without the
 * theme editor's settings the built-in theme features the newest products and the first one of
 * them (docs/decisions/0401); in the live preview the editor's
 * settings of these sections (product, heading, collection, products_to_show) are read and what
 * they name is fetched, in place, without a reload (000 §2; docs/decisions/0434).
 */
export function Component() {
  const { shop } = useShop();
  const sections = homeSections(useEditorSections(HOME_PAGE));
  const { featuredProduct, featuredCollection, collectionList } = sections;
  // The newest product of the listing is the featured one unless the editor chose one (or turned the
  // section off: then it is the grid's first); the grid shows the products_to_show after it
  // (decision 0434), so the listing holds up to 13.
  const start = featuredProduct.shown && featuredProduct.handle === undefined ? 1 : 0;
  const view = useFeaturedListing(featuredCollection.collection, start + featuredCollection.count);
  const products = view?.products ?? [];
  const loading = view === null || view.status === 'loading';
  const collections = useCollections({ home: true });
  const all = featuredCollection.collection === FEATURED_COLLECTION_DEFAULT;
  const title = all ? TEXTS.allProducts : (view?.collection?.title ?? TEXTS.allProducts);
  const heading = featuredCollection.heading ?? title;
  return (
    <>
      <h1 className="visually-hidden">{shop?.preferences.homepageTitle ?? shop?.name ?? TEXTS.home}</h1>
      {featuredProduct.shown ? (
        featuredProduct.handle === undefined ? (
          <FeaturedProduct product={products[0]} />
        ) : (
          <ChosenProduct handle={featuredProduct.handle} />
        )
      ) : null}
      {featuredCollection.shown ? (
        <section
          className="section"
          aria-labelledby={HOME_SECTIONS.featuredCollection}
          data-section-id={HOME_SECTIONS.featuredCollection}
        >
          <h2 id={HOME_SECTIONS.featuredCollection}>{heading}</h2>
          <ProductGrid
            products={products.slice(start, featuredCollection.count + start)}
            label={heading}
            placeholders={loading ? featuredCollection.count : 0}
          />
          <p>
            <Link
              to={
                all
                  ? routePath('products-all')
                  : routePath('category', { slug: featuredCollection.collection })
              }
            >
              {title} →
            </Link>
          </p>
        </section>
      ) : null}
      {collectionList.shown ? (
        <section
          className="section"
          aria-labelledby={HOME_SECTIONS.collectionList}
          data-section-id={HOME_SECTIONS.collectionList}
        >
          <h2 id={HOME_SECTIONS.collectionList}>{collectionList.heading ?? TEXTS.collections}</h2>
          {collections === null || collections.status === 'loading' ? <p>{TEXTS.loading}</p> : null}
          {/* A failed list (000 §8 "Other collection ... failures") shows the catalogue's text of
              000 §2's server-error page in its section, and home stays (docs/decisions/0574); the
              list is asked again when home is shown anew. */}
          {collections?.status === 'error' ? (
            <p role="alert" className="field-error">
              {formatMessage('error.server')}
            </p>
          ) : null}
          <ul className="grid" aria-label={collectionList.heading ?? TEXTS.collections}>
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
      ) : null}
      <ReviewCarousel />
    </>
  );
}
