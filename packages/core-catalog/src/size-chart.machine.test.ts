import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sizeChartView } from './catalog.selectors';
import type { LoadResult, SizeChart } from './catalog.types';
import { type SizeChartInput, sizeChartMachine } from './size-chart.machine';
import type { SizeChartQuery } from './size-chart.rules';

const v3: SizeChart = {
  id: 1,
  format_version: 'v3',
  description_html: '<p>Measure flat</p>',
  size_charts: [{ header: ['Size', 'Waist'], rows: [['32', 30]] }],
  sb_size_charts: [{ header: ['Size', 'Waist'], rows: [['L', 40]] }],
};

const input: SizeChartInput = { shopId: 1, productRefId: 2, productTags: ['a', 'b'], useSbSetting: false };

const setup = (answer: (q: SizeChartQuery) => Promise<LoadResult<SizeChart | null>>) => {
  const fetchSizeChart = vi.fn(({ input: query }: { input: SizeChartQuery }) => answer(query));
  const actor = createActor(
    sizeChartMachine.provide({ actors: { fetchSizeChart: fromPromise(fetchSizeChart) } }),
    {
      input,
    },
  ).start();
  return { actor, fetchSizeChart };
};

describe('sizeChartMachine (000 §3 request, §4 Size chart v3)', () => {
  it('starts on the Inch tab and converts under Cm, keeping the size column', async () => {
    const { actor, fetchSizeChart } = setup(async () => ({ ok: true, data: v3 }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(fetchSizeChart.mock.calls[0]?.[0].input).toEqual({
      shop_id: '1',
      product_ref_id: '2',
      product_tags: 'a b',
      use_sb_setting: false,
    });
    expect(sizeChartView(actor.getSnapshot().context).tables[0]?.rows).toEqual([['32', 30]]);
    actor.send({ type: 'size_chart.unit', unit: 'cm' });
    expect(sizeChartView(actor.getSnapshot().context).tables[0]?.rows).toEqual([['32', 76.2]]);
    actor.send({ type: 'size_chart.unit', unit: 'inch' });
    expect(sizeChartView(actor.getSnapshot().context).tables[0]?.rows).toEqual([['32', 30]]);
  });

  it('shows no tabs and no conversion for a chart that is not v3', async () => {
    const { actor } = setup(async () => ({ ok: true, data: { ...v3, format_version: 'v2' } }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'size_chart.unit', unit: 'cm' });
    const view = sizeChartView(actor.getSnapshot().context);
    expect(view.tabs).toBe(false);
    expect(view.html).toBe('<p>Measure flat</p>');
    expect(view.tables[0]?.rows).toEqual([['32', 30]]);
  });

  it('loads the chart of another product, back on the Inch tab with the shop-base tables', async () => {
    const { actor, fetchSizeChart } = setup(async () => ({ ok: true, data: v3 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'size_chart.unit', unit: 'cm' });
    actor.send({ type: 'size_chart.load', ...input, productRefId: 3, useSbSetting: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(fetchSizeChart.mock.calls[1]?.[0].input).toMatchObject({
      product_ref_id: '3',
      use_sb_setting: true,
    });
    const view = sizeChartView(actor.getSnapshot().context);
    expect(view.unit).toBe('inch');
    expect(view.tables[0]?.rows).toEqual([['L', 40]]);
  });

  it.each([
    ['no chart', async () => ({ ok: true, data: null }) as const, 'none'],
    ['a not-found', async () => ({ ok: false, error: { kind: 'not-found' } }) as const, 'none'],
    [
      'an error',
      async () => ({ ok: false, error: { kind: 'error', code: 'PRODUCT_ERROR', detail: null } }) as const,
      'failure',
    ],
  ] as const)('ends in %s → %s', async (_name, answer, state) => {
    const { actor } = setup(answer);
    await waitFor(actor, (s) => s.matches(state));
    expect(sizeChartView(actor.getSnapshot().context).tables).toEqual([]);
  });
});
