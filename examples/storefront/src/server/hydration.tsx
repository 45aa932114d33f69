import {
  createContext,
  type ReactNode,
  type RefObject,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

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

/**
 * Hands a server-rendered form's text typed before its code ran to the form's state (decision
 * 0466): hydration leaves what the shopper typed in the field but not in the state, and the next
 * render of the field would empty it. Once mounted, each of `fields` (a control's `name`) whose
 * text is not what React wrote goes to `change`. A page rendered in the browser has none.
 */
export function useTypedBeforeHydration<F extends string>(
  form: RefObject<HTMLFormElement | null>,
  fields: readonly F[],
  change: (field: F, value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit (the hydration)
  useEffect(() => {
    for (const field of fields) {
      const control = form.current?.elements.namedItem(field);
      if (
        (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        control.value !== control.defaultValue
      )
        change(field, control.value);
    }
  }, []);
}
