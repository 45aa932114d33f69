import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentTransactions } from '../db/schema/index';
import { randomToken } from '../passwords';

/** A payment transaction row. */
export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** What a payment is for; a pending one is finished by its confirm URL. */
export type PaymentPurpose = 'authorize' | 'order' | 'post_purchase' | 'additional';

/** Path of the dev endpoint that completes a 3-D Secure step or a sandbox approval. */
export function confirmUrl(reference: string): string {
  return `/api/dev/payments/${encodeURIComponent(reference)}/confirm.json`;
}

/** Records a transaction. */
export async function recordTransaction(
  db: Db,
  values: Omit<typeof paymentTransactions.$inferInsert, 'reference'> & { reference?: string },
): Promise<TransactionRow> {
  const [row] = await db
    .insert(paymentTransactions)
    .values({ ...values, reference: values.reference ?? randomToken('txn', 12) })
    .returning();
  if (!row) throw new Error('transaction insert returned no row');
  return row;
}

/** Changes a transaction. */
export async function updateTransaction(
  db: Db,
  id: number,
  changes: Partial<typeof paymentTransactions.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ ...changes, updatedAt: now })
    .where(eq(paymentTransactions.id, id));
}

/**
 * Finishes a pending (requires_action) transaction with `changes`, unless it is finished already:
 * the single winner of two confirms at once. Returns whether this call finished it.
 */
export async function finishPending(
  db: Db,
  id: number,
  changes: Partial<typeof paymentTransactions.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const finished = await db
    .update(paymentTransactions)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.status, 'requires_action')))
    .returning({ id: paymentTransactions.id });
  return finished.length > 0;
}

/**
 * Gives back a succeeded charge whose order (or offer, or balance) could not take it: it becomes
 * failed with `reason`, so no succeeded payment is ever left without what it paid for.
 */
export async function voidCharge(db: Db, reference: string, reason: string, now: Date): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ status: 'failed', errorMessage: reason, updatedAt: now })
    .where(and(eq(paymentTransactions.reference, reference), eq(paymentTransactions.status, 'succeeded')));
}

/** A transaction by its public reference. */
export async function transactionByReference(db: Db, reference: string): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference));
  return row;
}
