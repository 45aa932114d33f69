import * as z from 'zod/mini';
import { RedirectEntry } from './catalog';
import { Id, opt } from './common';

/** Multi-currency data (000 §3): currencies (code, country_codes), supported_locales, multiLocale, multiCurrency. */
export const MultiCurrency = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    multiCurrency: z.boolean(),
    multiLocale: z.boolean(),
    currencies: z.array(
      z.looseObject({ code: z.string(), country_codes: z.array(z.string()), format: opt(z.string()) }),
    ),
    supported_locales: z.array(z.string()),
    /** The shop-base rate table: one unit of the shop currency in each currency (000 §9). */
    rates: opt(z.record(z.string(), z.number())),
  }),
);
export type MultiCurrency = z.infer<typeof MultiCurrency>;

/** A page lock (000 §2: page locks send the visitor to /page-not-found). */
export const PageLock = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ path: z.string(), type: opt(z.string()) }),
);
export type PageLock = z.infer<typeof PageLock>;

/** A script tag to inject on every page (000 §1). */
export const ScriptTag = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    src: opt(z.string()),
    content: opt(z.string()),
    position: opt(z.string()),
  }),
);
export type ScriptTag = z.infer<typeof ScriptTag>;

/** A menu item of the theme (000 §2 Navigation rules: home, collections, products, pages, policies, link, http). */
export const MenuItem = /* @__PURE__ */ z.looseObject({
  title: z.string(),
  type: z.string(),
  handle: opt(z.string()),
  url: opt(z.string()),
  get children() {
    return opt(z.array(MenuItem));
  },
});
export type MenuItem = z.infer<typeof MenuItem>;

/** Checkout settings and legal texts (000 §1). */
export const CheckoutSettings = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    require_account: opt(z.boolean()),
    layout: opt(z.string()),
    marketing_preselect: opt(z.boolean()),
    legal: opt(z.record(z.string(), z.string())),
  }),
);
export type CheckoutSettings = z.infer<typeof CheckoutSettings>;

/**
 * The shop's data fetched at start-up by host domain (000 §1). Every field of the list is here;
 * those a storefront cannot work without are required.
 */
export const ShopBootstrap = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    shop: z.looseObject({
      id: Id,
      name: z.string(),
      domain: z.string(),
      currency: z.string(),
      currency_format: z.string(),
      country_code: opt(z.string()),
      locale: opt(z.string()),
      is_test_shop: opt(z.boolean()),
      password_protected: opt(z.boolean()),
    }),
    preferences: z.looseObject({
      favicon: opt(z.string()),
      homepage_title: opt(z.string()),
      homepage_meta_desc: opt(z.string()),
      ga_id: opt(z.string()),
      ga_enhanced_ecommerce: opt(z.boolean()),
      gads_conversion_id: opt(z.string()),
      gads_conversion_label: opt(z.string()),
      fb_pixel_id: opt(z.string()),
      fb_advanced_analytics: opt(z.boolean()),
      fb_using_total: opt(z.boolean()),
      klaviyo_api_key: opt(z.string()),
    }),
    checkout_settings: CheckoutSettings,
    store: z.looseObject({
      redirect: opt(z.string()),
      visible_link: z.boolean(),
      visible_powered_by: opt(z.boolean()),
    }),
    multi_currency: MultiCurrency,
    apps: z.looseObject({ usell: z.boolean(), copt: z.boolean(), phub: z.boolean(), review: z.boolean() }),
    third_party_apps: opt(z.record(z.string(), z.unknown())),
    print_base: opt(z.record(z.string(), z.boolean())),
    size_chart_setting: opt(z.looseObject({ enable: opt(z.boolean()), use_sb_setting: opt(z.boolean()) })),
    redirects: z.array(RedirectEntry),
    redirect_count: z.number(),
    page_locks: z.array(PageLock),
    script_tags: z.array(ScriptTag),
    theme_cdn: opt(z.string()),
    app_cdn: opt(z.string()),
    theme_id: opt(Id),
    theme_build_version: opt(z.string()),
    theme_version_id: opt(Id),
    shop_theme: z.looseObject({
      font_list: z.array(z.string()),
      settings: opt(z.record(z.string(), z.unknown())),
      menus: opt(z.record(z.string(), z.array(MenuItem))),
    }),
  }),
);
export type ShopBootstrap = z.infer<typeof ShopBootstrap>;

/** A shop page (000 §3): id, handle, title, seo_title, seo_meta, body_html, template. */
export const Page = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    handle: z.string(),
    title: z.string(),
    seo_title: opt(z.string()),
    seo_meta: opt(z.string()),
    body_html: opt(z.string()),
    template: opt(z.string()),
  }),
);
export type Page = z.infer<typeof Page>;

/** The contact form (000 §3): email, name, phone, message. */
export const ContactForm = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: z.string(),
    email: z.string(),
    phone: z.optional(z.string()),
    message: z.string(),
  }),
);
export type ContactForm = z.infer<typeof ContactForm>;

/** The DMCA report and the newsletter (000 §3): email. */
export const EmailPayload = /* @__PURE__ */ z.lazy(() => z.object({ email: z.string() }));
export type EmailPayload = z.infer<typeof EmailPayload>;

/** A store-password check answer (000 §5): code, success, hash. */
export const PasswordValidation = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    code: z.number(),
    success: z.boolean(),
    hash: opt(z.string()),
  }),
);
export type PasswordValidation = z.infer<typeof PasswordValidation>;

/** A generic background call (000 §3 Sync task): task_id, transmited, timestamps, result, code, status. */
export const SyncTask = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    task_id: z.string(),
    transmited: z.boolean(),
    timestamps: z.looseObject({ created: z.number(), sent: opt(z.number()), done: opt(z.number()) }),
    result: opt(z.unknown()),
    code: opt(z.number()),
    status: z.enum(['pending', 'sent', 'done', 'failed']),
  }),
);
export type SyncTask = z.infer<typeof SyncTask>;
