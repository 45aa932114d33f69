import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

/** Whether the page hydrated; `false` where no {@link Hydration} is above (the server's render). */
const HydratedContext = createContext(false);

/**
 * `false` on the server and during hydration, `true` afterwards (and in a client-rendered page):
 * what is private to the visitor (signed in or not, the cart's count) is shown once hydrated, so
 * a cached server-rendered page never holds it and hydration never disagrees with the server
 * (issue 18, docs/decisions/0460).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** Props of {@link Hydration}. */
export interface HydrationProps {
  /** Whether the tree hydrates server-rendered markup (`false`: rendered in the browser). */
  readonly hydrating: boolean;
  /** Called once, after the first commit where {@link useHydrated} is `true`. */
  readonly onHydrated?: () => void;
  readonly children: ReactNode;
}

/**
 * Tells {@link useHydrated} when the page hydrated. A server-rendered page flips it in a
 * transition once its markup hydrated, so what then shows (the cart's count, the enabled buttons,
 * the product page's private parts) renders in short tasks like the hydration itself, not in one
 * blocking render the size of the page (docs/decisions/0551). A page rendered in the browser is
 * hydrated from its first render.
 */
export function Hydration({ hydrating, onHydrated, children }: HydrationProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  useEffect(() => {
    if (hydrated) onHydrated?.();
  }, [hydrated, onHydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}
