import { createContext } from 'react';

/**
 * Holds the facades' changes while React hydrates server-rendered markup (`<StorefrontProvider
 * hydrate>`). @internal
 *
 * Hydration in a transition is split into short tasks, and a facade may change between two of
 * them (the shopper's cart answering, a token refreshed): components hydrated after the change
 * would read it while those before did not, the markup would not match what the server wrote, and
 * React would throw it away and render the page again on the client (a hydration mismatch, error
 * 418). So while the hold is on, every hook reads each facade as it was when hydration first read
 * it, and no change is passed on; once the tree committed, every hook that subscribed meanwhile is
 * told to read again, and what changed renders as an ordinary update.
 *
 * The hold ends when the provider's tree commits. Content inside a `<Suspense>` boundary that
 * hydrates after that commit (a lazy part still loading) reads the facades as they are then.
 */
export class HydrationHold {
  private holding = true;
  private readonly frozen = new Map<object, unknown>();
  private readonly listeners = new Set<() => void>();

  /** Whether changes are held (hydration has not committed yet). */
  get held(): boolean {
    return this.holding;
  }

  /** The snapshot a hook reads: the one first read during hydration while held, else the current one. */
  snapshotOf<S>(facade: { getSnapshot(): S }): S {
    if (!this.holding) return facade.getSnapshot();
    if (!this.frozen.has(facade)) this.frozen.set(facade, facade.getSnapshot());
    return this.frozen.get(facade) as S;
  }

  /** Remembers a hook that subscribed while held, to tell it to read again on release. */
  remember(listener: () => void): () => void {
    if (this.holding) this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Ends the hold: hooks read the facades as they are now. Called once the tree committed. */
  release(): void {
    if (!this.holding) return;
    this.holding = false;
    this.frozen.clear();
    const listeners = [...this.listeners];
    this.listeners.clear();
    for (const listener of listeners) listener();
  }
}

/** The hold of the nearest `<StorefrontProvider hydrate>`, or null. @internal */
export const HydrationHoldContext = createContext<HydrationHold | null>(null);
