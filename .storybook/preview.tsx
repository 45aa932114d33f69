/**
 * Every story gets its own storefront against the real platform-api (same origin, see
 * ./platform-plugin.ts): created by the loader with in-memory ports (a fresh visitor: no stored
 * cart, no session, nothing shared between stories), ready before the story renders, stopped
 * after it. A story sets up its shop through `parameters.vitrine` ({@link StorySetup}). The
 * storefront's `navigate` port is the story's router: where it was asked to go shows below the
 * story ('Navigated to'), as a page change would.
 */
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { createMemoryPorts, type NavigationIntent } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import { createStorefront, type Storefront } from '@vitrine/sdk';
import { useSyncExternalStore } from 'react';

/** What a story asks of its shop (`parameters.vitrine`). */
export interface StorySetup {
  /** The shop's domain: `localhost` (the demo shop) unless said. */
  readonly domain?: string;
  /** Lines in the cart before the story renders: a product handle (its first available variant). */
  readonly cart?: readonly { readonly handle: string; readonly quantity: number }[];
}

/** The story's host router: the storefront's `navigate` port, remembering the last intent. */
export interface StoryRouter {
  readonly navigate: (intent: NavigationIntent) => void;
  readonly subscribe: (listener: () => void) => () => void;
  readonly last: () => NavigationIntent | null;
}

function storyRouter(): StoryRouter {
  let last: NavigationIntent | null = null;
  const listeners = new Set<() => void>();
  return {
    navigate(intent) {
      last = intent;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    last: () => last,
  };
}

/** Where the router was asked to go (a route's name, a path, or the intent's type), as a page would change. */
function RouterOutlet({ router }: { readonly router: StoryRouter }) {
  const intent = useSyncExternalStore(router.subscribe, router.last, router.last);
  if (intent === null) return null;
  const where = intent.type === 'route' ? intent.route : intent.type === 'path' ? intent.path : intent.type;
  return <output aria-label="Navigated to">{where}</output>;
}

/** What the loader hands the story (`context.loaded`). */
export interface StoryLoaded {
  readonly storefront: Storefront;
  readonly router: StoryRouter;
}

async function fillCart(storefront: Storefront, lines: NonNullable<StorySetup['cart']>): Promise<void> {
  for (const line of lines) {
    const page = await storefront.catalog.product(line.handle);
    const variant = page.ok ? page.value.variant : null;
    if (!variant) throw new Error(`story setup: no available variant of ${line.handle}`);
    const added = await storefront.cart.add({ variantId: String(variant.id), quantity: line.quantity });
    if (!added.ok) throw new Error(`story setup: ${line.handle} not added (${added.error.code})`);
  }
  // The demo shop opens the mini cart after an add (its after-add setting): a story starts closed.
  if (lines.length > 0) await storefront.cart.closeMiniCart();
}

const openStorefront: Loader = async ({ parameters }): Promise<StoryLoaded> => {
  const setup = (parameters.vitrine ?? {}) as StorySetup;
  const router = storyRouter();
  const storefront = createStorefront({
    domain: setup.domain ?? 'localhost',
    ports: createMemoryPorts({ navigate: router.navigate }),
  });
  const ready = await storefront.ready();
  if (!ready.ok) throw new Error(`story setup: the shop did not start (${ready.error.code})`);
  await fillCart(storefront, setup.cart ?? []);
  return { storefront, router };
};

const withStorefront: Decorator = (Story, { loaded }) => (
  <StorefrontProvider storefront={(loaded as StoryLoaded).storefront}>
    <Story />
    <RouterOutlet router={(loaded as StoryLoaded).router} />
  </StorefrontProvider>
);

const preview: Preview = {
  loaders: [openStorefront],
  decorators: [withStorefront],
  beforeEach:
    ({ loaded }) =>
    () =>
      (loaded as StoryLoaded).storefront.stop(),
  parameters: { layout: 'padded' },
};

export default preview;
