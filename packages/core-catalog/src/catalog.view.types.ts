import type { DisplayMoney, Money } from '@vitrine/core-pricing';
/**
 * The catalogue as the facade speaks it (DESIGN "One public shape"): camelCase fields, ids as
 * strings, money as integer minor units with its currency. `catalog.map.ts` is the one place the
 * platform's snake_case wire types (000 §3) are turned into these.
 */
import type { CustomOption } from '@vitrine/core-custom-options';
import type { MessageId } from '@vitrine/messages';
import type { DomainError } from '@vitrine/ports';
import type { CatalogErrorCode } from './error.rules';
import type { CollectionCrumb, CollectionRoute } from './collection.rules';
import type { FilterByValue } from './filter.rules';
import type { CatalogRedirect } from './redirect.rules';
import type { SizeUnit } from './size-chart.rules';
import type { SortByValue } from './sort.rules';
import type { AddToCartBlock } from './variant.rules';

/**
 * Money: integer minor units and currency, declared once in `@vitrine/core-pricing`. The views'
 * prices are `DisplayMoney`: in the display currency (`catalog.configure({ display })`), a
 * converted one keeping the shop-currency amount as `shop` (docs/decisions/0280).
 */
export type { DisplayMoney, Money };

/** An image of a product (000 §3 images: alt, src, variant_ids, id). */
export interface ProductImage {
  readonly id: string | null;
  readonly src: string;
  readonly alt: string | null;
  readonly variantIds: readonly string[];
  readonly width: number | null;
  readonly height: number | null;
}

/** A value of a product option (000 §3 Option values: id, code, label, color_code, group_image). */
export interface ProductOptionValue {
  readonly id: string | null;
  readonly code: string;
  readonly label: string;
  readonly colorCode: string | null;
  readonly groupImage: string | null;
}

/** A product option such as Color or Size (000 §3 Option). */
export interface ProductOption {
  readonly id: string | null;
  readonly code: string;
  readonly label: string;
  readonly usingColorSwatch: boolean;
  readonly usingVariantGroup: boolean;
  readonly values: readonly ProductOptionValue[];
}

/**
 * A variant (000 §3 Variant): its option values in `options`, keyed by option code
 * (`{ color: 'red', size: 'm' }`), where the platform sends one field per option.
 */
export interface Variant {
  readonly id: string;
  readonly title: string | null;
  readonly available: boolean;
  readonly price: DisplayMoney;
  readonly compareAtPrice: DisplayMoney | null;
  readonly sku: string | null;
  /** Units in stock; `null` when stock is not tracked (docs/decisions/0145). */
  readonly quantity: number | null;
  readonly image: string | null;
  readonly options: Readonly<Record<string, string>>;
}

/** A collection a product belongs to (000 §3 Product collections: id, title, handle). */
export interface CollectionRef {
  readonly id: string;
  readonly title: string;
  readonly handle: string;
}

/** A product (000 §3 Product). `description` is the whole text; the product view shows it per locale. */
export interface Product {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  readonly description: string;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly vendor: string | null;
  readonly productType: string | null;
  readonly tags: readonly string[];
  readonly image: string | null;
  readonly url: string | null;
  readonly available: boolean;
  readonly canPreview: boolean;
  readonly options: readonly ProductOption[];
  readonly variants: readonly Variant[];
  readonly images: readonly ProductImage[];
  /** Its custom options, for `createCustomOptions(product, …)` of `@vitrine/core-custom-options`. */
  readonly customOptions: readonly CustomOption[];
  readonly collections: readonly CollectionRef[];
  readonly price: DisplayMoney | null;
  readonly compareAtPrice: DisplayMoney | null;
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
}

/** A collection (000 §3 Collection); `metaTitle`/`metaDescription` are its metafields' title_tag/description_tag. */
export interface Collection {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  readonly description: string | null;
  readonly image: string | null;
  readonly productsCount: number | null;
  readonly sortOrder: string | null;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
}

/** A size-chart table as shown under the selected unit tab (000 §4 Size chart v3). */
export interface SizeChartTableView {
  readonly title: string | null;
  readonly unit: SizeUnit | null;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** A product the shopper viewed, as kept under recent_viewed_products (000 §9). */
export interface RecentlyViewedItem {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
  readonly image: string | null;
  readonly price: DisplayMoney | null;
}

/**
 * Why a catalogue load failed: `not_found` (000 §2: the message contained 'query returned empty
 * result'), `redirected` (empty too, but the platform named where the renamed product or
 * collection lives now: `redirect`, and `message` is its target; 000 §8), or `COLLECTION_ERROR` /
 * `PRODUCT_ERROR` (000 §2, §8) with the upper-cased, dash-joined server message as `message` when
 * there was one.
 */
export interface CatalogFailure extends DomainError {
  readonly code: 'not_found' | 'redirected' | CatalogErrorCode;
  /** The redirect of a `redirected` failure. */
  readonly redirect?: CatalogRedirect;
}

/**
 * Where a load stands. `redirected`: the entry was renamed and the shopper is being sent to its
 * new path (the `redirect` event; 000 §8).
 */
export type LoadStatus = 'loading' | 'ready' | 'not-found' | 'redirected' | 'error';

/** The collections list (000 §2 Collections list: paged by `page`, 12 a page, 50 on home). */
export interface CollectionsView {
  readonly status: LoadStatus;
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
  readonly collections: readonly Collection[];
  readonly total: number;
  readonly error: CatalogFailure | null;
}

/** A collection page (000 §2 Collection page): sort, filter, load more, breadcrumb, URL query. */
export interface CollectionView {
  readonly status: LoadStatus | 'loading-more' | 'loading-previous';
  readonly route: CollectionRoute;
  /** The collection of a category route, once resolved from its slug. */
  readonly collection: Collection | null;
  readonly products: readonly Product[];
  readonly total: number;
  /** The last page loaded. */
  readonly page: number;
  readonly pageCount: number;
  /** Whether load more has a page to append: `page` is below `pageCount`. */
  readonly hasMore: boolean;
  /** The first page loaded: a page opened at ?page=N starts there (docs/decisions/0587). */
  readonly firstPage: number;
  /** Whether load previous has a page to put before the list: `firstPage` is above 1. */
  readonly hasPrevious: boolean;
  /** The `sortby` value in force (`id:desc` by default, 000 §2). */
  readonly sortBy: string;
  /** The sort-menu entry to show selected, `null` for the default. */
  readonly selectedSort: SortByValue | null;
  readonly filterBy: FilterByValue;
  /** The query the page keeps in its URL: page, sortby, filterby (000 §2). */
  readonly query: { readonly page: string; readonly sortby: string; readonly filterby: string };
  /** Home, then all or the slug (000 §2). */
  readonly breadcrumb: readonly CollectionCrumb[];
  readonly error: CatalogFailure | null;
  /** Why the last load more failed; the list shown is kept. */
  readonly moreError: CatalogFailure | null;
}

/** One value of an option on a product page, with whether choosing it leads to an available variant. */
export interface OptionValueChoice extends ProductOptionValue {
  readonly selected: boolean;
  readonly available: boolean;
}

/** An option on a product page with its values' selection and availability (000 §4 Product page). */
export interface OptionChoice extends Omit<ProductOption, 'values'> {
  readonly values: readonly OptionValueChoice[];
}

/** A product page (000 §4 Product page). */
export interface ProductView {
  readonly status: LoadStatus | 'idle';
  readonly handle: string | null;
  readonly product: Product | null;
  /** The selected variant; `null` when the chosen options match none (`unavailable`). */
  readonly variant: Variant | null;
  /** The chosen value code of each option. */
  readonly selection: Readonly<Record<string, string>>;
  readonly options: readonly OptionChoice[];
  /** The chosen options match no variant: the page flags the choice unavailable (000 §4). */
  readonly unavailable: boolean;
  /** Whether add to cart is enabled, and if not why (000 §4). */
  readonly addToCart: { readonly enabled: boolean; readonly reason: AddToCartBlock };
  /** The `variant` query the page keeps updated (000 §2 product-single), or `null`. */
  readonly variantQuery: string | null;
  /** The description for the facade's locale, per-locale blocks resolved (000 §3). */
  readonly description: string;
  /** The image to show for the selected variant. */
  readonly image: string | null;
  readonly error: CatalogFailure | null;
}

/** A search (000 §5: only with a non-empty query; 000 §9: 12 a page, 500 ms debounce). */
export interface SearchView {
  readonly status: 'idle' | 'debouncing' | 'searching' | 'ready' | 'loading-more' | 'error';
  /** What the shopper typed. */
  readonly query: string;
  /** The query the listed products answer, `null` before any answer. */
  readonly answered: string | null;
  readonly products: readonly Product[];
  readonly total: number;
  readonly page: number;
  readonly hasMore: boolean;
  /** Why the search failed (`status` `error`); it then lists nothing (000 §2, decision 0148). */
  readonly error: CatalogFailure | null;
  /** Why the last load more failed; the results shown are kept. */
  readonly moreError: CatalogFailure | null;
}

/** A product's size chart (000 §4 Size chart v3: Inch and Cm tabs). */
export interface SizeChartView {
  readonly status: 'loading' | 'ready' | 'none' | 'error';
  /** Whether the Inch/Cm tabs show (format_version v3). */
  readonly tabs: boolean;
  readonly unit: SizeUnit;
  readonly title: string | null;
  readonly html: string | null;
  readonly tables: readonly SizeChartTableView[];
  readonly error: CatalogFailure | null;
}

/** A design of a personalisation style (000 §3 Product personalisation: mockup and artwork). */
export interface PersonalizationDesignView {
  readonly id: string | null;
  /** The design on the product (the picture the preview shows first). */
  readonly mockup: string | null;
  /** The design alone. */
  readonly artwork: string | null;
}

/** A personalisation style (000 §3 Product personalisation: style_option_id and its designs). */
export interface PersonalizationStyleView {
  readonly styleOptionId: string | null;
  readonly name: string | null;
  readonly designs: readonly PersonalizationDesignView[];
}

/**
 * The personalisation preview of a product page (000 §1, §2; personalize-render.json, 000 §7): the
 * render's styles and designs, the shopper's choice, and the picture to show
 * (docs/decisions/0149). After a failure `image` is `null` and `messageId` is
 * 'products.cannot_show_preview' (001 §8).
 */
export interface PersonalizationView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly productId: string;
  readonly styles: readonly PersonalizationStyleView[];
  readonly styleIndex: number;
  readonly designIndex: number;
  /** The selected design's mockup, else its artwork, else the render's preview_url; `null` after a failure. */
  readonly image: string | null;
  /** The message to show instead of the picture (001 §8), else `null`. */
  readonly messageId: MessageId | null;
  /** Why the preview failed: the render call, or its picture did not load (docs/decisions/0149). */
  readonly failure: {
    readonly reason: 'render' | 'image';
    readonly detail: string | null;
  } | null;
}
