import type { Product } from '@vitrine/core-catalog';
import { routePath } from '@vitrine/core-shop';
import { useMoney } from '@vitrine/react';
import { Link } from 'react-router';
import { TEXTS } from '../texts';
import { Image } from './image';

/** The image widths of a grid card at each breakpoint (2, 3, 4 columns; styles.css). */
export const CARD_SIZES = '(min-width: 1100px) 280px, (min-width: 768px) 33vw, 50vw';

/** A product in a grid: image, title, price (and compare-at price), a link to its page. */
export function ProductCard({
  product,
  priority = false,
  categorySlug,
}: {
  readonly product: Product;
  readonly priority?: boolean;
  /** Links to product-single-with-category when the card is on a category page (000 §2). */
  readonly categorySlug?: string | undefined;
}) {
  const { format } = useMoney();
  const to = categorySlug
    ? routePath('product-single-with-category', { categorySlug, slug: product.handle })
    : routePath('product-single', { slug: product.handle });
  return (
    <Link to={to} className="card">
      <Image src={product.image} alt="" sizes={CARD_SIZES} priority={priority} />
      <span className="card-title">{product.title}</span>
      <span>
        {product.price ? <span className="price">{format(product.price)}</span> : null}
        {product.compareAtPrice && product.price && product.compareAtPrice.amount > product.price.amount ? (
          <s className="compare">{format(product.compareAtPrice)}</s>
        ) : null}
        {product.available ? null : <span className="muted small"> · {TEXTS.soldOut}</span>}
      </span>
    </Link>
  );
}

/** A card's placeholder while its product loads: the same size, so nothing shifts. */
function CardPlaceholder() {
  return (
    <div className="card" aria-hidden="true">
      <div className="image-empty" />
      <span className="skeleton-line" />
      <span className="skeleton-line" />
    </div>
  );
}

/**
 * A grid of product cards; the first row's images load at once (above the fold). While
 * `placeholders` is set and no product is there yet, that many placeholder cards hold the space.
 */
export function ProductGrid({
  products,
  label,
  categorySlug,
  placeholders = 0,
}: {
  readonly products: readonly Product[];
  readonly label: string;
  readonly categorySlug?: string | undefined;
  readonly placeholders?: number;
}) {
  if (products.length === 0 && placeholders > 0) {
    return (
      <ul className="grid" aria-label={label} aria-busy="true">
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <CardPlaceholder />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 2} categorySlug={categorySlug} />
        </li>
      ))}
    </ul>
  );
}
