import type * as z from 'zod/mini';
import type { ApiFailure } from '../result';
import type { ErrorMonitorContext } from '../transport.types';

/** HTTP methods the platform uses (000 §7, 001 §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One row of the endpoint table: everything the client needs to call it and read the answer.
 *
 * @remarks
 * Only this table builds URLs (DESIGN.md). Path templates name their parameters in braces
 * (`/api/checkout/{checkoutToken}/info.json`); the client substitutes and encodes them.
 *
 * A row's schemas are `z.lazy(() => ...)`: built on the row's first call, not when a page imports
 * the table (docs/decisions/0486; `lazy-schemas.test.ts` holds every row to it).
 */
export interface EndpointDef {
  /** Stable dot-namespaced id, e.g. `cart.create`; used in events, drift reports and the error monitor. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path template, relative to the client's base URL; every path ends in `.json` (000 §7). */
  readonly path: string;
  /** Query parameters (typed input; sent as given). */
  readonly query?: z.ZodMiniType;
  /** Request body: JSON by default, or the raw file / multipart form (see `bodyType`). */
  readonly body?: z.ZodMiniType;
  /** Extra request headers; their schema may transform (e.g. URI-encode a filename). */
  readonly headers?: z.ZodMiniType;
  /** The whole response body, validated at the boundary. */
  readonly response: z.ZodMiniType;
  /** `json` (default), `raw` (a Blob or bytes, e.g. the upload) or `form` (multipart FormData). */
  readonly bodyType?: 'json' | 'raw' | 'form';
  /** Time-out in ms for this endpoint (e.g. 2000 for the feature switch, 000 §9). */
  readonly timeout?: number;
  /** Network-error retries; GETs default to 1, mutations to 0. */
  readonly retry?: number;
  /**
   * Sends the customer's access token as the `token` query parameter (000 §7 Account). `'optional'`:
   * sent when a customer is signed in, and the call still goes out (as a guest's) when no token can
   * be had — checkout calls carry the customer's token when there is one (001 §5).
   */
  readonly auth?: boolean | 'optional';
  /** Sends an `idempotency-key` header so a retried mutation is not applied twice. */
  readonly idempotent?: boolean;
  /**
   * The endpoint this one's failures are reported to: the checkout error monitor (001 §7: any
   * failed checkout response). Named here rather than known to the transport, so a bundle holds the
   * monitor only with the endpoints that report to it (docs/decisions/0352).
   */
  readonly monitor?: EndpointDef;
  /**
   * On a monitor's own row: the call that reports a failed call of another row to it (001 §7: the
   * checkout error monitor's `extra`). Kept with the monitor, so a bundle holds the report's shape
   * only with the rows that report (docs/performance.md "SDK size").
   */
  readonly report?: (failed: FailedCall) => { readonly body: unknown };
  /**
   * Sends no visitor credentials (001 §7: available-shipping-countries has "no credentials"): no
   * cookies, fingerprint or customer token; the shop is still named (docs/decisions/0578).
   */
  readonly anonymous?: boolean;
}

/** A call that failed, as a monitor's {@link EndpointDef.report} reads it. */
export interface FailedCall {
  /** The failed row's id, e.g. `checkout.shippingMethods`. */
  readonly endpoint: string;
  /** What the call was given. */
  readonly input: {
    readonly path?: Readonly<Record<string, string>>;
    readonly query?: unknown;
    readonly body?: unknown;
  };
  readonly failure: ApiFailure;
  /** What the host adds (the client's `errorMonitor` option). */
  readonly context: ErrorMonitorContext;
}

/**
 * Declares an endpoint, keeping its literal types for the typed client.
 * @internal
 */
export const defineEndpoint = /* #__NO_SIDE_EFFECTS__ */ <const D extends EndpointDef>(def: D): D => def;

/** The parameters named in a path template: `'/a/{t}/b.json'` → `{ t: string }`. */
export type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? { [Key in K]: string } & PathParams<Rest>
  : unknown;

type HasKeys<T> = keyof T extends never ? false : true;
type Part<Key extends string, T> = Record<never, never> extends T ? { [K in Key]?: T } : { [K in Key]: T };

type PathPart<D extends EndpointDef> =
  HasKeys<PathParams<D['path']>> extends true
    ? { path: { [K in keyof PathParams<D['path']>]: string } }
    : unknown;
type SchemaPart<
  D extends EndpointDef,
  Key extends 'query' | 'body' | 'headers',
> = D[Key] extends z.ZodMiniType ? Part<Key, z.input<D[Key]>> : unknown;

/** What a caller passes for an endpoint: `{ path?, query?, body?, headers? }`, each typed by the table. */
export type EndpointInput<D extends EndpointDef> = PathPart<D> &
  SchemaPart<D, 'query'> &
  SchemaPart<D, 'body'> &
  SchemaPart<D, 'headers'>;

/** The parsed, typed response body of an endpoint. */
export type EndpointOutput<D extends EndpointDef> = z.output<D['response']>;

/** Whether an endpoint can be called without an input object. */
export type InputOptional<D extends EndpointDef> =
  Record<never, never> extends EndpointInput<D> ? true : false;
