import type { Storefront } from '@vitrine/sdk';
import { createContext, type ReactNode, useContext } from 'react';

const StorefrontContext = createContext<Storefront | null>(null);

/** Props of {@link StorefrontProvider}. */
export interface StorefrontProviderProps {
  /** The storefront made with `createStorefront(...)`, once, outside React (it outlives renders). */
  readonly storefront: Storefront;
  readonly children?: ReactNode;
}

/**
 * Makes a storefront available to the hooks below it.
 *
 * @remarks
 * The provider neither creates nor stops the storefront: the host owns its lifetime, so React
 * StrictMode's double mount cannot start two storefronts or send a request twice.
 *
 * @example
 * ```tsx
 * const storefront = createStorefront({ domain: location.hostname, ports: browserPorts() });
 * createRoot(root).render(<StorefrontProvider storefront={storefront}><App /></StorefrontProvider>);
 * ```
 */
export function StorefrontProvider({ storefront, children }: StorefrontProviderProps) {
  return <StorefrontContext.Provider value={storefront}>{children}</StorefrontContext.Provider>;
}

/**
 * The storefront of the nearest {@link StorefrontProvider}.
 *
 * @throws Error when no provider is above the component: a wiring mistake, never a shop state.
 */
export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontContext);
  if (storefront === null) throw new Error('Vitrine: useStorefront() needs a <StorefrontProvider> above it');
  return storefront;
}
