// @vitest-environment happy-dom
/**
 * The scroll rule of 000 §2 ("Router uses history mode and scrolls to the hash, otherwise to the
 * top"): a link followed to a page whose content comes after the page mounted (a page, a product
 * fetched) scrolls to its hash once the element is there; back and forward keep restoring the
 * position the page was left at.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageScroll } from './page-scroll';

/** A page whose content (with the "returns" heading) comes 300 ms after it mounted. */
function Faq() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 300);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <article>
      <h1>FAQ</h1>
      <h2 id="returns">Returns</h2>
    </article>
  ) : (
    <p>Loading</p>
  );
}

function open(initial: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Outlet />
            <PageScroll />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'pages/faq', element: <Faq /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The ids of the elements scrolled into view, in order. */
let scrolledTo: string[] = [];
const original = Element.prototype.scrollIntoView;
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});
afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = original;
});

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the scroll of a navigation (000 §2)', () => {
  it('a link to /pages/faq#returns scrolls to "returns" once the page content shows it', async () => {
    const router = open('/');
    await screen.findByText('Home');
    await act(() => router.navigate('/pages/faq#returns'));
    await screen.findByText('Returns');
    await wait(50);
    expect(scrolledTo).toEqual(['returns']);
  });

  it('back to a page with a hash restores the position it was left at, not the hash', async () => {
    const router = open('/');
    await screen.findByText('Home');
    await act(() => router.navigate('/pages/faq#returns'));
    await screen.findByText('Returns');
    // the shopper scrolled down the FAQ before leaving it
    // The window outlives this file (one per worker): its own scrollY is put back after.
    const ownScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await act(() => router.navigate('/'));
    await screen.findByText('Home');
    scrolledTo = [];
    const scrollTo = vi.spyOn(window, 'scrollTo');
    try {
      await act(() => router.navigate(-1));
      await screen.findByText('Returns');
      await wait(50);
      expect(scrolledTo).toEqual([]);
      // ScrollRestoration's restore: where the FAQ was left
      expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    } finally {
      scrollTo.mockRestore();
      Reflect.deleteProperty(window, 'scrollY');
      if (ownScrollY) Object.defineProperty(window, 'scrollY', ownScrollY);
    }
  });
});
