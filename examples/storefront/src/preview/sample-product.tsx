/**
 * The editor's `product` page (001 §2 "product to /products/preview"): the shop's newest product
 * shown as the product page shows it, with every action inert (001 §2 "In preview the sample
 * product does nothing"): its buttons are disabled and clicks inside it are dropped.
 */
import { formatMessage } from '@vitrine/messages';
import { useCollection, useMoney } from '@vitrine/react';
import { Image } from '../components/image';
import { TEXTS } from '../texts';

/** The preview's sample product (docs/decisions/0437-preview-sample-product.md). */
export function SampleProduct() {
  const { view } = useCollection('all');
  const { format } = useMoney();
  const product = view.products[0];
  return (
    <article className="product preview-sample" data-preview-inert aria-labelledby="product-title">
      <div className="product-media">
        <Image
          src={product?.image}
          alt={product?.title ?? ''}
          sizes="(min-width: 900px) 600px, 100vw"
          priority
        />
      </div>
      <div>
        <h1 id="product-title">{product?.title ?? TEXTS.loading}</h1>
        {product?.price ? <p className="price">{format(product.price)}</p> : null}
        <p className="muted small">{TEXTS.sampleProductNote}</p>
        <div className="product-actions">
          <button type="button" className="button" disabled>
            {TEXTS.addToCart}
          </button>
          <button type="button" className="button secondary" disabled>
            {formatMessage('product.buy_now')}
          </button>
        </div>
      </div>
    </article>
  );
}
