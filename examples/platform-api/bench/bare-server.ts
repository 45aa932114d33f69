/**
 * The bare endpoint of the side-by-side bench: Hono on Node and `pg` with the same pool size as the
 * platform-api, doing ONE indexed read (GET /read?key=) and ONE upsert (POST /upsert?key=) per
 * request. It is the limit of this stack on this machine; the platform-api's figures are ratios to it.
 * Reads DATABASE_URL and PORT; prints `bare endpoint on http://127.0.0.1:<port>` once listening.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

/** Rows the read picks from. */
export const BARE_ROWS = 1000;

async function main(): Promise<void> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await pool.query(
    `CREATE TABLE IF NOT EXISTS bench_kv (id serial PRIMARY KEY, key text NOT NULL UNIQUE, n integer NOT NULL DEFAULT 0, payload jsonb NOT NULL)`,
  );
  await pool.query(
    `INSERT INTO bench_kv (key, payload)
     SELECT 'k' || i, jsonb_build_object('title', 'Row ' || i, 'description', repeat('x', 400), 'tags', jsonb_build_array('a', 'b'))
     FROM generate_series(1, ${BARE_ROWS}) AS i ON CONFLICT (key) DO NOTHING`,
  );
  const app = new Hono();
  app.get('/read', async (c) => {
    const { rows } = await pool.query('SELECT id, key, n, payload FROM bench_kv WHERE key = $1', [
      c.req.query('key') ?? 'k1',
    ]);
    return c.json({ success: true, result: rows[0] ?? null });
  });
  app.post('/upsert', async (c) => {
    const { rows } = await pool.query(
      `INSERT INTO bench_kv (key, n, payload) VALUES ($1, 1, '{}') ON CONFLICT (key) DO UPDATE SET n = bench_kv.n + 1 RETURNING id, n`,
      [c.req.query('key') ?? 'u1'],
    );
    return c.json({ success: true, result: rows[0] ?? null });
  });
  const server = serve(
    { fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' },
    (info) => console.log(`bare endpoint on http://127.0.0.1:${info.port}`),
  );
  const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
