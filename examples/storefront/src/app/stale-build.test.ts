import { describe, expect, it } from 'vitest';
import {
  type PendingLocation,
  reloadOnStaleBuild,
  STALE_BUILD_RELOAD_KEY,
  STALE_BUILD_RELOAD_WINDOW_MS,
  type StaleBuildPage,
} from './stale-build';

function fakePage(storage: Map<string, string> | 'refused' = new Map()) {
  const listeners: Array<(event: Event) => void> = [];
  const assigned: string[] = [];
  const page: StaleBuildPage = {
    addEventListener: (_type, listener) => listeners.push(listener),
    location: {
      pathname: '/products/tee',
      search: '?variant=2',
      hash: '',
      assign: (url) => assigned.push(url),
    },
    sessionStorage: {
      getItem: (key) => {
        if (storage === 'refused') throw new Error('SecurityError');
        return storage.get(key) ?? null;
      },
      setItem: (key, value) => {
        if (storage === 'refused') throw new Error('SecurityError');
        storage.set(key, value);
      },
    },
  };
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    for (const listener of listeners) listener(event);
    return event.defaultPrevented;
  };
  return { page, assigned, fail };
}

describe('reloadOnStaleBuild', () => {
  const cart: PendingLocation = { pathname: '/cart', search: '', hash: '#lines' };

  it('loads the location being navigated to as a new document, and stops Vite rethrowing', () => {
    const { page, assigned, fail } = fakePage();
    reloadOnStaleBuild(
      page,
      () => cart,
      () => 1_000,
    );
    expect(fail()).toBe(true);
    expect(assigned).toEqual(['/cart#lines']);
  });

  it('loads the current location again when no navigation is pending', () => {
    const { page, assigned, fail } = fakePage();
    reloadOnStaleBuild(
      page,
      () => undefined,
      () => 1_000,
    );
    fail();
    expect(assigned).toEqual(['/products/tee?variant=2']);
  });

  it('tries a location once in its window: a second failure shows the error page, a later one tries again', () => {
    const storage = new Map<string, string>();
    let clock = 1_000;
    const first = fakePage(storage);
    reloadOnStaleBuild(
      first.page,
      () => cart,
      () => clock,
    );
    expect(first.fail()).toBe(true);
    // the new document fails again at once: no second load, Vite's error goes on to the router
    const second = fakePage(storage);
    reloadOnStaleBuild(
      second.page,
      () => cart,
      () => clock + 500,
    );
    expect(second.fail()).toBe(false);
    expect(second.assigned).toEqual([]);
    clock += STALE_BUILD_RELOAD_WINDOW_MS;
    const later = fakePage(storage);
    reloadOnStaleBuild(
      later.page,
      () => cart,
      () => clock,
    );
    expect(later.fail()).toBe(true);
    expect(JSON.parse(storage.get(STALE_BUILD_RELOAD_KEY) ?? '{}')).toEqual({
      href: '/cart#lines',
      at: clock,
    });
  });

  it('never loads again when the page cannot remember that it tried', () => {
    const { page, assigned, fail } = fakePage('refused');
    reloadOnStaleBuild(page, () => cart);
    expect(fail()).toBe(false);
    expect(assigned).toEqual([]);
  });
});
