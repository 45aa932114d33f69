/**
 * The shopper's locale through createStorefront against the real platform-api in process (000 §9
 * "locale likewise when none is stored", 000 §3 per-locale description blocks; docs/decisions/0452):
 * `pricing.setLocale` changes the product description and the written prices at once, is kept in
 * the locale cookie, and reaches the storefront's event stream.
 */
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, LOCALE_COOKIE, type Storefront } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

async function open(
  domain: string,
  extra: Partial<Parameters<typeof createStorefront>[0]> = {},
): Promise<Storefront> {
  const storefront = createStorefront({
    domain,
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts(),
    ...extra,
  });
  running.push(storefront);
  const ready = await storefront.ready();
  if (!ready.ok) throw new Error(ready.error.code);
  return storefront;
}

describe('the locale a shopper picks (000 §9)', () => {
  it('setLocale changes the description and the written prices at once, without loading anything again', async () => {
    const ports = createMemoryPorts();
    const storefront = await open('localhost', { ports, query: { currency: 'EUR' } });
    expect(storefront.pricing.getSnapshot()).toMatchObject({ locale: 'en-US', locales: ['en-US', 'fr-FR'] });
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('the tee did not load');
    expect(product.value.description).toContain('Our heavyweight cotton tee');
    const price = product.value.variant.price;
    expect(storefront.pricing.format(price)).toMatch(/^€\d+\.\d{2}$/);

    const changes: string[] = [];
    storefront.on('locale.changed', ({ locale }) => changes.push(locale));
    // The cart made on start is not this test's (it waits a moment for another tab's, decision 0573).
    await storefront.cart.settled();
    const asked = platform.requests.length;
    expect(storefront.pricing.setLocale('fr-FR')).toEqual({ ok: true, value: 'fr-FR' });
    expect(changes).toEqual(['fr-FR']);
    const shown = storefront.catalog.getSnapshot().context.product;
    expect(shown?.description).toContain('Notre t-shirt en coton épais');
    expect(shown?.description).not.toContain('Our heavyweight');
    // The same amount, written the French way.
    expect(shown?.variant?.price).toEqual(price);
    expect(storefront.pricing.format(price)).toMatch(/^\d+,\d{2}\s€$/);
    expect(ports.cookies.get(LOCALE_COOKIE)).toBe('fr-FR');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(platform.requests.slice(asked)).toEqual([]);

    // The next page (a new storefront on the same cookies) starts in French.
    const next = await open('localhost', { ports: createMemoryPorts({ cookies: ports.cookies }) });
    expect(next.pricing.getSnapshot().locale).toBe('fr-FR');
  });

  it('a shop with one locale offers none to pick', async () => {
    const storefront = await open('euro.localhost');
    expect(storefront.pricing.getSnapshot().locales).toEqual([]);
    expect(storefront.pricing.setLocale('en-US')).toEqual({
      ok: false,
      error: { code: 'locale_not_offered' },
    });
  });
});
