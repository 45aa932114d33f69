import { assign, setup } from 'xstate';
import { requiredActor } from '../required-actor';
import { type SubmissionError, type SubmissionResult, submissionError } from '../submission';

/** Error code of a failed DMCA report. */
export const DMCA_ERROR = 'DMCA_ERROR';

/**
 * The intellectual-property report form (000 §2 form-dmca, §3 "DMCA report: email"). The email is
 * what the spec requires; name, URL and message are sent when filled in.
 */
export interface DmcaReportValues {
  readonly email: string;
  readonly name: string;
  readonly url: string;
  readonly message: string;
}

/** An empty DMCA report. */
export const EMPTY_DMCA_REPORT: DmcaReportValues = { email: '', name: '', url: '', message: '' };

/** Context of {@link dmcaReportMachine}: serialisable. */
export interface DmcaReportContext {
  readonly form: DmcaReportValues;
  readonly error: SubmissionError | null;
}

/** Events of {@link dmcaReportMachine}. */
export type DmcaReportEvent =
  | { readonly type: 'dmca.change'; readonly field: keyof DmcaReportValues; readonly value: string }
  | { readonly type: 'dmca.submit' }
  | { readonly type: 'dmca.reset' };

/**
 * The DMCA report form, shaped like the contact form (000 §4): idle, sending, posted (form reset)
 * or error (docs/decisions/0128).
 *
 * @example
 * ```ts
 * const report = createActor(dmcaReportMachine.provide({ actors: shopActors(client) })).start();
 * report.send({ type: 'dmca.change', field: 'email', value: 'legal@example.com' });
 * report.send({ type: 'dmca.submit' });
 * ```
 */
export const dmcaReportMachine = setup({
  types: {
    context: {} as DmcaReportContext,
    events: {} as DmcaReportEvent,
  },
  actors: {
    sendDmcaReport: requiredActor<SubmissionResult, DmcaReportValues>('sendDmcaReport'),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'dmca.change' ? { form: { ...context.form, [event.field]: event.value } } : {},
    ),
  },
}).createMachine({
  id: 'dmcaReport',
  context: { form: EMPTY_DMCA_REPORT, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'dmca.change': { actions: 'change' }, 'dmca.submit': 'sending' },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'sendDmcaReport',
        input: ({ context }) => context.form,
        onDone: [
          { guard: ({ event }) => submissionError(DMCA_ERROR, event.output) === undefined, target: 'posted' },
          {
            target: 'error',
            actions: assign({ error: ({ event }) => submissionError(DMCA_ERROR, event.output) ?? null }),
          },
        ],
        onError: { target: 'error', actions: assign({ error: { code: DMCA_ERROR } }) },
      },
    },
    posted: {
      entry: assign({ form: EMPTY_DMCA_REPORT }),
      on: { 'dmca.reset': 'idle', 'dmca.change': { target: 'idle', actions: 'change' } },
    },
    error: {
      on: {
        'dmca.change': { actions: 'change' },
        'dmca.submit': 'sending',
        'dmca.reset': { target: 'idle', actions: assign({ form: EMPTY_DMCA_REPORT, error: null }) },
      },
    },
  },
});
