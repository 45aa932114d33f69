import type { Storefront } from '@vitrine/sdk';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { HydrationHold, HydrationHoldContext } from './hold';

const StorefrontContext = createContext<Storefront | null>(null);

/** Props of {@link StorefrontProvider}. */
export interface StorefrontProviderProps {
  /** The storefront made with `createStorefront(...)`, once, outside React (it outlives renders). */
  readonly storefront: Storefront;
  /**
   * The tree below hydrates server-rendered markup (`hydrateRoot`): changes of the facades that
   * arrive before it committed are held until then, so hydration split into short tasks
   * (`startTransition(() => hydrateRoot(...))`) never meets an urgent update it would answer by
   * rendering the page again on the client. Read once, when the provider mounts.
   */
  readonly hydrate?: boolean;
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
export function StorefrontProvider({ storefront, hydrate = false, children }: StorefrontProviderProps) {
  const [hold] = useState(() => (hydrate ? new HydrationHold() : null));
  // The provider's effect runs after those of every component below it: all have subscribed.
  useEffect(() => hold?.release(), [hold]);
  return (
    <StorefrontContext.Provider value={storefront}>
      <HydrationHoldContext.Provider value={hold}>{children}</HydrationHoldContext.Provider>
    </StorefrontContext.Provider>
  );
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
