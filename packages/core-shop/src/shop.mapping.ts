/**
 * The one place where the shop domain's wire types (snake_case, from `@vitrine/api-client`) become
 * the camelCase values the facades return (DESIGN "One public shape").
 */
import type { Page, ShopBootstrap } from '@vitrine/api-client';
import { toPlatformDomain } from './bootstrap/platform-domain';
import { navigationShop } from './bootstrap/navigation-shop';
import { shopLocaleSettings } from './bootstrap/shop-defaults';
import type { NavigationShop } from './navigation/resolve-navigation';
import type { ScriptTagEntry } from './scripts/script.types';

/** A currency the shop sells in (000 §3 Multi-currency). */
export interface ShopCurrency {
  /** ISO code (`EUR`). */
  readonly code: string;
  /** The countries whose visitors get it. */
  readonly countryCodes: readonly string[];
  /** Its money format, when it has its own. */
  readonly format?: string | undefined;
}

/** The shop's data as the facades return it: camelCase, defaults filled in (000 §1). */
export interface ShopData {
  readonly id: string;
  readonly name: string;
  /** The shop's own domain, as the platform sent it. */
  readonly domain: string;
  /** The platform domain (000 §5 suffix rule), when the host configured the platform suffix. */
  readonly platformDomain?: string | undefined;
  /** Shop currency (default USD, 000 §1). */
  readonly currency: string;
  /** The money format, e.g. `€{{amount}}`. */
  readonly currencyFormat: string;
  /** Country (default US). */
  readonly country: string;
  /** Language (default EN). */
  readonly language: string;
  /** Locale (default en-US). */
  readonly locale: string;
  /** The shop has a store password (000 §2, §5). */
  readonly passwordProtected: boolean;
  readonly testShop: boolean;
  /** The store's visible_link flag (000 §1; ip policy and DMCA form). */
  readonly visibleLink: boolean;
  readonly visiblePoweredBy: boolean;
  /** Tracking and page preferences (000 §1, 001 §3 Tracking identity). */
  readonly preferences: {
    readonly favicon?: string | undefined;
    readonly homepageTitle?: string | undefined;
    readonly homepageMetaDescription?: string | undefined;
    readonly gaId?: string | undefined;
    readonly gaEnhancedEcommerce?: boolean | undefined;
    readonly gadsConversionId?: string | undefined;
    readonly gadsConversionLabel?: string | undefined;
    readonly fbPixelId?: string | undefined;
    readonly fbAdvancedAnalytics?: boolean | undefined;
    readonly fbUsingTotal?: boolean | undefined;
    readonly klaviyoApiKey?: string | undefined;
  };
  /** Checkout settings and legal texts (000 §1). */
  readonly checkout: {
    readonly requireAccount: boolean;
    readonly layout?: string | undefined;
    readonly marketingPreselect: boolean;
    readonly legal: Readonly<Record<string, string>>;
  };
  /** Multi-currency settings (000 §3, §9). */
  readonly multiCurrency: {
    readonly enabled: boolean;
    readonly multiLocale: boolean;
    readonly currencies: readonly ShopCurrency[];
    readonly supportedLocales: readonly string[];
    /** One unit of the shop currency in each currency (000 §9). */
    readonly rates?: Readonly<Record<string, number>> | undefined;
  };
  /** The shop apps that are on (000 §1 apps: usell, copt, phub, review). */
  readonly apps: {
    /** `usell`: upsell and cross-sell offers (001 §3 Upsell, §7 Upsell). */
    readonly upsell: boolean;
    /**
     * `copt`: sale notifications, checkout notifications and timer countdowns (001 §3
     * Notifications; 001 §7 `/api/copt/sale-notifications.json`, `checkout-notifications.json`,
     * `timer-countdowns.json`; 001 §9 "copt, sale, checkout, countdown"): what the sdk's
     * `socialProof` part shows.
     */
    readonly socialProof: boolean;
    /**
     * The `copt` flag under its first, wrong name: copt is not the custom options (they come with
     * each product, 000 §3) but the notifications app.
     *
     * @deprecated Read {@link ShopData.apps}`.socialProof` (the same value); this name goes in the
     * next major version.
     */
    readonly customOptions: boolean;
    /** `phub`: the print hub app (000 §1). */
    readonly printHub: boolean;
    /** `review`: product reviews, the review carousel and the all_reviews page (000 §2). */
    readonly reviews: boolean;
  };
  /** Size-chart settings (000 §1). */
  readonly sizeChart: { readonly enabled: boolean; readonly useStoreSetting: boolean };
  /** What the navigation guard reads (redirects, page locks, redirect domain). */
  readonly navigation: NavigationShop;
  /** Script tags to inject on every page (000 §1). */
  readonly scriptTags: readonly ScriptTagEntry[];
  /** The theme (001 §3 Tracking identity: theme_id, theme_build_version, theme_version_id). */
  readonly theme: {
    readonly id?: string | undefined;
    readonly buildVersion?: string | undefined;
    readonly versionId?: string | undefined;
    readonly cdn?: string | undefined;
    readonly appCdn?: string | undefined;
    readonly fonts: readonly string[];
    readonly settings: Readonly<Record<string, unknown>>;
    readonly menus: Readonly<Record<string, readonly unknown[]>>;
  };
}

const text = (value: string | null | undefined): string | undefined => value ?? undefined;
const flag = (value: boolean | null | undefined): boolean | undefined => value ?? undefined;
const id = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

/**
 * The camelCase {@link ShopData} of a bootstrap answer.
 *
 * @param platformSuffix - the platform's domain suffix (host configuration, docs/decisions/0123);
 *   when given, `platformDomain` is the shop domain under it (000 §5)
 */
export function toShopData(bootstrap: ShopBootstrap, platformSuffix?: string): ShopData {
  const { shop, preferences: prefs, checkout_settings: checkout, store, multi_currency: multi } = bootstrap;
  const locale = shopLocaleSettings(bootstrap);
  return {
    id: String(shop.id),
    name: shop.name,
    domain: shop.domain,
    platformDomain:
      platformSuffix === undefined || platformSuffix.trim() === ''
        ? undefined
        : toPlatformDomain(shop.domain, platformSuffix),
    currency: locale.currency,
    currencyFormat: shop.currency_format,
    country: locale.country,
    language: locale.language,
    locale: locale.locale,
    passwordProtected: shop.password_protected === true,
    testShop: shop.is_test_shop === true,
    visibleLink: store.visible_link,
    visiblePoweredBy: store.visible_powered_by !== false,
    preferences: {
      favicon: text(prefs.favicon),
      homepageTitle: text(prefs.homepage_title),
      homepageMetaDescription: text(prefs.homepage_meta_desc),
      gaId: text(prefs.ga_id),
      gaEnhancedEcommerce: flag(prefs.ga_enhanced_ecommerce),
      gadsConversionId: text(prefs.gads_conversion_id),
      gadsConversionLabel: text(prefs.gads_conversion_label),
      fbPixelId: text(prefs.fb_pixel_id),
      fbAdvancedAnalytics: flag(prefs.fb_advanced_analytics),
      fbUsingTotal: flag(prefs.fb_using_total),
      klaviyoApiKey: text(prefs.klaviyo_api_key),
    },
    checkout: {
      requireAccount: checkout.require_account === true,
      layout: text(checkout.layout),
      marketingPreselect: checkout.marketing_preselect === true,
      legal: checkout.legal ?? {},
    },
    multiCurrency: {
      enabled: multi.multiCurrency,
      multiLocale: multi.multiLocale,
      currencies: multi.currencies.map((currency) => ({
        code: currency.code,
        countryCodes: currency.country_codes,
        format: text(currency.format),
      })),
      supportedLocales: multi.supported_locales,
      rates: multi.rates ?? undefined,
    },
    apps: {
      upsell: bootstrap.apps.usell,
      socialProof: bootstrap.apps.copt,
      customOptions: bootstrap.apps.copt,
      printHub: bootstrap.apps.phub,
      reviews: bootstrap.apps.review,
    },
    sizeChart: {
      enabled: bootstrap.size_chart_setting?.enable === true,
      useStoreSetting: bootstrap.size_chart_setting?.use_sb_setting === true,
    },
    navigation: navigationShop(bootstrap),
    scriptTags: bootstrap.script_tags.map((tag) => ({
      ...(tag.src == null ? {} : { src: tag.src }),
      ...(tag.content == null ? {} : { content: tag.content }),
    })),
    theme: {
      id: id(bootstrap.theme_id),
      buildVersion: text(bootstrap.theme_build_version),
      versionId: id(bootstrap.theme_version_id),
      cdn: text(bootstrap.theme_cdn),
      appCdn: text(bootstrap.app_cdn),
      fonts: bootstrap.shop_theme.font_list,
      settings: bootstrap.shop_theme.settings ?? {},
      menus: bootstrap.shop_theme.menus ?? {},
    },
  };
}

/** A shop page or policy as the facades return it (000 §3 Page). */
export interface ShopPage {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  readonly seoTitle?: string | undefined;
  readonly seoMeta?: string | undefined;
  /** The body HTML as sent (scripts still in it; see `extractScripts`). */
  readonly bodyHtml: string;
  /** The page template, when the page has one. */
  readonly template?: string | undefined;
}

/** The camelCase {@link ShopPage} of a wire page. */
export function toShopPage(page: Page): ShopPage {
  return {
    id: String(page.id),
    handle: page.handle,
    title: page.title,
    seoTitle: text(page.seo_title),
    seoMeta: text(page.seo_meta),
    bodyHtml: page.body_html ?? '',
    template: text(page.template),
  };
}
