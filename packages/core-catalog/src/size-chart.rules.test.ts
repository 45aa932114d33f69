import { formatMessage } from '@vitrine/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SizeChart, SizeChartTable } from './catalog.types';
import {
  SIZE_UNITS,
  cmToInch,
  convertSizeCell,
  hasUnitTabs,
  inchToCm,
  sizeChartQuery,
  sizeChartTables,
  sizeChartTags,
  sizeTableIn,
  storedUnit,
} from './size-chart.rules';

describe('size chart request (000 §3)', () => {
  it.each([
    ['summer,cotton,tee', 'summer cotton tee'],
    ['a, b', 'a  b'],
    [['summer', 'cotton'], 'summer cotton'],
    ['', ''],
    [null, ''],
  ] as const)('turns the commas of %j into spaces', (tags, expected) => {
    expect(sizeChartTags(tags)).toBe(expected);
  });

  it('sends shop_id, product_ref_id, product_tags and use_sb_setting', () => {
    expect(sizeChartQuery({ shopId: 7, productRefId: 42, productTags: 'a,b', useSbSetting: true })).toEqual({
      shop_id: '7',
      product_ref_id: '42',
      product_tags: 'a b',
      use_sb_setting: true,
    });
  });
});

describe('unit conversion (000 §4 Size chart v3, §9: factor 0.3937, one decimal)', () => {
  it.each([
    [1, 2.5],
    [10, 25.4],
    [30, 76.2],
    [32.5, 82.6],
    [0, 0],
  ])('%f in = %f cm', (inch, cm) => {
    expect(inchToCm(inch)).toBe(cm);
  });

  it.each([
    [100, 39.4],
    [76.2, 30],
    [2.54, 1],
    [81, 31.9],
  ])('%f cm = %f in', (cm, inch) => {
    expect(cmToInch(cm)).toBe(inch);
  });

  it.each([
    ['30', 'inch', 'cm', '76.2'],
    ['30-32', 'inch', 'cm', '76.2-81.3'],
    ['30 - 32.5', 'inch', 'cm', '76.2 - 82.6'],
    ['30,5', 'inch', 'cm', '77.5'],
    ['XL', 'inch', 'cm', 'XL'],
    ['76.2', 'cm', 'inch', '30'],
    ['30', 'inch', 'inch', '30'],
  ] as const)('cell %j from %s to %s is %j', (cell, from, to, expected) => {
    expect(convertSizeCell(cell, from, to)).toBe(expected);
  });

  it('gives back any one-decimal inch value after inch → cm → inch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (tenths) => {
        const inches = tenths / 10;
        expect(cmToInch(inchToCm(inches))).toBe(inches);
      }),
    );
  });

  it('always shows at most one decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (value) => {
        for (const converted of [inchToCm(value), cmToInch(value)]) {
          expect(Math.abs(converted * 10 - Math.round(converted * 10))).toBeLessThan(1e-9);
        }
      }),
    );
  });
});

describe('v3 tables', () => {
  const table: SizeChartTable = {
    title: 'Tee',
    header: ['Size', 'Chest', 'Length'],
    rows: [
      ['S', 34, '27-28'],
      [32, 36, 29],
    ],
  };

  it('labels the tabs Inch and Cm', () => {
    expect(SIZE_UNITS.map((tab) => formatMessage(tab.labelId))).toEqual(['Inch', 'Cm']);
  });

  it('converts the values under the Cm tab, keeping the header and the size column', () => {
    expect(sizeTableIn(table, 'cm')).toEqual({
      title: 'Tee',
      unit: 'cm',
      header: ['Size', 'Chest', 'Length'],
      rows: [
        ['S', 86.4, '68.6-71.1'],
        [32, 91.4, 73.7],
      ],
    });
  });

  it('shows the stored values under their own tab', () => {
    expect(sizeTableIn(table, 'inch')).toBe(table);
    expect(storedUnit({ ...table, unit: 'CM' })).toBe('cm');
    expect(sizeTableIn({ ...table, unit: 'cm', rows: [['S', 100, '76.2']] }, 'inch').rows).toEqual([
      ['S', 39.4, '30'],
    ]);
  });

  const chart: SizeChart = {
    id: 1,
    format_version: 'v3',
    size_charts: [table],
    sb_size_charts: [{ ...table, title: 'SB' }],
  };

  it('shows unit tabs only for v3 charts', () => {
    expect(hasUnitTabs(chart)).toBe(true);
    expect(hasUnitTabs({ ...chart, format_version: 'v2' })).toBe(false);
    expect(hasUnitTabs({ id: 1 })).toBe(false);
  });

  it('uses the shop-base tables when asked and present', () => {
    expect(sizeChartTables(chart, true)[0]?.title).toBe('SB');
    expect(sizeChartTables(chart, false)[0]?.title).toBe('Tee');
    expect(sizeChartTables({ ...chart, sb_size_charts: [] }, true)[0]?.title).toBe('Tee');
    expect(sizeChartTables({ id: 2 }, true)).toEqual([]);
  });
});
