// @vitest-environment happy-dom
/**
 * The sale notification popup for keyboard and screen-reader users (issue 12: live regions that
 * do not announce too much; keyboard-operable). With 001 §3's defaults (display_time 5 s,
 * delay_time_notification 10 s, maximum_per_page 30) a popup in a live region read out up to 30
 * marketing messages a page, and one that hid after its 5 s under the keyboard focus or the
 * pointer could not be used. The storefront runs on a simulated clock: the popup's times are the
 * scheduler's (001 §3, docs/decisions/0321).
 */
import { selectSocialProofStatus } from '@vitrine/core-offers';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { platformSuite } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { SaleNotification } from './sale-notification';

const suite = platformSuite();

/** 001 §3 defaults: the first popup 3 s after the page starts, each shown 5 s. */
const POPUP_DELAY_MS = 3_000;
const DISPLAY_MS = 5_000;

/**
 * Moves the simulated clock by `ms` in 100 ms steps, letting React commit what each step fired (a
 * popup hidden and the next shown in one commit would look like one popup staying).
 */
async function advance(clock: SimulatedClock, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => {
      clock.increment(Math.min(100, left));
    });
  }
}

/** A product page of the demo shop on `clock` with the popup, a page's main and a link elsewhere. */
async function showPopup(): Promise<{ clock: SimulatedClock; storefront: Storefront; popup: HTMLElement }> {
  const clock = new SimulatedClock();
  const storefront = suite.open({ ports: createMemoryPorts({ navigate: createMemoryNavigate(), clock }) });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        handle: { route: 'product-single' },
        element: (
          <>
            <main id="main" tabIndex={-1}>
              <button type="button">Elsewhere</button>
            </main>
            <SaleNotification />
          </>
        ),
      },
    ],
    { initialEntries: ['/products/classic-crew-tee'] },
  );
  render(
    <StorefrontProvider storefront={storefront}>
      <RouterProvider router={router} />
    </StorefrontProvider>,
  );
  const socialProof = await storefront.load('socialProof');
  await waitFor(() => expect(selectSocialProofStatus(socialProof.getSnapshot())).toBe('ready'), {
    timeout: 20_000,
  });
  await advance(clock, POPUP_DELAY_MS);
  const popup = screen.getByRole('complementary', { name: TEXTS.saleNotification });
  return { clock, storefront, popup };
}

const closeButton = (popup: HTMLElement) =>
  within(popup).getByRole('button', { name: TEXTS.dismissNotification });
const popupShown = () => screen.queryByRole('complementary', { name: TEXTS.saleNotification });

describe('the sale notification popup (issue 12; 001 §3 Notifications)', () => {
  it('is a labelled region a shopper can reach, not a live region announcing each popup', async () => {
    const { popup } = await showPopup();
    expect(popup.textContent).not.toBe('');
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(popup.closest('[aria-live]')).toBeNull();
    expect(popup.querySelector('[aria-live]')).toBeNull();
  }, 40_000);

  it('stays while its close button has the keyboard focus; after the focus leaves, it hides after the rest of its time', async () => {
    const { clock, popup } = await showPopup();
    await advance(clock, 1_000);
    const close = closeButton(popup);
    const text = popup.textContent;
    act(() => close.focus());
    // Past its 5 s, and past the 10 s before the next popup would have come.
    await advance(clock, DISPLAY_MS + 12_000);
    expect(popupShown()).toBe(popup);
    expect(popup.textContent).toBe(text);
    expect(document.activeElement).toBe(close);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    // 4 s of its 5 s were left when the focus came.
    await advance(clock, 3_900);
    expect(popupShown()).toBe(popup);
    await advance(clock, 100);
    expect(popupShown()).toBeNull();
  }, 40_000);

  it('stays while the pointer is over it, and hides after the rest of its time once the pointer leaves', async () => {
    const { clock, popup } = await showPopup();
    await advance(clock, 2_000);
    const text = popup.textContent;
    fireEvent.mouseEnter(popup);
    await advance(clock, DISPLAY_MS + 12_000);
    expect(popupShown()).toBe(popup);
    expect(popup.textContent).toBe(text);
    fireEvent.mouseLeave(popup);
    await advance(clock, 2_900);
    expect(popupShown()).toBe(popup);
    await advance(clock, 100);
    expect(popupShown()).toBeNull();
  }, 40_000);

  it('closed from the keyboard, it gives the focus back to where it came from, not to the document', async () => {
    const { popup } = await showPopup();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    const close = closeButton(popup);
    act(() => close.focus());
    fireEvent.click(close);
    await waitFor(() => expect(popupShown()).toBeNull());
    expect(document.activeElement).toBe(elsewhere);
  }, 40_000);
});
