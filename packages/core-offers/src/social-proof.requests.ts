/**
 * Loads the sale notifications, checkout notifications (limit 50, page 1) and countdowns
 * (limit 100, page 1) of 001 §7 at once, through the transport.
 */
import {
  type ApiResult,
  checkoutNotifications,
  failureMessage,
  NotificationSettings,
  saleNotifications,
  timerCountdowns,
  type Transport,
} from '@vitrine/api-client';
import { failure, type Result, success } from '@vitrine/ports';
import { COUNTDOWNS_PAGE_SIZE, FIRST_PAGE, NOTIFICATIONS_PAGE_SIZE } from './social-proof.constants';
import { checkoutFromWire, countdownFromWire, saleFromWire, settingsFromWire } from './social-proof.map';
import type { SocialProofData, SocialProofError } from './social-proof.types';

const failed = (answer: Extract<ApiResult<unknown>, { ok: false }>): Result<never, SocialProofError> => {
  const message = failureMessage(answer.failure);
  return failure(message ? { code: 'request_failed', message } : { code: 'request_failed' });
};

/** Fetches the three lists; a failure of any is the load's failure. Never rejects. */
export async function loadSocialProof(
  transport: Pick<Transport, 'send'>,
): Promise<Result<SocialProofData, SocialProofError>> {
  const notificationsPage = { query: { limit: NOTIFICATIONS_PAGE_SIZE, page: FIRST_PAGE } };
  try {
    const [sale, checkout, countdowns] = await Promise.all([
      transport.send(saleNotifications, notificationsPage),
      transport.send(checkoutNotifications, notificationsPage),
      transport.send(timerCountdowns, { query: { limit: COUNTDOWNS_PAGE_SIZE, page: FIRST_PAGE } }),
    ]);
    if (!sale.ok) return failed(sale);
    if (!checkout.ok) return failed(checkout);
    if (!countdowns.ok) return failed(countdowns);
    const checkoutSettings = NotificationSettings.safeParse(
      (checkout.data.result as { readonly settings?: unknown }).settings ?? {},
    );
    return success({
      settings: settingsFromWire(sale.data.result.settings),
      sale: sale.data.result.notifications.map(saleFromWire),
      saleTotal: sale.data.result.total,
      checkout: checkout.data.result.notifications.map(checkoutFromWire),
      checkoutTotal: checkout.data.result.total,
      checkoutTemplate: checkoutSettings.success ? (checkoutSettings.data.message_template ?? null) : null,
      countdowns: countdowns.data.result.countdowns.map(countdownFromWire),
      countdownsTotal: countdowns.data.result.total,
    });
  } catch (error) {
    return failure({
      code: 'request_failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
