/**
 * Selectors of the notifications snapshot (`socialProof.getSnapshot()`).
 */
import { countdownsForProduct } from './countdown.rules';
import type { SocialProofSnapshot } from './social-proof.facade';
import { DEFAULT_NOTIFICATION_SETTINGS } from './social-proof.map';
import type {
  CheckoutNotification,
  Countdown,
  NotificationDisplaySettings,
  SaleNotification,
  SocialProofError,
  SocialProofPopup,
} from './social-proof.types';

const none: readonly never[] = [];

/** The popup on screen, or `null`. */
export const selectPopup = (snapshot: SocialProofSnapshot): SocialProofPopup | null =>
  snapshot.context.current;

/** Popups shown on this page so far (never more than `maximumPerPage`). */
export const selectShownOnPage = (snapshot: SocialProofSnapshot): number => snapshot.context.shown;

/** The display settings (the defaults of 001 §3 until loaded). */
export const selectNotificationSettings = (snapshot: SocialProofSnapshot): NotificationDisplaySettings =>
  snapshot.context.data?.settings ?? DEFAULT_NOTIFICATION_SETTINGS;

/** The sale notifications. */
export const selectSaleNotifications = (snapshot: SocialProofSnapshot): readonly SaleNotification[] =>
  snapshot.context.data?.sale ?? none;

/** The checkout notifications. */
export const selectCheckoutNotifications = (snapshot: SocialProofSnapshot): readonly CheckoutNotification[] =>
  snapshot.context.data?.checkout ?? none;

/** Every countdown loaded. */
export const selectCountdowns = (snapshot: SocialProofSnapshot): readonly Countdown[] =>
  snapshot.context.data?.countdowns ?? none;

/** The countdowns running for a product at `now` (the clock's `now()`). */
export const selectProductCountdowns = (
  snapshot: SocialProofSnapshot,
  productId: string,
  now: number,
): readonly Countdown[] => countdownsForProduct(selectCountdowns(snapshot), productId, now);

/**
 * Where the notifications are: `idle` before `load()`, `loading`, `ready` once loaded (a page of
 * popups may be running), `failed` when the load failed (nothing shows; `load()` again to retry).
 */
export type SocialProofStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Where the notifications are (see {@link SocialProofStatus}). */
export function selectSocialProofStatus(snapshot: SocialProofSnapshot): SocialProofStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.context.data === null ? 'idle' : 'ready';
}

/** The load error, or `null`. */
export const selectSocialProofError = (snapshot: SocialProofSnapshot): SocialProofError | null =>
  snapshot.context.error;
