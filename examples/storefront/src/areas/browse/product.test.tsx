// @vitest-environment happy-dom
/**
 * The product page's quantity (000 §2 Product page, §4 add to cart): the field can be
 * emptied while the shopper types a new number, and settles to at least 1 when left or when the
 * product is added. A controlled field that turned '' back into 1 at once made Backspace then 3
 * read 13.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changedFetch, openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import { Toasts } from '../../components/toasts';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as ProductPage } from './product';

const suite = platformSuite();

/** A product's page, rendered in the browser (hydrated from the first render). */
async function showTee(
  open: () => Storefront = () => suite.open(),
  handle = 'classic-crew-tee',
  search = '',
  withToasts = false,
): Promise<Storefront> {
  const storefront = open();
  await storefront.ready();
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <MemoryRouter initialEntries={[`/products/${handle}${search}`]}>
          <Routes>
            <Route path="/products/:slug" element={<ProductPage />} />
          </Routes>
          {withToasts ? <Toasts /> : null}
        </MemoryRouter>
      </Hydration>
    </StorefrontProvider>,
  );
  return storefront;
}

const quantityField = () =>
  screen.findByLabelText(TEXTS.quantity, {}, { timeout: 20_000 }) as Promise<HTMLInputElement>;

describe('the product page quantity', () => {
  it('Backspace then 3 reads 3, and the product is added 3 times', async () => {
    const storefront = await showTee();
    const field = await quantityField();
    const user = userEvent.setup();
    await user.click(field);
    await user.keyboard('{Backspace}3');
    expect(field.value).toBe('3');
    const add = screen.getByRole('button', { name: TEXTS.addToCart });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), { timeout: 20_000 });
    await user.click(add);
    await waitFor(async () =>
      expect((await storefront.cart.settled()).context.cart.items.map((item) => item.qty)).toEqual([3]),
    );
  }, 60_000);

  it('an emptied field left, or anything below 1, settles to 1', async () => {
    await showTee();
    const field = await quantityField();
    const user = userEvent.setup();
    await user.click(field);
    await user.keyboard('{Backspace}');
    expect(field.value).toBe('');
    await user.tab();
    expect(field.value).toBe('1');
    await user.click(field);
    await user.keyboard('{Backspace}0');
    await user.tab();
    expect(field.value).toBe('1');
  }, 60_000);
});

describe('a product with custom options whose code cannot load', () => {
  it('says so and asks for a refresh, where Add to cart stayed disabled without a word (decision 0490)', async () => {
    const unloadable = () => {
      const storefront = suite.open();
      return Object.assign(Object.create(storefront) as Storefront, {
        customOptions: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      });
    };
    await showTee(unloadable, 'custom-photo-mug');
    const alert = await screen.findByText(
      formatMessage('error.refresh_page'),
      { exact: false },
      { timeout: 20_000 },
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect((screen.getByRole('button', { name: TEXTS.addToCart }) as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);
});

describe('an Add to cart refused for an empty required option', () => {
  // 000 §5 "A required option that is empty blocks the operation and shows its hint": the keyboard
  // stayed on Add to cart, and a screen-reader user had to look for what to fix (WCAG 3.3.1).
  it("takes the keyboard to the first option to fix (the mug's photo)", async () => {
    const storefront = await showTee(undefined, 'custom-photo-mug');
    const add = await screen.findByRole('button', { name: TEXTS.addToCart }, { timeout: 20_000 });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), { timeout: 20_000 });
    const user = userEvent.setup();
    await user.click(add);
    const photo = screen.getByLabelText('Your photo *');
    await waitFor(() => expect(document.activeElement).toBe(photo));
    expect(photo.getAttribute('aria-invalid')).toBe('true');
    expect((await storefront.cart.settled()).context.cart.items).toEqual([]);
  }, 60_000);
});

describe('an add the platform refuses', () => {
  // 000 §8: a refused add says the server's words ('Only 2 left in stock.'), which core-cart shows
  // as an error toast (role="alert", docs/decisions/0223); the page also wrote them in its
  // role="status" by the button, so a screen reader heard the refusal twice.
  it("is announced once: 'Only 2 left in stock.' in one live region", async () => {
    const refusing = () =>
      openStorefront(suite.platform, 'localhost', {
        fetch: async (input, init) => {
          const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
          if (url.includes('/api/checkout/cart/update.json'))
            return Response.json(
              {
                code: 400,
                success: false,
                error_code: 'ITEM_OUT_STOCK',
                error_message: 'Only 2 left in stock.',
              },
              { status: 400 },
            );
          return suite.platform.fetch(input, init);
        },
      });
    let opened: Storefront | undefined;
    try {
      await showTee(
        () => {
          opened = refusing();
          return opened;
        },
        'classic-crew-tee',
        '',
        true,
      );
      const add = await screen.findByRole('button', { name: TEXTS.addToCart }, { timeout: 20_000 });
      await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), { timeout: 20_000 });
      await userEvent.setup().click(add);
      const refusal = 'Only 2 left in stock.';
      await screen.findByRole('alert', {}, { timeout: 20_000 });
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(refusal));
      const live = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].filter(
        (region) => region.textContent?.includes(refusal),
      );
      expect(live).toHaveLength(1);
      expect(live[0]?.getAttribute('role')).toBe('alert');
      // Still written beside the button, where the shopper pressed it.
      expect(document.querySelector('.product .actions + p')?.textContent).toBe(refusal);
    } finally {
      opened?.stop();
    }
  }, 60_000);
});

/** The id of the variant of `handle` whose sku is `sku`, as the platform seeds it. */
async function variantId(handle: string, sku: string): Promise<string> {
  const storefront = suite.open();
  await storefront.ready();
  const loaded = await storefront.catalog.product(handle);
  const variant = loaded.ok ? loaded.value.product?.variants.find((item) => item.sku === sku) : undefined;
  if (!variant) throw new Error(`no variant ${sku} of ${handle}`);
  return variant.id;
}

describe('the price of the variant shown', () => {
  it('a variant without a compare-at price shows no struck-through price, though the product has one (000 §3 Variant)', async () => {
    // The hoodie's sizes all compare at 72; here size M has no compare-at price of its own. The
    // product's compare_at_price is its cheapest variant's (S): it is not M's.
    const withoutCompare = () =>
      openStorefront(suite.platform, 'localhost', {
        fetch: changedFetch(suite.platform, '/api/catalog/product.json', (body) => {
          const result = body.result as { variants: Array<Record<string, unknown>> };
          return {
            ...body,
            result: {
              ...result,
              variants: result.variants.map((variant) =>
                variant.size === 'm' ? { ...variant, compare_at_price: null } : variant,
              ),
            },
          };
        }),
      });
    const m = await variantId('relaxed-hoodie', 'HOODIE-M');
    let opened: Storefront | undefined;
    try {
      await showTee(
        () => {
          opened = withoutCompare();
          return opened;
        },
        'relaxed-hoodie',
        `?variant=${m}`,
      );
      await screen.findByLabelText(TEXTS.quantity, {}, { timeout: 20_000 });
      expect(document.querySelector('.product .price')).not.toBeNull();
      expect(document.querySelector('.product .compare')).toBeNull();
    } finally {
      opened?.stop();
    }
  }, 60_000);
});

describe('a sold-out variant', () => {
  it('names the add button Sold out, as the product card does (000 §4 Product page; decision 0145)', async () => {
    // The tee in Sand / XL has a tracked stock of 0: the platform answers it available: false.
    const sandXl = await variantId('classic-crew-tee', 'TEE-SAND-XL');
    await showTee(undefined, 'classic-crew-tee', `?variant=${sandXl}`);
    const button = await screen.findByRole('button', { name: TEXTS.soldOut }, { timeout: 20_000 });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: TEXTS.addToCart })).toBeNull();
  }, 60_000);
});

// 000 §2 Navigation rules: "A matching 'from' leads to a replace-navigation to its 'to' (external
// or internal, query kept)"; a renamed product is redirected so too (000 §8).
describe('a renamed product', () => {
  it('/products/old-tee?variant=5&utm_source=mail goes to /products/new-tee with the same query', async () => {
    await suite.platform.database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/products/old-tee', '/products/new-tee' FROM shops WHERE name = 'Vitrine Demo'`,
    );
    const navigate = createMemoryNavigate();
    await showTee(
      () => suite.open({ ports: createMemoryPorts({ navigate }) }),
      'old-tee',
      '?variant=5&utm_source=mail',
    );
    await waitFor(
      () =>
        expect(navigate.intents).toEqual([
          { type: 'path', path: '/products/new-tee?variant=5&utm_source=mail', replace: true },
        ]),
      { timeout: 20_000 },
    );
  }, 60_000);
});
