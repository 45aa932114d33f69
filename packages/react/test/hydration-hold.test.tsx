/**
 * `<StorefrontProvider hydrate>`: while React hydrates server-rendered markup in a transition, a
 * facade change that arrives meanwhile (the shopper's cart answering) waits for the commit, so the
 * page is hydrated as the server wrote it, never rendered again on the client; then the change
 * shows as an ordinary update.
 */
import { createMemoryPorts } from '@vitrine/ports';
import { createStorefront, type Storefront } from '@vitrine/sdk';
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorefrontProvider, useFacadeSelector } from '../src/index';

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

function newStorefront(): Storefront {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: 'http://platform.test',
    fetch: (async () => new Response('{}', { status: 503 })) as typeof fetch,
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
