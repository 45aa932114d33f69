/**
 * Structural entity types of the catalogue (000 §3), mirroring the zod schemas of
 * `@vitrine/api-client` (`packages/api-client/src/schemas/catalog.ts`): ids are numbers or numeric
 * strings, optional fields may be `null`, and a variant names each option value in a field called
 * by the option's `code`, holding the value's `code` (`{ color: 'red', size: 'm' }`).
 * Only the fields the catalogue reads are listed; the client's types are assignable to these.
 */

import type { CatalogError } from './error.rules';

/** A numeric id; some peers send numeric strings. */
export type Id = number | string;

/** A value of a product option. 000 §3 Option. */
export interface OptionValue {
  readonly id?: Id | null | undefined;
  readonly code: string;
  readonly label: string;
  readonly color_code?: string | null | undefined;
  readonly group_image?: string | null | undefined;
}

/** A product option (Size, Colour, ...). 000 §3 Option. */
export interface ProductOption {
  readonly id?: Id | null | undefined;
  readonly code: string;
  readonly label: string;
  readonly using_color_swatch?: boolean | null | undefined;
  readonly using_variant_group?: boolean | null | undefined;
  readonly values: readonly OptionValue[];
}

/** A product variant: one field per option, named by the option's code. 000 §3 Variant. */
export interface ProductVariant {
  readonly id: Id;
  readonly available: boolean;
  readonly price: number;
  readonly compare_at_price?: number | null | undefined;
  readonly sku?: string | null | undefined;
  readonly quantity?: number | null | undefined;
  readonly image?: string | null | undefined;
  readonly [optionCode: string]: unknown;
}

/** A product image. 000 §3 Product images. */
export interface ProductImage {
  readonly id?: Id | null | undefined;
  readonly src: string;
  readonly alt?: string | null | undefined;
  readonly variant_ids?: readonly Id[] | null | undefined;
}

/** A product. 000 §3 Product. */
export interface Product {
  readonly id: Id;
  readonly handle: string;
  readonly title: string;
  readonly description?: string | null | undefined;
  readonly vendor?: string | null | undefined;
  readonly product_type?: string | null | undefined;
  readonly tags?: string | readonly string[] | null | undefined;
  readonly available: boolean;
  readonly image?: string | null | undefined;
  readonly options: readonly ProductOption[];
  readonly variants: readonly ProductVariant[];
  readonly images?: readonly ProductImage[] | null | undefined;
}

/** A collection. 000 §3 Collection. */
export interface Collection {
  readonly id: Id;
  readonly handle: string;
  readonly title: string;
  readonly description?: string | null | undefined;
  readonly image?: string | null | undefined;
  readonly products_count?: number | null | undefined;
  readonly sort_order?: string | null | undefined;
}

/** A size-chart table: a header row and rows of cells (values in inches for v3). 000 §3 Size chart. */
export interface SizeChartTable {
  readonly title?: string | null | undefined;
  readonly unit?: string | null | undefined;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** A size chart. 000 §3 Size chart. */
export interface SizeChart {
  readonly id: Id;
  readonly description_inc?: string | null | undefined;
  readonly description_html?: string | null | undefined;
  readonly format_version?: string | null | undefined;
  readonly size_charts?: readonly SizeChartTable[] | null | undefined;
  readonly sb_size_charts?: readonly SizeChartTable[] | null | undefined;
}

/** A design of a personalisation style: mockup and artwork. 000 §3 Product personalisation. */
export interface PersonalizationDesign {
  readonly id?: Id | null | undefined;
  readonly mockup?: string | null | undefined;
  readonly artwork?: string | null | undefined;
}

/** A personalisation style. 000 §3 Product personalisation. */
export interface PersonalizationStyle {
  readonly style_option_id?: Id | null | undefined;
  readonly name?: string | null | undefined;
  readonly designs: readonly PersonalizationDesign[];
}

/** Product personalisation: styles and their designs. 000 §3 Product personalisation. */
export interface Personalization {
  readonly styles: readonly PersonalizationStyle[];
  readonly preview_url?: string | null | undefined;
}

/**
 * What a catalogue load actor resolves to: the data, or a catalogue error value (not-found or a
 * coded error). Errors are values: a machine branches on `ok`, never on a thrown string.
 */
export type LoadResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly error: CatalogError };

/** One page of products and how many there are in all. 000 §7 products_v2 (products, total). */
export interface ProductsPage {
  readonly products: readonly Product[];
  readonly total: number;
}

/** One page of collections and how many there are in all. 000 §7 collections_v2 (collections, total). */
export interface CollectionsPage {
  readonly collections: readonly Collection[];
  readonly total: number;
}
