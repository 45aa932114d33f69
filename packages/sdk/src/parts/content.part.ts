import { type Auth, selectUser } from '@vitrine/core-auth';
import {
  contactFormLogic,
  dmcaReportLogic,
  formFacade,
  newsletterFacade,
  type Newsletter,
  newsletterLogic,
  type Preview,
  previewFacade,
  previewLogic,
} from '@vitrine/core-shop';
import type { StorefrontForms } from '../storefront.types';
import type { Unsubscribe } from '@vitrine/ports';
import type { PartHost } from './host';

/** Whether two e-mails are one address: trimmed, in any case. */
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The footer's newsletter form and the account's newsletter block show one subscription (000 §4
 * Newsletter: "subscribed is null, becomes true after subscribe and false after unsubscribe"): when
 * the form subscribes or unsubscribes the signed-in customer's own e-mail, the customer's
 * `subscribed` follows, without a second call. Wired when the forms part loads, in its chunk (not the first load's). @internal
 */
export function wireNewsletter(newsletter: Newsletter, customer: Auth): Unsubscribe {
  return newsletter.on('form.posted', ({ values }) => {
    const user = selectUser(customer.getSnapshot());
    if (user !== null && sameEmail(values.email, user.email)) customer.newsletterChanged(values.subscribed);
  });
}

/** The shop forms, loaded when a page first asks for one. @internal */
export function formsPart(host: PartHost): StorefrontForms {
  const { transport } = host;
  const newsletter = newsletterFacade(host.spawn('newsletter', newsletterLogic({ transport })));
  // 000 §4 Newsletter, one subscription: the signed-in customer's own e-mail posted here is the
  // account's newsletter block too.
  host.onStop(wireNewsletter(newsletter, host.customer));
  return {
    contact: formFacade(host.spawn('contactForm', contactFormLogic({ transport }))),
    dmca: formFacade(host.spawn('dmcaReport', dmcaReportLogic({ transport }))),
    newsletter,
  };
}

/**
 * The live preview (001 §2), loaded when asked for or at once inside the editor's frame. It starts
 * from the shop's saved theme settings once the shop data is known (001 §3 Theme state includes
 * the settings), so a redraw carries the saved ones with the editor's. @internal
 */
export function previewPart(host: PartHost): Preview {
  const preview = previewFacade(
    host.spawn('preview', previewLogic(), { editorOrigin: host.options.editorOrigin ?? '' }),
    { ports: host.ports },
  );
  void host.shop.ready().then((shop) => {
    if (shop.ok) void preview.savedSettings(shop.value.theme.settings);
  });
  return preview;
}
