import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { shopDomains } from './db/schema/index';
import { normalizeDomain } from './shop';

/** The domains of a shop, its primary one first (then by name). */
export async function domainsOf(db: Db, shopId: number): Promise<string[]> {
  const rows = await db
    .select({ domain: shopDomains.domain })
    .from(shopDomains)
    .where(eq(shopDomains.shopId, shopId))
    .orderBy(desc(shopDomains.primary), asc(shopDomains.domain));
  return rows.map((row) => row.domain);
}

/**
 * The origin of the links the server hands out for a shop, an e-mail's reset or activation link
 * or an upload's public URL (docs/decisions/0595): the request's own origin (its scheme and port)
 * when its host is one of the shop's domains, else `https://` and the shop's primary domain. The
 * shop of a request may come from `x-shop-domain` while its Host names anything, so a link on the
 * request's host could point at a host the caller chose. Empty (a path-only link) for a shop with
 * no domain.
 */
export async function shopOrigin(db: Db, shopId: number, requestUrl: string): Promise<string> {
  const url = new URL(requestUrl);
  const domains = await domainsOf(db, shopId);
  if (domains.includes(normalizeDomain(url.host))) return url.origin;
  const primary = domains[0];
  return primary === undefined ? '' : `https://${primary}`;
}
