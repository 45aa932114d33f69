/**
 * A storefront against the real platform-api in process (the sdk's harness), rendered in React
 * StrictMode under happy-dom, with render counts per component.
 */
import { createMemoryNavigate, createMemoryPorts, type Ports } from '@vitrine/ports';
import { createStorefront, type Storefront } from '@vitrine/sdk';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import type { Product } from '@vitrine/core-catalog';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { StorefrontProvider } from '../src/index';
import { PLATFORM_URL, type TestPlatform } from '../../sdk/test/harness/platform';

import { startPlatform as startSdkPlatform } from '../../sdk/test/harness/platform';

/**
 * The sdk's in-process platform. Under happy-dom the global `URL` is happy-dom's, which Node's
 * `fileURLToPath` refuses: the platform's folders are given as paths instead.
 */
export function startPlatform(): Promise<TestPlatform> {
  process.env.MIGRATIONS_DIR ??= fileURLToPath(
    new NodeURL('../../../examples/platform-api/src/db/migrations/', import.meta.url),
  );
  return startSdkPlatform({
    storefrontDir: fileURLToPath(new NodeURL('../.no-storefront/', import.meta.url)),
  });
}
export type { TestPlatform } from '../../sdk/test/harness/platform';

/**
 * A storefront of `domain` on `platform`, with memory ports (`ports`, else a memory navigate) and
 * `platform`'s fetch unless `fetch` is given (`changedFetch`).
 */
export function openStorefront(
  platform: TestPlatform,
  domain = 'localhost',
  options: { readonly fetch?: typeof fetch; readonly ports?: Partial<Ports> } = {},
): Storefront {
  return createStorefront({
    domain,
    baseUrl: PLATFORM_URL,
    fetch: options.fetch ?? platform.fetch,
    ports: options.ports ?? createMemoryPorts({ navigate: createMemoryNavigate() }),
  });
}

/**
 * `platform`'s fetch with the JSON answers of calls whose URL holds `fragment` changed by
 * `change`: a shop's settings the seed does not have (an app off, another popup position).
 */
export function changedFetch(
  platform: TestPlatform,
  fragment: string,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await platform.fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(fragment)) return response;
    const body = change((await response.json()) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  }) as typeof fetch;
}

/** A bootstrap answer's `result`, as a test changes it (an app off, another cart setting). */
export type BootstrapResult = Record<string, unknown> & {
  readonly apps: Record<string, boolean>;
  readonly shop_theme: { readonly settings?: Record<string, unknown> };
};

/**
 * The platform a test file runs against and the storefronts its tests open: the platform starts
 * before the file's tests and closes after them; after each test the rendered tree is unmounted and
 * every storefront opened with `open` stopped. Call it at the top of the file.
 *
 * @example
 * ```ts
 * const suite = platformSuite();
 * const storefront = suite.open({ bootstrap: (result) => ({ ...result, apps: { ...result.apps, review: false } }) });
 * ```
 */
export function platformSuite() {
  let started: TestPlatform | undefined;
  const running: Storefront[] = [];
  beforeAll(async () => {
    started = await startPlatform();
  });
  afterAll(async () => {
    await started?.close();
  });
  afterEach(() => {
    cleanup();
    for (const storefront of running.splice(0)) storefront.stop();
  });
  const platform = (): TestPlatform => {
    if (!started) throw new Error('the platform of this file has not started');
    return started;
  };
  return {
    /** The file's platform (its requests, its database), once started. */
    get platform(): TestPlatform {
      return platform();
    },
    /**
     * A storefront of the demo shop, stopped after the test: its bootstrap answer's `result`
     * changed by `bootstrap`, and its ports (`openStorefront`'s default unless given).
     */
    open(
      options: {
        readonly bootstrap?: (result: BootstrapResult) => BootstrapResult;
        readonly ports?: Partial<Ports>;
      } = {},
    ): Storefront {
      const { bootstrap, ports } = options;
      const storefront = openStorefront(platform(), 'localhost', {
        ...(bootstrap
          ? {
              fetch: changedFetch(platform(), '/api/bootstrap/', (body) => ({
                ...body,
                result: bootstrap(body.result as BootstrapResult),
              })),
            }
          : {}),
        ...(ports ? { ports } : {}),
      });
      running.push(storefront);
      return storefront;
    },
  };
}

/** The product `handle` (the seeded tee by default), once the storefront is ready. */
export async function productOf(storefront: Storefront, handle = 'classic-crew-tee'): Promise<Product> {
  await storefront.ready();
  const loaded = await storefront.catalog.product(handle);
  if (!loaded.ok || !loaded.value.product) throw new Error(`no product ${handle}`);
  return loaded.value.product;
}

/**
 * `storefront` whose parts' code cannot load (as offline, or after a deploy replaced the chunks):
 * the parts of `load` and the custom-option forms.
 */
export function withFailingParts(storefront: Storefront): Storefront {
  const unavailable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  return Object.assign(Object.create(storefront) as Storefront, {
    load: unavailable,
    loaded: () => undefined,
    customOptions: unavailable,
  });
}

/** Renders `ui` in StrictMode under the storefront's provider. */
export function renderWith(storefront: Storefront, ui: ReactNode) {
  const wrapped = (node: ReactNode) => (
    <StrictMode>
      <StorefrontProvider storefront={storefront}>{node}</StorefrontProvider>
    </StrictMode>
  );
  const view = render(wrapped(ui));
  return { ...view, rerenderWith: (node: ReactNode) => view.rerender(wrapped(node)) };
}

/** Committed renders by component name. */
export const renders = new Map<string, number>();

/**
 * Counts the committed renders of the component it is called in (an effect without dependencies
 * runs after every commit; StrictMode's extra mount is counted too, so compare before and after).
 */
export function useRenderCount(name: string): void {
  useEffect(() => {
    renders.set(name, (renders.get(name) ?? 0) + 1);
  });
}
