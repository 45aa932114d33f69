import type { Db } from '../db/client';
import { DOLLAR_FORMAT, featureFlags, redirects, shopDomains, shops } from '../db/schema/index';
import type { ShopSettings } from '../db/schema/index';
import { hashPassword } from '../passwords';
import type { SeededShops } from './types';

/** The six feature flags of 000 §9, as seeded on every shop. */
export const SEEDED_FLAGS = [
  {
    name: 'paypal_smart_button',
    isApproved: true,
    enable: true,
    forceEnable: false,
    forceDisable: false,
    randomPercentage: 0,
  },
  {
    name: 'feature_braintree',
    isApproved: false,
    enable: true,
    forceEnable: false,
    forceDisable: false,
    randomPercentage: 50,
  },
  {
    name: 'feature_checkout.com',
    isApproved: false,
    enable: false,
    forceEnable: false,
    forceDisable: true,
    randomPercentage: 0,
  },
  {
    name: 'block_checkout_using_platform_domain',
    isApproved: false,
    enable: false,
    forceEnable: false,
    forceDisable: false,
    randomPercentage: 0,
  },
  {
    name: 'feature_show_order_processing_progress',
    isApproved: false,
    enable: false,
    forceEnable: true,
    forceDisable: false,
    randomPercentage: 0,
  },
  {
    name: 'update_abandoned_checkout_time',
    isApproved: true,
    enable: true,
    forceEnable: false,
    forceDisable: false,
    randomPercentage: 0,
  },
] as const;

/** The flag by which a shop asks its visitors before tracking them (storefront decision 0440). */
export const TRACKING_CONSENT_FLAG = {
  name: 'tracking_consent_required',
  isApproved: false,
  enable: false,
  forceEnable: true,
  forceDisable: false,
  randomPercentage: 0,
} as const;

/**
 * The flag that turns on the allowed-characters check of custom text options (000 §5 "with the
 * feature flag on"; the name is core-custom-options' `ALLOWED_CHARACTERS_FLAG`, decision 0567),
 * force-enabled on the demo shop: the mug's "Name on mug" takes letters and digits only.
 */
export const ALLOWED_CHARACTERS_SEEDED_FLAG = {
  name: 'custom_options_allowed_characters',
  isApproved: false,
  enable: false,
  forceEnable: true,
  forceDisable: false,
  randomPercentage: 0,
} as const;

/** Store password of the locked shop. */
export const LOCKED_SHOP_PASSWORD = 'letmein';

function menus(): ShopSettings['theme']['menus'] {
  return [
    {
      handle: 'main-menu',
      title: 'Main menu',
      items: [
        { title: 'Home', type: 'home', url: '/' },
        { title: 'All products', type: 'collections', url: '/collections/all', handle: 'all' },
        {
          title: 'Collections',
          type: 'collections',
          url: '/collections',
          children: [
            { title: 'Apparel', type: 'collections', url: '/collections/apparel', handle: 'apparel' },
            {
              title: 'Staff Picks',
              type: 'collections',
              url: '/collections/staff-picks',
              handle: 'staff-picks',
            },
          ],
        },
        { title: 'About us', type: 'pages', url: '/pages/about-us', handle: 'about-us' },
        { title: 'Contact', type: 'pages', url: '/pages/contact', handle: 'contact' },
      ],
    },
    {
      handle: 'footer',
      title: 'Footer',
      items: [
        { title: 'Search', type: 'link', url: '/search' },
        {
          title: 'Privacy policy',
          type: 'policies',
          url: '/policies/privacy-policy',
          handle: 'privacy-policy',
        },
        { title: 'Refund policy', type: 'policies', url: '/policies/refund-policy', handle: 'refund-policy' },
        {
          title: 'Shipping policy',
          type: 'policies',
          url: '/policies/shipping-policy',
          handle: 'shipping-policy',
        },
        {
          title: 'Terms of service',
          type: 'policies',
          url: '/policies/terms-of-service',
          handle: 'terms-of-service',
        },
        { title: 'Vitrine on the web', type: 'http', url: 'https://example.com/vitrine' },
        { title: 'Write to us', type: 'link', url: 'mailto:hello@vitrine.test' },
      ],
    },
  ];
}

/** Bootstrap settings of a shop; `overrides` replace top-level parts. */
export function shopSettings(name: string, overrides: Partial<ShopSettings> = {}): ShopSettings {
  return {
    preferences: {
      favicon: '/images/favicon.svg',
      homepage_title: `${name} — everyday goods`,
      homepage_meta_desc: `${name}: a demonstration shop of the Vitrine storefront SDK.`,
      ga_id: '',
      ga_enhanced_ecommerce: false,
      gads_conversion_id: '',
      gads_conversion_label: '',
      fb_pixel_id: '',
      fb_advanced_analytics: false,
      fb_using_total: false,
      klaviyo_api_key: '',
    },
    checkout: {
      layout: 'one_page',
      require_account: false,
      require_phone: false,
      show_company: true,
      show_address2: true,
      marketing_preselect: true,
      tipping_enabled: false,
    },
    legal: {
      refund_policy: 'Returns are accepted within 30 days of delivery.',
      privacy_policy: 'We only keep the data needed to fulfil your order.',
      terms_of_service: 'By placing an order you agree to these terms.',
      shipping_policy: 'Orders ship within 2 business days.',
    },
    store_flags: { redirect: false, visible_link: false, visible_powered_by: true },
    multi_currency: {
      multiCurrency: false,
      multiLocale: false,
      currencies: [{ code: 'USD', country_codes: ['US'] }],
      rates: { USD: 1 },
      supported_locales: ['en-US'],
    },
    apps: { usell: true, copt: true, phub: true, review: true },
    third_party_apps: { klaviyo: false, google_analytics: false, facebook_pixel: false },
    print_base: { is_print_base: true, enable_personalize_preview: true },
    size_chart_setting: { enable: true, button_text: 'Size chart', display: 'popup', use_sb_setting: false },
    page_locks: [],
    script_tags: [],
    theme: {
      theme_cdn: '/theme-assets',
      app_cdn: '/app-assets',
      theme_build_version: '2025.01.15',
      theme_id: 1,
      theme_version_id: 101,
      font_list: ['Inter', 'Playfair Display'],
      settings: {
        cart_type: 'drawer',
        product_link_options: 'product',
        enable_search: true,
        primary_color: '#1f2937',
        accent_color: '#b45309',
      },
      menus: menus(),
      // An unpublished version an editor previews with ?theme_preview_id=preview-1 (000 §7).
      previews: {
        'preview-1': {
          theme_version_id: 102,
          theme_build_version: '2025.02.01-preview',
          settings: {
            cart_type: 'page',
            product_link_options: 'product',
            enable_search: true,
            primary_color: '#0f766e',
            accent_color: '#be185d',
          },
        },
      },
    },
    ...overrides,
  };
}

/** Id of the seeded theme preview (every shop has it). */
export const SEEDED_THEME_PREVIEW_ID = 'preview-1';

/** Seeds the demo, locked and euro shops with their domains, redirects and flags. */
export async function seedShops(db: Db): Promise<SeededShops> {
  const base = shopSettings('Vitrine Demo');
  const [demo] = await db
    .insert(shops)
    .values({
      name: 'Vitrine Demo',
      currency: 'USD',
      currencyFormat: DOLLAR_FORMAT,
      settings: {
        ...base,
        multi_currency: {
          multiCurrency: true,
          multiLocale: true,
          currencies: [
            { code: 'USD', country_codes: ['US'], format: DOLLAR_FORMAT },
            {
              code: 'EUR',
              country_codes: ['FR', 'DE', 'ES', 'IT', 'NL', 'BE'],
              format: '€{{amount_with_comma_separator}}',
            },
            { code: 'GBP', country_codes: ['GB'], format: '£{{amount}}' },
            { code: 'JPY', country_codes: ['JP'], format: '¥{{amount_no_decimals}}' },
          ],
          rates: { USD: 1, EUR: 0.92, GBP: 0.79, JPY: 151.4 },
          supported_locales: ['en-US', 'fr-FR'],
        },
        script_tags: [{ src: '/app-assets/demo-widget.js', event: 'onload', display_scope: 'all' }],
      },
    })
    .returning({ id: shops.id });
  const [locked] = await db
    .insert(shops)
    .values({
      name: 'Vitrine Locked',
      currency: 'USD',
      currencyFormat: DOLLAR_FORMAT,
      passwordHash: hashPassword(LOCKED_SHOP_PASSWORD),
      passwordAccessHash: 'sp_7f3a9c1e5b2d4860a1c3e5f7b9d1f3a5',
      settings: shopSettings('Vitrine Locked'),
    })
    .returning({ id: shops.id });
  const [euro] = await db
    .insert(shops)
    .values({
      name: 'Vitrine Euro',
      currency: 'EUR',
      currencyFormat: '€{{amount_with_comma_separator}}',
      settings: shopSettings('Vitrine Euro', {
        store_flags: { redirect: false, visible_link: true, visible_powered_by: false },
        multi_currency: {
          multiCurrency: false,
          multiLocale: false,
          currencies: [{ code: 'EUR', country_codes: ['FR', 'DE', 'ES', 'IT'] }],
          rates: { EUR: 1 },
          supported_locales: ['fr-FR'],
        },
        page_locks: [
          { path: '/pages/secret-sale', type: 'page' },
          { path: '/collections/staff-picks', type: 'collection' },
        ],
      }),
    })
    .returning({ id: shops.id });
  if (!demo || !locked || !euro) throw new Error('seed: shops were not created');

  await db.insert(shopDomains).values([
    { domain: 'localhost', shopId: demo.id, primary: true },
    { domain: '127.0.0.1', shopId: demo.id },
    { domain: 'demo.localhost', shopId: demo.id },
    { domain: 'locked.localhost', shopId: locked.id, primary: true },
    { domain: 'euro.localhost', shopId: euro.id, primary: true },
  ]);
  await db.insert(redirects).values([
    { shopId: euro.id, fromPath: '/old-shop', toPath: '/collections/all' },
    { shopId: euro.id, fromPath: '/summer', toPath: '/collections/summer' },
    { shopId: euro.id, fromPath: '/blog', toPath: 'https://example.com/vitrine-blog' },
    { shopId: euro.id, fromPath: '/pages/old-about', toPath: '/pages/about-us' },
    { shopId: demo.id, fromPath: '/old-shop', toPath: '/collections/all' },
    { shopId: demo.id, fromPath: '/sale', toPath: '/collections/sale' },
    { shopId: demo.id, fromPath: '/blog', toPath: 'https://example.com/vitrine-blog' },
  ]);
  for (const shopId of [demo.id, locked.id, euro.id]) {
    await db.insert(featureFlags).values(SEEDED_FLAGS.map((flag) => ({ ...flag, shopId })));
  }
  // The EUR shop asks its visitors before tracking them (the storefront's consent flag, decision 0440).
  await db.insert(featureFlags).values({ ...TRACKING_CONSENT_FLAG, shopId: euro.id });
  await db.insert(featureFlags).values({ ...ALLOWED_CHARACTERS_SEEDED_FLAG, shopId: demo.id });
  return { demo: demo.id, locked: locked.id, euro: euro.id };
}
