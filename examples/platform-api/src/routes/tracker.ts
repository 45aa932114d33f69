import { trackerTrack } from '@vitrine/api-client';
import { and, eq, sql } from 'drizzle-orm';
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

/** The event id a tracker call carries in `params.event_id`, if any. */
export function eventIdOf(params: Record<string, unknown>): string | undefined {
  const id = params.event_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Registers the first-party tracker GET /api/actions.json (001 §7 Analytics); every call is stored,
 * once per event id: a call repeating the `params.event_id` of an action the shop already stored
 * (a client re-sending after a lost answer) is answered with success and not stored again.
 */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(trackerTrack.path, async (c) => {
    const query = parseQuery(c, trackerTrack.query);
    const { params, ...rest } = query;
    const parsed = parseParams(params);
    const shopId = c.get('shop').id;
    const eventId = eventIdOf(parsed);
    if (eventId !== undefined) {
      const known = await deps.db
        .select({ id: trackedActions.id })
        .from(trackedActions)
        .where(
          and(
            eq(trackedActions.shopId, shopId),
            sql`${trackedActions.params}->'params'->>'event_id' = ${eventId}`,
          ),
        )
        .limit(1);
      if (known.length > 0) return c.json({ code: 200, success: true });
    }
    await deps.db.insert(trackedActions).values({
      shopId,
      event: query.event,
      sessionId: query.session_id,
      distinctId: query.distinct_id ?? null,
      customerId: query.customer_id ?? null,
      params: { ...rest, params: parsed },
      fingerprint: c.req.header('x-fingerprint') ?? null,
    });
    return c.json({ code: 200, success: true });
  });
}
