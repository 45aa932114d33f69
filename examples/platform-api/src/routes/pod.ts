import { personalizeRender, sizeChart } from '@vitrine/api-client';
import { and, arrayContains, arrayOverlaps, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { products, sizeCharts } from '../db/schema/index';
import { notFound, ok } from '../errors';
import { idOf, parseQuery } from '../validate';

/** Size charts are sent in format v3 (000 §3). */
export const SIZE_CHART_FORMAT = 'v3';

/** Tags of the size-chart request: commas were turned into spaces (000 §3), so split on both. */
export function requestTags(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Registers the print-on-demand calls: personalisation render and size chart (000 §7). */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(personalizeRender.path, async (c) => {
    const query = parseQuery(c, personalizeRender.query);
    const id = idOf(query.product_id);
    if (id === undefined) return notFound(c);
    const [row] = await db
      .select({ personalization: products.personalization, customOptions: products.customOptions })
      .from(products)
      .where(and(eq(products.shopId, c.get('shop').id), eq(products.id, id)))
      .limit(1);
    if (!row?.personalization) return notFound(c);
    return ok(c, {
      styles: row.personalization.styles,
      custom_options: row.personalization.custom_options.length
        ? row.personalization.custom_options
        : row.customOptions,
      preview_url: `/images/preview-${id}.svg`,
    });
  });

  app.get(sizeChart.path, async (c) => {
    const query = parseQuery(c, sizeChart.query);
    const shop = c.get('shop');
    if (query.shop_id !== String(shop.id)) return ok(c, null);
    const productId = idOf(query.product_ref_id);
    const byProduct =
      productId === undefined
        ? []
        : await db
            .select()
            .from(sizeCharts)
            .where(and(eq(sizeCharts.shopId, shop.id), arrayContains(sizeCharts.productIds, [productId])))
            .orderBy(asc(sizeCharts.id))
            .limit(1);
    const tags = requestTags(query.product_tags);
    const byTags =
      byProduct.length === 0 && tags.length > 0
        ? await db
            .select()
            .from(sizeCharts)
            .where(and(eq(sizeCharts.shopId, shop.id), arrayOverlaps(sizeCharts.tags, tags)))
            .orderBy(asc(sizeCharts.id))
            .limit(1)
        : [];
    const chart = byProduct[0] ?? byTags[0];
    if (!chart) return ok(c, null);
    const table = { title: chart.title, ...chart.chart };
    return ok(c, {
      id: chart.id,
      description_inc: chart.title,
      description_html: chart.descriptionHtml,
      format_version: SIZE_CHART_FORMAT,
      size_charts: query.use_sb_setting ? [] : [table],
      sb_size_charts: query.use_sb_setting ? [table] : [],
      size_charts_by_tags: byProduct.length === 0 ? [table] : [],
      base_products: [{ size_chart_id: chart.id, title: chart.title }],
      is_phub_product: shop.settings.apps.phub,
    });
  });
}
