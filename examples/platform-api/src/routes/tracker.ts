import { trackerTrack } from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { trackedActions } from '../db/schema/index';
import { parseQuery } from '../validate';

/** Reads the `params` query (JSON text) into an object; anything else is kept as text. */
export function parseParams(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { raw: text };
  }
}

/** Registers the first-party tracker GET /api/actions.json (001 §7 Analytics); every call is stored. */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(trackerTrack.path, async (c) => {
    const query = parseQuery(c, trackerTrack.query);
    const { params, ...rest } = query;
    await deps.db.insert(trackedActions).values({
      shopId: c.get('shop').id,
      event: query.event,
      sessionId: query.session_id,
      distinctId: query.distinct_id ?? null,
      customerId: query.customer_id ?? null,
      params: { ...rest, params: parseParams(params) },
      fingerprint: c.req.header('x-fingerprint') ?? null,
    });
    return c.json({ code: 200, success: true });
  });
}
