/**
 * The one place the notification wire types of `@vitrine/api-client` become the facade's shapes.
 */
import type {
  CheckoutNotification as WireCheckoutNotification,
  Countdown as WireCountdown,
  NotificationSettings as WireSettings,
  SaleNotification as WireSaleNotification,
} from '@vitrine/api-client';
import { NOTIFICATION_DEFAULTS } from './social-proof.constants';
import type {
  CheckoutNotification,
  Countdown,
  NotificationDisplaySettings,
  SaleNotification,
} from './social-proof.types';

const text = (value: string | null | undefined): string | null => value ?? null;
const idText = (value: number | string | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
const number = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** The display settings, each missing (or unusable) one the default of 001 §3. */
export function settingsFromWire(settings: WireSettings | null | undefined): NotificationDisplaySettings {
  const s = settings ?? {};
  const d = NOTIFICATION_DEFAULTS;
  return {
    layout: s.layout ?? d.layout,
    desktopPosition: s.desktop_position ?? d.desktopPosition,
    showOnMobile: s.show_on_mobile ?? d.showOnMobile,
    mobilePosition: s.mobile_position ?? d.mobilePosition,
    displayTime: number(s.display_time, d.displayTime),
    maximumPerPage: number(s.maximum_per_page, d.maximumPerPage),
    delayTimeNotification: number(s.delay_time_notification, d.delayTimeNotification),
    lastTimeDisplay: number(s.last_time_display, d.lastTimeDisplay),
    delayTimeShowPopup: number(s.delay_time_show_popup, d.delayTimeShowPopup),
    random: s.random ?? d.random,
    messageTemplate: text(s.message_template),
  };
}

/** The display settings of a shop that sets none: every default of 001 §3. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationDisplaySettings = settingsFromWire(undefined);

/** A sale notification. */
export function saleFromWire(notification: WireSaleNotification): SaleNotification {
  return {
    id: idText(notification.id),
    firstName: text(notification.first_name),
    location: text(notification.location),
    productLink: text(notification.product_link),
    productTitle: notification.product_title,
    productImage: text(notification.product_image),
    timeAgo: text(notification.time_ago),
  };
}

/** A checkout notification. */
export function checkoutFromWire(notification: WireCheckoutNotification): CheckoutNotification {
  return {
    id: idText(notification.id),
    purchasedNumber: notification.purchased_number,
    productTitle: notification.product_title,
    productId: idText(notification.product_id),
  };
}

/** A countdown. */
export function countdownFromWire(countdown: WireCountdown): Countdown {
  return {
    id: String(countdown.id),
    title: text(countdown.title),
    message: text(countdown.message),
    productIds: (countdown.product_ids ?? []).map(String),
    endsAt: countdown.ends_at,
  };
}
