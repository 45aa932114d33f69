import { fromPromise } from 'xstate';
import { type ShopFacadeOptions, startActor } from '../facade.util';
import type { ShopTransport } from '../shop.calls';
import { sendContactForm } from './form.calls';
import { FORM_SNAPSHOT_VERSION, type FormFacade, formFacade } from './form.facade';
import { EMPTY_CONTACT_FORM, type ContactFormValues } from './form-values';
import { createFormMachine, type FormDefinition, type FormValues } from './form.machine';

/** Error code of a failed contact-form post (000 §8 "Contact failure: an error flag is set"). */
export const CONTACT_ERROR = 'CONTACT_ERROR';

/** The contact form's definition: one declaration for the module's machine and {@link contactFormLogic}. */
const contactForm: FormDefinition<ContactFormValues> = {
  id: 'contactForm',
  empty: EMPTY_CONTACT_FORM,
  errorCode: CONTACT_ERROR,
  resetOnPost: true,
};

/**
 * The contact form (000 §4: idle, sending, posted with the form reset, or error; no client-side
 * validation, docs/decisions/0128), a row of the one form machine.
 */
export const contactFormMachine = /* @__PURE__ */ createFormMachine(contactForm);

/** The contact form's machine with its call over the transport (POST /api/contact-us.json, 000 §7). */
export function contactFormLogic(options: Pick<ShopFacadeOptions, 'transport'>) {
  return createFormMachine(contactForm, { actors: contactFormActors(options.transport) });
}

/** The `submitForm` actor of the contact form. */
export function contactFormActors(transport: ShopTransport) {
  return {
    submitForm: fromPromise(({ input, signal }: { input: FormValues; signal: AbortSignal }) =>
      sendContactForm(transport, input as ContactFormValues, signal),
    ),
  };
}

/** The contact-form facade. */
export type ContactForm = FormFacade<ContactFormValues>;

/**
 * A standalone contact form.
 *
 * @example
 * ```ts
 * const contact = createContactForm({ transport });
 * const sent = await contact.submit({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });
 * if (!sent.ok) console.log(sent.error.code); // 'CONTACT_ERROR'
 * ```
 */
export function createContactForm(options: ShopFacadeOptions): ContactForm {
  return formFacade(startActor(contactFormLogic(options), options, FORM_SNAPSHOT_VERSION));
}

export { EMPTY_CONTACT_FORM };
export type { ContactFormValues };
