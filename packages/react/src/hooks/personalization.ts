import { type CatalogFacade, type PersonalizationView, selectPersonalization } from '@vitrine/core-catalog';
import { useCallback, useEffect } from 'react';
import { useStorefront } from '../context';
import { useFacadeSelector } from '../select';

/** What {@link usePersonalization} returns. */
export interface PersonalizationState {
  /** The preview of this product: `null` until its render was asked for. */
  readonly view: PersonalizationView | null;
  /** Picks a style (from its first design) and a design; an index outside the lists is ignored. */
  readonly select: CatalogFacade['selectPersonalization'];
  /**
   * Tell it the preview's picture did not load: the preview shows 'products.cannot_show_preview'
   * and the failure is reported once with personalize=preview (001 §8).
   */
  readonly imageFailed: CatalogFacade['personalizationImageFailed'];
  /** Renders a failed preview again. */
  readonly retry: () => void;
}

/** The product whose preview each catalogue last asked for (one render per product under StrictMode). */
const askedFor = new WeakMap<CatalogFacade, string>();

/**
 * The personalisation preview of a product page (000 §1, §2; personalize-render.json, 000 §7;
 * docs/decisions/0149): the render's styles and designs and the picture to show, asked for once
 * per product. Pass `null` for a product that cannot be previewed (`canPreview` false): nothing is
 * asked for.
 *
 * @example
 * ```tsx
 * const { view, select, imageFailed } = usePersonalization(product.canPreview ? product.id : null);
 * if (view?.image) return <img src={view.image} onError={() => imageFailed(view.image ?? undefined)} />;
 * ```
 */
export function usePersonalization(productId: string | null): PersonalizationState {
  const { catalog } = useStorefront();
  useEffect(() => {
    if (productId === null || askedFor.get(catalog) === productId) return;
    askedFor.set(catalog, productId);
    void catalog.personalization(productId);
  }, [catalog, productId]);
  const shown = useFacadeSelector(catalog, selectPersonalization);
  const retry = useCallback(() => {
    if (productId !== null) void catalog.personalization(productId);
  }, [catalog, productId]);
  return {
    view: productId !== null && shown?.productId === productId ? shown : null,
    select: catalog.selectPersonalization,
    imageFailed: catalog.personalizationImageFailed,
    retry,
  };
}
