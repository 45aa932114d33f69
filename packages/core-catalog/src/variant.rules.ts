import type { Product, ProductOption, ProductVariant } from './catalog.types';

/** The chosen value code of each option, keyed by option code (`{ size: 'm', color: 'red' }`). */
export type OptionSelection = Readonly<Record<string, string>>;

/**
 * Why add to cart is disabled, or `null` when it is enabled. 000 §4 Product page: `unavailable`
 * also covers a choice of options that matches no variant.
 */
export type AddToCartBlock = 'unavailable' | 'out-of-stock' | 'uploading' | null;

/**
 * The value code a variant holds for an option (000 §3: "one field per option"): the field is
 * named by the option's `code` and holds the value's `code`, as `@vitrine/api-client` reads it.
 * The one place that knows how a variant names its option values.
 */
export function variantOptionValue(variant: ProductVariant, option: ProductOption): string | null {
  const value = variant[option.code];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/** The variant with this id, or `null`. Accepts the `variant` query as text. */
export function findVariant(product: Product, id: number | string | null | undefined): ProductVariant | null {
  if (id === null || id === undefined) return null;
  const wanted = String(id).trim();
  if (wanted === '') return null;
  return product.variants.find((variant) => String(variant.id) === wanted) ?? null;
}

/**
 * The variant a product page starts with: the `variant` query if it names one of the product's
 * variants, else the first available variant, else the first variant (`null` without variants).
 * 000 §4 Product page. "Available" as its swatch says it ({@link isOptionValueAvailable}): in stock
 * first, then merely available.
 */
export function initialVariant(
  product: Product,
  variantQuery?: number | string | null,
): ProductVariant | null {
  return (
    findVariant(product, variantQuery) ??
    product.variants.find((variant) => variant.available && !isOutOfStock(variant)) ??
    product.variants.find((variant) => variant.available) ??
    product.variants[0] ??
    null
  );
}

/** The option values of a variant, keyed by option code. */
export function selectionOf(product: Product, variant: ProductVariant): OptionSelection {
  const selection: Record<string, string> = {};
  for (const option of product.options) {
    const code = variantOptionValue(variant, option);
    if (code !== null) selection[option.code] = code;
  }
  return selection;
}

/** The variant whose values match every option of the selection, or `null`. 000 §4 Product page. */
export function matchVariant(product: Product, selection: OptionSelection): ProductVariant | null {
  if (product.options.some((option) => selection[option.code] === undefined)) return null;
  return (
    product.variants.find((variant) =>
      product.options.every((option) => variantOptionValue(variant, option) === selection[option.code]),
    ) ?? null
  );
}

/**
 * Changes one option. The result holds the new selection and the variant matching all options,
 * or `variant: null` when none does (the page flags the choice unavailable). 000 §4 Product page.
 */
export function selectOption(
  product: Product,
  selection: OptionSelection,
  optionCode: string,
  valueCode: string,
): { readonly selection: OptionSelection; readonly variant: ProductVariant | null } {
  const next = { ...selection, [optionCode]: valueCode };
  return { selection: next, variant: matchVariant(product, next) };
}

/**
 * Whether choosing `valueCode` for `optionCode`, keeping the other choices, leads to an
 * available variant in stock (for greying out swatches). 000 §4 Product page: add to cart is
 * disabled when the variant is "unavailable or out of stock"; out of stock is a tracked quantity
 * of 0 or less ({@link isOutOfStock}, docs/decisions/0145-out-of-stock.md).
 */
export function isOptionValueAvailable(
  product: Product,
  selection: OptionSelection,
  optionCode: string,
  valueCode: string,
): boolean {
  const variant = matchVariant(product, { ...selection, [optionCode]: valueCode });
  return variant?.available === true && !isOutOfStock(variant);
}

/**
 * Whether a variant is out of stock: a tracked quantity of zero or less.
 *
 * @remarks An absent quantity means stock is not tracked: see docs/decisions/0145-out-of-stock.md.
 */
export function isOutOfStock(variant: ProductVariant): boolean {
  return typeof variant.quantity === 'number' && variant.quantity <= 0;
}

/**
 * Why add to cart is disabled: the variant is unavailable (or no variant matches the options), out
 * of stock, or a file upload is running; `null` when it is enabled. 000 §4 Product page.
 */
export function addToCartBlock(variant: ProductVariant | null, uploading: boolean): AddToCartBlock {
  if (variant === null || !variant.available) return 'unavailable';
  if (isOutOfStock(variant)) return 'out-of-stock';
  if (uploading) return 'uploading';
  return null;
}

/** The image to show for a variant: its own, else the first image listing it, else the product's. */
export function variantImage(product: Product, variant: ProductVariant | null): string | null {
  if (variant?.image) return variant.image;
  const listed = variant
    ? product.images?.find((image) => image.variant_ids?.some((id) => String(id) === String(variant.id)))
    : undefined;
  return listed?.src ?? product.image ?? product.images?.[0]?.src ?? null;
}
