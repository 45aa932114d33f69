import type { MessageId } from '@vitrine/messages';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type NotifyEvent, successNotification } from '../notifications/notification';
import { type SubmissionError, type SubmissionResult, submissionError } from '../submission';

/** A form's values: named text (or flag) fields. */
export type FormValues = Readonly<Record<string, string | boolean>>;

/** A value refused before any call, with the text to show (e.g. 'Email is required'). */
export interface FormValidationError {
  readonly code: string;
  readonly message: MessageId;
}

/** Why a form was not posted: refused by its validation, or by the server (or the network). */
export type FormError = FormValidationError | SubmissionError;

/** What one form of the shop is: its empty values, its error code, its rules (docs/decisions/0128). */
export interface FormDefinition<V extends FormValues> {
  /** The machine id (`contactForm`, `dmcaReport`, `newsletter`). */
  readonly id: string;
  /** The values a new (or reset) form holds. */
  readonly empty: V;
  /** The error code of a post that failed (CONTACT_ERROR, DMCA_ERROR, NEWSLETTER_ERROR). */
  readonly errorCode: string;
  /** Refuses values before any call (the newsletter's e-mail rule); none by default. */
  readonly validate?: (values: V) => FormValidationError | undefined;
  /** The success notification's text, if the form shows one (000 §4 newsletter). */
  readonly successMessage?: (values: V) => MessageId | undefined;
  /** Whether a posted form is emptied (000 §4 contact form "posted with the form reset"). */
  readonly resetOnPost: boolean;
}

/** Context of a form machine: serialisable. */
export interface FormContext<V extends FormValues> {
  /** The values being edited. */
  readonly values: V;
  /** The values of the last accepted post, or `null`. */
  readonly posted: V | null;
  /** Set when the last submit failed (the spec's error flag). */
  readonly error: FormError | null;
  /** The success text of the last accepted post, if the form shows one. */
  readonly message: MessageId | null;
}

/** Events of a form machine. */
export type FormEvent<V extends FormValues> =
  | { readonly type: 'form.change'; readonly field: keyof V & string; readonly value: V[keyof V] }
  /** Posts the form; `values` are merged in first. */
  | { readonly type: 'form.submit'; readonly values?: Partial<V> }
  | { readonly type: 'form.reset' };

/** What a form machine emits: the accepted values, and the success notification. */
export type FormEmitted<V extends FormValues> =
  | { readonly type: 'form.posted'; readonly values: V }
  | NotifyEvent;

/** The form machine's call until a host provides it (each form's `…Logic` does). */
const formActorDefaults = (id: string) => ({
  submitForm: fromPromise<SubmissionResult, FormValues>(notProvided(`${id}.submitForm`)),
});

/** What {@link createFormMachine} takes besides the form's definition. */
export type FormImplementations = MachineImplementations<ReturnType<typeof formActorDefaults>>;

/**
 * The one form machine of the shop: contact, DMCA report and newsletter are rows of it
 * (000 §4: idle → sending → posted, or error with the server's text; issue 10 "one form-machine
 * factory"). The call is the named actor `submitForm`.
 *
 * @remarks
 * States: `idle` (editing), `sending`, `posted` (accepted; emptied when `resetOnPost`), `error`
 * (kept values, error set). A submit whose values break the form's rule stays where it is with the
 * validation error and makes no call. Accepted posts emit `form.posted` and, for a form with a
 * success text, a `notify` event with a success notification (000 §9: 10 s).
 *
 * @example
 * ```ts
 * const contactForm = { id: 'contactForm', empty: EMPTY_CONTACT_FORM, errorCode: CONTACT_ERROR, resetOnPost: true };
 * createActor(createFormMachine(contactForm, { actors: { submitForm: fromPromise(({ input }) => send(input)) } })).start();
 * ```
 */
export function createFormMachine<V extends FormValues>(
  definition: FormDefinition<V>,
  impl: FormImplementations = {},
) {
  const invalid = (values: V): FormValidationError | undefined => definition.validate?.(values);
  const merged = (context: FormContext<V>, event: FormEvent<V>): V =>
    event.type === 'form.submit' && event.values !== undefined
      ? ({ ...context.values, ...event.values } as V)
      : context.values;
  return setup({
    types: {
      context: {} as FormContext<V>,
      events: {} as FormEvent<V>,
      emitted: {} as FormEmitted<V>,
    },
    actors: { ...formActorDefaults(definition.id), ...impl.actors },
    guards: {
      isInvalid: ({ context, event }) => invalid(merged(context, event)) !== undefined,
    },
    actions: {
      change: assign(({ context, event }) =>
        event.type === 'form.change'
          ? { values: { ...context.values, [event.field]: event.value } as V }
          : {},
      ),
      refuse: assign(({ context, event }) => ({
        values: merged(context, event),
        error: invalid(merged(context, event)) ?? null,
        message: null,
      })),
      start: assign(({ context, event }) => ({ values: merged(context, event), error: null, message: null })),
      clear: assign({ values: definition.empty, error: null, message: null }),
    },
  }).createMachine({
    id: definition.id,
    context: { values: definition.empty, posted: null, error: null, message: null },
    initial: 'idle',
    states: {
      idle: {
        on: {
          'form.change': { actions: 'change' },
          'form.submit': [
            { guard: 'isInvalid', actions: 'refuse' },
            { target: 'sending', actions: 'start' },
          ],
          'form.reset': { actions: 'clear' },
        },
      },
      sending: {
        invoke: {
          src: 'submitForm',
          input: ({ context }) => context.values,
          onDone: [
            {
              guard: ({ event }) => submissionError(definition.errorCode, event.output) === undefined,
              target: 'posted',
              actions: [
                assign(({ context }) => ({
                  posted: context.values,
                  message: definition.successMessage?.(context.values) ?? null,
                })),
                enqueueActions(({ context, enqueue }) => {
                  enqueue.emit({ type: 'form.posted', values: context.values });
                  const message = definition.successMessage?.(context.values);
                  if (message !== undefined) {
                    enqueue.emit({ type: 'notify', notification: successNotification({ id: message }) });
                  }
                }),
              ],
            },
            {
              target: 'error',
              actions: assign(({ event }) => ({
                error: submissionError(definition.errorCode, event.output) ?? null,
              })),
            },
          ],
          onError: { target: 'error', actions: assign({ error: { code: definition.errorCode } }) },
        },
      },
      posted: {
        entry: definition.resetOnPost ? assign({ values: definition.empty }) : [],
        on: {
          'form.change': { target: 'idle', actions: 'change' },
          'form.submit': [
            { guard: 'isInvalid', target: 'idle', actions: 'refuse' },
            { target: 'sending', actions: 'start' },
          ],
          'form.reset': { target: 'idle', actions: 'clear' },
        },
      },
      error: {
        on: {
          'form.change': { actions: 'change' },
          'form.submit': [
            { guard: 'isInvalid', actions: 'refuse' },
            { target: 'sending', actions: 'start' },
          ],
          'form.reset': { target: 'idle', actions: 'clear' },
        },
      },
    },
  });
}
