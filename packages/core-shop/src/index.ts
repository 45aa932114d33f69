/**
 * @packageDocumentation
 * Shop bootstrap by domain, the navigation guard and route table, the store password, feature
 * flags, pages and forms, the one notifications queue, and the live-preview protocol; plus the
 * shop rules other core packages share (error codes, e-mail, notification shape, account links).
 * Ports come from `@vitrine/ports`; every facade follows its contract (`xLogic`, `xFacade`,
 * `createX`).
 */

// Facades (the facade convention: xLogic(options), xFacade(actorRef, options?), createX(options))
export type { ShopFacadeOptions } from './facade.util';
export { createShop, SHOP_SNAPSHOT_VERSION, shopFacade, shopLogic } from './bootstrap/shop.facade';
export type { Shop, ShopOptions, ShopPorts } from './bootstrap/shop.facade';
export {
  createStorePassword,
  STORE_PASSWORD_SNAPSHOT_VERSION,
  storePasswordFacade,
  storePasswordLogic,
} from './password/store-password.facade';
export type {
  StorePassword,
  StorePasswordOptions,
  StorePasswordSnapshot,
} from './password/store-password.facade';
export {
  createFeatureFlags,
  FEATURE_FLAGS_SNAPSHOT_VERSION,
  featureFlagsFacade,
  featureFlagsLogic,
} from './flags/flags.facade';
export type { FeatureFlags, FeatureFlagsOptions } from './flags/flags.facade';
export {
  createPages,
  PAGES_SNAPSHOT_VERSION,
  pagesFacade,
  pagesLogic,
  selectPage,
} from './pages/pages.facade';
export type { PageLoadOptions, Pages, PagesOptions, PagesSnapshot } from './pages/pages.facade';
export {
  createNotifications,
  NOTIFICATIONS_SNAPSHOT_VERSION,
  notificationsFacade,
  notificationsLogic,
  selectNotifications,
} from './notifications/notifications.facade';
export type {
  Notifications,
  NotificationsOptions,
  NotificationsSnapshot,
} from './notifications/notifications.facade';
export {
  createPreview,
  PREVIEW_SNAPSHOT_VERSION,
  previewFacade,
  previewLogic,
} from './preview/preview.facade';
export type { Preview, PreviewOptions, PreviewSnapshot } from './preview/preview.facade';

export {
  createSyncTasks,
  SYNC_TASKS_SNAPSHOT_VERSION,
  selectSyncTasksPaused,
  selectUnsentSyncTasks,
  syncTasksFacade,
  syncTasksLogic,
} from './sync/sync-tasks.facade';
export type { SyncTaskError, SyncTasks, SyncTasksOptions, SyncTasksSnapshot } from './sync/sync-tasks.facade';

// Forms: contact, DMCA report, newsletter — one form machine (000 §2, §4, §5, §7)
export { createFormMachine } from './forms/form.machine';
export type {
  FormContext,
  FormDefinition,
  FormEmitted,
  FormError,
  FormEvent,
  FormValidationError,
  FormValues,
} from './forms/form.machine';
export { FORM_BUSY, FORM_SNAPSHOT_VERSION, formFacade } from './forms/form.facade';
export type { FormFacade, FormMachine, FormSnapshot } from './forms/form.facade';
export {
  CONTACT_ERROR,
  contactFormLogic,
  contactFormMachine,
  createContactForm,
  EMPTY_CONTACT_FORM,
} from './forms/contact.form';
export type { ContactForm, ContactFormValues } from './forms/contact.form';
export {
  createDmcaReport,
  DMCA_ERROR,
  dmcaReportLogic,
  dmcaReportMachine,
  EMPTY_DMCA_REPORT,
} from './forms/dmca.form';
export type { DmcaReport, DmcaReportValues } from './forms/dmca.form';
export {
  createNewsletter,
  EMPTY_NEWSLETTER,
  NEWSLETTER_ERROR,
  NEWSLETTER_INVALID_EMAIL,
  newsletterFacade,
  newsletterLogic,
  newsletterMachine,
  selectNewsletterSubscribed,
} from './forms/newsletter.form';
export type { Newsletter, NewsletterValues } from './forms/newsletter.form';
export { newsletterEmailError } from './newsletter/newsletter-email';
export { isSubmissionAccepted, submissionError } from './submission';
export type { SubmissionAnswer, SubmissionError, SubmissionResult } from './submission';

// Camel-case shop data (the one wire mapping of the shop domain)
export { toShopData, toShopPage } from './shop.mapping';
export type { ShopCurrency, ShopData, ShopPage } from './shop.mapping';

// Navigation: routes, layouts and page types (000 §2, 001 §2)
export {
  ERROR_PATH,
  HOME_ALIAS_PATH,
  HOME_PATH,
  INTERNAL_ROUTE_NAMES,
  LAYOUTS,
  LIMIT_ORDER_PATH,
  MY_ACCOUNT_PATH,
  matchRoute,
  PAGE_NOT_FOUND_PATH,
  PAGE_TYPES,
  PASSWORD_PATH,
  pageTypeForPath,
  ROUTES,
  routePath,
  WRONG_DOMAIN_PATH,
} from './navigation/routes';
export type { Layout, PageType, RouteDefinition, RouteMatch, RouteTableName } from './navigation/routes';
export { CHECKOUT_LAYOUT_PATH_PREFIXES, forcesCheckoutLayout, layoutForPath } from './navigation/layout';

// Navigation: intents and the guard (000 §2 Navigation rules)
export {
  errorIntent,
  intentHref,
  loginRequiredIntent,
  PROCEED,
  passwordIntent,
  withQuery,
} from './navigation/navigation-intent';
export type { GuardResolution, IntentHref } from './navigation/navigation-intent';
export {
  guardNavigation,
  isPageLocked,
  REDIRECT_DOMAIN_SCHEME,
  resolveNavigation,
} from './navigation/resolve-navigation';
export type {
  BootstrapOutcome,
  LookupRedirect,
  NavigationRequest,
  NavigationResolution,
  NavigationShop,
  NavigationState,
  RedirectLookupNeeded,
} from './navigation/resolve-navigation';
export {
  findRedirect,
  isExternalTarget,
  keepQuery,
  needsRedirectLookup,
  normaliseRedirectPath,
  REDIRECT_TYPES,
  readRedirect,
  redirectIntent,
} from './navigation/redirects';
export type { Redirect, RedirectType } from './navigation/redirects';
export {
  BOOTSTRAP_ERROR,
  COLLECTION_ERROR,
  EMPTY_RESULT_ERROR_TEXT,
  errorCodeFromMessage,
  isEmptyResultError,
  loadErrorIntent,
  PRODUCT_ERROR,
  UNKNOWN_ERROR,
} from './navigation/load-error';
export type { LoadErrorSource } from './navigation/load-error';
export {
  ALL_PRODUCTS_HANDLE,
  MENU_ITEM_TYPES,
  plainLinkHref,
  resolveMenuLink,
  SUBMENU_POP_DELAY_MS,
} from './navigation/menu-link';
export type { MenuItem, MenuItemType, MenuLink } from './navigation/menu-link';
export {
  IP_POLICY_HANDLE,
  isPageShown,
  isPolicyHandle,
  isPolicyShown,
  POLICY_HANDLES,
} from './navigation/policies';
export type { PolicyHandle } from './navigation/policies';
export { accountLinkPath, isAccountLinkComplete } from './navigation/account-links';

// E-mail rule (every form: account, newsletter, contact, DMCA; docs/decisions/0200)
export { EMAIL_PATTERN, isEmail } from './email';

// Notifications queue for the UI (000 §3, §4, §9)
export {
  createNotification,
  defaultTimeToLive,
  errorNotification,
  isSameNotification,
  LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS,
  NOTIFICATION_TIME_TO_LIVE_MS,
  NOTIFICATION_TYPES,
  notificationText,
  notify,
  SUCCESS_NOTIFICATION_TIME_TO_LIVE_MS,
  successNotification,
} from './notifications/notification';
export type {
  Notification,
  NotificationAction,
  NotificationInput,
  NotificationMessage,
  NotificationType,
  NotifyEvent,
} from './notifications/notification';
export { notificationsMachine } from './notifications/notifications.machine';
export type { NotificationsContext, NotificationsEvent } from './notifications/notifications.machine';

// Background calls: the sync-task queue and its notification rules (000 §3, §4, §7, §8)
export {
  isHostNotFound,
  NETWORK_NOT_FOUND_CODE,
  syncTaskFailureNotification,
  syncTaskVerdict,
} from './sync/sync-task.rules';
export type { SyncTaskConditions, SyncTaskVerdict } from './sync/sync-task.rules';
export { syncTasksMachine } from './sync/sync-tasks.machine';
export type {
  RefreshLockState,
  SyncTasksContext,
  SyncTasksEmitted,
  SyncTasksEvent,
} from './sync/sync-tasks.machine';

// The persistent cache: time-outs, failure limits, quota checks (000 §8, §9)
export {
  CACHE_CALL_TIMEOUT_MS,
  CACHE_GET_ERROR_LIMIT,
  CACHE_ITERATE_TIMEOUT_MS,
  CACHE_KEY_PREFIX,
  CACHE_SET_ERROR_LIMIT,
  cachedCall,
  createPersistentCache,
  STORAGE_QUOTA_CHECK_INTERVAL_MS,
  STORAGE_QUOTA_FULL_RATIO,
  storageCacheStore,
} from './cache/persistent-cache';
export type {
  CacheOffReason,
  CacheStore,
  PersistentCache,
  PersistentCacheOptions,
  PersistentCacheState,
  StorageEstimate,
} from './cache/persistent-cache';

// Visitor-side cookies and their lifetimes (000 §6, §7, §9)
export {
  COOKIE_LIFETIME_SECONDS,
  cookieLifetimeSeconds,
  DEFAULT_COOKIE_LIFETIME_SECONDS,
  FROM_DASHBOARD_COOKIE,
  PREVIEW_TOKEN_COOKIE,
} from './visitor/cookie-lifetimes';
export { newFingerprint, QUERY_COOKIES, queryCookieWrites, rememberVisitor } from './visitor/visitor-cookies';
export type { CookieWrite, VisitorPorts } from './visitor/visitor-cookies';

// Uncaught exceptions (000 §8)
export { reportUncaughtError, UNCAUGHT_ERROR_LEVEL } from './errors/uncaught-error';
export type { UncaughtErrorSource } from './errors/uncaught-error';

// Page-load events (000 §2, 001 §2)
export {
  CART_PAGE_LOAD_DELAY_MS,
  OTHER_PAGE_LOAD_DELAY_MS,
  PRODUCT_COLLECTION_PAGE_LOAD_DELAY_MS,
  pageLoadDelayFor,
} from './page-load/page-load-delay';
export { pageLoadMachine, pageLoadMachineWith } from './page-load/page-load.machine';
export type {
  LoadedPage,
  PageLoadContext,
  PageLoadEmitted,
  PageLoadEvent,
} from './page-load/page-load.machine';

// Bootstrap by host domain (000 §1, §2, §5, §8)
export { isPlatformDomain, toPlatformDomain } from './bootstrap/platform-domain';
export { SHOP_DEFAULTS, shopLocaleSettings } from './bootstrap/shop-defaults';
export { SEARCH_SETTING, searchEnabled } from './bootstrap/theme-settings';
export type { ShopLocaleSettings } from './bootstrap/shop-defaults';
export { navigationShop } from './bootstrap/navigation-shop';
export {
  bootstrapError,
  bootstrapErrorIntent,
  isPasswordProtection,
  PASSWORD_PROTECTED,
  WRONG_DOMAIN,
} from './bootstrap/bootstrap-error';
export type { BootstrapError } from './bootstrap/bootstrap-error';
export { isPasswordRequired } from './bootstrap/password-required';
export { shopMachine } from './bootstrap/shop.machine';
export type {
  FetchShopBootstrapInput,
  FetchShopBootstrapResult,
  GuardRequest,
  ShopContext,
  ShopEmitted,
  ShopEvent,
  ShopInput,
  ShopStatus,
} from './bootstrap/shop.machine';
export {
  selectBootstrapOutcome,
  selectPasswordRequired,
  selectShop,
  selectShopError,
  selectShopLocaleSettings,
  selectShopStatus,
  selectShownPath,
} from './bootstrap/bootstrap.selectors';
export type { ShopSnapshot } from './bootstrap/bootstrap.selectors';

// Store password page (000 §2, §5)
export {
  isPasswordAccepted,
  isPasswordEmpty,
  PASSWORD_CHECK_FAILED,
  PASSWORD_INCORRECT,
  STORE_PASSWORD_HASH_STORAGE_KEY,
  storedPasswordHash,
  storePasswordHash,
} from './password/store-password';
export { storePasswordMachine } from './password/store-password.machine';
export type {
  StorePasswordContext,
  StorePasswordEmitted,
  StorePasswordError,
  StorePasswordEvent,
  StorePasswordInput,
  ValidateStorePasswordResult,
} from './password/store-password.machine';

// Pages and policies (000 §2, §5, §7, §8)
export { isLookupHandle, normalisePageHandle, pageHandlesQuery } from './pages/page-handle';
export { PAGE_ERROR, PAGE_NOT_FOUND, pageError, pageErrorIntent } from './pages/page-result';
export type { PageError, PageResult } from './pages/page-result';
export { pageMachine } from './pages/page.machine';
export type { PageContext, PageEvent, PageKind } from './pages/page.machine';

// Feature flags (000 §9, 001 §4)
export {
  FEATURE_FLAG_ROLLS_STORAGE_KEY,
  FEATURE_FLAG_ROLLS_VERSION,
  FEATURE_SWITCH_TIMEOUT_MS,
  KNOWN_FEATURE_FLAGS,
} from './flags/flags.constants';
export type { KnownFeatureFlag } from './flags/flags.constants';
export type {
  FeatureFlag,
  FeatureFlagDecision,
  FeatureFlagDecisions,
  FeatureFlagReason,
  FeatureFlagsFailure,
  FetchFeatureFlagsResult,
  RememberedRolls,
} from './flags/flags.types';
export type { FeatureFlagPorts } from './flags/flags.ports';
export { decideFeatureFlag, decideFeatureFlags, rolloutPercentage } from './flags/decide-feature-flag';
export type { FeatureFlagsDecided } from './flags/decide-feature-flag';
export { parseRememberedRolls, serializeRememberedRolls } from './flags/remembered-rolls';
export { featureFlagsMachine } from './flags/flags.machine';
export type { DecideFeatureFlagsInput, FeatureFlagsContext, FeatureFlagsStatus } from './flags/flags.machine';
export { FeatureSwitchError } from './flags/flags.actors';
export { areFeatureFlagsSettled, isFeatureFlagOn } from './flags/flags.selectors';
export type { FeatureFlagsSnapshot } from './flags/flags.selectors';

// Live preview (001 §2, 001 §3 Theme state; docs/preview-protocol.md)
export {
  DEFAULT_PREVIEW_DEVICE,
  DEFAULT_PREVIEW_PAGE,
  PREVIEW_CHANNEL,
  PREVIEW_DEVICES,
  PREVIEW_PAGE_PATHS,
  PREVIEW_PROTOCOL_VERSION,
  PREVIEW_QUERY_PARAM,
  PREVIEW_REDRAW_DEBOUNCE_MS,
  PREVIEW_SAMPLE_CHECKOUT_TOKEN,
  PREVIEW_SAMPLE_ORDER_TOKEN,
  PREVIEW_SCROLL_DELAY_MS,
} from './preview/preview.constants';
export type { PreviewDevice } from './preview/preview.constants';
export {
  DeviceSetMessageSchema,
  ElementDeselectMessageSchema,
  ElementSelectMessageSchema,
  ForceSettingsUpdateMessageSchema,
  PageOpenMessageSchema,
  PagesUpdateMessageSchema,
  PreviewEnvelopeSchema,
  PreviewInboundMessageSchema,
  SectionUpdateMessageSchema,
  SettingsUpdateMessageSchema,
  StylesUpdateMessageSchema,
  ThemeBlockSchema,
  ThemePageSchema,
  ThemeSectionSchema,
  ThemeSettingsSchema,
} from './preview/preview.schema';
export type {
  DeviceSetMessage,
  ElementDeselectMessage,
  ElementSelectMessage,
  ForceSettingsUpdateMessage,
  PageOpenMessage,
  PagesUpdateMessage,
  PreviewInboundMessage,
  PreviewInboundType,
  PreviewMessageError,
  PreviewReloadedMessage,
  PreviewSelection,
  SectionUpdateMessage,
  SettingsUpdateMessage,
  StylesUpdateMessage,
  ThemeBlock,
  ThemeEventDescriptor,
  ThemeEventType,
  ThemePage,
  ThemeSection,
  ThemeSettings,
  ThemeState,
} from './preview/preview.types';
export { isEditorOrigin, normalizeOrigin, readPreviewMessage } from './preview/preview-message';
export { isPreviewQuery, previewPagePath } from './preview/preview-page-path';
export {
  applyForceSettings,
  applyPages,
  applySection,
  applySettings,
  applyStyles,
  emptyThemeState,
  renderedBlockIds,
  renderedSectionIds,
} from './preview/theme-state';
export { sectionChangeEvents, selectionEvents, selectionStillShown } from './preview/theme-events';
export { isPreviewSampleCheckoutToken, isPreviewSampleOrderToken } from './preview/preview.constants';
export {
  PREVIEW_SAMPLE_ORDER,
  previewSampleCheckoutResult,
  previewSampleOrderResult,
} from './preview/sample-order';
export type {
  PreviewSampleAddress,
  PreviewSampleOrder,
  PreviewSampleOrderLine,
} from './preview/sample-order';
export { previewMachine } from './preview/preview.machine';
export type {
  PreviewContext,
  PreviewEmitted,
  PreviewEvent,
  PreviewIgnoredCounts,
  PreviewInput,
} from './preview/preview.machine';

// Manage bar (001 §2)
export {
  isManageBarShown,
  MANAGE_BAR_COLLAPSED_WIDTH,
  MANAGE_BAR_HEIGHT_NARROW,
  MANAGE_BAR_HEIGHT_WIDE,
  MANAGE_BAR_HIDDEN_ROUTES,
  MANAGE_BAR_WIDE_MIN_WIDTH,
  MANAGE_BAR_Z_INDEX,
  manageBarLayout,
} from './preview/manage-bar';
export type { ManageBarContext, ManageBarLayout } from './preview/manage-bar';

// Script tags (000 §1 script_tags, 000 §2 page bodies, 000 §8)
export { extractScripts } from './scripts/extract-scripts';
export { loadScripts, scriptsFromScriptTags } from './scripts/load-scripts';
export type {
  ExtractedScript,
  ExtractedScripts,
  LoadScriptsReport,
  ScriptTagEntry,
} from './scripts/script.types';
// Theme assets (000 §9: theme id 1 is built in; others load by id and version; decision 0450)
export {
  BUILT_IN_THEME_ID,
  THEME_SCRIPT_FILE,
  THEME_STYLESHEET_FILE,
  themeAssets,
} from './scripts/theme-assets';
export type { ThemeAssets, ThemeLocation } from './scripts/theme-assets';
