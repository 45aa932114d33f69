import {
  currencyFollowsCountry,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  DEFAULT_MONEY_FORMAT,
  type DisplayCurrency,
  type DisplayMoney,
  type ExchangeRates,
  pickableCurrencies,
  pickableLocales,
  formatDisplayMoney,
  localeFollowsCountry,
  type MultiCurrencySettings,
  type QueryParams,
  resolveCurrency,
  resolveLocale,
  supportedLocale,
  toDisplayMoney,
} from '@vitrine/core-pricing';
import type { CookiePort, Facade, PersistedSnapshot, Result } from '@vitrine/ports';
import { restorable } from '@vitrine/ports';
import { cookieLifetimeSeconds } from '@vitrine/core-shop';
import { createStore } from './store';

/** The currency cookie (000 §9; docs/decisions/0190 for its lifetime). */
export const CURRENCY_COOKIE = 'currency';
/** The locale cookie (000 §9). */
export const LOCALE_COOKIE = 'locale';
/**
 * The country cookie: the visitor's country as the location lookup answered it (000 §7), kept as
 * long as the currency cookie so the next pages do not ask again (docs/decisions/0571).
 */
export const COUNTRY_COOKIE = 'country';

/** What the pricing facade knows: the shop's money settings and the visitor's resolved choice. */
export interface PricingSnapshot {
  /** Whether the shop's settings are known yet (`configure`, after the shop data loaded). */
  readonly configured: boolean;
  /** The shop's own currency (prices come from the platform in it). */
  readonly shopCurrency: string;
  /** The currency every price is shown in (000 §9: query, cookie, country, shop currency). */
  readonly currency: string;
  /**
   * The locale (000 §9): the conventions of prices in another currency than the shop's
   * (docs/decisions/0191) and the per-locale blocks of descriptions (000 §3).
   */
  readonly locale: string;
  /** The shop's money format (`${{amount}}`, 000 §9). */
  readonly moneyFormat: string;
  /**
   * The currencies a shopper may pick, the shop's own first when its list leaves it out
   * (`pickableCurrencies`, 000 §9); empty when multi-currency is off.
   */
  readonly currencies: readonly string[];
  /**
   * The locales a shopper may pick: the shop's supported_locales, its own first when they leave it out
   * (`pickableLocales`, 000 §3); empty when multi-locale is off.
   */
  readonly locales: readonly string[];
  /** The shop-base rate table, when the shop converts. */
  readonly rates: ExchangeRates | undefined;
}

/**
 * The display currency of a pricing snapshot, as every facade's `configure({ display })` takes it
 * (core-pricing's `DisplayCurrency`): the resolved currency, the locale and the shop-base rates.
 * Compare two with `sameDisplayCurrency` (core-pricing).
 *
 * @example
 * ```ts
 * storefront.pricing.select(selectDisplayCurrency, (display) => render(display.currency), sameDisplayCurrency);
 * ```
 */
export function selectDisplayCurrency(snapshot: PricingSnapshot): DisplayCurrency {
  return { currency: snapshot.currency, locale: snapshot.locale, rates: snapshot.rates };
}

/**
 * `money` in the display currency of `snapshot`, formatted: what {@link PricingFacade.format} does
 * with the live snapshot, for a host that reads a held one (a page hydrating). The shop's money
 * format is written for its own currency; another currency is formatted by the locale's
 * conventions (docs/decisions/0191).
 */
export function formatInSnapshot(snapshot: PricingSnapshot, money: DisplayMoney): string {
  return formatDisplayMoney(toDisplayMoney(money, selectDisplayCurrency(snapshot)), {
    moneyFormat: snapshot.moneyFormat,
    locale: snapshot.locale,
    shopCurrency: snapshot.shopCurrency,
  });
}

/** Emitted when the shopper picks another currency or locale. */
export type PricingEvent =
  | { readonly type: 'currency.changed'; readonly currency: string }
  | { readonly type: 'locale.changed'; readonly locale: string };

/** Why a currency or locale cannot be picked: the shop does not sell it, or does not offer it. */
export interface PricingError {
  /** `country_unknown`: the location lookup failed, or there is none to ask ({@link PricingFacade.locate}). */
  readonly code: 'currency_not_sold' | 'locale_not_offered' | 'country_unknown';
  readonly message?: string;
}

/** The shop's money settings (from its bootstrap data, 000 §3 Multi-currency data). */
export interface PricingShopSettings {
  readonly shopCurrency: string;
  readonly moneyFormat: string;
  readonly shopLocale?: string | undefined;
  readonly settings?:
    | (MultiCurrencySettings & { readonly rates?: Readonly<Record<string, number>> | undefined })
    | undefined;
}

/**
 * Prices in the visitor's currency: resolved once per 000 §9, converted with the shop-base rate
 * table and rounded per currency (core-pricing), formatted with the shop's money format.
 */
export interface PricingFacade extends Facade<PricingSnapshot, PricingEvent> {
  /**
   * `money` in the visitor's currency, keeping the shop amount as `shop` (core-pricing's
   * `toDisplayMoney`; unchanged when no rate is known, or already in the visitor's currency).
   */
  convert(money: DisplayMoney): DisplayMoney;
  /**
   * `money` converted and formatted, e.g. `'€18.40'`: the shop's money format for the shop
   * currency, the locale's conventions for another (core-pricing's `formatDisplayMoney`).
   */
  format(money: DisplayMoney): string;
  /** The display currency every facade's prices are in (see {@link selectDisplayCurrency}). */
  display(): DisplayCurrency;
  /** The shopper's explicit choice: remembered in the currency cookie; every price follows. */
  setCurrency(code: string): Result<string, PricingError>;
  /**
   * The shopper's explicit choice of locale, one of `locales` (matched ignoring case and `_`/`-`;
   * the shop's spelling is kept): remembered in the locale cookie, which wins on the next visit
   * (000 §9 "locale likewise when none is stored"); every price and description follows at once,
   * without loading the page again (docs/decisions/0452). `locale_not_offered` otherwise.
   *
   * @example
   * ```ts
   * const chosen = storefront.pricing.setLocale('fr_fr');
   * if (chosen.ok) chosen.value; // 'fr-FR'
   * ```
   */
  setLocale(code: string): Result<string, PricingError>;
  /** Takes the shop's settings and resolves the currency and locale (the storefront calls it once the shop data loaded). */
  configure(shop: PricingShopSettings): void;
  /**
   * Follows the visitor's own country (000 §9 "The currency comes from the URL query, else from the
   * visitor's country; locale likewise when none is stored"): the country cookie, else the location
   * lookup, asked at most once (`lookupCountry`) and only while the country decides the currency or
   * the locale (no URL query or stored choice does); its answer is kept in the country cookie.
   * Where the country decides, the currency and locale change as with `setCurrency` / `setLocale`
   * (events included). The facade does it by itself once configured when `country` is not given; a
   * host that gave the country a server page was rendered for calls it once the page hydrated
   * (docs/decisions/0571). Resolves with the country (`undefined` when nothing needed it), or
   * `country_unknown` when it was needed and the lookup failed or there is none.
   *
   * @example
   * ```ts
   * const located = await storefront.pricing.locate();
   * if (located.ok) located.value; // 'FR'
   * ```
   */
  locate(): Promise<Result<string | undefined, PricingError>>;
  /**
   * Applies the `currency` and `locale` of a URL's query reached inside the shop (a link, a
   * redirect's replace-navigation, 000 §2 "query kept") as the page's own query is applied
   * (000 §9 "The currency comes from the URL query, else from the visitor's country; locale likewise
   * when none is stored"): the same resolution, the first value of a repeated parameter (decision
   * 0103), a queried currency kept in the currency cookie (docs/decisions/0191), a stored locale
   * winning over the queried one. A value the shop does not offer is ignored, as is a query naming
   * neither; events as with `setCurrency` / `setLocale`. Before `configure`, the query is resolved
   * then. The storefront app calls it on each of its router's navigations.
   *
   * @example
   * ```ts
   * storefront.pricing.applyQuery('?currency=EUR'); // prices in EUR, remembered
   * ```
   */
  applyQuery(search: string): void;
}

/** What {@link createPricing} resolves from. */
export interface PricingOptions extends Partial<PricingShopSettings> {
  /** The current URL's query (`currency`, `locale`). */
  readonly query?: QueryParams | undefined;
  /**
   * The visitor's country, when the host knows it. Without it, the country cookie (an earlier
   * lookup's answer), else `lookupCountry` once configured (see {@link PricingFacade.locate}).
   */
  readonly country?: string | undefined;
  /**
   * Asks the visitor's country (000 §7 location lookup; `createStorefront` passes its transport's,
   * `countryLookup`): an ISO 3166 alpha-2 code, `undefined` when unknown. docs/decisions/0571.
   */
  readonly lookupCountry?: (() => Promise<string | undefined>) | undefined;
  readonly cookies: CookiePort;
  readonly snapshot?: PersistedSnapshot | undefined;
}

/** The URL query's `currency` (its first value if repeated), trimmed and upper-case. */
function queriedCurrency(query: QueryParams | undefined): string | undefined {
  const raw = query?.currency;
  const value = (typeof raw === 'string' ? raw : raw?.[0])?.trim().toUpperCase();
  return value === '' ? undefined : value;
}

/**
 * The `currency` and `locale` a URL's query (`?currency=EUR`) names, each its first value
 * (decision 0103); the query's other parameters are left out.
 */
function choicesOf(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const named: Record<string, string> = {};
  for (const name of ['currency', 'locale']) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') named[name] = value;
  }
  return named;
}

/** Version 2: the snapshot holds the locales a shopper may pick. */
const PRICING_VERSION = 2;

/**
 * The pricing facade of a storefront. Resolves the currency and locale once the shop's settings
 * are known (at once when `options` carry them); an explicit choice (URL query or
 * {@link PricingFacade.setCurrency}) is kept in the cookies the spec names.
 */
export function createPricing(options: PricingOptions): PricingFacade {
  const restored = restorable(options.snapshot, PRICING_VERSION) as PricingSnapshot | undefined;
  const store = createStore<PricingSnapshot, PricingEvent>(
    restored ?? {
      configured: false,
      shopCurrency: DEFAULT_CURRENCY,
      currency: DEFAULT_CURRENCY,
      locale: DEFAULT_LOCALE,
      moneyFormat: DEFAULT_MONEY_FORMAT,
      currencies: [],
      locales: [],
      rates: undefined,
    },
    PRICING_VERSION,
  );

  /** The URL query the currency and locale resolve from: the page's, then those `applyQuery` met. */
  let query = options.query;
  /** Whether the visitor's own country counts (not the one the host gave); see `locate`. */
  let following = options.country === undefined;
  /** This page's location lookup, asked at most once, and its answer. */
  let asking: Promise<void> | undefined;
  let located: string | undefined;
  /** The shop's settings, once configured. */
  let shop: PricingShopSettings | undefined;
  const storedCountry = (): string | undefined => {
    const code = options.cookies.get(COUNTRY_COOKIE)?.trim().toUpperCase();
    return code !== undefined && /^[A-Z]{2}$/.test(code) ? code : undefined;
  };
  const visitorCountry = (): string | undefined => located ?? storedCountry();
  const country = (): string | undefined => (following ? visitorCountry() : options.country);
  /** Whether the country decides the currency: no query or stored choice does (000 §9). */
  const currencyFollows = (configured: PricingShopSettings): boolean =>
    currencyFollowsCountry({
      query,
      stored: options.cookies.get(CURRENCY_COOKIE),
      settings: configured.settings,
      shopCurrency: configured.shopCurrency,
    });
  /** Whether the country decides the locale: no query or stored choice does (000 §9). */
  const localeFollows = (configured: PricingShopSettings): boolean =>
    localeFollowsCountry({
      query,
      stored: options.cookies.get(LOCALE_COOKIE),
      settings: configured.settings,
      shopLocale: configured.shopLocale,
    });
  const followsCountry = (configured: PricingShopSettings): boolean =>
    currencyFollows(configured) || localeFollows(configured);

  /** The currency the URL query, else the stored choice, else the country decides (000 §9). */
  const resolvedCurrency = (configured: PricingShopSettings): string =>
    resolveCurrency({
      query,
      country: country(),
      stored: options.cookies.get(CURRENCY_COOKIE),
      settings: configured.settings,
      shopCurrency: configured.shopCurrency.toUpperCase(),
    });
  /** The locale the stored choice, else the URL query, else the country decides (000 §9). */
  const resolvedLocale = (configured: PricingShopSettings): string =>
    resolveLocale({
      query,
      country: country(),
      stored: options.cookies.get(LOCALE_COOKIE),
      settings: configured.settings,
      shopLocale: configured.shopLocale,
    });
  /**
   * A currency chosen by URL query is the shopper's choice too, the shop's own currency included:
   * it is written to the currency cookie and wins on the next pages (docs/decisions/0191).
   */
  const keepQueriedCurrency = (configured: PricingShopSettings, currency: string): void => {
    if (configured.settings?.multiCurrency === true && queriedCurrency(query) === currency) {
      options.cookies.set(CURRENCY_COOKIE, currency);
    }
  };

  const configure = (configured: PricingShopSettings): void => {
    shop = configured;
    const settings = configured.settings;
    const shopCurrency = configured.shopCurrency.toUpperCase();
    const previous = store.getSnapshot();
    const keep = previous.configured && previous.shopCurrency === shopCurrency;
    const currency = keep ? previous.currency : resolvedCurrency(configured);
    const locale = keep ? previous.locale : resolvedLocale(configured);
    store.set({
      configured: true,
      shopCurrency,
      currency,
      locale,
      moneyFormat: configured.moneyFormat,
      currencies: settings?.multiCurrency
        ? pickableCurrencies(
            shopCurrency,
            settings.currencies.map((c) => c.code.toUpperCase()),
          )
        : [],
      locales: settings?.multiLocale
        ? [...pickableLocales(configured.shopLocale ?? DEFAULT_LOCALE, settings.supported_locales)]
        : [],
      rates: settings?.rates ? { base: shopCurrency, rates: settings.rates } : undefined,
    });
    keepQueriedCurrency(configured, currency);
    // A first visit (000 §9): nothing chose the currency or locale, and the country is not known yet.
    // A pricing restored from a snapshot resolved them already (a restored tab, a resumed server
    // page): asking again is the host's call (`locate()`, decision 0571), not a request of the restore.
    if (
      restored === undefined &&
      following &&
      options.lookupCountry !== undefined &&
      country() === undefined &&
      followsCountry(configured)
    ) {
      void locate();
    }
  };

  /** The currency and locale again where the country decides them; as `setCurrency` / `setLocale`. */
  const follow = (visitor: string | undefined): void => {
    if (shop === undefined) return;
    const settings = shop.settings;
    const state = store.getSnapshot();
    // The shop's own currency, picked, is a choice too (000 §9, docs/decisions/0191).
    const currency = currencyFollows(shop)
      ? resolveCurrency({ country: visitor, settings, shopCurrency: state.shopCurrency })
      : state.currency;
    const locale = localeFollows(shop)
      ? resolveLocale({ country: visitor, settings, shopLocale: shop.shopLocale })
      : state.locale;
    show(currency, locale);
  };

  /** Shows `currency` and `locale`, with their events, when they differ from those shown. */
  const show = (currency: string, locale: string): void => {
    const state = store.getSnapshot();
    if (currency === state.currency && locale === state.locale) return;
    store.set({ ...state, currency, locale });
    if (currency !== state.currency) store.emit({ type: 'currency.changed', currency });
    if (locale !== state.locale) store.emit({ type: 'locale.changed', locale });
  };

  const applyQuery = (search: string): void => {
    const named = choicesOf(search);
    if (named.currency === undefined && named.locale === undefined) return;
    query = { ...query, ...named };
    // Not configured yet: `configure` resolves with it, as with the page's own query.
    if (shop === undefined) return;
    const configured = shop;
    const state = store.getSnapshot();
    // Where the country would decide, the query named nothing the shop offers: it is ignored, and
    // the currency or locale shown stays (000 §9; the country was followed already, `locate`).
    const currency =
      named.currency !== undefined && !currencyFollows(configured)
        ? resolvedCurrency(configured)
        : state.currency;
    const locale =
      named.locale !== undefined && !localeFollows(configured) ? resolvedLocale(configured) : state.locale;
    if (named.currency !== undefined) keepQueriedCurrency(configured, currency);
    show(currency, locale);
  };

  const locate = async (): Promise<Result<string | undefined, PricingError>> => {
    following = true;
    const needed = shop === undefined || followsCountry(shop);
    if (visitorCountry() === undefined && needed) {
      asking ??= (async () => {
        // A host's lookup that throws counts as one that failed: nothing is known, nothing kept.
        const answered = await options.lookupCountry?.().catch(() => undefined);
        const code = answered?.trim().toUpperCase();
        // Kept as long as the currency cookie: the next pages do not ask again (decision 0571).
        if (code !== undefined && /^[A-Z]{2}$/.test(code)) {
          located = code;
          options.cookies.set(COUNTRY_COOKIE, code, {
            maxAgeSeconds: cookieLifetimeSeconds(CURRENCY_COOKIE),
          });
        }
      })();
      await asking;
    }
    const visitor = visitorCountry();
    follow(visitor);
    if (visitor === undefined && needed) return { ok: false, error: { code: 'country_unknown' } };
    return { ok: true, value: visitor };
  };
  if (options.shopCurrency !== undefined && !restored) {
    configure({
      shopCurrency: options.shopCurrency,
      moneyFormat: options.moneyFormat ?? DEFAULT_MONEY_FORMAT,
      shopLocale: options.shopLocale,
      settings: options.settings,
    });
  }

  const convert = (money: DisplayMoney): DisplayMoney =>
    toDisplayMoney(money, selectDisplayCurrency(store.getSnapshot()));
  return {
    ...store,
    convert,
    configure,
    locate,
    applyQuery,
    display: () => selectDisplayCurrency(store.getSnapshot()),
    format: (money) => formatInSnapshot(store.getSnapshot(), money),
    setCurrency(code) {
      const wanted = code.trim().toUpperCase();
      const state = store.getSnapshot();
      if (wanted !== state.shopCurrency && !state.currencies.includes(wanted)) {
        return { ok: false, error: { code: 'currency_not_sold' } };
      }
      options.cookies.set(CURRENCY_COOKIE, wanted);
      if (wanted !== state.currency) {
        store.set({ ...state, currency: wanted });
        store.emit({ type: 'currency.changed', currency: wanted });
      }
      return { ok: true, value: wanted };
    },
    setLocale(code) {
      const state = store.getSnapshot();
      const wanted = supportedLocale(state.locales, code);
      if (wanted === undefined) return { ok: false, error: { code: 'locale_not_offered' } };
      options.cookies.set(LOCALE_COOKIE, wanted);
      if (wanted !== state.locale) {
        store.set({ ...state, locale: wanted });
        store.emit({ type: 'locale.changed', locale: wanted });
      }
      return { ok: true, value: wanted };
    },
  };
}
