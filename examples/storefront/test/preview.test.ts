/**
 * Live preview and manage bar journeys (001 §2; issue 14): the reference editor page
 * (examples/editor, served at /editor/ on the platform admin's origin, http://127.0.0.1:<port>)
 * drives the storefront in its frame — a settings change redrawn after 800 ms without a reload,
 * an added section, a chosen section scrolled into view, mobile and desktop device modes, the
 * inert sample product, the sample order and sample checkout pages, the built-in home sections' settings (docs/decisions/0434) — while the
 * same editor page on another origin is ignored; the admin links (000 §2, 0433) disabled in the
 * preview; the manage bar and the admin links show for an admin (with the sizes of 001 §2) and not
 * for a shopper, nor on a phone, nor on the cart.
 */
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, newShopper, screenshots } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

let shop: StorefrontShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The editor page on `host` and the storefront in its frame, once the storefront has rendered. */
async function openEditor(host: string): Promise<{ page: Page; frame: Frame; close(): Promise<void> }> {
  const { context, page } = await newShopper(browser, 1280);
  await page.goto(shop.url('/editor/', host));
  const handle = await page.locator('#preview').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the editor has no preview frame');
  await frame.waitForURL((url) => url.searchParams.get('preview') === 'true');
  await frame.locator('#featured-product').waitFor();
  return { page, frame, close: () => context.close() };
}

/** Posts one protocol message from the editor page to the storefront in its frame, as the editor does. */
async function postFromEditor(page: Page, type: string, payload: unknown): Promise<void> {
  await page.evaluate(
    ({ type, payload, origin }) => {
      const frame = document.getElementById('preview');
      if (!(frame instanceof HTMLIFrameElement)) throw new Error('the editor has no preview frame');
      frame.contentWindow?.postMessage({ channel: 'vitrine.preview', version: 1, type, payload }, origin);
    },
    { type, payload, origin: new URL(shop.url('/')).origin },
  );
}

const accentOf = (frame: Frame) =>
  frame.evaluate(() => document.documentElement.style.getPropertyValue('--accent'));
const markerOf = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { previewMarker?: number }).previewMarker);

describe('live preview', () => {
  it('follows the editor on its origin: redraws settings after 800 ms without a reload, adds and scrolls to a section, switches device, shows the inert sample product', {
    timeout: 240_000,
  }, async () => {
    const { page, frame, close } = await openEditor('127.0.0.1');
    // The storefront told the editor it is ready (the `reloaded` answer).
    await expect.poll(() => page.locator('#status').getAttribute('data-connected')).toBe('true');
    await frame.evaluate(() => {
      (window as unknown as { previewMarker?: number }).previewMarker = 42;
    });

    // Mobile by default (000 §4): the storefront knows, and the frame is phone-wide.
    expect(await frame.evaluate(() => document.documentElement.dataset.previewDevice)).toBe('mobile');
    expect(await frame.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(390);

    // A colour change: redrawn 800 ms after the change (001 §2), in place.
    const before = Date.now();
    await page.locator('#accent').fill('#be185d');
    await expect.poll(() => accentOf(frame)).toBe('#be185d');
    expect(Date.now() - before).toBeGreaterThanOrEqual(800);
    expect(await markerOf(frame)).toBe(42);
    await expect
      .poll(() => page.locator('#log li').first().textContent())
      .toMatch(/reloaded homepage \(answer to m\d+\)/);

    // A new section with its blocks, rendered without a reload.
    await page.locator('#section-heading').fill('Free shipping this week');
    await page.locator('#add-section').click();
    const section = frame.locator('[data-section-id="text-1"]');
    await section.getByRole('heading', { name: 'Free shipping this week' }).waitFor();
    expect(await section.locator('[data-block-id]').count()).toBe(2);
    expect(await markerOf(frame)).toBe(42);

    // Choosing the section scrolls it into view (after 100 ms) and marks it.
    expect(await frame.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('#sections button[data-select="text-1"]').click();
    await expect.poll(() => section.getAttribute('data-selected')).toBe('true');
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(100);
    expect(await frame.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // A built-in section of the home page (its section element, docs/decisions/0434).
    const scrolled = await frame.evaluate(() => window.scrollY);
    await page.locator('#sections button[data-select="featured-product"]').click();
    await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
    await expect
      .poll(() =>
        frame
          .locator('[data-section-id="featured-product"]')
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(100);
    await expectAccessible(page);
    await screenshots(page, 'preview-editor');

    // Desktop mode: the frame is wide and the storefront knows it.
    await page.locator('#device-desktop').click();
    await expect
      .poll(() => frame.evaluate(() => document.documentElement.dataset.previewDevice))
      .toBe('desktop');
    expect(await frame.evaluate(() => window.innerWidth)).toBeGreaterThan(390);

    // The editor's product page: the sample product, whose buttons do nothing (001 §2).
    await page.locator('#page').selectOption('product');
    await frame.waitForURL((url) => url.pathname === '/products/preview');
    const sample = frame.locator('.preview-sample');
    await sample.getByRole('heading', { level: 1 }).waitFor();
    expect(await sample.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await expect.poll(() => page.locator('#log li').first().textContent()).toContain('reloaded product');
    expect(await markerOf(frame)).toBe(42);

    // The editor's thank-you page: the sample order's status (001 §2 "Sample order data with a
    // sample token serves the fake order status preview"), not the platform's "not found".
    await page.locator('#page').selectOption('thankyou');
    await frame.waitForURL((url) => url.pathname === '/orders/preview-sample-order');
    await frame.getByRole('heading', { level: 1, name: 'Order #1001' }).waitFor();
    expect(await frame.getByText('jane.doe@example.com').count()).toBe(1);
    expect(await frame.getByText('Sample product', { exact: true }).count()).toBeGreaterThan(0);
    expect(await frame.getByText('This order could not be found.').count()).toBe(0);

    // The editor's checkout page (001 §2 checkout to /checkouts/token): the sample checkout at its
    // first step, contact_information (001 §4), not "This checkout could not be loaded." (0500).
    await page.locator('#page').selectOption('checkout');
    await frame.waitForURL((url) => url.pathname === '/checkouts/token');
    await frame.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await expect
      .poll(() => frame.getByLabel('Email', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe('jane.doe@example.com');
    expect(await frame.getByRole('button', { name: 'Continue to shipping' }).count()).toBe(1);
    expect(await frame.getByText('Sample product', { exact: true }).count()).toBeGreaterThan(0);
    expect(await frame.getByText('This checkout could not be loaded.').count()).toBe(0);
    await close();
  });

  it("edits the built-in home sections' settings: each re-rendered in place, what it names fetched, no reload", {
    timeout: 240_000,
  }, async () => {
    const { page, frame, close } = await openEditor('127.0.0.1');
    await expect.poll(() => page.locator('#status').getAttribute('data-connected')).toBe('true');
    await frame.evaluate(() => {
      (window as unknown as { previewMarker?: number }).previewMarker = 42;
    });
    const featured = frame.locator('section[aria-labelledby="featured-collection"]');
    const cards = featured.getByRole('list').locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(8);
    const replies = () => page.locator('#log li').count();

    // Another collection: its products are fetched and the section shows its title and link.
    let before = await replies();
    await page.locator('#featured-collection').selectOption('sale');
    await expect.poll(() => frame.locator('#featured-collection').textContent()).toBe('Sale');
    await featured.getByRole('link', { name: 'Sale →' }).waitFor();
    expect(
      new URL(
        await featured.getByRole('link', { name: 'Sale →' }).evaluate((a) => (a as HTMLAnchorElement).href),
      ).pathname,
    ).toBe('/collections/sale');
    await expect.poll(replies).toBeGreaterThan(before);
    expect(await page.locator('#log li').first().textContent()).toMatch(
      /reloaded homepage \(answer to m\d+\)/,
    );

    // Fewer products, a heading of the merchant's own.
    await page.locator('#featured-count').fill('3');
    await page.locator('#featured-count').press('Tab');
    await expect.poll(() => cards.count()).toBe(3);
    await page.locator('#featured-heading').fill('Last chance');
    await page.locator('#featured-heading').press('Tab');
    await expect.poll(() => frame.locator('#featured-collection').textContent()).toBe('Last chance');
    expect(await cards.count()).toBe(3);

    // A chosen featured product, fetched by its handle.
    before = await replies();
    await page.locator('#featured-product-handle').selectOption('relaxed-hoodie');
    await expect.poll(() => frame.locator('#featured-product').textContent()).toBe('Relaxed Hoodie');
    await expect.poll(replies).toBeGreaterThan(before);

    // The collection list's heading.
    await page.locator('#collection-list-heading').fill('Shop by collection');
    await page.locator('#collection-list-heading').press('Tab');
    await expect.poll(() => frame.locator('#collection-list').textContent()).toBe('Shop by collection');

    // Hidden and shown again (a disabled section is not shown, docs/decisions/0434).
    await page.locator('#collection-list-shown').uncheck();
    await expect.poll(() => frame.locator('[data-section-id="collection-list"]').count()).toBe(0);
    await page.locator('#collection-list-shown').check();
    await expect.poll(() => frame.locator('#collection-list').textContent()).toBe('Shop by collection');

    // In place: the built-in sections are not repeated among the editor's own, and no reload.
    expect(await frame.locator('.preview-sections [data-section-id]').count()).toBe(0);
    expect(await frame.locator('#featured-collection').count()).toBe(1);
    expect(await markerOf(frame)).toBe(42);

    // Choosing a built-in section still scrolls to it and marks it.
    await page.locator('#sections button[data-select="collection-list"]').click();
    const list = frame.locator('[data-section-id="collection-list"]');
    await expect.poll(() => list.getAttribute('data-preview-selected')).toBe('');
    await expect
      .poll(() => list.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(100);
    await expectAccessible(page);
    await screenshots(page, 'preview-home-settings');
    await close();
  });

  // 001 §2 maps the editor's checkout page to /checkouts/token and thankyou to the sample order's
  // page; docs/preview-protocol.md "The editor's sections of the page shown are rendered after the
  // page's own content". Those pages have the checkout layout, which did not render them.
  it("renders the editor's sections on its thank-you and checkout pages, after the page's own content", {
    timeout: 180_000,
  }, async () => {
    const { page, frame, close } = await openEditor('127.0.0.1');
    await expect.poll(() => page.locator('#status').getAttribute('data-connected')).toBe('true');
    const pages = [
      ['thankyou', '/orders/preview-sample-order', 'Order #1001'],
      ['checkout', '/checkouts/token', 'Checkout'],
    ] as const;
    for (const [editorPage, path, title] of pages) {
      await page.locator('#page').selectOption(editorPage);
      await frame.waitForURL((url) => url.pathname === path);
      const heading = frame.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      await postFromEditor(page, 'section.update', {
        page: editorPage,
        sectionId: `note-${editorPage}`,
        section: {
          type: 'rich-text',
          settings: { heading: `A note on ${editorPage}` },
          blocks: { first: { type: 'text', settings: { title: 'Questions?' } } },
          block_order: ['first'],
        },
      });
      const section = frame.locator(`[data-section-id="note-${editorPage}"]`);
      await section.getByRole('heading', { name: `A note on ${editorPage}` }).waitFor();
      expect(await section.locator('[data-block-id="first"]').count()).toBe(1);
      // After the page's own content, inside the page's main landmark.
      expect(
        await heading.evaluate((h1, id) => {
          const shown = document.querySelector(`[data-section-id="${id}"]`);
          return (
            shown !== null &&
            shown.closest('main') !== null &&
            (h1.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
          );
        }, `note-${editorPage}`),
      ).toBe(true);
    }
    await close();
  });

  // docs/preview-protocol.md: the storefront answers `reloaded` "when … the page is ready"; what the
  // editor posted before its storefront listened was lost, and a reloaded frame starts afresh. The
  // reference editor keeps its state and sends it again once the storefront answers.
  it('sends what was changed before the storefront listened, and again after the frame reloads', {
    timeout: 240_000,
  }, async () => {
    const { context, page } = await newShopper(browser, 1280);
    await page.goto(shop.url('/editor/', '127.0.0.1'), { waitUntil: 'domcontentloaded' });
    // At once: the storefront in the frame is still loading.
    await page.locator('#accent').fill('#be185d');
    const frame = await (await page.locator('#preview').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the editor has no preview frame');
    await expect.poll(() => page.locator('#status').getAttribute('data-connected')).toBe('true');
    await expect.poll(() => accentOf(frame)).toBe('#be185d');

    // A device switch shows in the editor's status at once, not at the next answer.
    await page.locator('#device-desktop').click();
    expect(await page.locator('#status').textContent()).toMatch(/on desktop$/);
    await expect
      .poll(() => frame.evaluate(() => document.documentElement.dataset.previewDevice))
      .toBe('desktop');
    await page.locator('#section-heading').fill('Free shipping this week');
    await page.locator('#add-section').click();
    await frame.locator('[data-section-id="text-1"]').waitFor();

    // The frame reloads: its storefront starts from nothing, and the editor sends its state again.
    await frame.evaluate(() => {
      (window as unknown as { previewMarker?: number }).previewMarker = 42;
      setTimeout(() => window.location.reload(), 0);
    });
    await expect.poll(() => markerOf(frame)).toBeUndefined();
    await frame.locator('html[data-preview="true"]').waitFor();
    await expect.poll(() => accentOf(frame)).toBe('#be185d');
    await expect
      .poll(() => frame.evaluate(() => document.documentElement.dataset.previewDevice))
      .toBe('desktop');
    await frame
      .locator('[data-section-id="text-1"]')
      .getByRole('heading', { name: 'Free shipping this week' })
      .waitFor();
    expect(await page.locator('#status').textContent()).toMatch(/on desktop$/);
    await context.close();
  });

  it('shows the admin links disabled in the preview (000 §2)', async () => {
    const { page, frame, close } = await openEditor('127.0.0.1');
    const admin = frame.getByRole('navigation', { name: 'Store admin' });
    const customize = admin.getByRole('link', { name: 'Customize theme' });
    await customize.waitFor();
    for (const name of ['Customize theme', 'New collection', 'New product'])
      expect(await admin.getByRole('link', { name }).getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.locator('#status').getAttribute('data-connected')).toBe('true');
    await customize.dispatchEvent('click');
    await page.waitForTimeout(500);
    // Not followed: the frame stays on the shop's home page, not the admin's theme editor.
    expect(new URL(frame.url()).pathname).toBe('/');
    await frame.locator('#featured-product').waitFor();
    await close();
  });

  // 001 §2: the editor posts page changes "and the storefront answers with a reloaded message". The
  // admin followed a link inside the frame, then opened that same page in the editor: the frame
  // was already there, so nothing rendered, and no `reloaded` answered the editor.
  it('answers the editor opening the page the frame already shows', { timeout: 120_000 }, async () => {
    const { page, frame, close } = await openEditor('127.0.0.1');
    await expect.poll(() => page.locator('#status').getAttribute('data-connected')).toBe('true');
    await frame.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a[href="/collections/all"]')?.click(),
    );
    await frame.waitForURL((url) => url.pathname === '/collections/all');
    await page.locator('#page').selectOption('collections/all');
    await expect
      .poll(() => page.locator('#log li').first().textContent())
      .toContain('reloaded collections/all');
    await close();
  });

  it('ignores the same messages from another origin', async () => {
    // The editor page on a host that is not the platform admin's: a foreign origin.
    const { page, frame, close } = await openEditor('demo.localhost');
    // The storefront's preview listener is attached (the page is marked then): what follows reaches
    // it and is ignored by the origin rule, not lost before it listened.
    await frame.locator('html[data-preview="true"]').waitFor();
    await page.locator('#accent').fill('#be185d');
    await page.locator('#add-section').click();
    await page.locator('#device-desktop').click();
    await page.locator('#apply-css').click();
    await page.locator('#page').selectOption('cart');
    await page.waitForTimeout(1500);
    expect(await accentOf(frame)).toBe('');
    expect(await frame.locator('.preview-sections [data-section-id]').count()).toBe(0);
    expect(await frame.evaluate(() => document.documentElement.dataset.previewDevice)).toBe('mobile');
    expect(await frame.evaluate(() => document.getElementById('vitrine-preview-styles'))).toBeNull();
    expect(new URL(frame.url()).pathname).toBe('/');
    // And the storefront's answers go to the admin's origin only: this page hears none.
    expect(await page.locator('#status').getAttribute('data-connected')).toBeNull();
    await close();
  });

  it("keeps the preview's code out of a shopper's page", async () => {
    const { context, page } = await newShopper(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(shop.url('/?preview=true'));
    await page.locator('#featured-product').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /preview-(host|sections)|sample-product|manage-bar/.test(url))).toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.dataset.preview)).toBeUndefined();
    // Nor a page of the checkout layout, which renders the editor's sections in the preview.
    scripts.length = 0;
    await page.goto(shop.url('/orders/preview-sample-order?preview=true'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts.filter((url) => /preview-(host|sections)|sample-product|manage-bar/.test(url))).toEqual(
      [],
    );
    await context.close();
  });
});

const manageBar = (page: Page) => page.getByRole('complementary', { name: 'Manage bar' });

describe('manage bar', () => {
  it('shows for an admin from the dashboard with the sizes of 001 §2, and hides on the cart', async () => {
    const { context, page } = await newShopper(browser, 1280);
    await page.goto(shop.url('/?from_dashboard=1'));
    const bar = manageBar(page);
    await bar.waitFor();
    const box = async () =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          width: element.getBoundingClientRect().width,
          zIndex: style.zIndex,
        };
      });
    expect(await box()).toEqual({ height: 56, width: 1280, zIndex: '999' });
    expect(await bar.locator('iframe').getAttribute('src')).toBe(
      `http://127.0.0.1:${shop.port}/editor/manage-bar.html?shop=${encodeURIComponent(`http://localhost:${shop.port}`)}`,
    );
    await bar.frameLocator('iframe').getByRole('link', { name: 'Customize theme' }).waitFor();
    // The header's admin links (000 §2): theme editor, new collection, new product, into the admin.
    const adminLinks = page.getByRole('navigation', { name: 'Store admin' });
    const shopQuery = `?shop=${encodeURIComponent(`http://localhost:${shop.port}`)}`;
    const adminBase = `http://127.0.0.1:${shop.port}/editor/`;
    expect(
      await adminLinks
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
    ).toEqual([
      ['Customize theme', `${adminBase}${shopQuery}`],
      ['New collection', `${adminBase}new-collection.html${shopQuery}`],
      ['New product', `${adminBase}new-product.html${shopQuery}`],
    ]);
    expect(
      await adminLinks.getByRole('link', { name: 'New product' }).getAttribute('aria-disabled'),
    ).toBeNull();
    await expectAccessible(page);
    await screenshots(page, 'manage-bar');

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(async () => (await box()).height).toBe(128);
    await bar.getByRole('button', { name: 'Collapse the manage bar' }).click();
    await expect.poll(async () => (await box()).width).toBe(80);
    await bar.getByRole('button', { name: 'Expand the manage bar' }).click();
    await expect.poll(async () => (await box()).width).toBe(800);

    // The cookie keeps it on the next visit; the cart hides it (001 §2).
    await page.goto(shop.url('/collections/all'));
    await manageBar(page).waitFor();
    // The collections page's admin link to create a collection (000 §2), to the admin's page.
    await page.goto(shop.url('/collections'));
    const create = page.getByRole('main').getByRole('link', { name: 'Create a collection' });
    await create.click();
    await page.waitForURL((url) => url.host === `127.0.0.1:${shop.port}`);
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      `http://localhost:${shop.port}/collections`,
    );
    await page.goto(shop.url('/collections/all'));
    await manageBar(page).waitFor();
    await page.goto(shop.url('/cart'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await manageBar(page).count()).toBe(0);
    await context.close();
  });

  it('does not show for a shopper, nor for an admin on a phone', async () => {
    const { context, page } = await newShopper(browser, 1280);
    await page.goto(shop.url('/'));
    await page.locator('#featured-product').waitFor();
    await page.waitForTimeout(500);
    expect(await manageBar(page).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Store admin' }).count()).toBe(0);
    await page.goto(shop.url('/collections'));
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('link', { name: 'Create a collection' }).count()).toBe(0);
    await context.close();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(shop.url('/?from_dashboard=1'));
    await phonePage.locator('#featured-product').waitFor();
    await phonePage.waitForTimeout(500);
    expect(await manageBar(phonePage).count()).toBe(0);
    await phone.close();
  });
});
