import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { discountCodes } from '../db/schema/index';
import type { DiscountCodeRule } from './discount-rules';

/** The discount code `code` of a shop (case-insensitive), or undefined. */
export async function findDiscountCode(
  db: Db,
  shopId: number,
  code: string,
): Promise<DiscountCodeRule | undefined> {
  const trimmed = code.trim();
  if (trimmed === '') return undefined;
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(eq(discountCodes.shopId, shopId), sql`upper(${discountCodes.code}) = ${trimmed.toUpperCase()}`),
    )
    .limit(1);
  return row;
}

/** How many active codes a shop has (001 §7 info: count_discount_code). */
export async function countActiveCodes(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(discountCodes)
    .where(and(eq(discountCodes.shopId, shopId), eq(discountCodes.active, true)));
  return row?.count ?? 0;
}

/**
 * Counts one use of a code (at order time), only while it has uses left: two orders priced with
 * the last use at the same moment cannot both take it. Returns whether the use was counted.
 */
export async function recordDiscountUse(db: Db, ruleId: number): Promise<boolean> {
  const counted = await db
    .update(discountCodes)
    .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
    .where(
      and(
        eq(discountCodes.id, ruleId),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.timesUsed, discountCodes.usageLimit)),
      ),
    )
    .returning({ id: discountCodes.id });
  return counted.length > 0;
}
