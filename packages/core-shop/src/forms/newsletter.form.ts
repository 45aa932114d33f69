import type { Result } from '@vitrine/ports';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { type ShopFacadeOptions, startActor } from '../facade.util';
import { newsletterEmailError } from '../newsletter/newsletter-email';
import type { ShopTransport } from '../shop.calls';
import { setNewsletterSubscription } from './form.calls';
import { FORM_SNAPSHOT_VERSION, type FormFacade, type FormSnapshot, formFacade } from './form.facade';
import { EMPTY_NEWSLETTER, type NewsletterValues } from './form-values';
import { createFormMachine, type FormDefinition, type FormError, type FormValues } from './form.machine';

/** Error code of a newsletter e-mail that failed validation. */
export const NEWSLETTER_INVALID_EMAIL = 'NEWSLETTER_INVALID_EMAIL';
/** Error code of a failed newsletter call. */
export const NEWSLETTER_ERROR = 'NEWSLETTER_ERROR';

/** The newsletter form's definition: one declaration for the module's machine and {@link newsletterLogic}. */
const newsletterForm: FormDefinition<NewsletterValues> = {
  id: 'newsletter',
  empty: EMPTY_NEWSLETTER,
  errorCode: NEWSLETTER_ERROR,
  resetOnPost: false,
  validate: (values) => {
    const message = newsletterEmailError(values.email);
    return message === undefined ? undefined : { code: NEWSLETTER_INVALID_EMAIL, message };
  },
  successMessage: (values) => (values.subscribed ? 'newsletter.subscribed' : undefined),
};

/**
 * The newsletter form (000 §2, §4, §5), a row of the one form machine: the e-mail is required and
 * must be valid ('Email is required', 'Please enter an valid email'); a subscription shows
 * 'You have been successfully subscribed to our newsletter!' (unsubscribing shows nothing,
 * docs/decisions/0128).
 */
export const newsletterMachine = /* @__PURE__ */ createFormMachine(newsletterForm);

/** The `submitForm` actor of the newsletter (POST or DELETE /api/user/subscribe.json, 000 §7). */
export function newsletterActors(transport: ShopTransport) {
  return {
    submitForm: fromPromise(({ input, signal }: { input: FormValues; signal: AbortSignal }) => {
      const values = input as NewsletterValues;
      return setNewsletterSubscription(transport, values.email, values.subscribed, signal);
    }),
  };
}

/** The newsletter's machine with its calls over the transport. */
export function newsletterLogic(options: Pick<ShopFacadeOptions, 'transport'>) {
  return createFormMachine(newsletterForm, { actors: newsletterActors(options.transport) });
}

/**
 * Whether the e-mail is subscribed: `null` until known, `true` after subscribe, `false` after
 * unsubscribe (000 §4 Newsletter).
 */
export function selectNewsletterSubscribed(snapshot: FormSnapshot<NewsletterValues>): boolean | null {
  return snapshot.context.posted?.subscribed ?? null;
}

/** The newsletter facade: the form verbs plus `subscribeEmail` and `unsubscribeEmail` (`subscribe` is the facade contract's snapshot listener). */
export interface Newsletter extends FormFacade<NewsletterValues> {
  /** Subscribes an e-mail (validated first); `BUSY` while another call is on its way (docs/decisions/0622). */
  subscribeEmail(email: string): Promise<Result<NewsletterValues, FormError>>;
  /** Unsubscribes an e-mail (validated first); `BUSY` while another call is on its way (docs/decisions/0622). */
  unsubscribeEmail(email: string): Promise<Result<NewsletterValues, FormError>>;
}

/** The newsletter facade over any running newsletter actor. */
export function newsletterFacade(actor: ActorRefFrom<typeof newsletterMachine>): Newsletter {
  const form = formFacade<NewsletterValues>(actor);
  return {
    ...form,
    subscribeEmail: (email) => form.submit({ email, subscribed: true }),
    unsubscribeEmail: (email) => form.submit({ email, subscribed: false }),
  };
}

/**
 * A standalone newsletter form.
 *
 * @example
 * ```ts
 * const newsletter = createNewsletter({ transport });
 * newsletter.on('notify', ({ notification }) => notifications.push(notification));
 * const result = await newsletter.subscribeEmail("ada@example.com");
 * if (!result.ok) console.log(result.error); // { code: 'NEWSLETTER_INVALID_EMAIL', message: 'newsletter.email_invalid' }
 * ```
 */
export function createNewsletter(options: ShopFacadeOptions): Newsletter {
  return newsletterFacade(startActor(newsletterLogic(options), options, FORM_SNAPSHOT_VERSION));
}

export { EMPTY_NEWSLETTER };
export type { NewsletterValues };
