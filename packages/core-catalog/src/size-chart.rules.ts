import type { MessageId } from '@vitrine/messages';
import { CM_TO_INCH_FACTOR, SIZE_CHART_DECIMALS } from './catalog.constants';
import type { SizeChart, SizeChartTable } from './catalog.types';

/** A unit tab of a v3 size chart. 000 §4 Size chart v3. */
export type SizeUnit = 'inch' | 'cm';

/** The unit tabs in order, with the message id of each label (Inch, Cm). 000 §4 Size chart v3. */
export const SIZE_UNITS: readonly { readonly unit: SizeUnit; readonly labelId: MessageId }[] = [
  { unit: 'inch', labelId: 'size_chart.unit.inch' },
  { unit: 'cm', labelId: 'size_chart.unit.cm' },
];

/** The query of `pod.sizeChart`. 000 §3 Size chart request, 000 §7. */
export interface SizeChartQuery {
  readonly shop_id: string;
  readonly product_ref_id: string;
  readonly product_tags: string;
  readonly use_sb_setting: boolean;
}

/** The product tags as the size chart call wants them: commas turned into spaces. 000 §3. */
export function sizeChartTags(tags: string | readonly string[] | null | undefined): string {
  if (tags == null) return '';
  const text = typeof tags === 'string' ? tags : tags.join(',');
  return text.replaceAll(',', ' ');
}

/** The `pod.sizeChart` query for a product. 000 §3 Size chart request. */
export function sizeChartQuery(args: {
  readonly shopId: number | string;
  readonly productRefId: number | string;
  readonly productTags: string | readonly string[] | null | undefined;
  readonly useSbSetting: boolean;
}): SizeChartQuery {
  return {
    shop_id: String(args.shopId),
    product_ref_id: String(args.productRefId),
    product_tags: sizeChartTags(args.productTags),
    use_sb_setting: args.useSbSetting,
  };
}

const scale = 10 ** SIZE_CHART_DECIMALS;
const round = (value: number): number => Math.round(value * scale) / scale;

/** Inches to centimetres, one decimal (factor 0.3937). 000 §9. */
export function inchToCm(inches: number): number {
  return round(inches / CM_TO_INCH_FACTOR);
}

/** Centimetres to inches, one decimal (factor 0.3937). 000 §9. */
export function cmToInch(cm: number): number {
  return round(cm * CM_TO_INCH_FACTOR);
}

/** Converts one number between units, one decimal; the same unit leaves it untouched. */
export function convertSize(value: number, from: SizeUnit, to: SizeUnit): number {
  if (from === to) return value;
  return from === 'inch' ? inchToCm(value) : cmToInch(value);
}

const NUMBER = /\d+(?:[.,]\d+)?/g;

/**
 * Converts every number in a cell (`'30'`, `'30.5'`, `'30-32'`, `'30 - 32.5'`); text without
 * numbers (`'S'`, `'XL'`) is unchanged. A decimal comma is read as a point.
 */
export function convertSizeCell(cell: string, from: SizeUnit, to: SizeUnit): string {
  if (from === to) return cell;
  return cell.replace(NUMBER, (number) => String(convertSize(Number(number.replace(',', '.')), from, to)));
}

/** The size chart format with unit tabs. 000 §3, §4 Size chart v3. */
export const SIZE_CHART_V3 = 'v3';

/** Whether a chart shows the Inch and Cm tabs (format_version v3). 000 §4 Size chart v3. */
export function hasUnitTabs(chart: SizeChart): boolean {
  return chart.format_version?.trim().toLowerCase() === SIZE_CHART_V3;
}

/**
 * The tables of a chart: the shop-base ones (`sb_size_charts`) when the request asked for the
 * shop-base setting and the chart has them, else `size_charts`.
 */
export function sizeChartTables(chart: SizeChart, useSbSetting: boolean): readonly SizeChartTable[] {
  const sb = chart.sb_size_charts ?? [];
  return useSbSetting && sb.length > 0 ? sb : (chart.size_charts ?? []);
}

/** The unit a table's values are stored in: its `unit` when it says cm, else inches (v3 default). */
export function storedUnit(table: SizeChartTable): SizeUnit {
  const unit = table.unit?.trim().toLowerCase();
  return unit === 'cm' || unit === 'centimeter' || unit === 'centimetre' ? 'cm' : 'inch';
}

/**
 * A table as shown under a unit tab: the header row and the first column (size names such as `S`
 * or `32`) are kept; every other cell is converted, numbers staying numbers. 000 §4 Size chart v3.
 *
 * @remarks Which cells are headings is our decision: docs/decisions/0146-size-chart-v3-table.md.
 */
export function sizeTableIn(table: SizeChartTable, unit: SizeUnit): SizeChartTable {
  const from = storedUnit(table);
  if (from === unit) return table;
  return {
    ...table,
    unit,
    header: table.header,
    rows: table.rows.map((row) =>
      row.map((cell, column) =>
        column === 0
          ? cell
          : typeof cell === 'number'
            ? convertSize(cell, from, unit)
            : convertSizeCell(cell, from, unit),
      ),
    ),
  };
}
