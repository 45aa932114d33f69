import type { EndpointDef } from './endpoints/define';
import type { ApiFailure, HttpFailure, SchemaIssue } from './result';

/** Reads cookies; the browser adapter reads the page cookies, tests pass a map. */
export interface CookieReader {
  get(name: string): string | undefined;
}

/** What the auth interceptor decides before an authenticated call. */
export type AuthDecision = { readonly token: string | undefined } | { readonly failure: ApiFailure };

/**
 * The hook core-auth plugs its refresh lock into (000 §4 Token lifecycle), so every request
 * shares one token and one refresh.
 */
export interface AuthInterceptor {
  /** The token to send. May wait while a refresh runs, or abort with a failure when it failed. */
  token(context: {
    readonly endpoint: string;
    readonly signal?: AbortSignal | undefined;
  }): Promise<AuthDecision>;
  /**
   * An authenticated call answered 'not authorized' with `token`. Resolve `retry` to send it
   * again (with the token `token()` then gives), or `fail` to return the failure.
   */
  unauthorized(context: {
    readonly endpoint: string;
    readonly token: string;
    readonly failure: HttpFailure;
    readonly attempt: number;
  }): Promise<'retry' | 'fail'>;
}

/** What the error monitor adds to a failed checkout call's report (001 §7 `extra`). */
export interface ErrorMonitorContext {
  readonly checkoutToken?: string;
  readonly cartToken?: string;
  readonly userAgent?: string;
  readonly countryCount?: number;
  readonly page?: string;
  readonly currency?: string;
  readonly checkoutInfo?: unknown;
  readonly paymentMethods?: unknown;
  /** True in live preview: error monitoring calls are skipped (001 §2). */
  readonly skip?: boolean;
}

/** The drift report of a response that did not match its schema (validation `'report'`). */
export interface SchemaDriftReport {
  readonly endpoint: string;
  readonly issues: readonly SchemaIssue[];
  /** One line per issue, ready to log. */
  readonly summary: string;
}

/** Events of the client. */
export interface ApiClientEvents {
  /** HTTP 401 with 'password protection' (000 §2): send the visitor to /password. */
  passwordProtected: { readonly endpoint: string };
  /** HTTP 401 on any call, before the auth interceptor decides. */
  unauthorized: { readonly endpoint: string; readonly failure: HttpFailure };
  /** Every failed call. */
  failure: { readonly endpoint: string; readonly failure: ApiFailure };
  /** A response that did not match its schema and was let through (validation `'report'`). */
  schemaDrift: SchemaDriftReport;
}

/** Options of a client. Every platform dependency is injected. */
export interface ApiClientOptions {
  /** Origin of the platform API, e.g. `https://shop.example`; default '' (same origin). */
  readonly baseURL?: string;
  /** The shop's host domain, sent as `x-shop-domain` (000 §7). */
  readonly shopDomain?: string;
  /** The shop id, sent as `x-shop-id` when known. */
  readonly shopId?: string | number;
  /** The transport; default `globalThis.fetch`. Tests pass the platform's in-process handler. */
  readonly fetch?: typeof globalThis.fetch;
  /** `'strict'` (default): a wrong shape is a failure. `'report'`: data passes and `schemaDrift` fires. */
  readonly validation?: 'strict' | 'report';
  /** Default time-out in ms (endpoints may set their own); default 30000. */
  readonly timeout?: number;
  /**
   * Cookie reader: the `digest` cookie becomes the `digest` query parameter, the `fingerprint`
   * cookie the `x-fingerprint` header (000 §7).
   */
  readonly cookies?: CookieReader;
  /** The visitor's fingerprint, sent as `x-fingerprint` (000 §7); default: the `fingerprint` cookie. */
  readonly fingerprint?: () => string | undefined;
  /** The customer's access token, when no auth interceptor is set. */
  readonly token?: () => string | undefined;
  /** The validated store-password hash, sent as `x-store-password` (000 §5 Password page). */
  readonly storePassword?: () => string | undefined;
  /** Extra headers on every call. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The auth interceptor (core-auth); can also be set later with `useAuth`. */
  readonly auth?: AuthInterceptor;
  /** Context of the checkout error monitor, or `false` to switch it off. */
  readonly errorMonitor?: (() => ErrorMonitorContext) | false;
  /**
   * Awaited before each call is prepared, so a call never runs inside the task that asked for it
   * (a browser page passes `scheduler.yield()`: a machine starting a load does not also pay for its
   * headers, its URL and the browser's `fetch()` in the same task). Default: none, the call starts
   * at once.
   */
  readonly defer?: () => Promise<void>;
  /** Makes idempotency keys; default `crypto.randomUUID()`. */
  readonly idempotencyKey?: () => string;
}

/** Per-call options. */
export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Overrides the endpoint's time-out. */
  readonly timeout?: number;
  /** Overrides the client's validation mode for this call. */
  readonly validation?: 'strict' | 'report';
  /**
   * The idempotency key of a mutation; pass the same key when re-sending the same change so the
   * platform applies it once. Default: a new key per call.
   */
  readonly idempotencyKey?: string;
}

/** A row of the table, any row. @internal */
export type AnyEndpoint = EndpointDef;
