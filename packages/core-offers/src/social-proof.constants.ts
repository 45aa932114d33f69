/**
 * Sale and checkout notification and countdown constants (001 §3 Notifications, §7, §9), named once.
 */
export { COUNTDOWNS_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from '@vitrine/api-client';

/** The version `socialProof.persist()` writes. Version 2: each load runs as a child of its own. */
export const SOCIAL_PROOF_SNAPSHOT_VERSION = 2;

/** The first page of a notifications or countdowns list (001 §7: page 1). */
export const FIRST_PAGE = 1;

/**
 * The notification display defaults of 001 §3 and §9, used for every setting the platform leaves
 * out. Times are in seconds; `lastTimeDisplay` is the span of the random "time ago", in hours
 * (docs/decisions/0321-social-proof-scheduler.md).
 */
export const NOTIFICATION_DEFAULTS = {
  layout: 'circle',
  desktopPosition: 'bottom_left',
  showOnMobile: true,
  mobilePosition: 'bottom',
  displayTime: 5,
  maximumPerPage: 30,
  delayTimeNotification: 10,
  lastTimeDisplay: 30,
  delayTimeShowPopup: 3,
  random: true,
} as const;
