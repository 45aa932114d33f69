import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { taxRates } from '../db/schema/index';

/** Tax rate key of every country without its own rate. */
export const OTHER_COUNTRIES = '*';

/**
 * The tax rate of a country as percent × 1000 (7.25 % → 7250): the country's own, else the
 * shop's `*` rate, else 0. An unknown country (no address yet) pays no tax.
 */
export async function taxRateMilli(db: Db, shopId: number, countryCode: string | undefined): Promise<number> {
  if (!countryCode) return 0;
  const code = countryCode.trim().toUpperCase();
  const rows = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.shopId, shopId), inArray(taxRates.countryCode, [code, OTHER_COUNTRIES])));
  const rate =
    rows.find((row) => row.countryCode === code) ?? rows.find((row) => row.countryCode === OTHER_COUNTRIES);
  return rate ? Math.round(rate.rate * 1000) : 0;
}
