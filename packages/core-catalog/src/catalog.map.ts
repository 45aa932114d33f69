/**
 * The one place the platform's snake_case wire types (000 §3, the api-client's schemas) become the
 * catalogue's TypeScript shapes: ids as strings, money as integer minor units with its currency
 * (`toMinorUnits` of `@vitrine/core-pricing`), absent fields as `null`.
 */
import type { CustomOption as WireCustomOption } from '@vitrine/api-client';
import { customOptionsFromWire } from '@vitrine/core-custom-options';
import { type DisplayCurrency, toDisplayMoney, toMinorUnits } from '@vitrine/core-pricing';
import type * as Wire from './catalog.types';
import type { CatalogError } from './error.rules';
import type { RecentlyViewedProduct } from './recently-viewed.rules';
import { storedUnit } from './size-chart.rules';
import type {
  CatalogFailure,
  Collection,
  DisplayMoney,
  Product,
  ProductImage,
  ProductOption,
  RecentlyViewedItem,
  SizeChartTableView,
  PersonalizationStyleView,
  Variant,
} from './catalog.view.types';
import { variantOptionValue } from './variant.rules';

type Nullable<T> = T | null | undefined;

const text = (value: Nullable<string>): string | null => value ?? null;
const idText = (value: Nullable<number | string>): string | null =>
  value === null || value === undefined ? null : String(value);

/**
 * A major-unit amount of the platform (19.99, in the shop currency `currency`) as money in minor
 * units, shown in `display` when given (`toDisplayMoney` of core-pricing: converted, keeping the
 * shop amount as `shop`; docs/decisions/0280).
 */
export function moneyFromWire(amount: number, currency: string, display?: DisplayCurrency): DisplayMoney {
  return toDisplayMoney({ amount: toMinorUnits(amount, currency), currency }, display);
}

const optionalMoney = (
  amount: Nullable<number>,
  currency: string,
  display: DisplayCurrency | undefined,
): DisplayMoney | null =>
  amount === null || amount === undefined ? null : moneyFromWire(amount, currency, display);

/** Product tags as a list: the platform sends a list or one comma-separated text (000 §3). */
export function tagsFromWire(tags: Nullable<string | readonly string[]>): string[] {
  const list = typeof tags === 'string' ? tags.split(',') : (tags ?? []);
  return list.map((tag) => tag.trim()).filter((tag) => tag !== '');
}

function imageFromWire(image: Wire.ProductImage): ProductImage {
  return {
    id: idText(image.id),
    src: image.src,
    alt: text(image.alt),
    variantIds: (image.variant_ids ?? []).map(String),
    width: image.width ?? null,
    height: image.height ?? null,
  };
}

function optionFromWire(option: Wire.ProductOption): ProductOption {
  return {
    id: idText(option.id),
    code: option.code,
    label: option.label,
    usingColorSwatch: option.using_color_swatch ?? false,
    usingVariantGroup: option.using_variant_group ?? false,
    values: option.values.map((value) => ({
      id: idText(value.id),
      code: value.code,
      label: value.label,
      colorCode: text(value.color_code),
      groupImage: text(value.group_image),
    })),
  };
}

/**
 * A variant, its option fields gathered under `options` by option code (000 §3 Variant); prices
 * from the shop currency `currency`, shown in `display` when given.
 */
export function variantFromWire(
  variant: Wire.ProductVariant,
  options: readonly Wire.ProductOption[],
  currency: string,
  display?: DisplayCurrency,
): Variant {
  const values: Record<string, string> = {};
  for (const option of options) {
    const value = variantOptionValue(variant, option);
    if (value !== null) values[option.code] = value;
  }
  return {
    id: String(variant.id),
    title: text(variant.title),
    available: variant.available,
    price: moneyFromWire(variant.price, currency, display),
    compareAtPrice: optionalMoney(variant.compare_at_price, currency, display),
    sku: text(variant.sku),
    quantity: variant.quantity ?? null,
    image: text(variant.image),
    options: values,
  };
}

/** A product of the platform (000 §3 Product), prices from `currency` shown in `display` when given. */
export function productFromWire(product: Wire.Product, currency: string, display?: DisplayCurrency): Product {
  return {
    id: String(product.id),
    handle: product.handle,
    title: product.title,
    description: product.description ?? '',
    metaTitle: text(product.meta_title),
    metaDescription: text(product.meta_description),
    vendor: text(product.vendor),
    productType: text(product.product_type),
    tags: tagsFromWire(product.tags),
    image: product.image ?? product.images?.[0]?.src ?? null,
    url: text(product.url),
    available: product.available,
    canPreview: product.can_preview ?? false,
    options: product.options.map(optionFromWire),
    variants: product.variants.map((variant) => variantFromWire(variant, product.options, currency, display)),
    images: (product.images ?? []).map(imageFromWire),
    customOptions: customOptionsFromWire(
      product.custom_options as readonly WireCustomOption[] | null | undefined,
    ),
    collections: (product.collections ?? []).map((ref) => ({
      id: String(ref.id),
      title: ref.title,
      handle: ref.handle,
    })),
    price: optionalMoney(product.price, currency, display),
    compareAtPrice: optionalMoney(product.compare_at_price, currency, display),
    createdAt: text(product.created_at),
    updatedAt: text(product.updated_at),
  };
}

/** A collection of the platform (000 §3 Collection). */
export function collectionFromWire(collection: Wire.Collection): Collection {
  return {
    id: String(collection.id),
    handle: collection.handle,
    title: collection.title,
    description: text(collection.description),
    image: text(collection.image),
    productsCount: collection.products_count ?? null,
    sortOrder: text(collection.sort_order),
    metaTitle: text(collection.metafields?.title_tag),
    metaDescription: text(collection.metafields?.description_tag),
  };
}

/** A size-chart table (v3 values; `unit` read by `storedUnit`). */
export function sizeChartTableFromWire(table: Wire.SizeChartTable): SizeChartTableView {
  return {
    title: text(table.title),
    unit: table.unit ? storedUnit(table) : null,
    header: table.header,
    rows: table.rows,
  };
}

/**
 * A stored recently viewed entry (000 §9; its price in major units of the shop currency
 * `currency`, as stored), its price shown in `display` when given.
 */
export function recentlyViewedFromStored(
  entry: RecentlyViewedProduct,
  currency: string,
  display?: DisplayCurrency,
): RecentlyViewedItem {
  return {
    id: String(entry.id),
    handle: entry.handle,
    title: entry.title,
    image: entry.image,
    price: optionalMoney(entry.price, currency, display),
  };
}

/**
 * A catalogue error value as the facade's failure: `not_found`, `redirected` (with its redirect),
 * or the error code with its detail.
 */
export function failureFromError(error: CatalogError | null): CatalogFailure | null {
  if (error === null) return null;
  if (error.kind === 'not-found') {
    // 000 §8: a renamed entry is redirected to, not shown as not-found (docs/decisions/0282).
    return error.redirect
      ? { code: 'redirected', message: error.redirect.to, redirect: error.redirect }
      : { code: 'not_found' };
  }
  return error.detail === null ? { code: error.code } : { code: error.code, message: error.detail };
}

/** The styles of a personalisation render (000 §3 Product personalisation) as the facade speaks them. */
export function personalizationStylesFromWire(
  personalization: Wire.Personalization,
): readonly PersonalizationStyleView[] {
  return personalization.styles.map((style) => ({
    styleOptionId: idText(style.style_option_id),
    name: text(style.name),
    designs: style.designs.map((design) => ({
      id: idText(design.id),
      mockup: text(design.mockup),
      artwork: text(design.artwork),
    })),
  }));
}
