/**
 * The invariants a soak checks afterwards against the database: no cart line lost or duplicated
 * relative to what each shopper's machine believes, no checkout with two orders, no order without
 * its payment, every order a shopper was told about exists once.
 */
import type { Belief } from './shopper';

/** Runs SQL and returns rows (PGlite or PostgreSQL). */
export type Query = (sql: string, params?: readonly unknown[]) => Promise<readonly Record<string, unknown>[]>;

const sum = (lines: ReadonlyMap<string, number>) => [...lines.values()].reduce((a, b) => a + b, 0);

/** The broken invariants, each as a sentence (empty when all hold). */
export async function brokenInvariants(query: Query, beliefs: readonly Belief[]): Promise<string[]> {
  const broken: string[] = [];
  const doubled = await query(
    'SELECT checkout_id, count(*)::int AS n FROM orders WHERE checkout_id IS NOT NULL GROUP BY checkout_id HAVING count(*) > 1',
  );
  for (const row of doubled) broken.push(`checkout ${String(row.checkout_id)} has ${String(row.n)} orders`);
  const unpaid = await query(
    // Orders placed through a checkout (the seed's order history has none).
    `SELECT o.id FROM orders o WHERE o.checkout_id IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM payment_transactions p
       WHERE (p.order_id = o.id OR p.checkout_id = o.checkout_id) AND p.status IN ('succeeded', 'paid', 'completed', 'authorized'))`,
  );
  for (const row of unpaid) {
    const seen = await query(
      'SELECT p.status, p.purpose, p.order_id, p.checkout_id, o.checkout_id AS order_checkout FROM orders o LEFT JOIN payment_transactions p ON p.checkout_id = o.checkout_id OR p.order_id = o.id WHERE o.id = $1',
      [row.id],
    );
    broken.push(`order ${String(row.id)} has no payment (${JSON.stringify(seen)})`);
  }
  for (const belief of beliefs) {
    const who = `shopper ${belief.plan.index}`;
    if (belief.stuck.length > 0) broken.push(`${who}: machines not settled: ${belief.stuck.join(', ')}`);
    if (belief.orderPlaced) {
      const orders = await query('SELECT line_items FROM orders WHERE checkout_token = $1', [
        belief.orderCheckoutToken,
      ]);
      if (orders.length !== 1) {
        broken.push(`${who}: told an order was placed, the database has ${orders.length}`);
        continue;
      }
      const items = (orders[0]?.line_items ?? []) as readonly Record<string, unknown>[];
      const quantity = items.reduce((total, item) => total + Number(item.quantity ?? item.qty ?? 0), 0);
      if (quantity !== sum(belief.orderLines))
        broken.push(`${who}: ordered ${sum(belief.orderLines)} items, the order has ${quantity}`);
      continue;
    }
    if (belief.cartToken === null) {
      if (belief.lines.size > 0) broken.push(`${who}: believes in lines of a cart without a token`);
      continue;
    }
    const rows = await query(
      'SELECT i.variant_id::text AS variant, sum(i.qty)::int AS qty FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.token = $1 GROUP BY i.variant_id',
      [belief.cartToken],
    );
    const stored = new Map(rows.map((row) => [String(row.variant), Number(row.qty)]));
    const variants = new Set([...stored.keys(), ...belief.lines.keys()]);
    for (const variant of variants) {
      const believed = belief.lines.get(variant) ?? 0;
      const kept = stored.get(variant) ?? 0;
      if (believed !== kept) broken.push(`${who}: variant ${variant} believed ×${believed}, stored ×${kept}`);
    }
  }
  return broken;
}
