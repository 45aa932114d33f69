// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from '../../../../packages/sdk/test/harness/platform';
import { renderPage } from './render';

/** The storefront's own index.html (its `<html lang="en">` is the template's, not the page's). */
const TEMPLATE = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

/** The HTML the server sends for `url` (a server-rendered page). */
async function page(url: string): Promise<string> {
  const answer = await renderPage(new Request(url), { fetch: platform.fetch, template: TEMPLATE });
  expect(answer?.status).toBe(200);
  return (await answer?.text()) ?? '';
}

/** The `lang` of the page's `<html>` element. */
function htmlLang(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
}

/** The page's head (the embedded snapshot after the root holds the whole description). */
function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The content of the head's `<meta name="description">`. */
function metaDescription(html: string): string | undefined {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

// Decision 0452: "The storefront keeps <html lang> on the locale" (000 §9), from the first byte:
// the locale the page is rendered in, which the browser keeps when it hydrates (useDocumentLanguage).
describe('the language a server-rendered page is labelled in', () => {
  it('the euro shop (fr-FR) is sent as <html lang="fr-FR">, not as English', async () => {
    expect(htmlLang(await page('http://euro.localhost/'))).toBe('fr-FR');
  });

  it('?locale=fr-FR on the demo shop: <html lang="fr-FR">; without it, en-US', async () => {
    expect(htmlLang(await page('http://localhost/?locale=fr-FR'))).toBe('fr-FR');
    expect(htmlLang(await page('http://localhost/'))).toBe('en-US');
  });

  // Decision 0103: query parameters `currency` and `locale`, "first value if repeated".
  it('a repeated ?locale= takes its first value: ?locale=fr-FR&locale=en-US is French', async () => {
    expect(htmlLang(await page('http://localhost/?locale=fr-FR&locale=en-US'))).toBe('fr-FR');
    expect(htmlLang(await page('http://localhost/?locale=en-US&locale=fr-FR'))).toBe('en-US');
  });
});

// 000 §3 Product: "The description may hold per-locale blocks and falls back to the whole text"
// (decision 0143): the head says what the page shows, in the page's locale.
describe("a product's description in the head", () => {
  it('in English on the demo shop, in French with ?locale=fr-FR: one language, not both', async () => {
    // an empty meta_description (the seed's is the description's text, both languages), so
    // the meta, Open Graph and Twitter descriptions are the description's
    await platform.database.query("update products set meta_description = '' where handle = $1", [
      'classic-crew-tee',
    ]);
    const english = head(await page('http://localhost/products/classic-crew-tee'));
    expect(metaDescription(english)).toBe('Our heavyweight cotton tee, in three colours.');
    expect(english).toContain('"description":"Our heavyweight cotton tee, in three colours."');
    expect(english).not.toContain('Notre t-shirt');
    const french = head(await page('http://localhost/products/classic-crew-tee?locale=fr-FR'));
    expect(metaDescription(french)).toBe('Notre t-shirt en coton épais, en trois couleurs.');
    expect(french).toContain('"description":"Notre t-shirt en coton épais, en trois couleurs."');
    expect(french).not.toContain('Our heavyweight');
  });
});
