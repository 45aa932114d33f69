import { fromPromise } from 'xstate';
import type { FetchShopBootstrapInput } from './bootstrap/bootstrap.machine';
import type { ContactFormValues } from './contact/contact.machine';
import type { DmcaReportValues } from './dmca/dmca.machine';
import type { NewsletterRequest } from './newsletter/newsletter.machine';
import {
  fetchPage,
  fetchShopBootstrap,
  lookupRedirect,
  type ShopClient,
  sendContactForm,
  sendDmcaReport,
  setNewsletterSubscription,
  validateStorePassword,
} from './shop.calls';

/**
 * The named actors of the core-shop machines, over the API client. Each resolves to a result value
 * and aborts its request when the machine stops waiting.
 *
 * @example
 * ```ts
 * const actors = shopActors(client);
 * createActor(shopBootstrapMachine.provide({ actors }), { input: { domain } });
 * createActor(contactFormMachine.provide({ actors }));
 * ```
 */
export function shopActors(client: ShopClient) {
  return {
    fetchShopBootstrap: fromPromise(
      ({ input, signal }: { input: FetchShopBootstrapInput; signal: AbortSignal }) =>
        fetchShopBootstrap(client, input, signal),
    ),
    fetchPage: fromPromise(({ input, signal }: { input: { handle: string }; signal: AbortSignal }) =>
      fetchPage(client, input.handle, signal),
    ),
    lookupRedirect: fromPromise(({ input, signal }: { input: { path: string }; signal: AbortSignal }) =>
      lookupRedirect(client, input.path, signal),
    ),
    sendContactForm: fromPromise(({ input, signal }: { input: ContactFormValues; signal: AbortSignal }) =>
      sendContactForm(client, input, signal),
    ),
    sendDmcaReport: fromPromise(({ input, signal }: { input: DmcaReportValues; signal: AbortSignal }) =>
      sendDmcaReport(client, input, signal),
    ),
    subscribeNewsletter: fromPromise(({ input, signal }: { input: NewsletterRequest; signal: AbortSignal }) =>
      setNewsletterSubscription(client, input.email, true, signal),
    ),
    unsubscribeNewsletter: fromPromise(
      ({ input, signal }: { input: NewsletterRequest; signal: AbortSignal }) =>
        setNewsletterSubscription(client, input.email, false, signal),
    ),
    validateStorePassword: fromPromise(
      ({ input, signal }: { input: { password: string }; signal: AbortSignal }) =>
        validateStorePassword(client, input.password, signal),
    ),
  };
}
