import * as z from 'zod/mini';
import { FeatureFlag, RedirectEntry } from '../schemas/catalog';
import { AnyEnvelope, envelope, SuccessEnvelope } from '../schemas/common';
import { ContactForm, EmailPayload, Page, PasswordValidation, ShopBootstrap } from '../schemas/shop';
import { defineEndpoint } from './define';
import { trackerTrack } from './tracker';

/** The feature-switch time-out (000 §9, 001 §9). */
export const FEATURE_SWITCH_TIMEOUT_MS = 2000;

/** GET the shop's data by host domain (000 §1, §7). A 404 means the domain is wrong. */
export const bootstrap = /* @__PURE__ */ defineEndpoint({
  id: 'bootstrap',
  method: 'GET',
  path: '/api/bootstrap/{domain}.json',
  query: z.lazy(() => z.object({ theme_preview_id: z.optional(z.string()) })),
  response: z.lazy(() => envelope(ShopBootstrap, { statusCode: z.optional(z.number()) })),
});

/** GET a page by handle (000 §7); 404 when missing. */
export const pageByHandle = /* @__PURE__ */ defineEndpoint({
  id: 'pages.byHandle',
  method: 'GET',
  path: '/api/pages.json',
  query: z.lazy(() => z.object({ handle: z.string() })),
  response: z.lazy(() => envelope(Page)),
});

/** GET pages by a comma-joined list of handles (000 §7). */
export const pagesByHandles = /* @__PURE__ */ defineEndpoint({
  id: 'pages.byHandles',
  method: 'GET',
  path: '/api/pages/pages-by-handles.json',
  query: z.lazy(() => z.object({ handles: z.string() })),
  response: z.lazy(() => envelope(z.array(Page))),
});

/** POST the contact form (000 §7): name, email, phone, message; success is returned. */
export const contactSend = /* @__PURE__ */ defineEndpoint({
  id: 'contact.send',
  method: 'POST',
  path: '/api/contact-us.json',
  body: ContactForm,
  response: SuccessEnvelope,
});

/** GET the DMCA (intellectual-property) form settings (000 §7). */
export const dmcaGet = /* @__PURE__ */ defineEndpoint({
  id: 'dmca.get',
  method: 'GET',
  path: '/api/dmca.json',
  response: AnyEnvelope,
});

/** POST a DMCA report with an email (000 §7). */
export const dmcaReport = /* @__PURE__ */ defineEndpoint({
  id: 'dmca.report',
  method: 'POST',
  path: '/api/dmca.json',
  body: z.lazy(() =>
    z.object({
      email: z.string(),
      name: z.optional(z.string()),
      message: z.optional(z.string()),
      url: z.optional(z.string()),
    }),
  ),
  response: SuccessEnvelope,
});

/** POST the store password (000 §5, §7; path not shown: docs/decisions/0003-unshown-paths-and-payloads.md). */
export const passwordValidate = /* @__PURE__ */ defineEndpoint({
  id: 'password.validate',
  method: 'POST',
  path: '/api/password/validate.json',
  body: z.lazy(() => z.object({ password: z.string() })),
  response: PasswordValidation,
});

/** GET the redirect for a path (000 §7), used when the bootstrap list is shorter than its count. */
export const catalogRedirects = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.redirects',
  method: 'GET',
  path: '/api/catalog/redirects.json',
  query: z.lazy(() => z.object({ handle: z.string() })),
  response: z.lazy(() => envelope(z.nullable(RedirectEntry))),
});

/** GET the feature switches (000 §7), with the 2000 ms time-out of 000 §9. */
export const featureSwitch = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.featureSwitch',
  method: 'GET',
  path: '/api/catalog/feature-switch.json',
  response: z.lazy(() => envelope(z.array(FeatureFlag))),
  timeout: FEATURE_SWITCH_TIMEOUT_MS,
});

/** GET the visitor's country (000 §7: result.country_code). */
export const locationLookup = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.locationLookup',
  method: 'GET',
  path: '/api/catalog/location-lookup.json',
  response: z.lazy(() => envelope(z.looseObject({ country_code: z.string() }))),
});

/** GET catalogue validation (000 §7; its use is not shown). */
export const catalogValidate = /* @__PURE__ */ defineEndpoint({
  id: 'catalog.validate',
  method: 'GET',
  path: '/api/catalog/validate.json',
  response: AnyEnvelope,
});

/** POST newsletter subscription (000 §7). */
export const userSubscribe = /* @__PURE__ */ defineEndpoint({
  id: 'user.subscribe',
  method: 'POST',
  path: '/api/user/subscribe.json',
  body: EmailPayload,
  response: SuccessEnvelope,
});

/** DELETE newsletter subscription (000 §7). */
export const userUnsubscribe = /* @__PURE__ */ defineEndpoint({
  id: 'user.unsubscribe',
  method: 'DELETE',
  path: '/api/user/subscribe.json',
  body: EmailPayload,
  response: SuccessEnvelope,
});

/** The shop, pages and forms rows of the table. */
export const shopEndpoints = {
  bootstrap,
  'pages.byHandle': pageByHandle,
  'pages.byHandles': pagesByHandles,
  'contact.send': contactSend,
  'dmca.get': dmcaGet,
  'dmca.report': dmcaReport,
  'password.validate': passwordValidate,
  'catalog.redirects': catalogRedirects,
  'catalog.featureSwitch': featureSwitch,
  'catalog.locationLookup': locationLookup,
  'catalog.validate': catalogValidate,
  'user.subscribe': userSubscribe,
  'user.unsubscribe': userUnsubscribe,
  'tracker.track': trackerTrack,
} as const;
