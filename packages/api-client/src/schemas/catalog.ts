import * as z from 'zod/mini';
import { Amount, Id, opt } from './common';

/** An image of a product (000 §3): alt, src, variant_ids, id. */
export const ProductImage = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: opt(Id),
    src: z.string(),
    alt: opt(z.string()),
    variant_ids: opt(z.array(Id)),
    width: opt(z.number()),
    height: opt(z.number()),
  }),
);
export type ProductImage = z.infer<typeof ProductImage>;

/** A value of a product option (000 §3): id, code, label, color_code, group_image. */
export const OptionValue = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: opt(Id),
    code: z.string(),
    label: z.string(),
    color_code: opt(z.string()),
    group_image: opt(z.string()),
  }),
);
export type OptionValue = z.infer<typeof OptionValue>;

/** A product option such as Color or Size (000 §3). */
export const ProductOption = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: opt(Id),
    code: z.string(),
    label: z.string(),
    using_color_swatch: opt(z.boolean()),
    using_variant_group: opt(z.boolean()),
    values: z.array(OptionValue),
  }),
);
export type ProductOption = z.infer<typeof ProductOption>;

/**
 * A variant (000 §3): id, available, price, compare_at_price, sku, quantity, image, and one field
 * per option, named by the option's `code` and holding the chosen value's `code`
 * (e.g. `{ color: 'red', size: 'm' }`). See docs/decisions/0004-variant-option-fields.md.
 */
export const Variant = /* @__PURE__ */ z.lazy(() =>
  z.catchall(
    z.object({
      id: Id,
      title: opt(z.string()),
      available: z.boolean(),
      price: Amount,
      compare_at_price: opt(Amount),
      sku: opt(z.string()),
      quantity: opt(z.number()),
      image: opt(z.string()),
    }),
    z.unknown(),
  ),
);
export type Variant = z.infer<typeof Variant>;

/** A choice of a custom option: value and its display text (000 §3). */
export const CustomOptionValue = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    value: z.string(),
    text: opt(z.string()),
    image: opt(z.string()),
  }),
);
export type CustomOptionValue = z.infer<typeof CustomOptionValue>;

/** One condition on a child option's parent value (000 §3): relation 'equals' or other, value. */
export const ParentCondition = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ relation: z.string(), value: z.string() }),
);
export type ParentCondition = z.infer<typeof ParentCondition>;

/** Custom option types (000 §3). */
export const CUSTOM_OPTION_TYPES = ['checkbox', 'radio', 'select', 'picture', 'file', 'text'] as const;

/** A custom option of a product (000 §3, §5). */
export const CustomOption = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    name: z.string(),
    type: z.enum(CUSTOM_OPTION_TYPES),
    values: opt(z.array(CustomOptionValue)),
    default_value: opt(z.string()),
    default_value_index: opt(z.number()),
    parent_id: opt(Id),
    parent_index: opt(z.number()),
    parent_condition: opt(z.array(ParentCondition)),
    hint: opt(z.string()),
    validations: opt(
      z.looseObject({
        required: opt(z.boolean()),
        /** The character classes a text may use: letters, digits, emoji, symbol. */
        allowed_characters: opt(z.array(z.string())),
        /** Maximum upload size in MB (default 20). */
        size: opt(z.number()),
        /** Minimum upload size in MB. */
        min_size: opt(z.number()),
      }),
    ),
  }),
);
export type CustomOption = z.infer<typeof CustomOption>;

/** A collection a product belongs to (000 §3: collections (id, title, handle)). */
export const CollectionRef = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ id: Id, title: z.string(), handle: z.string() }),
);
export type CollectionRef = z.infer<typeof CollectionRef>;

/** A product (000 §3). */
export const Product = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    handle: z.string(),
    title: z.string(),
    description: opt(z.string()),
    meta_title: opt(z.string()),
    meta_description: opt(z.string()),
    vendor: opt(z.string()),
    product_type: opt(z.string()),
    tags: opt(z.union([z.array(z.string()), z.string()])),
    image: opt(z.string()),
    url: opt(z.string()),
    available: z.boolean(),
    product_availability: opt(z.union([z.boolean(), z.number(), z.string()])),
    can_preview: opt(z.boolean()),
    media_gallery: opt(z.array(z.unknown())),
    options: z.array(ProductOption),
    variants: z.array(Variant),
    images: opt(z.array(ProductImage)),
    custom_options: opt(z.array(CustomOption)),
    collections: opt(z.array(CollectionRef)),
    price: opt(Amount),
    compare_at_price: opt(Amount),
    created_at: opt(z.string()),
    updated_at: opt(z.string()),
  }),
);
export type Product = z.infer<typeof Product>;

/** A collection (000 §3). */
export const Collection = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    handle: z.string(),
    title: z.string(),
    description: opt(z.string()),
    image: opt(z.string()),
    products_count: opt(z.number()),
    sort_order: opt(z.string()),
    metafields: opt(z.looseObject({ title_tag: opt(z.string()), description_tag: opt(z.string()) })),
  }),
);
export type Collection = z.infer<typeof Collection>;

/** A design of a personalisation style: mockup and artwork (000 §3). */
export const PersonalizationDesign = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: opt(Id),
    mockup: opt(z.string()),
    artwork: opt(z.string()),
  }),
);

/** Product personalisation (000 §3): styles (style_option_id, designs), custom_options. */
export const Personalization = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    styles: z.array(
      z.looseObject({
        style_option_id: opt(Id),
        name: opt(z.string()),
        designs: z.array(PersonalizationDesign),
      }),
    ),
    custom_options: opt(z.array(CustomOption)),
    preview_url: opt(z.string()),
  }),
);
export type Personalization = z.infer<typeof Personalization>;

/** One size-chart table: a header row and rows of cells (values in inches for v3). */
export const SizeChartTable = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    title: opt(z.string()),
    unit: opt(z.string()),
    header: z.array(z.string()),
    rows: z.array(z.array(z.union([z.string(), z.number()]))),
  }),
);

/** A size chart (000 §3). */
export const SizeChart = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    description_inc: opt(z.string()),
    description_html: opt(z.string()),
    format_version: opt(z.string()),
    size_charts: opt(z.array(SizeChartTable)),
    sb_size_charts: opt(z.array(SizeChartTable)),
    size_charts_by_tags: opt(z.array(z.unknown())),
    base_products: opt(z.array(z.looseObject({ size_chart_id: Id, title: z.string() }))),
    is_phub_product: opt(z.boolean()),
  }),
);
export type SizeChart = z.infer<typeof SizeChart>;

/** A redirect entry (000 §3): from, to. */
export const RedirectEntry = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ from: z.string(), to: z.string() }),
);
export type RedirectEntry = z.infer<typeof RedirectEntry>;

/** A feature flag (001 §3): name, is_approved, enable, force_enable, force_disable, random_percentage. */
export const FeatureFlag = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    name: z.string(),
    is_approved: opt(z.boolean()),
    enable: opt(z.boolean()),
    force_enable: opt(z.boolean()),
    force_disable: opt(z.boolean()),
    random_percentage: opt(z.number()),
  }),
);
export type FeatureFlag = z.infer<typeof FeatureFlag>;
