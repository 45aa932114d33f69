/**
 * Pages, policies, forms, redirects and the EUR shop (000 §2, §5, §9): a page's script injected
 * again, the contact form, the newsletter in the footer, a redirect and a page lock, the EUR shop's
 * prices and its IP report form.
 */
import type { Browser } from 'playwright-core';
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

describe('content', () => {
  it('a page by handle runs its script again; the contact page sends its form', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/pages/about-us'));
    await page.getByRole('heading', { name: 'About us' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as { __vitrineAboutLoaded?: boolean }).__vitrineAboutLoaded))
      .toBe(true);
    await page.goto(shop.url('/pages/contact'));
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.locator('main').getByLabel('Name').fill('Ada');
    await page.locator('main').getByLabel('Email').fill('ada@example.com');
    await page.locator('main').getByLabel('Message').fill('Where is my parcel?');
    await expectAccessible(page);
    await screenshots(page, 'contact');
    await page.locator('main').getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor();
    await context.close();
  });

  it('subscribes to the newsletter from the footer, refusing an invalid e-mail', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/policies/privacy-policy'));
    await page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    const footer = page.locator('footer');
    await footer.getByLabel('Your email address').fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Please enter an valid email').waitFor();
    await footer.getByLabel('Your email address').fill('ada@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('You have been successfully subscribed to our newsletter!').first().waitFor();
    await context.close();
  });

  it('follows a redirect; the IP policy without visible_link is not found', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/old-shop'));
    await page.waitForURL((url) => url.pathname === '/collections/all');
    await page.getByRole('heading', { name: 'All products' }).waitFor();
    await page.goto(shop.url('/policies/ip'));
    await page.waitForURL((url) => url.pathname === '/page-not-found');
    await context.close();
  });

  it("a renamed page's old URL leads to the page, its query kept (000 §2 redirects; decision 0657)", async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/pages/old-about?ref=mail', 'euro.localhost'));
    await page.waitForURL((url) => url.pathname === '/pages/about-us' && url.search === '?ref=mail');
    await page.locator('main h1').waitFor();
    // Followed in the page too.
    await page.evaluate(() => {
      history.pushState({}, '', '/pages/old-about?ref=app');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/pages/about-us' && url.search === '?ref=app');
    await context.close();
  });

  it('a page or policy the shop does not have shows the not-found page (000 §2, §8 status 404)', async () => {
    const { context, page } = await newShopper(browser);
    const answer = await page.goto(shop.url('/pages/no-such-page'));
    await page.waitForURL((url) => url.pathname === '/page-not-found', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(answer?.status()).toBe(404);
    // Reached in the page, not only by loading it.
    await page.goto(shop.url('/'));
    await page.evaluate(() => {
      history.pushState({}, '', '/policies/no-such-policy');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/page-not-found', { timeout: 15_000 });
    await context.close();
  });

  it('the EUR shop shows euro prices, locks its secret page and takes an IP report', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/collections/all', 'euro.localhost'));
    await page.locator('.grid .card').first().waitFor();
    expect(await page.locator('.grid .card .price').first().textContent()).toContain('€');
    await expectAccessible(page);
    await screenshots(page, 'euro-collection');
    await page.goto(shop.url('/pages/secret-sale', 'euro.localhost'));
    await page.waitForURL((url) => url.pathname === '/page-not-found');
    await page.goto(shop.url('/policies/ip', 'euro.localhost'));
    await page.getByRole('link', { name: 'Report an intellectual-property infringement' }).click();
    await page.waitForURL((url) => url.pathname === '/policies/ip/form');
    await page.locator('main').getByLabel('Email').fill('rights@example.com');
    await page.locator('main').getByLabel('Message').fill('This listing copies our design.');
    await expectAccessible(page);
    await screenshots(page, 'dmca-form');
    await page.locator('main').getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you! Your report has been sent.').waitFor();
    await context.close();
  });
});
