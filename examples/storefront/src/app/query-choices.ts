import type { PricingFacade } from '@vitrine/sdk';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A page reached inside the shop shows the currency and locale its URL's query names, as a page
 * loaded with that URL does (000 §9 "The currency comes from the URL query, else from the
 * visitor's country; locale likewise when none is stored"): a theme's menu link to
 * `/collections/all?currency=EUR`, a redirect's replace-navigation to `/?currency=EUR` (000 §2
 * "query kept"). `pricing.applyQuery` resolves it by the page load's own rule and cookie. The
 * first location is the page's own, whose query the storefront was created with. A layout effect:
 * the page reached is not painted in the former currency first.
 *
 * @example
 * ```tsx
 * function Root() {
 *   useQueryChoices(useStorefront().pricing);
 *   return <Outlet />;
 * }
 * ```
 */
export function useQueryChoices(pricing: Pick<PricingFacade, 'applyQuery'>): void {
  const location = useLocation();
  const first = useRef(location);
  useLayoutEffect(() => {
    if (location === first.current) return;
    pricing.applyQuery(location.search);
  }, [pricing, location]);
}
