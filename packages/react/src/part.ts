import type { StorefrontPartName, StorefrontParts } from '@vitrine/sdk';
import { useEffect, useState } from 'react';
import { useStorefront } from './context';
import type { Subscribable } from './select';

/**
 * A part of the storefront whose code loads on first use (`storefront.load(name)`,
 * docs/decisions/0350): its facade at once when it is loaded already, else `null` until it is;
 * mounting a component that asks for it loads it.
 *
 * @example
 * ```tsx
 * const reviews = useStorefrontPart('reviews');
 * if (reviews === null) return <Spinner />;
 * ```
 */
export function useStorefrontPart<K extends StorefrontPartName>(name: K): StorefrontParts[K] | null {
  const storefront = useStorefront();
  const [part, setPart] = useState<{ readonly of: object; readonly value: StorefrontParts[K] } | null>(() => {
    const value = storefront.loaded(name);
    return value === undefined ? null : { of: storefront, value };
  });
  useEffect(() => {
    let live = true;
    const value = storefront.loaded(name);
    if (value !== undefined) {
      setPart((known) => (known?.value === value ? known : { of: storefront, value }));
      return;
    }
    storefront.load(name).then((loaded) => {
      if (live) setPart({ of: storefront, value: loaded });
    }, ignoreStopped);
    return () => {
      live = false;
    };
  }, [storefront, name]);
  return part !== null && part.of === storefront ? part.value : (storefront.loaded(name) ?? null);
}

/**
 * The rejection of a part's load when the storefront stopped meanwhile (or before): the call has
 * nothing left to reach, and nothing to show. @internal
 */
export const ignoreStopped = (): void => undefined;

/** A subscribable that never changes, standing for a facade not loaded yet. @internal */
export const NOT_LOADED: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };
