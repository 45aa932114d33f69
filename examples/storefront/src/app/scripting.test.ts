/**
 * `installPageScripting` against the real platform-api in process: `window.Vitrine.product.get`
 * reads through a catalogue of its own (docs/decisions/0303), which must be sent as the page's
 * own calls are.
 */
import { createMemoryPorts } from '@vitrine/ports';
import { createStorefront, type Storefront } from '@vitrine/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PLATFORM_URL,
  startPlatform,
  type TestPlatform,
} from '../../../../packages/sdk/test/harness/platform';
import { installPageScripting } from './scripting';

let platform: TestPlatform;
const running: Storefront[] = [];
const uninstalls: (() => void)[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const uninstall of uninstalls.splice(0)) uninstall();
  for (const storefront of running.splice(0)) storefront.stop();
  vi.unstubAllGlobals();
});

describe('installPageScripting', () => {
  // 000 §5 / decision 0260: every API call of a locked shop answers 401 until x-store-password
  // holds the hash the password gave; 000 §7: "A digest cookie value, if present, is appended as
  // a digest query parameter."
  it('on a locked shop, after the shopper entered the password, Vitrine.product.get resolves and sends the digest', async () => {
    const ports = createMemoryPorts();
    const storefront = createStorefront({
      domain: 'locked.localhost',
      baseUrl: PLATFORM_URL,
      fetch: platform.fetch,
      ports,
      path: '/',
    });
    running.push(storefront);
    expect((await storefront.ready()).ok).toBe(false);
    expect((await storefront.storePassword.submit('letmein')).ok).toBe(true);
    expect((await storefront.shop.ready()).ok).toBe(true);
    const preview = await storefront.catalog.collection('preview');
    if (!preview.ok) throw new Error('the unlocked shop shows its collection');
    const handle = preview.value.products[0]?.handle;
    if (handle === undefined) throw new Error('the collection has a product');
    ports.cookies.set('digest', 'd-42');

    // The page's own origin is the platform's (the interface's catalogue fetches on it).
    vi.stubGlobal('fetch', platform.fetch);
    const page = { location: new URL('http://locked.localhost/') } as unknown as Window;
    const installation = installPageScripting(storefront, page, ports);
    uninstalls.push(() => installation.uninstall());
    const asked = platform.urls.length;

    await expect(installation.api.product.get(handle)).resolves.toMatchObject({ handle });
    const reads = platform.urls.slice(asked).filter((url) => url.searchParams.get('handle') === handle);
    expect(reads.length).toBeGreaterThan(0);
    for (const url of reads) expect(url.searchParams.get('digest')).toBe('d-42');
  });
});
