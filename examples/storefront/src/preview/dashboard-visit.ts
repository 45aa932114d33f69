import { FROM_DASHBOARD_COOKIE, queryCookieWrites } from '@vitrine/core-shop';

/**
 * Whether the visitor came from the merchant dashboard: the `from_dashboard` cookie (000 §6
 * "coming from the merchant dashboard"; 2 days, 000 §9) is set. The reference storefront takes
 * it as "a logged-in admin" for the manage bar; the bar's content comes from the platform admin,
 * which checks the admin itself (docs/decisions/0436-manage-bar-admin.md).
 *
 * @param cookie - the page's `document.cookie`
 */
export function isDashboardVisitor(cookie: string): boolean {
  return cookie.split(';').some((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return name.trim() === FROM_DASHBOARD_COOKIE && value.trim() !== '';
  });
}

/** What {@link rememberDashboardVisit} touches of the page. */
export interface DashboardPage {
  readonly location: { readonly search: string };
  readonly document: { cookie: string };
}

/**
 * Writes the `from_dashboard` cookie when the landing URL carries `?from_dashboard=…` (000 §6),
 * with core-shop's lifetime (`queryCookieWrites`).
 */
export function rememberDashboardVisit(page: DashboardPage): void {
  for (const write of queryCookieWrites(page.location.search)) {
    if (write.name !== FROM_DASHBOARD_COOKIE) continue;
    page.document.cookie = `${write.name}=${encodeURIComponent(write.value)}; Max-Age=${write.maxAgeSeconds}; Path=/; SameSite=Lax`;
  }
}
