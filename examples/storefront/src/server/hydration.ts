import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * `false` on the server and during hydration, `true` afterwards (and in a client-rendered page):
 * what is private to the visitor (signed in or not, the cart's count) is shown once hydrated, so
 * a cached server-rendered page never holds it and hydration never disagrees with the server
 * (issue 18, docs/decisions/0460).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
