import { normalisePageHandle } from '../pages/page-handle';

/**
 * Policy handles a policies page shows (000 §2 Policies page: "allowed handles").
 */
export const POLICY_HANDLES = [
  'privacy-policy',
  'refund-policy',
  'shipping-policy',
  'terms-of-service',
  'dmca-policy',
] as const;

/** One of {@link POLICY_HANDLES}. */
export type PolicyHandle = (typeof POLICY_HANDLES)[number];

/** The intellectual-property policy handle, shown only with the store's visible_link flag (000 §2). */
export const IP_POLICY_HANDLE = 'ip';

/** Whether a handle is one of {@link POLICY_HANDLES}. */
export function isPolicyHandle(handle: string): handle is PolicyHandle {
  return (POLICY_HANDLES as readonly string[]).includes(handle);
}

/**
 * Whether the policies page shows a handle: an allowed handle always, `ip` only when the store's
 * visible_link flag is on, anything else never (it goes to page-not-found) (000 §2).
 *
 * @example
 * ```ts
 * isPolicyShown('refund-policy', false); // true
 * isPolicyShown('ip', false); // false
 * ```
 */
export function isPolicyShown(handle: string, visibleLink: boolean): boolean {
  if (handle === IP_POLICY_HANDLE) return visibleLink;
  return isPolicyHandle(handle);
}

/**
 * Whether a shop page by handle (/pages/{handle}) is shown: every page but the
 * intellectual-property policy, which needs the store's visible_link flag (000 §2 "handle ip …
 * only if the store's visible_link flag is on; otherwise it goes to page-not-found"). The handle is
 * compared as the platform looks it up (trimmed).
 *
 * @example
 * ```ts
 * isPageShown('faq', false); // true
 * isPageShown(' ip', false); // false
 * ```
 */
export function isPageShown(handle: string, visibleLink: boolean): boolean {
  return visibleLink || normalisePageHandle(handle) !== IP_POLICY_HANDLE;
}
