/**
 * Shared fixtures of the tracking tests: the facades' shapes (a catalogue product, cart lines, a
 * completed checkout), a transport whose fetch records the tracker's calls, and stand-in vendor
 * "scripts": a ScriptLoader whose load defines the vendor's global, recording what it receives.
 * @internal
 */
import { createTransport, type Transport } from '@vitrine/api-client';
import type { CartLine } from '@vitrine/core-cart';
import type { Product } from '@vitrine/core-catalog';
import type { Checkout } from '@vitrine/core-checkout';
import type { Money } from '@vitrine/core-pricing';
import type { ScriptLoader } from '@vitrine/ports';
import type { Globals } from './sinks/sink.types';
import type { PageContext, TrackingSettings } from './tracking.types';

export const usd = (amount: number): Money => ({ amount, currency: 'USD' });

export const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const PAGE: PageContext = {
  pageUrl: 'https://shop.test/products/classic-tee?utm_source=newsletter&variant=11',
  referrer: 'https://www.google.com/',
  userAgent: CHROME_UA,
  timezoneOffset: -60,
};

export function product(id = '1', variants = 1): Product {
  return {
    id,
    handle: `tee-${id}`,
    title: `Tee ${id}`,
    description: '',
    metaTitle: null,
    metaDescription: null,
    vendor: null,
    productType: null,
    tags: [],
    image: `https://img.test/${id}.png`,
    url: null,
    available: true,
    canPreview: false,
    options: [],
    variants: Array.from({ length: variants }, (_, i) => ({
      id: `${id}0${i + 1}`,
      title: null,
      available: true,
      price: usd(1999 + i * 100),
      compareAtPrice: null,
      sku: null,
      quantity: null,
      image: null,
      options: {},
    })),
    images: [],
    customOptions: [],
    collections: [],
    price: usd(1999),
    compareAtPrice: null,
    createdAt: null,
    updatedAt: null,
  };
}

export function cartLine(variantId = '101', quantity = 2): CartLine {
  return {
    id: `li_${variantId}`,
    variantId,
    productId: '1',
    title: 'Tee 1',
    variantTitle: 'M',
    handle: 'tee-1',
    image: 'https://img.test/1.png',
    quantity,
    price: usd(1999),
    lineTotal: usd(1999 * quantity),
    properties: [],
    pending: false,
  };
}

export function checkout(
  options: { orderId?: string; paymentMethod?: string; lines?: number } = {},
): Checkout {
  const lines = Array.from({ length: options.lines ?? 1 }, (_, i) => ({
    productId: String(i + 1),
    variantId: `${i + 1}01`,
    title: `Tee ${i + 1}`,
    quantity: 2,
    price: usd(1999),
    linePrice: usd(3998),
    handle: `tee-${i + 1}`,
  }));
  return {
    token: 'co_1',
    step: options.orderId ? 'thank_you' : 'contact_information',
    usingSameAddress: true,
    discount: { code: 'SAVE10', applied: true },
    freeShipping: false,
    totals: {
      lines,
      lineItems: usd(3998 * lines.length),
      subtotal: usd(3998 * lines.length),
      discounts: usd(0),
      shipping: usd(500),
      tax: usd(320),
      total: usd(3998 * lines.length + 820),
    },
    ...(options.orderId ? { order: { id: options.orderId, name: `#${options.orderId}` } } : {}),
    paymentMethod: { code: options.paymentMethod ?? 'stripe' },
    stockCanNotFulfill: [],
    inStripePaymentIntent: false,
    inStripeDestinationCharge: false,
  };
}

/** Settings of a shop with every sink on. */
export const ALL_SINKS: TrackingSettings = {
  shopDomain: 'localhost',
  shopId: '1',
  preferences: {
    gaId: 'G-TEST',
    gaEnhancedEcommerce: true,
    gadsConversionId: 'AW-1',
    gadsConversionLabel: 'abc',
    fbPixelId: 'px1',
    fbAdvancedAnalytics: true,
    fbUsingTotal: true,
    klaviyoApiKey: 'kl1',
  },
};

/**
 * A transport whose fetch answers the tracker with success and records each query; `fail` makes a
 * call a network failure, `status` answers a call with another HTTP status (not recorded).
 */
export function recordingTransport(
  options: { fail?: () => boolean; status?: (query: Record<string, string>) => number } = {},
) {
  const calls: Record<string, string>[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (options.fail?.()) throw new TypeError('fetch failed');
    const query = Object.fromEntries(url.searchParams);
    const status = options.status?.(query) ?? 200;
    if (status !== 200)
      return new Response(JSON.stringify({ success: false }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    calls.push(query);
    return new Response(JSON.stringify({ code: 200, success: true }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const transport: Transport = createTransport({
    baseURL: 'http://platform.test',
    shopDomain: 'localhost',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { transport, calls };
}

/** What the stand-in vendor globals received. */
export interface VendorCalls {
  readonly gtag: unknown[][];
  readonly fbq: unknown[][];
  readonly klaviyo: unknown[][];
}

/**
 * Stand-in vendor scripts: loading gtag.js defines `gtag`, fbevents.js defines `fbq`, klaviyo.js
 * defines `_learnq` (at once, or only when `defineKlaviyo()` is called); a source in `failing`
 * rejects.
 */
export function standInScripts(options: { failing?: readonly string[]; klaviyoLater?: boolean } = {}) {
  const globals: Globals = {};
  const calls: VendorCalls = { gtag: [], fbq: [], klaviyo: [] };
  const loaded: string[] = [];
  const defineKlaviyo = () => {
    globals._learnq = { push: (...items: unknown[]) => calls.klaviyo.push(...(items as unknown[][])) };
  };
  const scripts: ScriptLoader = {
    async load(src) {
      loaded.push(src);
      if (options.failing?.some((failing) => src.includes(failing))) throw new Error(`Failed to load ${src}`);
      if (src.includes('googletagmanager.com'))
        globals.gtag = (...args: unknown[]) => {
          calls.gtag.push(args);
        };
      if (src.includes('fbevents.js'))
        globals.fbq = (...args: unknown[]) => {
          calls.fbq.push(args);
        };
      if (src.includes('klaviyo.js') && !options.klaviyoLater) defineKlaviyo();
    },
  };
  return { globals, calls, loaded, scripts, defineKlaviyo };
}

/** Lets promises and the machine settle. */
export const settle = async (rounds = 10): Promise<void> => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
