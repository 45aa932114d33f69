import type { StorefrontEventHandler, StorefrontEventType } from '@vitrine/sdk';
import { useEffect, useRef } from 'react';
import { useStorefront } from './context';

/**
 * Calls `handler` for every storefront event of `type` while the component is mounted. The
 * latest `handler` is called, so it may close over props and state without re-subscribing.
 *
 * @example
 * ```tsx
 * useStorefrontEvent('cart.added', () => setDrawerOpen(true));
 * ```
 */
export function useStorefrontEvent<K extends StorefrontEventType>(
  type: K,
  handler: StorefrontEventHandler<K>,
): void {
  const storefront = useStorefront();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => storefront.on(type, (event) => latest.current(event)), [storefront, type]);
}
