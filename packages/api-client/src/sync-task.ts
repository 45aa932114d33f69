import * as z from 'zod/mini';
import type { EndpointDef, HttpMethod } from './endpoints/define';
import type { ApiResult } from './result';
import type { SyncTask } from './schemas/shop';
import type { Transport } from './transport';

/** A generic background call (000 §7 Generic sync task). */
export interface SyncTaskRequest {
  readonly task_id: string;
  readonly method: HttpMethod;
  /** Relative URL with the placeholders `{token}`, `{cart_id}` and `{checkout_token}`. */
  readonly url: string;
  readonly body?: unknown;
  /** A silent task never raises an error notification (000 §8). */
  readonly silent?: boolean;
}

/** Values for a sync task's URL placeholders. */
export interface SyncTaskPlaceholders {
  readonly token?: string;
  readonly cart_id?: string;
  readonly checkout_token?: string;
}

/** The answer of a sync task: JSON with code and result (000 §7). */
const SyncTaskResponse = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({ code: z.number(), result: z.optional(z.unknown()) }),
);

/** The outcome of a sync task: the updated task record and the call's result. */
export interface SyncTaskOutcome {
  readonly task: SyncTask;
  readonly result: ApiResult<z.infer<typeof SyncTaskResponse>>;
}

/**
 * Runs a generic sync task through the transport (same headers, digest, content-type check).
 * A code other than 200 is an error (000 §7).
 *
 * @example
 * ```ts
 * const { task, result } = await runSyncTask(client, { task_id: 't1', method: 'GET', url: '/api/checkout/cart.json?cart_token={cart_id}' }, { cart_id }, Date.now);
 * ```
 */
export async function runSyncTask(
  transport: Pick<Transport, 'send'>,
  request: SyncTaskRequest,
  placeholders: SyncTaskPlaceholders,
  now: () => number,
): Promise<SyncTaskOutcome> {
  const created = now();
  const [rawPath, rawQuery = ''] = request.url.split('?', 2);
  const fill = (text: string) =>
    text.replace(/\{(token|cart_id|checkout_token)\}/g, (_, name: keyof SyncTaskPlaceholders) =>
      encodeURIComponent(placeholders[name] ?? ''),
    );
  const query = Object.fromEntries(new URLSearchParams(fill(rawQuery)));
  const endpoint = {
    id: `sync.${request.task_id}`,
    method: request.method,
    path: fill(rawPath ?? ''),
    query: z.record(z.string(), z.string()),
    ...(request.body !== undefined ? { body: z.unknown() } : {}),
    response: SyncTaskResponse,
    retry: 0,
  } satisfies EndpointDef;
  const sent = now();
  const result = await transport.send(endpoint, {
    query,
    ...(request.body !== undefined ? { body: request.body } : {}),
  } as never);
  const done = now();
  const task: SyncTask = {
    task_id: request.task_id,
    transmited: true,
    timestamps: { created, sent, done },
    result: result.ok ? result.data.result : result.failure,
    code: result.ok
      ? result.data.code
      : result.failure.kind === 'http'
        ? result.failure.statusCode
        : undefined,
    status: result.ok ? 'done' : 'failed',
  };
  return { task, result };
}
