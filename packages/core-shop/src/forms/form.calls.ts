import { contactSend, dmcaReport, userSubscribe, userUnsubscribe } from '@vitrine/api-client';
import type { ShopTransport } from '../shop.calls';
import type { SubmissionResult } from '../submission';
import type { ContactFormValues } from './contact.form';
import type { DmcaReportValues } from './dmca.form';

// The forms' calls, apart from the shop calls a first page makes (`shop.calls.ts`): the forms load
// on first use (docs/decisions/0350), so only their chunk carries these (docs/decisions/0353).

/** Posts the contact form (000 §7 POST /api/contact-us.json: name, email, phone, message). */
export async function sendContactForm(
  transport: ShopTransport,
  form: ContactFormValues,
  signal?: AbortSignal,
): Promise<SubmissionResult> {
  const phone = form.phone.trim();
  const body = {
    name: form.name.trim(),
    email: form.email.trim(),
    message: form.message,
    ...(phone === '' ? {} : { phone }),
  };
  const answer = await transport.send(contactSend, { body }, signal === undefined ? {} : { signal });
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}

/** Posts a DMCA report (000 §7 POST /api/dmca.json with email; filled-in extras are sent too). */
export async function sendDmcaReport(
  transport: ShopTransport,
  report: DmcaReportValues,
  signal?: AbortSignal,
): Promise<SubmissionResult> {
  const extras = Object.fromEntries(
    (['name', 'url', 'message'] as const)
      .map((field) => [field, report[field].trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  const answer = await transport.send(
    dmcaReport,
    { body: { email: report.email.trim(), ...extras } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}

/** Subscribes (POST) or unsubscribes (DELETE) an e-mail to the newsletter (000 §7 /api/user/subscribe.json). */
export async function setNewsletterSubscription(
  transport: ShopTransport,
  email: string,
  subscribed: boolean,
  signal?: AbortSignal,
): Promise<SubmissionResult> {
  const answer = await transport.send(
    subscribed ? userSubscribe : userUnsubscribe,
    { body: { email: email.trim() } },
    signal === undefined ? {} : { signal },
  );
  return answer.ok ? { ok: true, answer: answer.data } : { ok: false, failure: answer.failure };
}
