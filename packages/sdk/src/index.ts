/**
 * @packageDocumentation
 * `createStorefront`: Vitrine's composition root. One api-client transport, every core package's
 * machine in one XState system, one notifications queue, one snapshot, plugins. Importing this
 * entry touches no browser global; the browser's ports are in `@vitrine/sdk/browser`.
 */
export type { StorefrontEvent, StorefrontEventHandler, StorefrontEventType } from './events';
export type {
  AnyStorefrontPlugin,
  PluginContext,
  PluginManifest,
  StorefrontExtensions,
  StorefrontPlugin,
} from './plugins';
export { definePlugin, PluginError } from './plugins';
export type {
  PricingError,
  PricingEvent,
  PricingFacade,
  PricingOptions,
  PricingShopSettings,
  PricingSnapshot,
} from './pricing.facade';
export {
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  createPricing,
  formatInSnapshot,
  LOCALE_COOKIE,
  selectDisplayCurrency,
} from './pricing.facade';
export {
  createStorefront,
  createStorefrontInSteps,
  isSignedIn,
  STOREFRONT_SNAPSHOT_VERSION,
  visitorTransportOptions,
} from './storefront';
export type { PublicChild } from './public-snapshot';
export { PUBLIC_CHILDREN, PUBLIC_SNAPSHOT_VERSION, publicSnapshot } from './public-snapshot';
export { PART_UNAVAILABLE } from './storefront.types';
export type { StorefrontTrackingOptions } from './storefront.types';
export type {
  Storefront,
  StorefrontForms,
  StorefrontListenOptions,
  StorefrontOptions,
  StorefrontPartName,
  StorefrontParts,
} from './storefront.types';
