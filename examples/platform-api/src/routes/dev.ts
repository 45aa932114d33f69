import { and, desc, eq, sql } from 'drizzle-orm';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { AppDeps, AppEnv } from '../app';
import { clientAddress, isLoopback } from '../client-address';
import { customers, trackedActions } from '../db/schema/index';
import { fail, ok } from '../errors';
import { outboxPage } from '../mail/outbox';
import { resolveShop } from '../shop';
import { parseBody } from '../validate';

/** Body of POST /api/dev/chaos.json: any subset of the chaos settings (snake_case like CHAOS). */
export const ChaosBody = z.object({
  latency: z.optional(z.number()),
  error_rate: z.optional(z.number()),
  drop_rate: z.optional(z.number()),
  token_ttl: z.optional(z.number()),
  seed: z.optional(z.number()),
});

/**
 * Whether a request may reach a dev endpoint: only when the server was started with them
 * (`devEndpoints`, VITRINE_DEV_ENDPOINTS=1, which `npm start` sets) and only from this machine
 * (a loopback peer, or a request handed to `app.fetch` in process). Anything else answers 404,
 * as if the endpoint did not exist (docs/decisions/0265-dev-endpoints-and-mail.md).
 */
export function devAllowed(c: Context, devEndpoints: boolean): boolean {
  if (!devEndpoints) return false;
  const address = clientAddress(c);
  return address === undefined || isLoopback(address);
}

/**
 * Registers the dev-only endpoints: tracked actions, account tokens for tests, chaos switching,
 * and the mail outbox page /dev/mail. Each works on the shop of the request headers when one is
 * given (`x-shop-domain`, `x-shop-id`, Host), else on every shop. Dev routes registered by other
 * modules under /api/dev/* (payments, checkout monitor) sit behind the same gate.
 */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!devAllowed(c, deps.options.devEndpoints))
      return fail(c, 404, 'not found', { error_code: 'NOT_FOUND' });
    await next();
  };
  app.use('/api/dev/*', gate);
  app.use('/dev/*', gate);

  app.get('/dev/mail', async (c) => c.html(await outboxPage(db)));

  app.get('/api/dev/actions.json', async (c) => {
    const shop = await resolveShop(db, c.req.raw.headers, c.req.url);
    const event = c.req.query('event');
    const limit = Math.min(1000, Math.max(1, Number(c.req.query('limit') ?? 200) || 200));
    const conditions = [
      ...(shop ? [eq(trackedActions.shopId, shop.id)] : []),
      ...(event ? [eq(trackedActions.event, event)] : []),
    ];
    const rows = await db
      .select()
      .from(trackedActions)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(trackedActions.id))
      .limit(limit);
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        shop_id: row.shopId,
        event: row.event,
        session_id: row.sessionId,
        distinct_id: row.distinctId,
        customer_id: row.customerId,
        fingerprint: row.fingerprint,
        params: row.params,
        created_at: row.createdAt.toISOString(),
      })),
    );
  });

  app.get('/api/dev/tokens.json', async (c) => {
    const email = c.req.query('email')?.trim().toLowerCase();
    if (!email) return fail(c, 400, 'query email is required', { error_code: 'BAD_REQUEST' });
    const shop = await resolveShop(db, c.req.raw.headers, c.req.url);
    const rows = await db
      .select()
      .from(customers)
      .where(
        and(sql`lower(${customers.email}) = ${email}`, ...(shop ? [eq(customers.shopId, shop.id)] : [])),
      );
    return ok(
      c,
      rows.map((row) => ({
        shop_id: row.shopId,
        customer_id: row.id,
        email: row.email,
        active: row.active,
        activation_token: row.activationToken,
        reset_token: row.resetToken,
        activation_url: row.activationToken ? `/activate-account/${row.id}/${row.activationToken}` : null,
        reset_url: row.resetToken
          ? `/reset-password/${row.id}/${row.resetToken}?email=${encodeURIComponent(row.email)}`
          : null,
      })),
    );
  });

  app.get('/api/dev/chaos.json', (c) => ok(c, deps.chaos.config));

  app.post('/api/dev/chaos.json', async (c) => {
    const body = await parseBody(c, ChaosBody);
    const config = deps.chaos.set({
      latency: body.latency ?? 0,
      errorRate: body.error_rate ?? 0,
      dropRate: body.drop_rate ?? 0,
      tokenTtl: body.token_ttl ?? 0,
      seed: body.seed ?? 1,
    });
    return ok(c, config);
  });
}
