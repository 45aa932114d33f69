import { pageByHandle, pagesByHandles } from '@vitrine/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { pages } from '../db/schema/index';
import { fail, ok } from '../errors';
import { parseQuery } from '../validate';
import { findRedirect } from './catalog';

/** A page as the api-client's `Page` schema reads it (000 §3). */
export function pageView(page: typeof pages.$inferSelect) {
  return {
    id: page.id,
    handle: page.handle,
    title: page.title,
    seo_title: page.seoTitle,
    seo_meta: page.seoMeta,
    body_html: page.bodyHtml,
    template: page.template,
    type: page.kind,
    updated_at: page.updatedAt.toISOString(),
  };
}

/**
 * Registers the page calls (000 §7 Bootstrap and pages); a missing handle answers 404 (000 §8),
 * naming the redirect of /pages/{handle} when the shop has one, as a renamed product's 404 does
 * (000 §2 "Unknown URLs are checked against the redirect list"; docs/decisions/0266, 0657).
 */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(pageByHandle.path, async (c) => {
    const { handle } = parseQuery(c, pageByHandle.query);
    const rows = await deps.db
      .select()
      .from(pages)
      .where(and(eq(pages.shopId, c.get('shop').id), eq(pages.handle, handle.trim())))
      .limit(1);
    const page = rows[0];
    if (page) return ok(c, pageView(page));
    const redirect =
      handle.trim() === ''
        ? undefined
        : await findRedirect(deps.db, c.get('shop').id, `/pages/${handle.trim()}`);
    return fail(c, 404, 'query returned empty result', {
      error_code: 'PAGE_NOT_FOUND',
      ...(redirect === undefined ? {} : { redirect }),
    });
  });

  app.get(pagesByHandles.path, async (c) => {
    const query = parseQuery(c, pagesByHandles.query);
    const handles = query.handles
      .split(',')
      .map((handle) => handle.trim())
      .filter(Boolean);
    if (handles.length === 0) return ok(c, []);
    const rows = await deps.db
      .select()
      .from(pages)
      .where(and(eq(pages.shopId, c.get('shop').id), inArray(pages.handle, handles)));
    const byHandle = new Map(rows.map((row) => [row.handle, row]));
    return ok(
      c,
      handles.flatMap((handle) => {
        const page = byHandle.get(handle);
        return page ? [pageView(page)] : [];
      }),
    );
  });
}
