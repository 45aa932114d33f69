/**
 * What a script is handed: plain, deep-frozen copies of the facades' TypeScript shapes, so a
 * script can neither hold live machine state nor change it.
 */
import type { Storefront } from '@vitrine/sdk';
import { selectUser } from '@vitrine/core-auth';
import { selectCart } from '@vitrine/core-cart';
import { type ProductView, selectProduct } from '@vitrine/core-catalog';
import { pickableCurrencies } from '@vitrine/core-pricing';
import type { VitrineCart, VitrineCurrency, VitrineProduct, VitrineUser } from './scripting.types';

/** A deep-frozen structured clone of `value`. @internal */
export function plain<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

/** The cart as it is now (optimistic changes included). @internal */
export const currentCart = (storefront: Pick<Storefront, 'cart'>): VitrineCart =>
  plain(selectCart(storefront.cart.getSnapshot()));

/** The cart once nothing is running or waiting; never rejects (a stopped cart gives its last state). @internal */
export function settledCart(storefront: Pick<Storefront, 'cart'>): Promise<VitrineCart> {
  return storefront.cart.settled().then(
    (snapshot) => plain(selectCart(snapshot)),
    () => currentCart(storefront),
  );
}

/** The signed-in customer, or `null` (docs/decisions/0301: who they are, nothing more). @internal */
export function currentUser(storefront: Pick<Storefront, 'customer'>): VitrineUser | null {
  const user = selectUser(storefront.customer.getSnapshot());
  return user
    ? plain({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        acceptsMarketing: user.acceptsMarketing,
      })
    : null;
}

/** A product page's product with its selected variant, or `null` before it loaded. @internal */
export function productOf(view: Pick<ProductView, 'product' | 'variant'> | null): VitrineProduct | null {
  return view?.product ? plain({ ...view.product, selectedVariant: view.variant }) : null;
}

/**
 * The product handle of a product page's path (000 §2: `/products/:slug`,
 * `/collections/:categorySlug/products/:slug`), else `null`. @internal
 */
export function productPageHandle(path: string): string | null {
  const slug = /\/products\/([^/]+)\/?$/.exec(path)?.[1];
  if (slug === undefined) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * The catalogue's product: the open product page's when `path`, the page shown, is the page it
 * was loaded for (or not known). @internal
 */
export function currentProduct(
  storefront: Pick<Storefront, 'catalog'>,
  path?: string,
): VitrineProduct | null {
  const view = selectProduct(storefront.catalog.getSnapshot());
  return path === undefined || productPageHandle(path) === view?.handle ? productOf(view) : null;
}

/** The visitor's currency and the ones they may pick. @internal */
export function currentCurrency(storefront: Pick<Storefront, 'pricing'>): VitrineCurrency {
  const state = storefront.pricing.getSnapshot();
  const supported = pickableCurrencies(state.shopCurrency, state.currencies);
  return plain({ code: state.currency, shopCurrency: state.shopCurrency, supported, locale: state.locale });
}
