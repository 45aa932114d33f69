import * as z from 'zod/mini';
import { SuccessEnvelope } from '../schemas/common';
import { defineEndpoint } from './define';

// In a module of its own (not endpoints/shop.ts): only tracking calls it, so a storefront's first
// page does not carry it (docs/decisions/0352).

/** The analytics tracker (000 §7, 001 §7 Analytics): one GET per funnel event. */
export const trackerTrack = /* @__PURE__ */ defineEndpoint({
  id: 'tracker.track',
  method: 'GET',
  path: '/api/actions.json',
  query: z.lazy(() =>
    z.object({
      event: z.string(),
      session_id: z.string(),
      tracked_events: z.optional(z.string()),
      is_tracked_previous_event: z.optional(z.boolean()),
      customer_id: z.optional(z.string()),
      distinct_id: z.optional(z.string()),
      sources: z.optional(z.string()),
      shop_domain: z.optional(z.string()),
      /** JSON of the params: clientDevice, clientBrowser, timestamp, timezone_offset, page_url, url_query, referrer. */
      params: z.optional(z.string()),
    }),
  ),
  response: SuccessEnvelope,
  retry: 0,
});
