import { bootstrap } from '@vitrine/api-client';
import { asc, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import type { Db } from '../db/client';
import { redirects } from '../db/schema/index';
import type { ThemeMenu } from '../db/schema/index';
import { ok, passwordProtection } from '../errors';
import { cachedAnswer, httpCacheOf, keptAnswer, PRIVATE_CACHE_CONTROL, requestKey } from '../http-cache';
import type { Shop } from '../shop';
import { findShopByDomain, normalizeDomain, shopNotFound, storePasswordMatches } from '../shop';
import { parseQuery } from '../validate';
import { domainsOf } from '../shop-origin';

/**
 * `Vary` of the bootstrap: the domain is in its path, so only the store password could change the
 * answer (a locked shop's answers are private and never kept).
 */
export const BOOTSTRAP_VARY = 'X-Store-Password';

/** How many redirects the bootstrap lists; the rest are looked up with redirects.json (000 §2). */
export const BOOTSTRAP_REDIRECT_LIMIT = 2;

function menusByHandle(menus: ThemeMenu[]): Record<string, ThemeMenu['items']> {
  return Object.fromEntries(menus.map((menu) => [menu.handle, menu.items]));
}

/** The bootstrap data of a shop (000 §1), as the api-client's `ShopBootstrap` schema reads it. */
export async function bootstrapData(
  db: Db,
  shop: Shop,
  domain: string,
  themePreviewId?: string,
): Promise<Record<string, unknown>> {
  const settings = shop.settings;
  // theme_preview_id (000 §7): the previewed version's settings; an unknown id serves the published theme.
  const preview = themePreviewId ? settings.theme.previews?.[themePreviewId] : undefined;
  const theme = preview ? { ...settings.theme, ...preview } : settings.theme;
  const redirectRows = await db
    .select({ from: redirects.fromPath, to: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.shopId, shop.id))
    .orderBy(asc(redirects.id))
    .limit(BOOTSTRAP_REDIRECT_LIMIT);
  const [redirectCount] = await db
    .select({ n: count() })
    .from(redirects)
    .where(eq(redirects.shopId, shop.id));
  const [primary] = await domainsOf(db, shop.id);
  return {
    shop: {
      id: shop.id,
      name: shop.name,
      domain,
      primary_domain: primary ?? domain,
      currency: shop.currency,
      currency_format: shop.currencyFormat,
      country_code: 'US',
      locale: settings.multi_currency.supported_locales[0] ?? 'en-US',
      is_test_shop: true,
      password_protected: shop.passwordHash !== null,
    },
    preferences: settings.preferences,
    checkout_settings: { ...settings.checkout, legal: settings.legal },
    store: {
      redirect: settings.store_flags.redirect ? (settings.redirect_domain ?? null) : null,
      visible_link: settings.store_flags.visible_link,
      visible_powered_by: settings.store_flags.visible_powered_by,
    },
    multi_currency: settings.multi_currency,
    apps: settings.apps,
    third_party_apps: settings.third_party_apps,
    print_base: settings.print_base,
    size_chart_setting: settings.size_chart_setting,
    redirects: redirectRows,
    redirect_count: redirectCount?.n ?? 0,
    page_locks: settings.page_locks,
    script_tags: settings.script_tags,
    theme_cdn: theme.theme_cdn,
    app_cdn: theme.app_cdn,
    theme_id: theme.theme_id,
    theme_build_version: theme.theme_build_version,
    theme_version_id: theme.theme_version_id,
    shop_theme: {
      font_list: theme.font_list,
      settings: theme.settings,
      menus: menusByHandle(theme.menus),
    },
  };
}

/**
 * Registers GET /api/bootstrap/{domain}.json (000 §1, §7); an unknown domain answers 404. A locked
 * shop answers its bootstrap like every other call: 401 'password protection' unless
 * `x-store-password` holds the hash of POST /api/password/validate.json (000 §2, §8), so the
 * storefront sends the visitor to /password?to=… before it shows anything of the shop. The answer
 * of an open shop carries ETag and public Cache-Control, is answered 304 to a matching
 * If-None-Match, and is kept in process until the shop changes (src/http-cache.ts).
 */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const cache = httpCacheOf(deps);
  app.get('/api/bootstrap/:file', async (c) => {
    const query = parseQuery(c, bootstrap.query);
    // Hono has decoded the parameter already: decoding it again would throw on a '%' left in it
    // (a 500 where 000 §8 'Bootstrap 404' wants the wrong-domain answer) and read '%256C' as 'l'.
    const file = c.req.param('file');
    if (!file.endsWith('.json')) return shopNotFound(c);
    const domain = normalizeDomain(file.slice(0, -'.json'.length));
    const { key, bypass } = requestKey(c.req.url);
    // An open shop seen before, unchanged since: its kept answer, without looking the shop up.
    const kept = await keptAnswer(c, cache, `bootstrap ${domain}`, { key, vary: BOOTSTRAP_VARY, bypass });
    if (kept) return kept;
    const shop = await findShopByDomain(deps.db, domain);
    if (!shop) return shopNotFound(c);
    if (shop.passwordHash) {
      if (!storePasswordMatches(shop, c.req.header('x-store-password'))) return passwordProtection(c);
      // A locked shop's bootstrap depends on the store password: never kept, never shared.
      c.header('cache-control', PRIVATE_CACHE_CONTROL);
      return ok(c, await bootstrapData(deps.db, shop, domain, query.theme_preview_id), { statusCode: 200 });
    }
    cache.rememberShop(`bootstrap ${domain}`, shop.id);
    return cachedAnswer(c, cache, { shopId: shop.id, key, vary: BOOTSTRAP_VARY, bypass }, async () =>
      ok(c, await bootstrapData(deps.db, shop, domain, query.theme_preview_id), { statusCode: 200 }),
    );
  });
}
