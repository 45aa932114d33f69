import type { MessageId } from '@vitrine/messages';
import { assign, setup } from 'xstate';
import { requiredActor } from '../required-actor';
import { type SubmissionError, type SubmissionResult, submissionError } from '../submission';
import { newsletterEmailError } from './newsletter-email';

/** Error code of a newsletter e-mail that failed validation. */
export const NEWSLETTER_INVALID_EMAIL = 'NEWSLETTER_INVALID_EMAIL';
/** Error code of a failed newsletter call. */
export const NEWSLETTER_ERROR = 'NEWSLETTER_ERROR';

/** Why the newsletter form failed: a validation message, or the server's answer. */
export type NewsletterError =
  | { readonly code: typeof NEWSLETTER_INVALID_EMAIL; readonly message: MessageId }
  | SubmissionError;

/** Context of {@link newsletterMachine}: serialisable. */
export interface NewsletterContext {
  /** The e-mail of the last request. */
  readonly email: string;
  /** null until known, true after subscribe, false after unsubscribe (000 §4 Newsletter). */
  readonly subscribed: boolean | null;
  readonly error: NewsletterError | null;
  /** The success text to show ('You have been successfully subscribed to our newsletter!'). */
  readonly message: MessageId | null;
}

/** Input of the newsletter actors: the e-mail (000 §7 body email). */
export interface NewsletterRequest {
  readonly email: string;
}

/** Events of {@link newsletterMachine}. */
export type NewsletterEvent =
  | { readonly type: 'newsletter.subscribe'; readonly email: string }
  | { readonly type: 'newsletter.unsubscribe'; readonly email: string };

/**
 * The newsletter form (000 §2, §4, §5): the e-mail is required and must be valid; subscribed goes
 * from null to true after subscribe and to false after unsubscribe; success shows the spec's text.
 *
 * @example
 * ```ts
 * const newsletter = createActor(newsletterMachine.provide({ actors: shopActors(client) })).start();
 * newsletter.send({ type: 'newsletter.subscribe', email: 'ada@example.com' });
 * ```
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actors: {
    subscribeNewsletter: requiredActor<SubmissionResult, NewsletterRequest>('subscribeNewsletter'),
    unsubscribeNewsletter: requiredActor<SubmissionResult, NewsletterRequest>('unsubscribeNewsletter'),
  },
  guards: {
    hasInvalidEmail: ({ event }) => newsletterEmailError(event.email) !== undefined,
  },
  actions: {
    rejectEmail: assign(({ event }) => ({
      email: event.email,
      message: null,
      error: {
        code: NEWSLETTER_INVALID_EMAIL,
        message: newsletterEmailError(event.email) ?? 'newsletter.email_invalid',
      },
    })),
    start: assign(({ event }) => ({ email: event.email.trim(), error: null, message: null })),
  },
}).createMachine({
  id: 'newsletter',
  context: { email: '', subscribed: null, error: null, message: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'newsletter.subscribe': [
          { guard: 'hasInvalidEmail', actions: 'rejectEmail' },
          { target: 'subscribing', actions: 'start' },
        ],
        'newsletter.unsubscribe': [
          { guard: 'hasInvalidEmail', actions: 'rejectEmail' },
          { target: 'unsubscribing', actions: 'start' },
        ],
      },
    },
    subscribing: {
      invoke: {
        src: 'subscribeNewsletter',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: ({ event }) => submissionError(NEWSLETTER_ERROR, event.output) === undefined,
            target: 'idle',
            actions: assign({ subscribed: true, message: 'newsletter.subscribed' }),
          },
          {
            target: 'idle',
            actions: assign({
              error: ({ event }) => submissionError(NEWSLETTER_ERROR, event.output) ?? null,
            }),
          },
        ],
        onError: { target: 'idle', actions: assign({ error: { code: NEWSLETTER_ERROR } }) },
      },
    },
    unsubscribing: {
      invoke: {
        src: 'unsubscribeNewsletter',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: ({ event }) => submissionError(NEWSLETTER_ERROR, event.output) === undefined,
            target: 'idle',
            actions: assign({ subscribed: false }),
          },
          {
            target: 'idle',
            actions: assign({
              error: ({ event }) => submissionError(NEWSLETTER_ERROR, event.output) ?? null,
            }),
          },
        ],
        onError: { target: 'idle', actions: assign({ error: { code: NEWSLETTER_ERROR } }) },
      },
    },
  },
});
