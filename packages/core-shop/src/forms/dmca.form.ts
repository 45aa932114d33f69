import { fromPromise } from 'xstate';
import { type ShopFacadeOptions, startActor } from '../facade.util';
import type { ShopTransport } from '../shop.calls';
import { sendDmcaReport } from './form.calls';
import { FORM_SNAPSHOT_VERSION, type FormFacade, formFacade } from './form.facade';
import { EMPTY_DMCA_REPORT, type DmcaReportValues } from './form-values';
import { createFormMachine, type FormDefinition, type FormValues } from './form.machine';

/** Error code of a failed DMCA report. */
export const DMCA_ERROR = 'DMCA_ERROR';

/** The DMCA report's definition: one declaration for the module's machine and {@link dmcaReportLogic}. */
const dmcaReportForm: FormDefinition<DmcaReportValues> = {
  id: 'dmcaReport',
  empty: EMPTY_DMCA_REPORT,
  errorCode: DMCA_ERROR,
  resetOnPost: true,
};

/** The DMCA report form: the contact form's states (000 §4), a row of the one form machine. */
export const dmcaReportMachine = /* @__PURE__ */ createFormMachine(dmcaReportForm);

/** The `submitForm` actor of the DMCA report (POST /api/dmca.json, 000 §7). */
export function dmcaReportActors(transport: ShopTransport) {
  return {
    submitForm: fromPromise(({ input, signal }: { input: FormValues; signal: AbortSignal }) =>
      sendDmcaReport(transport, input as DmcaReportValues, signal),
    ),
  };
}

/** The DMCA report's machine with its call over the transport. */
export function dmcaReportLogic(options: Pick<ShopFacadeOptions, 'transport'>) {
  return createFormMachine(dmcaReportForm, { actors: dmcaReportActors(options.transport) });
}

/** The DMCA report facade. */
export type DmcaReport = FormFacade<DmcaReportValues>;

/**
 * A standalone DMCA report form.
 *
 * @example
 * ```ts
 * const report = createDmcaReport({ transport });
 * await report.submit({ email: 'legal@example.com', url: 'https://example.com/copy' });
 * ```
 */
export function createDmcaReport(options: ShopFacadeOptions): DmcaReport {
  return formFacade(startActor(dmcaReportLogic(options), options, FORM_SNAPSHOT_VERSION));
}

export { EMPTY_DMCA_REPORT };
export type { DmcaReportValues };
