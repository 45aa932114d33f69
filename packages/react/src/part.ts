import { type DomainError, failure } from '@vitrine/ports';
import { PART_UNAVAILABLE, type StorefrontPartName, type StorefrontParts } from '@vitrine/sdk';
import { useEffect, useState } from 'react';
import { useStorefront } from './context';
import type { Subscribable } from './select';

/** Where a part's code is: `loading` until it is there, `failed` when it could not load. */
export type StorefrontPartStatus = 'loading' | 'ready' | 'failed';

/** What {@link useStorefrontPartState} returns. */
export interface StorefrontPartState<K extends StorefrontPartName> {
  /** The part's facade once loaded, `null` before (and after a failed load). */
  readonly part: StorefrontParts[K] | null;
  readonly status: StorefrontPartStatus;
}

/**
 * A part of the storefront whose code loads on first use (`storefront.load(name)`,
 * docs/decisions/0350), with where its load is: a failed load (its code could not be fetched) is
 * `failed`, never `loading` for good (docs/decisions/0490).
 *
 * @example
 * ```tsx
 * const { part: reviews, status } = useStorefrontPartState('reviews');
 * if (status === 'failed') return <p>Reviews are not available.</p>;
 * ```
 */
export function useStorefrontPartState<K extends StorefrontPartName>(name: K): StorefrontPartState<K> {
  const storefront = useStorefront();
  const [part, setPart] = useState<{
    readonly of: object;
    readonly value: StorefrontParts[K] | null;
    readonly failed: boolean;
  } | null>(() => {
    const value = storefront.loaded(name);
    return value === undefined ? null : { of: storefront, value, failed: false };
  });
  useEffect(() => {
    let live = true;
    const value = storefront.loaded(name);
    if (value !== undefined) {
      setPart((known) => (known?.value === value ? known : { of: storefront, value, failed: false }));
      return;
    }
    storefront.load(name).then(
      (loaded) => {
        if (live) setPart({ of: storefront, value: loaded, failed: false });
      },
      () => {
        if (live) setPart({ of: storefront, value: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [storefront, name]);
  const known = part !== null && part.of === storefront ? part : null;
  const value = known?.value ?? storefront.loaded(name) ?? null;
  if (value !== null) return { part: value, status: 'ready' };
  return { part: null, status: known?.failed ? 'failed' : 'loading' };
}

/**
 * A part of the storefront whose code loads on first use (`storefront.load(name)`,
 * docs/decisions/0350): its facade at once when it is loaded already, else `null` until it is;
 * mounting a component that asks for it loads it. {@link useStorefrontPartState} also tells a
 * failed load from one under way.
 *
 * @example
 * ```tsx
 * const reviews = useStorefrontPart('reviews');
 * if (reviews === null) return <Spinner />;
 * ```
 */
export function useStorefrontPart<K extends StorefrontPartName>(name: K): StorefrontParts[K] | null {
  return useStorefrontPartState(name).part;
}

/**
 * The rejection of a part's load when the storefront stopped meanwhile (or before): the call has
 * nothing left to reach, and nothing to show. @internal
 */
export const ignoreStopped = (): void => undefined;

/** A subscribable that never changes, standing for a facade not loaded yet. @internal */
export const NOT_LOADED: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };

/** Why a hook's verb did nothing: its code could not load (the sdk's `part_unavailable`, decision 0490). */
export interface PartUnavailableError extends DomainError {
  readonly code: typeof PART_UNAVAILABLE;
}

/** The answer of a verb whose code could not load. */
export type PartUnavailable = { readonly ok: false; readonly error: PartUnavailableError };

/**
 * The answer of a verb whose code could not load: an error value, never a rejection (DESIGN "One
 * public shape": verbs return `Promise<Result>`; decision 0490), as the sdk's checkout verbs answer.
 * @internal
 */
export const partUnavailable = (): PartUnavailable => failure({ code: PART_UNAVAILABLE });

/**
 * A verb of a part whose code loads on first use, as a hook gives it: the part's answer, or
 * {@link PartUnavailable} when its code could not load.
 */
export type PartVerb<F extends (...args: never[]) => Promise<unknown>> = (
  ...args: Parameters<F>
) => Promise<Awaited<ReturnType<F>> | PartUnavailable>;

/**
 * Calls `verb` on the part `load` gives (loading its code on first use); `part_unavailable` when
 * that code cannot load (offline, a deploy replaced the chunk). @internal
 */
export function onPart<P, R>(
  load: () => Promise<P>,
  verb: (part: P) => Promise<R>,
): Promise<R | PartUnavailable> {
  return load().then(verb, partUnavailable);
}
