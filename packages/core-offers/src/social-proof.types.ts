/**
 * Sale notifications, checkout notifications and countdowns as the facade speaks them
 * (001 §3 Notifications): camelCase, ids as strings, times in seconds as the platform sets them.
 */
import type { DomainError } from '@vitrine/ports';

/** The display settings of the notifications (001 §3, defaults in `NOTIFICATION_DEFAULTS`). */
export interface NotificationDisplaySettings {
  /** Popup layout (default `circle`). */
  readonly layout: string;
  /** Where the popup shows on a desktop (default `bottom_left`). */
  readonly desktopPosition: string;
  readonly showOnMobile: boolean;
  /** Where the popup shows on a phone (default `bottom`). */
  readonly mobilePosition: string;
  /** Seconds a popup stays (default 5). */
  readonly displayTime: number;
  /** Most popups on one page (default 30). */
  readonly maximumPerPage: number;
  /** Seconds between two popups (default 10). */
  readonly delayTimeNotification: number;
  /** The span of the random "time ago", in hours (default 30). */
  readonly lastTimeDisplay: number;
  /** Seconds before the first popup of a page (default 3). */
  readonly delayTimeShowPopup: number;
  /** Random display order (default on); in the platform's order otherwise. */
  readonly random: boolean;
  /** The message template, `null` for the catalogue's default. */
  readonly messageTemplate: string | null;
}

/** A sale notification (001 §3): who bought what, where. */
export interface SaleNotification {
  readonly id: string | null;
  readonly firstName: string | null;
  readonly location: string | null;
  /** A storefront path to the product (`/products/{handle}`). */
  readonly productLink: string | null;
  readonly productTitle: string;
  readonly productImage: string | null;
  /** The platform's own "time ago" text, when it sends one. */
  readonly timeAgo: string | null;
}

/** A checkout notification (001 §3): how many are buying a product. */
export interface CheckoutNotification {
  readonly id: string | null;
  readonly purchasedNumber: number;
  readonly productTitle: string;
  readonly productId: string | null;
}

/** A timer countdown (001 §3). */
export interface Countdown {
  readonly id: string;
  readonly title: string | null;
  readonly message: string | null;
  readonly productIds: readonly string[];
  /** ISO time the countdown ends. */
  readonly endsAt: string;
}

/**
 * A piece of a rendered message: plain text, or a link to a storefront path. A renderer shows
 * `text` as text (never as HTML), so a shopper's name cannot inject markup.
 */
export type MessagePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly text: string };

/** Which list the scheduler shows. */
export type SocialProofKind = 'sale' | 'checkout';

/** The popup on screen. */
export interface SocialProofPopup {
  /** Increasing per popup (a key for the renderer). */
  readonly key: number;
  readonly kind: SocialProofKind;
  /** The notification's id. */
  readonly notificationId: string | null;
  /** The message in parts (links kept apart from text). */
  readonly parts: readonly MessagePart[];
  /** The message as plain text. */
  readonly text: string;
  readonly image: string | null;
  /** The product page to open on a click, when known. */
  readonly link: string | null;
}

/** Everything `socialProof.load()` fetched. */
export interface SocialProofData {
  readonly settings: NotificationDisplaySettings;
  readonly sale: readonly SaleNotification[];
  readonly saleTotal: number;
  readonly checkout: readonly CheckoutNotification[];
  readonly checkoutTotal: number;
  readonly checkoutTemplate: string | null;
  readonly countdowns: readonly Countdown[];
  readonly countdownsTotal: number;
}

/** The time left of a countdown. */
export interface CountdownRemaining {
  readonly expired: boolean;
  readonly totalSeconds: number;
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** What went wrong: `request_failed` (the platform's message kept), `not_loaded`, `stopped`. */
export interface SocialProofError extends DomainError {
  readonly code: 'request_failed' | 'not_loaded' | 'stopped';
}
