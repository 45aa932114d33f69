import type { PersonalizationStyle, ProductVariant, SizeChartTable } from './catalog.types';
import type { CollectionContext } from './collection.machine';
import { pageCount } from './collection.rules';
import { PRODUCT_PAGE_SIZE } from './catalog.constants';
import { localizedDescription } from './description.rules';
import type { PersonalizationContext } from './personalization.machine';
import type { ProductContext } from './product.machine';
import type { SizeChartContext } from './size-chart.machine';
import { type SizeUnit, hasUnitTabs, sizeChartTables, sizeTableIn } from './size-chart.rules';
import { type SortByValue, selectedSortOption, sortToQuery } from './sort.rules';
import { type AddToCartBlock, addToCartBlock, findVariant } from './variant.rules';

/** The selected variant of a product page, or `null` (none matches the options, or not loaded). */
export function selectedVariant(context: ProductContext): ProductVariant | null {
  return context.product ? findVariant(context.product, context.variantId) : null;
}

/** Whether the chosen options match no variant: the page flags the choice unavailable. 000 §4. */
export function isSelectionUnavailable(context: ProductContext): boolean {
  return context.product !== null && context.variantId === null;
}

/** Whether add to cart is enabled, and if not why. 000 §4 Product page. */
export function addToCartState(context: ProductContext): {
  readonly enabled: boolean;
  readonly reason: AddToCartBlock;
} {
  const reason = addToCartBlock(selectedVariant(context), context.uploads > 0);
  return { enabled: reason === null, reason };
}

/** The `variant` query a product page keeps updated (000 §2 product-single), or `null`. */
export function variantQueryParam(context: ProductContext): string | null {
  return context.variantId === null ? null : String(context.variantId);
}

/** The product description for a locale, per-locale blocks resolved. 000 §3 Product. */
export function productDescription(context: ProductContext, locale: string): string {
  return localizedDescription(context.product?.description, locale);
}

/** The query a collection page keeps in its URL: page, sortby, filterby. 000 §2 Collection page. */
export function collectionQueryParams(context: CollectionContext): {
  readonly page: number;
  readonly sortby: string;
  readonly filterby: string;
} {
  return { page: context.page, sortby: sortToQuery(context.sort), filterby: context.filter };
}

/** The sort menu entry to show selected, or `null` for the default id:desc. 000 §2. */
export function selectedSort(context: CollectionContext): SortByValue | null {
  return selectedSortOption(context.sort);
}

/** How many product pages a collection has (12 a page). */
export function collectionPageCount(context: CollectionContext): number {
  return pageCount(context.total, PRODUCT_PAGE_SIZE);
}

/** What a size chart shows: whether the Inch/Cm tabs are there, the unit, and the converted tables. 000 §4. */
export function sizeChartView(context: SizeChartContext): {
  readonly tabs: boolean;
  readonly unit: SizeUnit;
  readonly title: string | null;
  readonly html: string | null;
  readonly tables: readonly SizeChartTable[];
} {
  const chart = context.chart;
  if (!chart) return { tabs: false, unit: context.unit, title: null, html: null, tables: [] };
  const tabs = hasUnitTabs(chart);
  const tables = sizeChartTables(chart, context.request.use_sb_setting);
  return {
    tabs,
    unit: context.unit,
    title: chart.description_inc ?? null,
    html: chart.description_html ?? null,
    tables: tabs ? tables.map((table) => sizeTableIn(table, context.unit)) : tables,
  };
}

/** The selected personalisation style, or `null`. */
export function selectedStyle(context: PersonalizationContext): PersonalizationStyle | null {
  return context.personalization?.styles[context.styleIndex] ?? null;
}

/**
 * The preview image to show: the selected design's mockup, else its artwork, else the render's
 * preview_url; `null` after a failure (show `context.messageId` instead).
 */
export function previewImage(context: PersonalizationContext): string | null {
  if (context.failure) return null;
  const design = selectedStyle(context)?.designs[context.designIndex];
  return design?.mockup ?? design?.artwork ?? context.personalization?.preview_url ?? null;
}
