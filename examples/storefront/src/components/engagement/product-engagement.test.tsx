// @vitest-environment happy-dom
/**
 * The engagement widgets follow the shop's apps (000 §2 "reviews widget when the review app is
 * enabled"; 000 §1 apps usell, review): a shop with the app off shows none of them, and a part whose
 * code cannot load says so instead of "Loading…" for good (decision 0490). The seeded shops have
 * every app on: the platform's bootstrap answer is changed on its way in.
 */
import type { Product } from '@vitrine/core-catalog';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  openStorefront,
  platformSuite,
  productOf,
  withFailingParts,
} from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { AllReviews } from './all-reviews';
import { EngagementProduct } from './product-engagement';
import { ReviewCarousel } from './review-carousel';

const suite = platformSuite();

/** A storefront of the demo shop with its apps as given (the bootstrap answer changed). */
function shopWithApps(apps: { readonly usell: boolean; readonly review: boolean }): Storefront {
  return suite.open({ bootstrap: (result) => ({ ...result, apps: { ...result.apps, ...apps } }) });
}

function show(storefront: Storefront, product: Product) {
  render(
    <StorefrontProvider storefront={storefront}>
      <MemoryRouter>
        <EngagementProduct product={product} />
        <ReviewCarousel />
      </MemoryRouter>
    </StorefrontProvider>,
  );
}

describe('engagement widgets and the shop’s apps', () => {
  it('a shop with the review and upsell apps on shows the reviews widget, the carousel and the offers', async () => {
    const storefront = shopWithApps({ usell: true, review: true });
    show(storefront, await productOf(storefront));
    await screen.findByRole('heading', { name: TEXTS.reviews, level: 2 }, { timeout: 20_000 });
    await waitFor(() => expect(document.querySelector('.reviews-widget .review')).not.toBeNull(), {
      timeout: 20_000,
    });
    await waitFor(() => expect(document.querySelector('.review-carousel')).not.toBeNull(), {
      timeout: 20_000,
    });
    await screen.findByRole('heading', { name: TEXTS.upsellTitle }, { timeout: 20_000 });
  });

  it('a shop with both apps off shows no reviews widget, no review carousel and no offers', async () => {
    const storefront = shopWithApps({ usell: false, review: false });
    const product = await productOf(storefront);
    // Their code is there and the offers of the product are loaded: only the apps keep them away.
    const [offers] = await Promise.all([storefront.load('offers'), storefront.load('reviews')]);
    await offers.load(product);
    show(storefront, product);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(document.querySelector('.reviews-widget')).toBeNull();
    expect(document.querySelector('.review-carousel')).toBeNull();
    expect(document.querySelector('.upsell')).toBeNull();
    expect(screen.queryByRole('heading', { name: TEXTS.reviews })).toBeNull();
  });

  it('in a shop with the review app off the all_reviews template shows no reviews and asks for none (0540)', async () => {
    const storefront = shopWithApps({ usell: true, review: false });
    await storefront.ready();
    render(
      <StorefrontProvider storefront={storefront}>
        <MemoryRouter>
          <AllReviews />
        </MemoryRouter>
      </StorefrontProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(document.querySelector('.all-reviews')).toBeNull();
    expect(screen.queryByText(TEXTS.loading)).toBeNull();
    expect(storefront.loaded('reviews')).toBeUndefined();
  });

  it('the all_reviews page says the reviews could not load when their code cannot, not Loading… for good', async () => {
    const storefront = shopWithApps({ usell: true, review: true });
    await storefront.ready();
    render(
      <StorefrontProvider storefront={withFailingParts(storefront)}>
        <MemoryRouter>
          <AllReviews />
        </MemoryRouter>
      </StorefrontProvider>,
    );
    await screen.findByText(TEXTS.reviewsUnavailable);
    expect(screen.queryByText(TEXTS.loading)).toBeNull();
  });

  it('a product page shows Loading… until its own reviews are there: never "No reviews yet" nor the previous product\'s reviews (001 §3 Review state, §4 Reviews)', async () => {
    // The reviews of the second product (001 §7 GET review reviews) are answered once released.
    const platform = suite.platform;
    let held: string | null = null;
    let release = () => {};
    const releasing = new Promise<void>((resolve) => (release = resolve));
    const holding = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      if (
        url.pathname === '/api/review/reviews.json' &&
        held !== null &&
        url.searchParams.get('product_id') === held
      ) {
        await releasing;
      }
      return platform.fetch(input, init);
    }) as typeof fetch;
    const storefront = openStorefront(platform, 'localhost', { fetch: holding });
    /** What the widget showed at each change of the page. */
    const seen: { readonly reviews: number; readonly more: boolean; readonly empty: boolean }[] = [];
    const look = () => {
      const widget = document.querySelector('.reviews-widget');
      seen.push({
        reviews: widget?.querySelectorAll('.review').length ?? 0,
        more: screen.queryByRole('button', { name: TEXTS.moreReviews }) !== null,
        empty: screen.queryByText(TEXTS.noReviews) !== null,
      });
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      const tee = await productOf(storefront);
      const hoodie = await productOf(storefront, 'relaxed-hoodie');
      held = hoodie.id;
      const page = (product: Product) => (
        <StorefrontProvider storefront={storefront}>
          <MemoryRouter>
            <EngagementProduct product={product} />
          </MemoryRouter>
        </StorefrontProvider>
      );
      // The first product page of the visit: Loading…, then its reviews (the tee has 25).
      const view = render(page(tee));
      await waitFor(() => expect(document.querySelectorAll('.reviews-widget .review')).toHaveLength(20), {
        timeout: 20_000,
      });
      expect(seen.some((shown) => shown.empty)).toBe(false);
      expect(screen.getByRole('button', { name: TEXTS.moreReviews })).toBeDefined();
      // Then the hoodie, whose reviews are on their way: Loading…, none of the tee's, no More reviews.
      seen.length = 0;
      view.rerender(page(hoodie));
      look();
      await new Promise((resolve) => setTimeout(resolve, 500));
      look();
      expect(seen.filter((shown) => shown.reviews > 0 || shown.more || shown.empty)).toEqual([]);
      expect(screen.getByText(TEXTS.loading)).toBeDefined();
      release();
      await waitFor(() => expect(document.querySelectorAll('.reviews-widget .review')).toHaveLength(3), {
        timeout: 20_000,
      });
      expect(screen.queryByRole('button', { name: TEXTS.moreReviews })).toBeNull();
    } finally {
      observer.disconnect();
      release();
      storefront.stop();
    }
  });

  it('a product whose reviews could not be fetched says so, not "No reviews yet" (001 §8)', async () => {
    // The platform answers the review list with a 500: the list is failed, the product may have reviews.
    const platform = suite.platform;
    const failingReviews = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/review/reviews.json')) {
        return new Response(JSON.stringify({ success: false }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return platform.fetch(input, init);
    }) as typeof fetch;
    const storefront = openStorefront(platform, 'localhost', { fetch: failingReviews });
    try {
      show(storefront, await productOf(storefront));
      await screen.findByText(TEXTS.reviewsUnavailable, undefined, { timeout: 20_000 });
      expect(screen.queryByText(TEXTS.noReviews)).toBeNull();
    } finally {
      storefront.stop();
    }
  });
});
