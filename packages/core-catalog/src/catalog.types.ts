/**
 * Entity types of the catalogue (000 §3): the zod-inferred types of `@vitrine/api-client`
 * (`packages/api-client/src/schemas/catalog.ts`). Ids are numbers or numeric strings, optional
 * fields may be `null`, and a variant names each option value in a field called by the option's
 * `code`, holding the value's `code` (`{ color: 'red', size: 'm' }`).
 */

import type {
  Collection,
  OptionValue,
  Personalization,
  Product,
  ProductImage,
  ProductOption,
  SizeChart,
  Variant,
} from '@vitrine/api-client';
import type { CatalogError } from './error.rules';

export type { Collection, OptionValue, Personalization, Product, ProductImage, ProductOption, SizeChart };

/** A numeric id; some peers send numeric strings. */
export type Id = Product['id'];

/** A product variant: one field per option, named by the option's code, holding the value's code. 000 §3. */
export type ProductVariant = Variant;

/** A personalisation style: style_option_id and its designs. 000 §3 Product personalisation. */
export type PersonalizationStyle = Personalization['styles'][number];

/** A design of a personalisation style: mockup and artwork. 000 §3 Product personalisation. */
export type PersonalizationDesign = PersonalizationStyle['designs'][number];

/** A size-chart table: a header row and rows of cells (values in inches for v3). 000 §3 Size chart. */
export type SizeChartTable = NonNullable<SizeChart['size_charts']>[number];

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
