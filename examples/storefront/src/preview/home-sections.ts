/**
 * The settings of the built-in theme's home sections (000 §2 home: featured_product,
 * featured_collection, collection_list) that the theme editor can change in the live preview
 * (000 §2 "in live preview a section is refetched when its settings change"; docs/decisions/0434).
 * Pure: the home page reads what it shows from here, with the built-in defaults of 0401 when the
 * editor sent nothing (always, outside the preview).
 */
import { PRODUCT_PAGE_SIZE } from '@vitrine/core-catalog';
import type { ThemeSection, ThemeSettings } from '@vitrine/core-shop';

/** The editor's ids of the built-in home sections (also their elements' ids on the page). */
export const HOME_SECTIONS = {
  featuredProduct: 'featured-product',
  featuredCollection: 'featured-collection',
  collectionList: 'collection-list',
} as const;

/** The ids above, as the preview's own sections list skips them (they render in place). */
export const HOME_SECTION_IDS: ReadonlySet<string> = new Set(Object.values(HOME_SECTIONS));

/** The editor's page name of home (001 §2 "homepage to /"). */
export const HOME_PAGE = 'homepage';

/** How many products the featured collection shows by default (two rows of four, 0401). */
export const FEATURED_COUNT = 8;

/** The featured collection's handle by default: every product, newest first (0401). */
export const FEATURED_COLLECTION_DEFAULT = 'all';

/** What the home page shows of its three sections. */
export interface HomeSections {
  readonly featuredProduct: {
    readonly shown: boolean;
    /** A product chosen by handle; absent: the newest product of the featured collection. */
    readonly handle?: string;
  };
  readonly featuredCollection: {
    readonly shown: boolean;
    readonly heading?: string;
    /** A collection handle (`all`: every product). */
    readonly collection: string;
    /** 1 to one page of products (12, 000 §9). */
    readonly count: number;
  };
  readonly collectionList: { readonly shown: boolean; readonly heading?: string };
}

function text(settings: ThemeSettings, name: string): string | undefined {
  const value = Object.hasOwn(settings, name) ? settings[name] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A handle as the catalogue has them: lower-case letters, digits and dashes. */
function handle(settings: ThemeSettings, name: string): string | undefined {
  const value = text(settings, name)?.toLowerCase();
  return value !== undefined && /^[a-z0-9][a-z0-9-]*$/.test(value) ? value : undefined;
}

function count(settings: ThemeSettings, name: string): number {
  const value = Object.hasOwn(settings, name) ? settings[name] : undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return FEATURED_COUNT;
  return Math.min(PRODUCT_PAGE_SIZE, Math.max(1, Math.round(number)));
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

/**
 * What the home page shows, from the editor's sections of `homepage` (none outside the preview).
 * Settings: featured_product `product` (a handle); featured_collection `heading`, `collection` (a
 * handle) and `products_to_show` (1–12); collection_list `heading`. A disabled section is not
 * shown; a value of the wrong kind is ignored (the default stays).
 *
 * @example
 * ```ts
 * homeSections({ 'featured-collection': { type: 'featured_collection', settings: { collection: 'sale', products_to_show: 4 }, blocks: {}, block_order: [] } })
 *   .featuredCollection; // { shown: true, collection: 'sale', count: 4 }
 * ```
 */
export function homeSections(sections: Readonly<Record<string, ThemeSection>> | undefined): HomeSections {
  const of = (id: string) => (sections && Object.hasOwn(sections, id) ? sections[id] : undefined);
  const product = of(HOME_SECTIONS.featuredProduct);
  const collection = of(HOME_SECTIONS.featuredCollection);
  const list = of(HOME_SECTIONS.collectionList);
  const none: ThemeSettings = {};
  return {
    featuredProduct: {
      shown: product?.disabled !== true,
      ...optional('handle', handle(product?.settings ?? none, 'product')),
    },
    featuredCollection: {
      shown: collection?.disabled !== true,
      ...optional('heading', text(collection?.settings ?? none, 'heading')),
      collection: handle(collection?.settings ?? none, 'collection') ?? FEATURED_COLLECTION_DEFAULT,
      count: count(collection?.settings ?? none, 'products_to_show'),
    },
    collectionList: {
      shown: list?.disabled !== true,
      ...optional('heading', text(list?.settings ?? none, 'heading')),
    },
  };
}
