// @vitrine/core-shop — every export by name (types with `export type`).

// Ports
export { createMemoryStorage } from './ports';
export type { Clock, Navigate, StoragePort } from './ports';

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
export type { Layout, PageType, RouteDefinition, RouteMatch, RouteName } from './navigation/routes';
export { CHECKOUT_LAYOUT_PATH_PREFIXES, forcesCheckoutLayout, layoutForPath } from './navigation/layout';

// Navigation: intents and the guard (000 §2 Navigation rules)
export { intentLocation, withQuery } from './navigation/navigation-intent';
export type { IntentLocation, NavigationIntent } from './navigation/navigation-intent';
export { guardNavigation, REDIRECT_DOMAIN_SCHEME, resolveNavigation } from './navigation/resolve-navigation';
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
export { ALL_PRODUCTS_HANDLE, MENU_ITEM_TYPES, plainLinkHref, resolveMenuLink } from './navigation/menu-link';
export type { MenuItem, MenuItemType, MenuLink } from './navigation/menu-link';
export { IP_POLICY_HANDLE, isPolicyHandle, isPolicyShown, POLICY_HANDLES } from './navigation/policies';
export type { PolicyHandle } from './navigation/policies';
export { hasAccountLinkCredentials } from './navigation/account-links';

// Notifications queue for the UI (000 §3, §4, §9)
export {
  createNotification,
  defaultTimeToLive,
  isSameNotification,
  NOTIFICATION_TIME_TO_LIVE_MS,
  NOTIFICATION_TYPES,
  notificationText,
  SUCCESS_NOTIFICATION_TIME_TO_LIVE_MS,
} from './notifications/notification';
export type {
  Notification,
  NotificationAction,
  NotificationInput,
  NotificationMessage,
  NotificationType,
} from './notifications/notification';
export { notificationsMachine } from './notifications/notifications.machine';
export type { NotificationsContext, NotificationsEvent } from './notifications/notifications.machine';
export { createNotifications } from './notifications/notifications.facade';
export type { Notifications, NotificationsOptions } from './notifications/notifications.facade';

// Page-load events (000 §2, 001 §2)
export {
  CART_PAGE_LOAD_DELAY_MS,
  OTHER_PAGE_LOAD_DELAY_MS,
  PRODUCT_COLLECTION_PAGE_LOAD_DELAY_MS,
  pageLoadDelayFor,
} from './page-load/page-load-delay';
export { pageLoadMachine } from './page-load/page-load.machine';
export type {
  LoadedPage,
  PageLoadContext,
  PageLoadEmitted,
  PageLoadEvent,
} from './page-load/page-load.machine';

// Feature flags, live preview, manage bar and script tags: exports appended below by their owner.
