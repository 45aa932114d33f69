import type { FormValues } from './form.machine';

// The shop forms' values and empty forms, apart from their machines: a page can show an empty
// form before the forms' code is loaded (docs/decisions/0350) without bundling the machines.

/** The contact form's fields (000 §3 Contact form: email, name, phone, message). */
export interface ContactFormValues extends FormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message: string;
}

/** An empty contact form. */
export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };

/**
 * The intellectual-property report form (000 §2 form-dmca, §3 "DMCA report: email"). The email is
 * what the spec requires; name, URL and message are sent when filled in (docs/decisions/0128).
 */
export interface DmcaReportValues extends FormValues {
  readonly email: string;
  readonly name: string;
  readonly url: string;
  readonly message: string;
}

/** An empty DMCA report. */
export const EMPTY_DMCA_REPORT: DmcaReportValues = { email: '', name: '', url: '', message: '' };

/** The newsletter request: the e-mail (000 §7 body email) and whether to subscribe or unsubscribe. */
export interface NewsletterValues extends FormValues {
  readonly email: string;
  readonly subscribed: boolean;
}

/** An empty newsletter form (subscribing). */
export const EMPTY_NEWSLETTER: NewsletterValues = { email: '', subscribed: true };
