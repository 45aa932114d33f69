/**
 * @packageDocumentation
 * The browser's ports for `createStorefront`: `localStorage`, `document.cookie` with the spec's
 * lifetimes, the History API, `<script>` tags, Web Locks and `BroadcastChannel`. Importing this
 * entry touches no browser global; each adapter reads its global when first used.
 */
export type { BroadcastChannelConstructor, BroadcastChannelLike } from './broadcast-channels';
export { broadcastChannels } from './broadcast-channels';
export { browserPorts, consoleLogger } from './browser-ports';
export {
  COOKIE_LIFETIME_SECONDS,
  cookieLifetimeSeconds,
  DEFAULT_COOKIE_LIFETIME_SECONDS,
} from './cookie-lifetimes';
export type { CookieDocumentLike } from './document-cookies';
export { documentCookies } from './document-cookies';
export type { ScriptDocumentLike } from './dom-script-loader';
export { domScriptLoader } from './dom-script-loader';
export type { HistoryNavigateOptions, HistoryWindowLike, IntentTarget } from './history-navigate';
export { historyNavigate } from './history-navigate';
export type { WebLockManager } from './web-locks';
export { webLocks } from './web-locks';
export type { WebStorageLike } from './web-storage';
export { webStorage } from './web-storage';
export type { ErrorEventLike, RejectionEventLike, UncaughtErrorTarget } from './uncaught-errors';
export { reportUncaughtErrors } from './uncaught-errors';
export type { OnlineWindowLike } from './online';
export { browserOnline, flushWhenOnline } from './online';
