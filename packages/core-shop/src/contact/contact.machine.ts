import { assign, setup } from 'xstate';
import { requiredActor } from '../required-actor';
import { type SubmissionError, type SubmissionResult, submissionError } from '../submission';

/** Error code of a failed contact-form post (000 §8 "Contact failure: an error flag is set"). */
export const CONTACT_ERROR = 'CONTACT_ERROR';

/** The contact form's fields (000 §3 Contact form: email, name, phone, message). */
export interface ContactFormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

/** An empty contact form. */
export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };

/** Context of {@link contactFormMachine}: serialisable. */
export interface ContactFormContext {
  readonly form: ContactFormValues;
  /** Set when the last post failed (the spec's error flag). */
  readonly error: SubmissionError | null;
}

/** Events of {@link contactFormMachine}. */
export type ContactFormEvent =
  | { readonly type: 'contact.change'; readonly field: keyof ContactFormValues; readonly value: string }
  | { readonly type: 'contact.submit' }
  | { readonly type: 'contact.reset' };

/**
 * The contact form (000 §4 Contact form: idle, sending, posted with the form reset, or error).
 *
 * @example
 * ```ts
 * const contact = createActor(contactFormMachine.provide({ actors: shopActors(client) })).start();
 * contact.send({ type: 'contact.change', field: 'email', value: 'ada@example.com' });
 * contact.send({ type: 'contact.submit' });
 * ```
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    sendContactForm: requiredActor<SubmissionResult, ContactFormValues>('sendContactForm'),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'contact.change' ? { form: { ...context.form, [event.field]: event.value } } : {},
    ),
  },
}).createMachine({
  id: 'contactForm',
  context: { form: EMPTY_CONTACT_FORM, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'contact.change': { actions: 'change' }, 'contact.submit': 'sending' },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'sendContactForm',
        input: ({ context }) => context.form,
        onDone: [
          {
            guard: ({ event }) => submissionError(CONTACT_ERROR, event.output) === undefined,
            target: 'posted',
          },
          {
            target: 'error',
            actions: assign({ error: ({ event }) => submissionError(CONTACT_ERROR, event.output) ?? null }),
          },
        ],
        onError: { target: 'error', actions: assign({ error: { code: CONTACT_ERROR } }) },
      },
    },
    posted: {
      entry: assign({ form: EMPTY_CONTACT_FORM }),
      on: {
        'contact.reset': 'idle',
        'contact.change': { target: 'idle', actions: 'change' },
      },
    },
    error: {
      on: {
        'contact.change': { actions: 'change' },
        'contact.submit': 'sending',
        'contact.reset': { target: 'idle', actions: assign({ form: EMPTY_CONTACT_FORM, error: null }) },
      },
    },
  },
});
