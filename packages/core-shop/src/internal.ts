/**
 * @packageDocumentation
 * `@vitrine/core-shop/internal`: the building blocks under the facades — the shop calls over the
 * transport and the machines' named actors. Use the facades (`createShop`, ...) or their `xLogic`;
 * these may change without notice.
 *
 * @internal
 */
export {
  fetchDmcaSettings,
  fetchPage,
  fetchPagesByHandles,
  fetchShopBootstrap,
  lookupRedirect,
  validateStorePassword,
} from './shop.calls';
export { sendContactForm, sendDmcaReport, setNewsletterSubscription } from './forms/form.calls';
export type { DmcaSettingsResult, PagesResult, ShopTransport } from './shop.calls';
export { pageActors, shopActors, storePasswordActors } from './shop.actors';
export { featureFlagActions, featureFlagActors, featureFlagDeciderActors } from './flags/flags.actors';
export { contactFormActors } from './forms/contact.form';
export { dmcaReportActors } from './forms/dmca.form';
export { newsletterActors } from './forms/newsletter.form';
export type { EditorEvent } from './preview/preview.machine';
export { scriptLoadArgs } from './scripts/load-scripts';
export { portsOf, requestId, startActor, whenSnapshot } from './facade.util';
export { syncTasksActors } from './sync/sync-tasks.facade';
export { type FirstPageEvents, keepFirstPageEvents } from './bootstrap/first-page-events';
