import type { Unsubscribe } from '@vitrine/ports';
import { useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { HydrationHoldContext } from './hold';

/** What {@link useFacadeSelector} needs of a facade: every Vitrine facade has it. */
export interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): Unsubscribe;
}

/**
 * The slice `selector` picks from a facade's snapshot; the component re-renders only when that
 * slice changes (by `equal`, `Object.is` by default).
 *
 * @remarks
 * Built on `useSyncExternalStore`, so concurrent rendering never tears: every component of one
 * render reads the same snapshot. The last slice is kept across renders, so an inline selector
 * that builds a new object each time re-renders only when `equal` says the slice changed.
 *
 * @example
 * ```tsx
 * const count = useFacadeSelector(storefront.cart, selectCartCount);
 * ```
 */
export function useFacadeSelector<S, T>(
  facade: Subscribable<S>,
  selector: (snapshot: S) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  // While a server-rendered tree hydrates, changes wait for its commit (see HydrationHold).
  const hold = useContext(HydrationHoldContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const unsubscribe = facade.subscribe(() => {
        if (!hold?.held) onChange();
      });
      const forget = hold?.held ? hold.remember(onChange) : undefined;
      return () => {
        unsubscribe();
        forget?.();
      };
    },
    [facade, hold],
  );
  const last = useRef<{ readonly value: T } | null>(null);
  const getSelection = useMemo(() => {
    let memoSnapshot: { readonly snapshot: S; readonly value: T } | null = null;
    return (): T => {
      const snapshot = hold ? hold.snapshotOf(facade) : facade.getSnapshot();
      if (memoSnapshot !== null && memoSnapshot.snapshot === snapshot) return memoSnapshot.value;
      const next = selector(snapshot);
      const previous = memoSnapshot ?? last.current;
      const kept = previous !== null && equal(previous.value, next) ? previous.value : next;
      memoSnapshot = { snapshot, value: kept };
      return kept;
    };
  }, [facade, selector, equal, hold]);
  const value = useSyncExternalStore(subscribe, getSelection, getSelection);
  // Kept once committed (a render React throws away must not change what the next one compares).
  useEffect(() => {
    last.current = { value };
  });
  return value;
}

/** Shallow equality of two plain objects or arrays (one level), for selectors that build objects. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
