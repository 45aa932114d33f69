import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A currency the shop sells in, with the countries that default to it (000 §3 multi-currency data). */
export interface ShopCurrency {
  code: string;
  country_codes: string[];
  format?: string;
}

/** Multi-currency and multi-locale settings (000 §1). */
export interface MultiCurrencySettings {
  multiCurrency: boolean;
  multiLocale: boolean;
  currencies: ShopCurrency[];
  /** Shop-base rate table: 1 unit of the shop currency is worth `rates[code]` of `code` (000 §9). */
  rates: Record<string, number>;
  supported_locales: string[];
}

/** A page lock: a path the storefront sends to /page-not-found (000 §2 navigation rules). */
export interface PageLock {
  path: string;
  type: string;
}

/** A script tag the storefront injects. */
export interface ScriptTag {
  src: string;
  event: string;
  display_scope: string;
}

/** A theme menu item: its link, and its submenu's items (000 §9 submenu pop delay). */
export interface ThemeMenuItem {
  title: string;
  type: string;
  url: string;
  handle?: string;
  children?: ThemeMenuItem[];
}

/** A theme menu (header, footer) with its links. */
export interface ThemeMenu {
  handle: string;
  title: string;
  items: ThemeMenuItem[];
}

/** Everything of the bootstrap blob that is plain shop configuration, kept as one JSON document. */
export interface ShopSettings {
  preferences: {
    favicon: string;
    homepage_title: string;
    homepage_meta_desc: string;
    [key: string]: unknown;
  };
  checkout: Record<string, unknown>;
  legal: Record<string, string>;
  store_flags: { redirect: boolean; visible_link: boolean; visible_powered_by: boolean };
  multi_currency: MultiCurrencySettings;
  apps: { usell: boolean; copt: boolean; phub: boolean; review: boolean };
  third_party_apps: Record<string, boolean>;
  print_base: Record<string, boolean>;
  size_chart_setting: Record<string, unknown>;
  page_locks: PageLock[];
  script_tags: ScriptTag[];
  theme: {
    theme_cdn: string;
    app_cdn: string;
    theme_build_version: string;
    theme_id: number;
    theme_version_id: number;
    font_list: string[];
    settings: Record<string, unknown>;
    menus: ThemeMenu[];
    /**
     * Unpublished theme versions an editor previews, by `theme_preview_id` (000 §7 bootstrap
     * query): their version id and settings replace the published ones in that bootstrap.
     */
    previews?: Record<string, ThemePreview>;
  };
  /** When set, the bootstrap tells the storefront to redirect to this domain (store flag redirect). */
  redirect_domain?: string;
}

/** A theme version under preview: what it changes in the bootstrap's theme fields. */
export interface ThemePreview {
  theme_version_id: number;
  theme_build_version: string;
  settings: Record<string, unknown>;
}

/** The default money format of 000 §9: a dollar amount. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a JS template
export const DOLLAR_FORMAT = '${{amount}}';

/** A shop (tenant). */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('USD'),
  currencyFormat: text('currency_format').notNull().default(DOLLAR_FORMAT),
  /** scrypt hash of the store password; null when the shop is not locked. */
  passwordHash: text('password_hash'),
  /** Opaque value returned by password validation and expected in `x-store-password`. */
  passwordAccessHash: text('password_access_hash'),
  settings: jsonb('settings').$type<ShopSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The tenant column of every shop-owned table: the owning shop, whose rows go with it. */
export const shopIdColumn = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/** Host domains that resolve to a shop. */
export const shopDomains = pgTable('shop_domains', {
  domain: text('domain').primaryKey(),
  shopId: shopIdColumn(),
  primary: boolean('is_primary').notNull().default(false),
});

/** Redirect entries (from → to); internal or external targets (000 §2). */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
  },
  (t) => [
    uniqueIndex('redirects_shop_from').on(t.shopId, t.fromPath),
    // The look-up compares case-insensitively (docs/decisions/0122, migration 0008).
    index('redirects_shop_from_lower').on(t.shopId, sql`lower(${t.fromPath})`),
  ],
);

/** Feature flags per shop (000 §9, 001 §3). */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    name: text('name').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    enable: boolean('enable').notNull().default(false),
    forceEnable: boolean('force_enable').notNull().default(false),
    forceDisable: boolean('force_disable').notNull().default(false),
    randomPercentage: integer('random_percentage').notNull().default(0),
  },
  (t) => [uniqueIndex('feature_flags_shop_name').on(t.shopId, t.name)],
);
