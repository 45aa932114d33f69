import type { Product } from '@vitrine/core-catalog';
import { SIZE_UNITS } from '@vitrine/core-catalog';
import { formatMessage } from '@vitrine/messages';
import { useSizeChart } from '@vitrine/react';
import { useDeferredValue, useRef } from 'react';
import { TEXTS } from '../texts';

/**
 * The size chart of a product (000 §4 Size chart v3): a button opening a dialog with the chart, and
 * Inch / Cm toggle buttons when the chart has them (values converted by the core, one decimal, 000 §9).
 */
export function SizeChart({ product }: { readonly product: Pick<Product, 'id' | 'tags'> | null }) {
  const chart = useSizeChart(product);
  // Rendered as deferred work, in short slices: the chart arrives after the page hydrated, and its
  // tables were one blocking render on a slow phone (docs/decisions/0551).
  const view = useDeferredValue(chart.view);
  const { setUnit } = chart;
  const dialog = useRef<HTMLDialogElement>(null);
  if (view === null || view.status !== 'ready') return null;
  return (
    <>
      <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
        {TEXTS.sizeChart}
      </button>
      <dialog ref={dialog} className="size-chart" aria-labelledby="size-chart-title">
        <div className="drawer-head">
          <h2 id="size-chart-title">{view.title ?? TEXTS.sizeChart}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={TEXTS.close}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        {view.tabs ? (
          // Two toggle buttons, the unit shown pressed: one table follows the choice, so a tab list
          // (tab panels, aria-controls, arrow keys) would promise what is not there.
          <fieldset className="tabs">
            <legend className="visually-hidden">{TEXTS.sizeUnit}</legend>
            {SIZE_UNITS.map((tab) => (
              <button
                key={tab.unit}
                type="button"
                className="tab"
                aria-pressed={view.unit === tab.unit}
                onClick={() => void setUnit(tab.unit)}
              >
                {formatMessage(tab.labelId)}
              </button>
            ))}
          </fieldset>
        ) : null}
        {view.tables.map((table, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tables have no identity of their own
          <table key={index}>
            {table.title ? <caption>{table.title}</caption> : null}
            <thead>
              <tr>
                {table.header.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
        {view.tables.length === 0 && view.html ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's own size-chart HTML
          <div dangerouslySetInnerHTML={{ __html: view.html }} />
        ) : null}
      </dialog>
    </>
  );
}
