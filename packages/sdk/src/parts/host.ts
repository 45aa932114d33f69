import type { Transport } from '@vitrine/api-client';
import type { Auth } from '@vitrine/core-auth';
import type { CartFacade } from '@vitrine/core-cart';
import type { PaymentStrategy } from '@vitrine/core-checkout';
import type { FeatureFlags, Notifications, Shop } from '@vitrine/core-shop';
import type { TrackingSink } from '@vitrine/core-tracking';
import type { Ports, Unsubscribe } from '@vitrine/ports';
import type { AnyActorLogic } from 'xstate';
import type { EventStream } from '../events';
import type { PricingFacade } from '../pricing.facade';
import type { StorefrontOptions, StorefrontParts } from '../storefront.types';

/**
 * What a part loaded on first use (docs/decisions/0350) gets from the storefront that loads it:
 * the transport, ports and facades already running, and a way to start its machines as children
 * of the storefront's one system.
 * @internal
 */
export interface PartHost {
  readonly options: StorefrontOptions;
  readonly transport: Transport;
  readonly ports: Ports;
  readonly events: EventStream;
  readonly shop: Shop;
  readonly cart: CartFacade;
  readonly customer: Auth;
  readonly notifications: Notifications;
  readonly flags: FeatureFlags;
  readonly pricing: PricingFacade;
  /** Payment strategies plugins added, by payment method code (filled as plugins provide them). */
  readonly strategies: Record<string, PaymentStrategy>;
  /** The tracking sinks plugins added (read at each delivery, decision 0479). */
  readonly trackingSinks: () => readonly TrackingSink[];
  /**
   * Starts `logic` as the child `id` of the one system, restored from the storefront's snapshot
   * when it held one for `id`; returns its actor. `persist` is how the child persists itself
   * (its facade's `persist().state`), by default the actor's persisted snapshot.
   */
  spawn<T>(id: string, logic: AnyActorLogic, input?: unknown, persist?: () => unknown): T;
  /** Whether the storefront's snapshot held the child `id` (a restore, not a new start). */
  restored(id: string): boolean;
  /** The id of a child the storefront's snapshot held whose persisted state `match`es, if any. */
  findRestored(match: (id: string, state: unknown) => boolean): string | undefined;
  /** Stops the child `id` (a per-page machine going with its page); it is not persisted. */
  stopChild(id: string): void;
  /**
   * The cart follows other tokens (a cloned checkout's, 001 §4): stored, then its cart fetched; the
   * cart token stays when none is given.
   */
  adoptCart(tokens: { readonly checkoutToken: string; readonly cartToken: string | undefined }): void;
  /** Loads another part (the checkout's tracking). */
  load<K extends keyof StorefrontParts>(part: K): Promise<StorefrontParts[K]>;
  /** Runs `stop` when the storefront stops. */
  onStop(stop: Unsubscribe): void;
}
