import { apiMessages as messages } from '@vitrine/messages';
import { createFetch, type FetchResponse } from 'ofetch';
import type { EndpointDef, EndpointInput, EndpointOutput, InputOptional } from './endpoints/define';
import { Emitter } from './events';
import { formatSchemaIssues, toSchemaIssues } from './drift';
import type { ApiFailure, ApiResult, HttpFailure } from './result';
import { fail, ok } from './result';
import type { ApiClientEvents, ApiClientOptions, AuthInterceptor, CallOptions } from './transport.types';
import { cleanQuery, fillPath, type QueryValue } from './url';

/** Default time-out of a call, in ms. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The refresh-attempt limit of 000 §4 ("if fewer than 20 attempts were made, the user token is
 * refreshed"): one call is retried after a refresh at most this many times, and core-auth makes at
 * most this many refresh attempts until the next sign-in (docs/decisions/0171).
 */
export const MAX_AUTH_RETRIES = 20;
/**
 * How many times a read whose connection dropped is sent again (000 §9 "A per-app build uses retry
 * attempts 2"; docs/decisions/0582). Mutations are never sent again by the transport (0181).
 */
export const READ_RETRY_ATTEMPTS = 2;
/** The text of the store password-protection 401 (000 §2 Navigation rules). */
export const PASSWORD_PROTECTION_TEXT = 'password protection';
/** The cookie whose value becomes the `digest` query parameter (000 §7). */
export const DIGEST_COOKIE = 'digest';
/**
 * The cookie of the visitor's fingerprint (000 §9), sent as `x-fingerprint` (000 §7) when the
 * client has no `fingerprint` option.
 */
export const FINGERPRINT_COOKIE = 'fingerprint';

/** The arguments of a call: the input is optional when every part of it is. */
export type CallArgs<D extends EndpointDef> =
  InputOptional<D> extends true
    ? [input?: EndpointInput<D>, options?: CallOptions]
    : [input: EndpointInput<D>, options?: CallOptions];

/** The transport: sends any row of the endpoint table. Tree-shakes to the rows you import. */
export interface Transport {
  /** Sends one endpoint. Always resolves: `{ ok: true, data }` or `{ ok: false, failure }`. */
  send<D extends EndpointDef>(endpoint: D, ...args: CallArgs<D>): Promise<ApiResult<EndpointOutput<D>>>;
  /** Listens to `passwordProtected`, `unauthorized`, `failure`, `schemaDrift`; returns the remover. */
  on<K extends keyof ApiClientEvents>(type: K, listener: (payload: ApiClientEvents[K]) => void): () => void;
  /** Plugs in (or removes, with `undefined`) the auth interceptor. */
  useAuth(interceptor: AuthInterceptor | undefined): void;
}

interface RawInput {
  readonly path?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly headers?: unknown;
}

type Outcome = { readonly response: FetchResponse<string> } | { readonly failure: ApiFailure };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The server's human text in an error body: `result` (a string), `error_message`, `error`, `message`. */
function bodyText(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (!isRecord(body)) return undefined;
  for (const key of ['result', 'error_message', 'error', 'message']) {
    const value = body[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/**
 * An HTTP failure. Only a JSON body is the server's text (000 §7 "the content type must be JSON"): a
 * proxy's HTML error page stays in `body` for diagnostics but is never a `message` to show a shopper.
 */
function httpFailure(statusCode: number, statusText: string, body: unknown, json: boolean): HttpFailure {
  const errorCode = isRecord(body) && typeof body.error_code === 'string' ? body.error_code : undefined;
  const message = json ? bodyText(body) : undefined;
  return {
    kind: 'http',
    success: false,
    statusCode,
    statusText,
    body,
    ...(errorCode ? { errorCode } : {}),
    ...(message ? { message } : {}),
  };
}

const errorName = (error: unknown): string | undefined => {
  if (!isRecord(error) && !(error instanceof Error)) return undefined;
  const self = (error as { name?: unknown }).name;
  const cause = (error as { cause?: { name?: unknown } }).cause?.name;
  return [self, cause].find((n) => n === 'TimeoutError' || n === 'AbortError') as string | undefined;
};

/** The first string `code` on an error or its causes (Node's `getaddrinfo ENOTFOUND` carries `ENOTFOUND`). */
function systemErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && (isRecord(current) || current instanceof Error); depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A signal that aborts with the caller's `outer` signal, or with a `TimeoutError` after `ms`, as
 * ofetch's own time-out does; `clear()` stops the timer and the listening.
 */
function timedSignal(outer: AbortSignal, ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const abort = () => controller.abort(outer.reason);
  if (outer.aborted) abort();
  else outer.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => {
    const error = new Error('The operation was aborted due to timeout');
    error.name = 'TimeoutError';
    controller.abort(error);
  }, ms);
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer.removeEventListener('abort', abort);
    },
  };
}

/**
 * Creates the transport: the pipeline of 000 §7 and 001 §7 around ofetch.
 *
 * @remarks
 * Per call: the path is filled, the `digest` cookie becomes a query parameter, the shop,
 * fingerprint and store-password headers are added, the customer token goes where the endpoint
 * needs it (through the auth interceptor when one is set), a mutation gets an idempotency key.
 * The answer must be JSON ('Error with response - bad content-type!'), a 401 with 'password
 * protection' emits `passwordProtected`, the body is validated against the endpoint's schema, and
 * a failed checkout call is reported to the error monitor (never recursively).
 */
export function createTransport(options: ApiClientOptions = {}): Transport {
  const emitter = new Emitter<ApiClientEvents>();
  let auth = options.auth;
  const $fetch = createFetch({ fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) });
  const newKey = options.idempotencyKey ?? (() => globalThis.crypto.randomUUID());

  function headersFor(
    endpoint: EndpointDef,
    input: RawInput,
    callOptions: CallOptions,
  ): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    // Every call names its shop, and a locked shop's password (000 §7); "no credentials" (001 §7)
    // leaves out only what identifies the visitor (docs/decisions/0578).
    if (options.shopDomain) headers['x-shop-domain'] = options.shopDomain;
    if (options.shopId !== undefined) headers['x-shop-id'] = String(options.shopId);
    const hash = options.storePassword?.();
    if (hash) headers['x-store-password'] = hash;
    const fingerprint = endpoint.anonymous
      ? undefined
      : options.fingerprint
        ? options.fingerprint()
        : options.cookies?.get(FINGERPRINT_COOKIE);
    if (fingerprint) headers['x-fingerprint'] = fingerprint;
    if (endpoint.idempotent) headers['idempotency-key'] = callOptions.idempotencyKey ?? newKey();
    if (endpoint.headers) {
      const parsed = endpoint.headers.safeParse(input.headers ?? {});
      if (parsed.success && isRecord(parsed.data)) Object.assign(headers, parsed.data);
    }
    return headers;
  }

  async function fetchOnce(
    endpoint: EndpointDef,
    input: RawInput,
    token: string | undefined,
    headers: Record<string, string>,
    callOptions: CallOptions,
  ): Promise<Outcome> {
    const query = cleanQuery(input.query);
    const digest = options.cookies?.get(DIGEST_COOKIE);
    if (digest) query.digest = digest;
    if (endpoint.auth && token) query.token = token;
    const timeout = callOptions.timeout ?? endpoint.timeout ?? options.timeout ?? DEFAULT_TIMEOUT_MS;
    // ofetch arms its time-out only without a caller's signal: with one (an upload, a preview), the
    // time-out is ours, on a signal of our own that the caller's also aborts.
    const timed = callOptions.signal ? timedSignal(callOptions.signal, timeout) : undefined;
    try {
      const response = await $fetch.raw<string, 'text'>(fillPath(endpoint.path, input.path), {
        baseURL: options.baseURL ?? '',
        method: endpoint.method,
        query,
        headers,
        // ofetch serialises plain objects as JSON; raw files and FormData pass through.
        body: input.body as RequestInit['body'] | Record<string, unknown> | undefined,
        timeout,
        // Retries are ours (see `sendWithAuth`): ofetch would also retry aborted and timed-out calls.
        retry: false,
        ...(endpoint.anonymous ? { credentials: 'omit' as const } : {}),
        responseType: 'text',
        ignoreResponseError: true,
        ...(timed ? { signal: timed.signal } : {}),
      });
      return { response };
    } catch (error) {
      if (callOptions.signal?.aborted) return { failure: { kind: 'aborted', success: false } };
      if (errorName(error) === 'TimeoutError')
        return { failure: { kind: 'timeout', success: false, timeoutMs: timeout } };
      const message =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      const code = systemErrorCode(error);
      return {
        failure: { kind: 'js_exception', success: false, js_exception: message, ...(code ? { code } : {}) },
      };
    } finally {
      timed?.clear();
    }
  }

  function read<D extends EndpointDef>(
    endpoint: D,
    response: FetchResponse<string>,
    callOptions: CallOptions,
  ): ApiResult<EndpointOutput<D>> {
    const text = response._data ?? '';
    const isJson = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
    let json: unknown;
    let parsed = false;
    if (isJson) {
      try {
        json = text === '' ? undefined : JSON.parse(text);
        parsed = true;
      } catch {
        parsed = false;
      }
    }
    if (!response.ok)
      return fail(httpFailure(response.status, response.statusText, parsed ? json : text, parsed));
    const invalid = (reason: 'content_type' | 'malformed_json', message: string): ApiResult<never> =>
      fail({ kind: 'invalid_response', success: false, reason, message, statusCode: response.status });
    if (!isJson) return invalid('content_type', messages['api.bad_content_type']);
    if (!parsed) return invalid('malformed_json', messages['api.wrong_response_format']);
    // A 200 whose envelope says otherwise is a failure too (000 §7 sync task: "a code other than 200 is an error").
    if (isRecord(json) && typeof json.code === 'number' && (json.code < 200 || json.code > 299)) {
      return fail(httpFailure(json.code, response.statusText, json, true));
    }
    const result = endpoint.response.safeParse(json);
    if (result.success) return ok(result.data as EndpointOutput<D>);
    const issues = toSchemaIssues(result.error.issues, json);
    if ((callOptions.validation ?? options.validation ?? 'strict') === 'report') {
      emitter.emit('schemaDrift', {
        endpoint: endpoint.id,
        issues,
        summary: formatSchemaIssues(endpoint.id, issues),
      });
      return ok(json as EndpointOutput<D>);
    }
    return fail({
      kind: 'invalid_response',
      success: false,
      reason: 'schema',
      message: messages['api.wrong_response_format'],
      statusCode: response.status,
      issues,
    });
  }

  function reportToMonitor(endpoint: EndpointDef, input: RawInput, failure: ApiFailure): void {
    // The monitor has no monitor of its own, so a failed report is never reported again.
    const monitor = endpoint.monitor;
    if (!monitor?.report || options.errorMonitor === false) return;
    const context = options.errorMonitor?.() ?? {};
    if (context.skip) return;
    const report = monitor.report({ endpoint: endpoint.id, input, failure, context });
    void send(monitor, ...([report] as CallArgs<EndpointDef>));
  }

  async function send<D extends EndpointDef>(
    endpoint: D,
    ...args: CallArgs<D>
  ): Promise<ApiResult<EndpointOutput<D>>> {
    const input = (args[0] ?? {}) as RawInput;
    const callOptions = args[1] ?? {};
    if (options.defer) await options.defer();
    const result = await sendWithAuth(endpoint, input, callOptions);
    if (!result.ok) {
      emitter.emit('failure', { endpoint: endpoint.id, failure: result.failure });
      reportToMonitor(endpoint, input, result.failure);
    }
    return result;
  }

  async function sendWithAuth<D extends EndpointDef>(
    endpoint: D,
    input: RawInput,
    callOptions: CallOptions,
  ): Promise<ApiResult<EndpointOutput<D>>> {
    const headers = headersFor(endpoint, input, callOptions);
    for (let attempt = 1; ; attempt++) {
      let token: string | undefined;
      if (endpoint.auth) {
        const decision = auth
          ? await auth.token({ endpoint: endpoint.id, signal: callOptions.signal })
          : { token: options.token?.() };
        if ('failure' in decision) {
          // A guest may check out: an optional token that cannot be had is left out (001 §5).
          if (endpoint.auth !== 'optional') return fail(decision.failure);
        } else token = decision.token;
      }
      let outcome = await fetchOnce(endpoint, input, token, headers, callOptions);
      // A dropped connection is retried (reads READ_RETRY_ATTEMPTS times by default, mutations
      // never); an answer never is.
      for (
        let retry = endpoint.retry ?? (endpoint.method === 'GET' ? READ_RETRY_ATTEMPTS : 0);
        retry > 0;
        retry--
      ) {
        if (!('failure' in outcome) || outcome.failure.kind !== 'js_exception') break;
        outcome = await fetchOnce(endpoint, input, token, headers, callOptions);
      }
      if ('failure' in outcome) return fail(outcome.failure);
      const result = read(endpoint, outcome.response, callOptions);
      if (result.ok || result.failure.kind !== 'http' || result.failure.statusCode !== 401) {
        return result;
      }
      const failure = result.failure;
      if (bodyText(failure.body)?.toLowerCase().includes(PASSWORD_PROTECTION_TEXT)) {
        emitter.emit('passwordProtected', { endpoint: endpoint.id });
        return result;
      }
      emitter.emit('unauthorized', { endpoint: endpoint.id, failure });
      if (!endpoint.auth || !token || !auth || attempt >= MAX_AUTH_RETRIES) return result;
      const verdict = await auth.unauthorized({ endpoint: endpoint.id, token, failure, attempt });
      if (verdict !== 'retry') return result;
    }
  }

  return {
    send,
    on: (type, listener) => emitter.on(type, listener),
    useAuth: (interceptor) => {
      auth = interceptor;
    },
  };
}
