/** Notification display defaults of 001 §3 (Notifications) and §9. */
export const NOTIFICATION_DEFAULTS = {
  layout: 'circle',
  desktop_position: 'bottom_left',
  show_on_mobile: true,
  mobile_position: 'bottom',
  display_time: 5,
  maximum_per_page: 30,
  delay_time_notification: 10,
  last_time_display: 30,
  delay_time_show_popup: 3,
  random: true,
} as const;

/** The sale message template (001 §3: first_name, location, product_link, product_title, random_time_ago). */
export const SALE_MESSAGE_TEMPLATE =
  '{{first_name}} in {{location}} purchased <a href="{{product_link}}">{{product_title}}</a> {{random_time_ago}}';

/** The checkout message template (001 §3: purchased_number and the product title). */
export const CHECKOUT_MESSAGE_TEMPLATE = '{{purchased_number}} people are buying {{product_title}} right now';

/**
 * The "random time ago" of a sale notification: a stable pseudo-random number of hours below
 * `last_time_display`, so the same notification always reads the same.
 */
export function randomTimeAgo(id: number, lastTimeDisplay: number): string {
  const span = Math.max(1, Math.trunc(lastTimeDisplay));
  const hours = 1 + ((id * 37 + 11) % span);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}
