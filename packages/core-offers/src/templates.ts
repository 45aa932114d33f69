/**
 * Sale and checkout notification messages (001 §3): templates with `{{first_name}}`,
 * `{{location}}`, `{{product_link}}`, `{{product_title}}`, `{{random_time_ago}}` and
 * `{{purchased_number}}`, rendered into parts (text and links), never into HTML. Pure functions.
 */
import { fillMessage, offerMessages } from '@vitrine/messages';
import type { RandomSource } from '@vitrine/ports';
import type { CheckoutNotification, MessagePart, SaleNotification } from './social-proof.types';

/** The values a template's placeholders are filled with. */
export type TemplateValues = Readonly<Record<string, string | number | null | undefined>>;

const TOKEN = /<a\s+href\s*=\s*"([^"]*)"\s*>([\s\S]*?)<\/a\s*>|\{\{\s*(\w+)\s*\}\}/g;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

const fill = (text: string, values: TemplateValues): string =>
  text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === null || value === undefined ? '' : String(value);
  });

/** Whether a link target is safe to follow: a storefront path or an http(s) URL. */
export function isSafeHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || /^https?:\/\//i.test(href);
}

function push(parts: MessagePart[], part: MessagePart): void {
  const last = parts[parts.length - 1];
  if (part.kind === 'text' && last?.kind === 'text') {
    parts[parts.length - 1] = { kind: 'text', text: last.text + part.text };
  } else if (part.kind === 'link' || part.text !== '') {
    parts.push(part);
  }
}

/**
 * A template rendered into parts: `{{name}}` placeholders filled with `values` (a missing value
 * shows nothing), and `<a href="...">...</a>` a link part when its filled target is a storefront
 * path or an http(s) URL (plain text otherwise). Any other markup stays literal text: a renderer
 * shows parts as text, so a shopper's name such as `<img src=x onerror=alert(1)>` reads as typed.
 *
 * @example
 * ```ts
 * renderTemplate('{{first_name}} bought <a href="{{product_link}}">{{product_title}}</a>', {
 *   first_name: 'Ada', product_link: '/products/tee', product_title: 'Tee',
 * });
 * // [{ kind: 'text', text: 'Ada bought ' }, { kind: 'link', href: '/products/tee', text: 'Tee' }]
 * ```
 */
export function renderTemplate(template: string, values: TemplateValues): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    push(parts, { kind: 'text', text: template.slice(last, index) });
    const [, href, inner, name] = match;
    if (name !== undefined) {
      push(parts, { kind: 'text', text: fill(match[0], values) });
    } else {
      const target = fill(href ?? '', values).trim();
      const text = fill(inner ?? '', values);
      push(parts, isSafeHref(target) ? { kind: 'link', href: target, text } : { kind: 'text', text });
    }
    last = index + match[0].length;
  }
  push(parts, { kind: 'text', text: template.slice(last) });
  return parts;
}

/** The plain text of rendered parts. */
export function partsText(parts: readonly MessagePart[]): string {
  return parts.map((part) => part.text).join('');
}

/**
 * A random "time ago" within the last `lastTimeDisplay` hours (001 §3 random_time_ago, §9
 * last_time_display 30): a whole number of hours from 1 to the span, from the random source.
 *
 * @example
 * ```ts
 * randomTimeAgo(() => 0, 30); // '1 hour ago'
 * randomTimeAgo(() => 0.99, 30); // '30 hours ago'
 * ```
 */
export function randomTimeAgo(random: RandomSource, lastTimeDisplay: number): string {
  const span = Math.max(1, Math.trunc(Number.isFinite(lastTimeDisplay) ? lastTimeDisplay : 1));
  const hours = Math.min(span, 1 + Math.floor(random() * span));
  return hours === 1
    ? offerMessages['social_proof.time_ago.hour']
    : fillMessage(offerMessages['social_proof.time_ago.hours'], { value: hours });
}

/**
 * A sale notification's message (001 §3): the shop's template, else the catalogue's
 * (`social_proof.sale_template`). The time ago is the platform's when it sent one, else random.
 */
export function saleMessage(
  notification: SaleNotification,
  options: {
    readonly template: string | null;
    readonly random: RandomSource;
    readonly lastTimeDisplay: number;
  },
): MessagePart[] {
  return renderTemplate(options.template ?? offerMessages['social_proof.sale_template'], {
    first_name: notification.firstName,
    location: notification.location,
    product_link: notification.productLink,
    product_title: notification.productTitle,
    random_time_ago: notification.timeAgo ?? randomTimeAgo(options.random, options.lastTimeDisplay),
  });
}

/** A checkout notification's message (001 §3: purchased_number and the product title). */
export function checkoutMessage(notification: CheckoutNotification, template: string | null): MessagePart[] {
  return renderTemplate(template ?? offerMessages['social_proof.checkout_template'], {
    purchased_number: notification.purchasedNumber,
    product_title: notification.productTitle,
  });
}
