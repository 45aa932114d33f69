import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOLLAR_FORMAT } from '../db/schema/index';
import {
  ALLOWED_CHARACTERS_SEEDED_FLAG,
  LOCKED_SHOP_PASSWORD,
  SEEDED_FLAGS,
  SEEDED_THEME_PREVIEW_ID,
} from '../seed/shops';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('bootstrap', () => {
  it('answers every field of 000 §1 for the demo shop', async () => {
    const data = expectOk(
      await clientFor(server, 'localhost').call('bootstrap', { path: { domain: 'localhost' } }),
    );
    expect(data.code).toBe(200);
    expect(data.statusCode).toBe(200);
    const shop = data.result;
    expect(shop.shop).toMatchObject({
      name: 'Vitrine Demo',
      currency: 'USD',
      currency_format: DOLLAR_FORMAT,
    });
    expect(shop.preferences).toMatchObject({
      favicon: expect.any(String),
      homepage_title: expect.any(String),
    });
    expect(shop.preferences.homepage_meta_desc).toBeTruthy();
    expect(shop.checkout_settings.legal).toBeTruthy();
    expect(shop.store).toMatchObject({ visible_link: false, visible_powered_by: true });
    expect(shop.multi_currency.multiCurrency).toBe(true);
    expect(shop.multi_currency.multiLocale).toBe(true);
    expect(shop.multi_currency.currencies.map((c) => c.code)).toEqual(['USD', 'EUR', 'GBP', 'JPY']);
    expect(shop.multi_currency.rates).toMatchObject({
      USD: 1,
      EUR: expect.any(Number),
      JPY: expect.any(Number),
    });
    expect(shop.multi_currency.supported_locales).toEqual(['en-US', 'fr-FR']);
    expect(shop.apps).toEqual({ usell: true, copt: true, phub: true, review: true });
    expect(shop.third_party_apps).toBeTruthy();
    expect(shop.print_base).toBeTruthy();
    expect(shop.size_chart_setting).toMatchObject({ enable: true, use_sb_setting: false });
    expect(shop.redirect_count).toBeGreaterThanOrEqual(shop.redirects.length);
    expect(shop.page_locks).toEqual([]);
    expect(shop.script_tags.length).toBeGreaterThan(0);
    expect(shop).toMatchObject({ theme_cdn: expect.any(String), app_cdn: expect.any(String), theme_id: 1 });
    expect(shop.theme_build_version).toBeTruthy();
    expect(shop.theme_version_id).toBeTruthy();
    expect(shop.shop_theme.font_list.length).toBeGreaterThan(0);
    expect(shop.shop_theme.settings).toMatchObject({ cart_type: expect.any(String) });
    expect(Object.keys(shop.shop_theme.menus ?? {})).toEqual(['main-menu', 'footer']);
  });

  it('serves 127.0.0.1 as the demo shop too', async () => {
    const data = expectOk(
      await clientFor(server, '127.0.0.1').call('bootstrap', { path: { domain: '127.0.0.1' } }),
    );
    expect(data.result.shop.name).toBe('Vitrine Demo');
  });

  it('serves the euro shop with its format, visible_link, page locks and redirects', async () => {
    const data = expectOk(
      await clientFor(server, 'euro.localhost').call('bootstrap', { path: { domain: 'euro.localhost' } }),
    );
    const shop = data.result;
    expect(shop.shop).toMatchObject({ currency: 'EUR', currency_format: '€{{amount_with_comma_separator}}' });
    expect(shop.store.visible_link).toBe(true);
    expect(shop.page_locks.map((lock) => lock.path)).toContain('/pages/secret-sale');
    expect(shop.redirect_count).toBe(4);
    expect(shop.redirects.length).toBeLessThan(shop.redirect_count);
  });

  it('answers the locked shop bootstrap with the password event until the password is given (000 §2, §8)', async () => {
    const client = clientFor(server, 'locked.localhost');
    let emitted = 0;
    client.on('passwordProtected', () => {
      emitted++;
    });
    const failure = expectFailure(await client.call('bootstrap', { path: { domain: 'locked.localhost' } }));
    expect(failure).toMatchObject({ kind: 'http', statusCode: 401, message: 'password protection' });
    if (failure.kind === 'http') {
      expect(failure.body).toEqual({
        code: 401,
        success: false,
        error: 'password protection',
        error_code: 'PASSWORD_PROTECTED',
      });
    }
    expect(emitted).toBe(1);

    const { hash } = expectOk(
      await client.call('password.validate', { body: { password: LOCKED_SHOP_PASSWORD } }),
    );
    const unlocked = clientFor(server, 'locked.localhost', { storePassword: () => hash ?? '' });
    const data = expectOk(await unlocked.call('bootstrap', { path: { domain: 'locked.localhost' } }));
    expect(data.result.shop).toMatchObject({ name: 'Vitrine Locked', password_protected: true });
    // A hash with one character changed is no hash.
    const wrong = clientFor(server, 'locked.localhost', { storePassword: () => `${hash}x` });
    expect(
      expectFailure(await wrong.call('bootstrap', { path: { domain: 'locked.localhost' } })),
    ).toMatchObject({
      statusCode: 401,
    });
  });

  it('answers the same locked body on the bootstrap and on a catalogue call', async () => {
    const headers = { 'x-shop-domain': 'locked.localhost' };
    const boot = await server.fetch('http://x/api/bootstrap/locked.localhost.json', { headers });
    const products = await server.fetch('http://x/api/catalog/products_v2.json?limit=12&page=1', { headers });
    expect([boot.status, products.status]).toEqual([401, 401]);
    expect(await boot.json()).toEqual(await products.json());
  });

  it("serves the previewed theme's settings for theme_preview_id, the published ones otherwise", async () => {
    const demo = clientFor(server, 'localhost');
    const published = expectOk(await demo.call('bootstrap', { path: { domain: 'localhost' } })).result;
    const previewed = expectOk(
      await demo.call('bootstrap', {
        path: { domain: 'localhost' },
        query: { theme_preview_id: SEEDED_THEME_PREVIEW_ID },
      }),
    ).result;
    expect(published.theme_version_id).toBe(101);
    expect(previewed.theme_version_id).toBe(102);
    expect(previewed.shop_theme.settings).toMatchObject({ cart_type: 'page', primary_color: '#0f766e' });
    expect(published.shop_theme.settings).toMatchObject({ cart_type: 'drawer' });
    expect(previewed.shop_theme.menus).toEqual(published.shop_theme.menus);
    const unknown = expectOk(
      await demo.call('bootstrap', { path: { domain: 'localhost' }, query: { theme_preview_id: 'nope' } }),
    ).result;
    expect(unknown.theme_version_id).toBe(101);
  });

  it('answers 404 for an unknown domain', async () => {
    const failure = expectFailure(
      await clientFor(server, 'nowhere.test').call('bootstrap', { path: { domain: 'nowhere.test' } }),
    );
    expect(failure).toMatchObject({ kind: 'http', statusCode: 404 });
    if (failure.kind === 'http')
      expect(failure.body).toEqual({ code: 404, success: false, error: 'shop not found' });
    // 000 §8 'Bootstrap 404: the domain is wrong, go to wrong-domain': a domain that is not one (a
    // lone '%' once the path is decoded) or that only a second decoding would make a shop's
    // ('%256Cocalhost' is the text '%6Cocalhost') is an unknown domain, never a 500.
    for (const file of ['%25.json', 'a%2525b.json', '%256Cocalhost.json']) {
      const response = await server.fetch(`http://platform.test/api/bootstrap/${file}`);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ code: 404, success: false, error: 'shop not found' });
    }
  });
});

describe('store password', () => {
  const locked = () => clientFor(server, 'locked.localhost');

  it('locks every other call with 401 password protection', async () => {
    const client = locked();
    let emitted = 0;
    client.on('passwordProtected', () => {
      emitted++;
    });
    const failure = expectFailure(await client.call('pages.byHandle', { query: { handle: 'about-us' } }));
    expect(failure).toMatchObject({ kind: 'http', statusCode: 401, message: 'password protection' });
    expect(emitted).toBe(1);
  });

  it('refuses a wrong or empty password', async () => {
    for (const password of ['', 'nope']) {
      const failure = expectFailure(await locked().call('password.validate', { body: { password } }));
      expect(failure).toMatchObject({ kind: 'http', statusCode: 400, errorCode: 'INCORRECT_PASSWORD' });
    }
  });

  it('returns a hash that unlocks the shop', async () => {
    const answer = expectOk(
      await locked().call('password.validate', { body: { password: LOCKED_SHOP_PASSWORD } }),
    );
    expect(answer).toMatchObject({ code: 200, success: true });
    const hash = answer.hash ?? '';
    expect(hash).not.toBe('');
    const unlocked = clientFor(server, 'locked.localhost', { storePassword: () => hash });
    const page = expectOk(await unlocked.call('pages.byHandle', { query: { handle: 'about-us' } }));
    expect(page.result.handle).toBe('about-us');
  });

  it("answers a locked shop's shipping countries once unlocked, with no visitor credentials (001 §7, decision 0578)", async () => {
    const answer = expectOk(
      await locked().call('password.validate', { body: { password: LOCKED_SHOP_PASSWORD } }),
    );
    const unlocked = clientFor(server, 'locked.localhost', { storePassword: () => answer.hash ?? '' });
    let locks = 0;
    unlocked.on('passwordProtected', () => {
      locks++;
    });
    expectOk(await unlocked.call('checkout.availableShippingCountries'));
    expect(locks).toBe(0);
  });

  it('does not accept the hash on another shop header', async () => {
    const answer = expectOk(
      await locked().call('password.validate', { body: { password: LOCKED_SHOP_PASSWORD } }),
    );
    const response = await server.fetch('http://x/api/pages.json?handle=about-us', {
      headers: { 'x-shop-domain': 'locked.localhost', 'x-store-password': `${answer.hash}x` },
    });
    expect(response.status).toBe(401);
  });
});

describe('pages', () => {
  const demo = () => clientFor(server, 'localhost');

  it('finds a page by handle, with its template', async () => {
    const contact = expectOk(await demo().call('pages.byHandle', { query: { handle: 'contact' } }));
    expect(contact.result).toMatchObject({ handle: 'contact', template: 'contact' });
    const reviews = expectOk(await demo().call('pages.byHandle', { query: { handle: 'reviews' } }));
    expect(reviews.result.template).toBe('all_reviews');
    const about = expectOk(await demo().call('pages.byHandle', { query: { handle: 'about-us' } }));
    expect(about.result.body_html).toContain('<script>');
  });

  it('answers 404 for a missing page', async () => {
    const failure = expectFailure(await demo().call('pages.byHandle', { query: { handle: 'missing' } }));
    expect(failure).toMatchObject({ kind: 'http', statusCode: 404, message: 'query returned empty result' });
  });

  // 000 §2 "Unknown URLs are checked against the redirect list": a renamed page's 404 names the
  // redirect of /pages/{handle}, as a renamed product's does (docs/decisions/0266, 0657).
  it('names the redirect of a renamed page on its 404, and only then', async () => {
    const euro = clientFor(server, 'euro.localhost');
    const renamed = expectFailure(await euro.call('pages.byHandle', { query: { handle: 'old-about' } }));
    expect(renamed).toMatchObject({
      kind: 'http',
      statusCode: 404,
      message: 'query returned empty result',
      body: { redirect: { from: '/pages/old-about', to: '/pages/about-us' } },
    });
    const missing = expectFailure(await euro.call('pages.byHandle', { query: { handle: 'never-was' } }));
    expect(missing.kind === 'http' && (missing.body as Record<string, unknown>).redirect).toBeUndefined();
    // the demo shop has no such redirect
    const demoMissing = expectFailure(
      await demo().call('pages.byHandle', { query: { handle: 'old-about' } }),
    );
    expect(
      demoMissing.kind === 'http' && (demoMissing.body as Record<string, unknown>).redirect,
    ).toBeUndefined();
  });

  it('serves every policy handle', async () => {
    const handles = 'privacy-policy,refund-policy,shipping-policy,terms-of-service,dmca-policy,ip';
    const data = expectOk(await demo().call('pages.byHandles', { query: { handles } }));
    expect(data.result.map((page) => page.handle)).toEqual(handles.split(','));
  });

  it('validates the query with the table schema', async () => {
    const response = await server.fetch('http://x/api/pages.json', {
      headers: { 'x-shop-domain': 'localhost' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 400,
      success: false,
      error_code: 'BAD_REQUEST',
      issues: expect.any(Array),
    });
  });
});

describe('forms', () => {
  it('stores a contact message', async () => {
    const data = expectOk(
      await clientFor(server, 'localhost').call('contact.send', {
        body: { name: 'Ada', email: 'ada@example.com', phone: '123', message: 'Hello' },
      }),
    );
    expect(data.success).toBe(true);
    const rows = await server.database.query<{ email: string }>('SELECT email FROM contact_messages');
    expect(rows.map((row) => row.email)).toContain('ada@example.com');
  });

  it('refuses an empty e-mail on the contact and DMCA forms with the required text (decision 0644)', async () => {
    const demo = clientFor(server, 'localhost');
    const contact = expectFailure(
      await demo.call('contact.send', { body: { name: 'Ada', email: ' ', message: 'Hello' } }),
    );
    expect(contact).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_EMAIL',
      message: 'Please enter an email.',
    });
    const malformed = expectFailure(
      await demo.call('contact.send', { body: { name: 'Ada', email: 'ada', message: 'Hello' } }),
    );
    expect(malformed).toMatchObject({ statusCode: 400, message: 'Please enter a valid email.' });
    const dmca = expectFailure(await demo.call('dmca.report', { body: { email: '' } }));
    expect(dmca).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_EMAIL',
      message: 'Please enter an email.',
    });
  });

  it('refuses a bad body with 400 and the zod issues', async () => {
    const response = await server.fetch('http://x/api/contact-us.json', {
      method: 'POST',
      headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 42 }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_code: string; issues: unknown[] };
    expect(body.error_code).toBe('BAD_REQUEST');
    expect(body.issues.length).toBeGreaterThan(0);
  });

  it('refuses malformed JSON with 400, never 500', async () => {
    const response = await server.fetch('http://x/api/contact-us.json', {
      method: 'POST',
      headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(response.status).toBe(400);
  });

  it('serves the DMCA settings and stores a report', async () => {
    const euro = clientFor(server, 'euro.localhost');
    const settings = expectOk(await euro.call('dmca.get'));
    expect(settings.result).toMatchObject({ enabled: true });
    const sent = expectOk(
      await euro.call('dmca.report', { body: { email: 'owner@example.com', url: '/products/x' } }),
    );
    expect(sent.success).toBe(true);
    const rows = await server.database.query<{ email: string }>('SELECT email FROM dmca_reports');
    expect(rows).toEqual([{ email: 'owner@example.com' }]);
  });

  it('subscribes and unsubscribes the newsletter', async () => {
    const demo = clientFor(server, 'localhost');
    expectOk(await demo.call('user.subscribe', { body: { email: 'news@example.com' } }));
    let rows = await server.database.query<{ subscribed: boolean }>(
      "SELECT subscribed FROM newsletter_subscriptions WHERE email = 'news@example.com'",
    );
    expect(rows).toEqual([{ subscribed: true }]);
    expectOk(await demo.call('user.unsubscribe', { body: { email: 'news@example.com' } }));
    rows = await server.database.query(
      "SELECT subscribed FROM newsletter_subscriptions WHERE email = 'news@example.com'",
    );
    expect(rows).toEqual([{ subscribed: false }]);
    const failure = expectFailure(await demo.call('user.subscribe', { body: { email: 'not-an-email' } }));
    expect(failure).toMatchObject({ statusCode: 400, message: 'Please enter an valid email' });
    // An empty e-mail (or spaces only) is the required text, as the client's form shows it (000 §5
    // Newsletter; decisions 0128, 0170), never the well-formed text.
    const empty = expectFailure(await demo.call('user.subscribe', { body: { email: '' } }));
    expect(empty).toMatchObject({
      statusCode: 400,
      errorCode: 'INVALID_EMAIL',
      message: 'Email is required',
    });
    const blank = expectFailure(await demo.call('user.unsubscribe', { body: { email: '   ' } }));
    expect(blank).toMatchObject({ statusCode: 400, message: 'Email is required' });
  });
});

describe('tracker and shop services', () => {
  it('stores tracked actions, readable from the dev endpoint', async () => {
    const client = clientFor(server, 'localhost', { fingerprint: () => 'fp-1' });
    expectOk(
      await client.call('tracker.track', {
        query: {
          event: 'view_content',
          session_id: 's-1',
          distinct_id: 'd-1',
          is_tracked_previous_event: false,
          params: JSON.stringify({ page_url: '/products/classic-crew-tee' }),
        },
      }),
    );
    const response = await server.fetch('http://x/api/dev/actions.json', {
      headers: { 'x-shop-domain': 'localhost' },
    });
    const body = (await response.json()) as {
      result: { event: string; fingerprint: string; params: Record<string, unknown> }[];
    };
    expect(body.result[0]).toMatchObject({
      event: 'view_content',
      fingerprint: 'fp-1',
      params: {
        session_id: 's-1',
        is_tracked_previous_event: false,
        params: { page_url: '/products/classic-crew-tee' },
      },
    });
    const euro = await server.fetch('http://x/api/dev/actions.json', {
      headers: { 'x-shop-domain': 'euro.localhost' },
    });
    expect(((await euro.json()) as { result: unknown[] }).result).toEqual([]);
  });

  it("lists the six feature flags of 000 §9, and the demo shop's allowed-characters flag", async () => {
    const data = expectOk(await clientFor(server, 'localhost').call('catalog.featureSwitch'));
    expect(data.result.map((flag) => flag.name)).toEqual([
      ...SEEDED_FLAGS.map((flag) => flag.name),
      ALLOWED_CHARACTERS_SEEDED_FLAG.name,
    ]);
    expect(Object.keys(data.result[0] ?? {})).toEqual(
      expect.arrayContaining([
        'name',
        'is_approved',
        'enable',
        'force_enable',
        'force_disable',
        'random_percentage',
      ]),
    );
  });

  it('looks up the country from x-country-code, else US', async () => {
    const plain = expectOk(await clientFor(server, 'localhost').call('catalog.locationLookup'));
    expect(plain.result.country_code).toBe('US');
    const french = clientFor(server, 'localhost', { headers: { 'x-country-code': 'fr' } });
    expect(expectOk(await french.call('catalog.locationLookup')).result.country_code).toBe('FR');
  });

  it('looks redirects up by handle, per shop', async () => {
    const euro = clientFor(server, 'euro.localhost');
    const internal = expectOk(
      await euro.call('catalog.redirects', { query: { handle: '/pages/old-about' } }),
    );
    expect(internal.result).toEqual({ from: '/pages/old-about', to: '/pages/about-us' });
    const external = expectOk(await euro.call('catalog.redirects', { query: { handle: 'blog' } }));
    expect(external.result?.to).toMatch(/^https:\/\//);
    const none = expectOk(
      await clientFor(server, 'localhost').call('catalog.redirects', {
        query: { handle: '/pages/old-about' },
      }),
    );
    expect(none.result).toBeNull();
  });

  it('answers catalogue validation', async () => {
    const data = expectOk(await clientFor(server, 'localhost').call('catalog.validate'));
    expect(data.code).toBe(200);
  });

  it('finds the shop by x-shop-id and by Host when no domain header is sent', async () => {
    const boot = expectOk(
      await clientFor(server, 'euro.localhost').call('bootstrap', { path: { domain: 'euro.localhost' } }),
    );
    const byId = await server.fetch('http://x/api/pages.json?handle=faq', {
      headers: { 'x-shop-id': String(boot.result.shop.id) },
    });
    expect(byId.status).toBe(200);
    const byHost = await server.fetch('http://euro.localhost:3000/api/catalog/validate.json');
    expect(((await byHost.json()) as { result: { currency: string } }).result.currency).toBe('EUR');
  });
});

describe('non-API paths', () => {
  it('answer 404 JSON when no storefront build exists', async () => {
    const response = await server.fetch('http://localhost/collections/all');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('serve generated SVG images', async () => {
    const response = await server.fetch('http://localhost/images/classic-crew-tee-red.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});
