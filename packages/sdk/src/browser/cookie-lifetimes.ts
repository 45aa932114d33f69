/**
 * The cookie lifetimes of 000 §9, declared once in `@vitrine/core-shop` (where the core writes the
 * digest, from-dashboard, preview-token and fingerprint cookies) and used here by the browser cookie
 * adapter for a cookie written without a lifetime.
 */
export {
  COOKIE_LIFETIME_SECONDS,
  cookieLifetimeSeconds,
  DEFAULT_COOKIE_LIFETIME_SECONDS,
} from '@vitrine/core-shop';
