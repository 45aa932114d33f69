/**
 * Every story gets its own storefront against the real platform-api (same origin, see
 * ./platform-plugin.ts): created by the loader with in-memory ports (a fresh visitor: no stored
 * cart, no session, nothing shared between stories), ready before the story renders, stopped
 * after it. A story sets up its shop through `parameters.vitrine` ({@link StorySetup}).
 */
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { createMemoryPorts } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import { createStorefront, type Storefront } from '@vitrine/sdk';

/** What a story asks of its shop (`parameters.vitrine`). */
export interface StorySetup {
  /** The shop's domain: `localhost` (the demo shop) unless said. */
  readonly domain?: string;
  /** Lines in the cart before the story renders: a product handle (its first available variant). */
  readonly cart?: readonly { readonly handle: string; readonly quantity: number }[];
}

/** What the loader hands the story (`context.loaded`). */
export interface StoryLoaded {
  readonly storefront: Storefront;
}

async function fillCart(storefront: Storefront, lines: NonNullable<StorySetup['cart']>): Promise<void> {
  for (const line of lines) {
    const page = await storefront.catalog.product(line.handle);
    const variant = page.ok ? page.value.variant : null;
    if (!variant) throw new Error(`story setup: no available variant of ${line.handle}`);
    const added = await storefront.cart.add({ variantId: String(variant.id), quantity: line.quantity });
    if (!added.ok) throw new Error(`story setup: ${line.handle} not added (${added.error.code})`);
  }
}

const openStorefront: Loader = async ({ parameters }): Promise<StoryLoaded> => {
  const setup = (parameters.vitrine ?? {}) as StorySetup;
  const storefront = createStorefront({ domain: setup.domain ?? 'localhost', ports: createMemoryPorts() });
  const ready = await storefront.ready();
  if (!ready.ok) throw new Error(`story setup: the shop did not start (${ready.error.code})`);
  await fillCart(storefront, setup.cart ?? []);
  return { storefront };
};

const withStorefront: Decorator = (Story, { loaded }) => (
  <StorefrontProvider storefront={(loaded as StoryLoaded).storefront}>
    <Story />
  </StorefrontProvider>
);

const preview: Preview = {
  loaders: [openStorefront],
  decorators: [withStorefront],
  beforeEach: ({ loaded }) => () => (loaded as StoryLoaded).storefront.stop(),
  parameters: { layout: 'padded' },
};

export default preview;
