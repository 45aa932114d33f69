import type { Database } from '../db/client';

/** Tables a client can change through the API (everything but the catalogue and settings). */
export const WRITABLE_TABLES = [
  'carts',
  'cart_items',
  'idempotency_keys',
  'customers',
  'user_sessions',
  'newsletter_subscriptions',
  'contact_messages',
  'dmca_reports',
  'uploads',
  'checkouts',
  'payment_transactions',
  'orders',
  'reviews',
] as const;

/**
 * Every row of the writable tables as text, in a stable order: two equal states mean a request
 * changed nothing a client could write. `rate_limits`/`mail_outbox` are left out on purpose: a
 * refused request may count against a limit.
 */
export async function databaseState(database: Database): Promise<Record<string, string[]>> {
  const state: Record<string, string[]> = {};
  for (const table of WRITABLE_TABLES) {
    const rows = await database.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t ORDER BY 1`);
    state[table] = rows.map((r) => r.row);
  }
  return state;
}
