/**
 * @packageDocumentation
 * `window.Vitrine`: the public scripting interface for third-party apps and themes (000 §1: cart,
 * user, checkout, product, currency and post-purchase). `installScripting(storefront)` puts it on
 * the page over a storefront of `@vitrine/sdk`; scripts loaded earlier wait on its ready queue.
 * Types for app authors (with the `window.Vitrine` global) are in `@vitrine/scripting/types`.
 */
export {
  installScripting,
  SCRIPTING_GLOBAL,
  SCRIPTING_VERSION,
} from './install-scripting';
export type {
  ScriptingInstallation,
  ScriptingOptions,
  ScriptingStorefront,
} from './install-scripting';
export { ScriptingError } from './scripting-error';
export type {
  CartLine,
  CartLineProperty,
  CartTotals,
  DisplayMoney,
  Money,
  Product,
  Variant,
  VitrineAction,
  VitrineActions,
  VitrineCart,
  VitrineCartLineChange,
  VitrineCartLineInput,
  VitrineCurrency,
  VitrineError,
  VitrineEvent,
  VitrineEventMap,
  VitrineEventType,
  VitrineListener,
  VitrinePostPurchaseOffer,
  VitrinePostPurchaseState,
  VitrineProduct,
  VitrineQueue,
  VitrineReadyCallback,
  VitrineScripting,
  VitrineUser,
} from './scripting.types';
