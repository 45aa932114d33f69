/**
 * `<StorefrontProvider hydrate>`: while React hydrates server-rendered markup in a transition, a
 * facade change that arrives meanwhile (the shopper's cart answering) waits for the commit, so the
 * page is hydrated as the server wrote it, never rendered again on the client; then the change
 * shows as an ordinary update.
 */
import { createMemoryPorts } from '@vitrine/ports';
import { createStorefront, type Storefront } from '@vitrine/sdk';
import { act, type ReactNode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorefrontProvider, useFacadeSelector, useFeatureFlag, useMoney } from '../src/index';

/** A facade as small as the hooks need: a value, listeners, and a way to change it. */
function fakeFacade(initial: string) {
  let value = initial;
  const listeners = new Set<(snapshot: string) => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener: (snapshot: string) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next: string) {
      value = next;
      for (const listener of listeners) listener(value);
    },
  };
}

type Facade = ReturnType<typeof fakeFacade>;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
// This file's renders run in act(); the flag is put back for the worker's next file.
const actEnvironmentBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  if (actEnvironmentBefore === undefined) delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  else actEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironmentBefore;
});
const same = (snapshot: string) => snapshot;

function Value({ facade, id }: { readonly facade: Facade; readonly id: string }) {
  return <p id={id}>{useFacadeSelector(facade, same)}</p>;
}

/** Changes the facade while it renders, once, in the browser: a change arriving mid-hydration. */
function ChangeDuringHydration({ change }: { readonly change: (() => void) | undefined }) {
  change?.();
  return null;
}

const roots: Root[] = [];
const storefronts: Storefront[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  for (const storefront of storefronts.splice(0)) storefront.stop();
  document.body.innerHTML = '';
});

/** A storefront whose platform answers only the feature switch (paypal_smart_button approved). */
function newStorefront(): Storefront {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: 'http://platform.test',
    fetch: (async (input: string | URL | Request) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/catalog/feature-switch.json')) return new Response('{}', { status: 503 });
      const result = [{ name: 'paypal_smart_button', is_approved: true, enable: true }];
      return new Response(JSON.stringify({ code: 200, result }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
    ports: createMemoryPorts(),
  });
  storefronts.push(storefront);
  return storefront;
}

/** Server-renders the page, then hydrates it in a transition while the facade changes to 'client'. */
async function hydrateWithChange(hydrate: boolean) {
  const facade = fakeFacade('server');
  const storefront = newStorefront();
  const page = (change: (() => void) | undefined) => (
    <StorefrontProvider storefront={storefront} hydrate={hydrate}>
      <Value facade={facade} id="before" />
      <ChangeDuringHydration change={change} />
      <Value facade={facade} id="after" />
    </StorefrontProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(undefined));
  document.body.append(container);
  const shown = () => [
    container.querySelector('#before')?.textContent,
    container.querySelector('#after')?.textContent,
  ];
  const recoverable: unknown[] = [];
  let changed = false;
  const change = () => {
    if (changed) return;
    changed = true;
    facade.set('client');
  };
  await act(async () => {
    startTransition(() => {
      roots.push(
        hydrateRoot(container, page(change), { onRecoverableError: (error) => recoverable.push(error) }),
      );
    });
  });
  return { facade, recoverable, shown };
}

describe('<StorefrontProvider hydrate>', () => {
  it('hydrates the markup as the server wrote it although the facade changed meanwhile, then shows the change', async () => {
    const { recoverable, shown, facade } = await hydrateWithChange(true);
    expect(recoverable).toEqual([]);
    // Released once committed: the change that arrived during hydration is shown everywhere.
    expect(shown()).toEqual(['client', 'client']);
    // And later changes show at once, as without a hold.
    await act(async () => facade.set('later'));
    expect(shown()).toEqual(['later', 'later']);
  });

  it('without it, the same change makes React give up the server markup (what the hold prevents)', async () => {
    const { recoverable, shown } = await hydrateWithChange(false);
    expect(recoverable.length).toBeGreaterThan(0);
    expect(shown()).toEqual(['client', 'client']);
  });
});

/**
 * Server-renders `node` twice around a component that runs `change` while it renders in the
 * browser, then hydrates it in a transition: a storefront change arriving between the two.
 */
async function hydrateAround(storefront: Storefront, node: ReactNode, change: () => void) {
  const page = (during: (() => void) | undefined) => (
    <StorefrontProvider storefront={storefront} hydrate>
      <div id="before">{node}</div>
      <ChangeDuringHydration change={during} />
      <div id="after">{node}</div>
    </StorefrontProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(undefined));
  document.body.append(container);
  const shown = () => [
    container.querySelector('#before')?.textContent,
    container.querySelector('#after')?.textContent,
  ];
  const server = shown();
  const recoverable: unknown[] = [];
  let changed = false;
  const once = () => {
    if (changed) return;
    changed = true;
    change();
  };
  await act(async () => {
    startTransition(() => {
      roots.push(
        hydrateRoot(container, page(once), { onRecoverableError: (error) => recoverable.push(error) }),
      );
    });
  });
  return { server, recoverable, shown };
}

function WalletFlag() {
  return <p>{String(useFeatureFlag('paypal_smart_button'))}</p>;
}

function Price() {
  const { format } = useMoney();
  return <p>{format({ amount: 1840, currency: 'USD' })}</p>;
}

describe('the hooks under <StorefrontProvider hydrate> read each facade as hydration first read it', () => {
  it('useFeatureFlag: flags decided between two hydrated components (001 §4 Feature flags) hydrate as the server wrote them, then show', async () => {
    const storefront = newStorefront();
    const real = storefront.flags;
    const loading = real.getSnapshot();
    expect((await real.ready()).ok).toBe(true);
    const decided = real.getSnapshot();
    // The storefront's flags, still loading when the page hydrates and decided in the middle of it.
    let current = loading;
    const listeners = new Set<(snapshot: typeof current) => void>();
    const flags: Storefront['flags'] = {
      ...real,
      getSnapshot: () => current,
      subscribe(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      isOn: (name) => current.context.decisions[name] === true,
    };
    const { server, recoverable, shown } = await hydrateAround(
      { ...storefront, flags },
      <WalletFlag />,
      () => {
        current = decided;
        for (const listener of listeners) listener(current);
      },
    );
    expect(server).toEqual(['false', 'false']);
    expect(recoverable).toEqual([]);
    expect(shown()).toEqual(['true', 'true']);
  });

  it('useMoney().format: the shop money format known between two hydrated components hydrates as the server wrote it, then shows', async () => {
    const storefront = newStorefront();
    // The shop's settings arrive in the middle of it (its money format, 000 §9).
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template literal.
    const moneyFormat = '${{amount}} USD';
    const { server, recoverable, shown } = await hydrateAround(storefront, <Price />, () =>
      storefront.pricing.configure({ shopCurrency: 'USD', moneyFormat }),
    );
    expect(server).toEqual(['$18.40', '$18.40']);
    expect(recoverable).toEqual([]);
    expect(shown()).toEqual(['$18.40 USD', '$18.40 USD']);
  });
});
