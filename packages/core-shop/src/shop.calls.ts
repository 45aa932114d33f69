import type { ApiClient, ApiFailure, Page } from '@vitrine/api-client';
import type { FetchShopBootstrapInput, FetchShopBootstrapResult } from './bootstrap/bootstrap.machine';
import type { ContactFormValues } from './contact/contact.machine';
import type { DmcaReportValues } from './dmca/dmca.machine';
import type { Redirect } from './navigation/redirects';
import { isLookupHandle, normalisePageHandle, pageHandlesQuery } from './pages/page-handle';
import { PAGE_NOT_FOUND, type PageError, type PageResult, pageError } from './pages/page-result';
import type { ValidateStorePasswordResult } from './password/store-password.machine';
import type { SubmissionResult } from './submission';

/** The part of the API client the shop calls use. */
export type ShopClient = Pick<ApiClient, 'call'>;

/**
 * Fetches the shop's data by host domain (000 §1, §7 GET /api/bootstrap/{domain}.json, optional
 * theme_preview_id). Never rejects.
 */
export async function fetchShopBootstrap(
  client: ShopClient,
  input: FetchShopBootstrapInput,
  signal?: AbortSignal,
): Promise<FetchShopBootstrapResult> {
  const query = input.themePreviewId === undefined ? {} : { theme_preview_id: input.themePreviewId };
  const answer = await client.call(
    'bootstrap',
    { path: { domain: input.domain }, query },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, bootstrap: answer.data.result } : { ok: false, failure: answer.failure };
}

/**
 * Fetches one page (or policy) by handle (000 §7 GET /api/pages.json?handle=); a blank handle is
 * not looked up (000 §5) and a 404 is PAGE_NOT_FOUND (000 §8). Never rejects.
 */
export async function fetchPage(
  client: ShopClient,
  handle: string,
  signal?: AbortSignal,
): Promise<PageResult> {
  if (!isLookupHandle(handle)) return { ok: false, error: { code: PAGE_NOT_FOUND } };
  const answer = await client.call(
    'pages.byHandle',
    { query: { handle: normalisePageHandle(handle) } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, page: answer.data.result } : { ok: false, error: pageError(answer.failure) };
}

/** What fetching pages by handles resolves to (never rejects). */
export type PagesResult =
  | { readonly ok: true; readonly pages: readonly Page[] }
  | { readonly ok: false; readonly error: PageError };

/**
 * Fetches several pages at once (000 §7 GET /api/pages/pages-by-handles.json?handles=); blank
 * handles are dropped and no call is made when none is left. Never rejects.
 */
export async function fetchPagesByHandles(
  client: ShopClient,
  handles: readonly string[],
  signal?: AbortSignal,
): Promise<PagesResult> {
  const query = pageHandlesQuery(handles);
  if (query === undefined) return { ok: true, pages: [] };
  const answer = await client.call(
    'pages.byHandles',
    { query: { handles: query } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok
    ? { ok: true, pages: answer.data.result }
    : { ok: false, error: pageError(answer.failure) };
}

/**
 * Looks up the server's redirect for an unknown path (000 §2, §7 GET /api/catalog/redirects.json?handle=).
 * A failed lookup counts as "no redirect" (docs/decisions/0122).
 */
export async function lookupRedirect(
  client: ShopClient,
  path: string,
  signal?: AbortSignal,
): Promise<Redirect | undefined> {
  const answer = await client.call(
    'catalog.redirects',
    { query: { handle: path } },
    signal === undefined ? {} : { signal },
  );
  if (!answer.ok || answer.data.result === null) return undefined;
  return { from: answer.data.result.from, to: answer.data.result.to };
}

/** Posts the contact form (000 §7 POST /api/contact-us.json: name, email, phone, message). */
export async function sendContactForm(
  client: ShopClient,
  form: ContactFormValues,
  signal?: AbortSignal,
): Promise<SubmissionResult> {
  const phone = form.phone.trim();
  const body = {
    name: form.name.trim(),
    email: form.email.trim(),
    message: form.message,
    ...(phone === '' ? {} : { phone }),
  };
  const answer = await client.call('contact.send', { body }, signal === undefined ? {} : { signal });
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}

/** What fetching the DMCA form settings resolves to (never rejects). */
export type DmcaSettingsResult =
  | { readonly ok: true; readonly settings: unknown }
  | { readonly ok: false; readonly failure: ApiFailure };

/**
 * Fetches the intellectual-property (DMCA) form settings (000 §7 GET /api/dmca.json). The spec does
 * not show their shape, so `settings` is the server's `result` as sent.
 */
export async function fetchDmcaSettings(
  client: ShopClient,
  signal?: AbortSignal,
): Promise<DmcaSettingsResult> {
  const answer = await client.call('dmca.get', {}, signal === undefined ? {} : { signal });
  return answer.ok ? { ok: true, settings: answer.data.result } : { ok: false, failure: answer.failure };
}

/** Posts a DMCA report (000 §7 POST /api/dmca.json with email; filled-in extras are sent too). */
export async function sendDmcaReport(
  client: ShopClient,
  report: DmcaReportValues,
  signal?: AbortSignal,
): Promise<SubmissionResult> {
  const extras = Object.fromEntries(
    (['name', 'url', 'message'] as const)
      .map((field) => [field, report[field].trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const answer = await client.call(
    'dmca.report',
    { body: { email: report.email.trim(), ...extras } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}

/** Subscribes (POST) or unsubscribes (DELETE) an e-mail to the newsletter (000 §7 /api/user/subscribe.json). */
export async function setNewsletterSubscription(
  client: ShopClient,
  email: string,
  subscribed: boolean,
  signal?: AbortSignal,
): Promise<SubmissionResult> {
  const answer = await client.call(
    subscribed ? 'user.subscribe' : 'user.unsubscribe',
    { body: { email: email.trim() } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}

/** Checks the store password (000 §5, §7 "POST with body password; returns code, success, hash"). */
export async function validateStorePassword(
  client: ShopClient,
  password: string,
  signal?: AbortSignal,
): Promise<ValidateStorePasswordResult> {
  const answer = await client.call(
    'password.validate',
    { body: { password } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}
