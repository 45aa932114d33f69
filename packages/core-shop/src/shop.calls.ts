import {
  type ApiFailure,
  bootstrap,
  catalogRedirects,
  dmcaGet,
  pageByHandle,
  pagesByHandles,
  passwordValidate,
  type Transport,
} from '@vitrine/api-client';
import type { FetchShopBootstrapInput, FetchShopBootstrapResult } from './bootstrap/shop.machine';
import type { Redirect } from './navigation/redirects';
import { isLookupHandle, normalisePageHandle, pageHandlesQuery } from './pages/page-handle';
import { PAGE_NOT_FOUND, type PageError, type PageResult, pageError } from './pages/page-result';
import type { ValidateStorePasswordResult } from './password/store-password.machine';
import { type ShopPage, toShopPage } from './shop.mapping';

/**
 * The part of the api-client's transport the shop calls use: `send` with individual endpoint
 * definitions, so a bundle holds only the endpoints it calls.
 */
export type ShopTransport = Pick<Transport, 'send'>;

/**
 * Fetches the shop's data by host domain (000 §1, §7 GET /api/bootstrap/{domain}.json, optional
 * theme_preview_id). Never rejects.
 */
export async function fetchShopBootstrap(
  transport: ShopTransport,
  input: FetchShopBootstrapInput,
  signal?: AbortSignal,
): Promise<FetchShopBootstrapResult> {
  const query = input.themePreviewId === undefined ? {} : { theme_preview_id: input.themePreviewId };
  const answer = await transport.send(
    bootstrap,
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
  transport: ShopTransport,
  handle: string,
  signal?: AbortSignal,
): Promise<PageResult> {
  if (!isLookupHandle(handle)) return { ok: false, error: { code: PAGE_NOT_FOUND } };
  const answer = await transport.send(
    pageByHandle,
    { query: { handle: normalisePageHandle(handle) } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok
    ? { ok: true, page: toShopPage(answer.data.result) }
    : { ok: false, error: pageError(answer.failure) };
}

/** What fetching pages by handles resolves to (never rejects). */
export type PagesResult =
  | { readonly ok: true; readonly pages: readonly ShopPage[] }
  | { readonly ok: false; readonly error: PageError };

/**
 * Fetches several pages at once (000 §7 GET /api/pages/pages-by-handles.json?handles=); blank
 * handles are dropped and no call is made when none is left. Never rejects.
 */
export async function fetchPagesByHandles(
  transport: ShopTransport,
  handles: readonly string[],
  signal?: AbortSignal,
): Promise<PagesResult> {
  const query = pageHandlesQuery(handles);
  if (query === undefined) return { ok: true, pages: [] };
  const answer = await transport.send(
    pagesByHandles,
    { query: { handles: query } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok
    ? { ok: true, pages: answer.data.result.map(toShopPage) }
    : { ok: false, error: pageError(answer.failure) };
}

/**
 * Looks up the server's redirect for an unknown path (000 §2, §7 GET /api/catalog/redirects.json?handle=).
 * A failed lookup counts as "no redirect" (docs/decisions/0122).
 */
export async function lookupRedirect(
  transport: ShopTransport,
  path: string,
  signal?: AbortSignal,
): Promise<Redirect | undefined> {
  const answer = await transport.send(
    catalogRedirects,
    { query: { handle: path } },
    signal === undefined ? {} : { signal },
  );
  if (!answer.ok || answer.data.result === null) return undefined;
  return { from: answer.data.result.from, to: answer.data.result.to };
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
  transport: ShopTransport,
  signal?: AbortSignal,
): Promise<DmcaSettingsResult> {
  const answer = await transport.send(dmcaGet, {}, signal === undefined ? {} : { signal });
  return answer.ok ? { ok: true, settings: answer.data.result } : { ok: false, failure: answer.failure };
}

/** Checks the store password (000 §5, §7 "POST with body password; returns code, success, hash"). */
export async function validateStorePassword(
  transport: ShopTransport,
  password: string,
  signal?: AbortSignal,
): Promise<ValidateStorePasswordResult> {
  const answer = await transport.send(
    passwordValidate,
    { body: { password } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}
