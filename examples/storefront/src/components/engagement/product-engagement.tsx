import type { Product } from '@vitrine/core-catalog';
import { ReviewsWidget } from './reviews-widget';
import { ProductUpsell } from './upsell';

/**
 * Below the product: its upsell offers and its reviews widget (001 §3, §7), each only in a shop
 * that has its app on (000 §2; the widgets check it themselves).
 */
export function EngagementProduct({ product }: { readonly product: Product }) {
  return (
    <>
      <ProductUpsell product={product} />
      <ReviewsWidget productId={product.id} />
    </>
  );
}
