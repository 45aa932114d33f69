/**
 * The custom-options facade against the reference platform (examples/platform-api) in process:
 * the real transport, the real Hono app, its seeded demo shop (the custom photo mug carries one
 * option of every type) on an in-memory database.
 */
import { catalogProduct, createTransport, type Transport } from '@vitrine/api-client';
import { createApp } from '@vitrine/platform-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomOptions, type CustomOptionsProduct } from './custom-options.facade';
import { customOptionsFromWire } from './custom-options.map';
import { selectOptionError, selectVisibleOptions } from './custom-options.selectors';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';

let transport: Transport;
let mug: CustomOptionsProduct;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-custom-options-'));
  const platform = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    platform.app.fetch(new Request(input, init));
  transport = createTransport({
    baseURL: 'http://localhost',
    shopDomain: 'localhost',
    fetch: fetch as typeof globalThis.fetch,
  });
  const product = await transport.send(catalogProduct, { query: { handle: 'custom-photo-mug' } });
  if (!product.ok) throw new Error(`mug missing: ${product.failure.kind}`);
  mug = { customOptions: customOptionsFromWire(product.data.result.custom_options) };
}, 120_000);

afterAll(async () => {
  await close?.();
});

const names = (form: ReturnType<typeof createCustomOptions>) =>
  selectVisibleOptions(form.getSnapshot()).map((option) => option.name);

describe('createCustomOptions against the reference platform (000 §4, §5)', () => {
  it('fills the mug form, uploads a photo for real and gives the cart properties', async () => {
    const form = createCustomOptions(mug, { transport, allowedCharactersEnabled: true });
    const submitted: unknown[] = [];
    form.on('custom_options.submitted', (event) => submitted.push(event.properties));

    // 000 §5: the gift message shows only when Extras holds 'gift-card'.
    expect(names(form)).not.toContain('Gift message');

    // 000 §5: required options block the submit with the spec's texts.
    const blocked = await form.submit();
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) {
      expect(blocked.error.code).toBe('invalid');
      expect(blocked.error.errors.map((error) => error.message)).toEqual([
        'Please upload a file.',
        'Please finish this field.',
      ]);
    }

    expect((await form.change('106', ['gift-card'])).ok).toBe(true);
    expect(names(form)).toContain('Gift message');
    await form.change('105', 'Al & Jo');
    await form.change('107', 'Love you 🎉');

    const photo = await form.selectFile('104', {
      name: 'photo.png',
      size: 4,
      type: 'image/png',
      data: new Uint8Array([137, 80, 78, 71]),
    });
    expect(photo.ok).toBe(true);
    const url = photo.ok ? photo.value.url : '';
    expect(url).toMatch(/^https?:\/\//);

    // 'Al & Jo' has a symbol, which the name option does not accept (000 §5 allowed characters).
    const invalid = await form.submit();
    expect(invalid.ok).toBe(false);
    expect(selectOptionError(form.getSnapshot(), '105')?.message).toBe(
      'Your custom text has invalid characters. We only accept letters, digits.',
    );

    await form.change('105', 'Al');
    const result = await form.submit();
    expect(result).toEqual({
      ok: true,
      value: [
        { name: 'Finish', value: 'glossy' },
        { name: 'Size', value: '11oz' },
        { name: 'Frame', value: 'Plain' },
        { name: 'Your photo', value: url },
        { name: 'Name on mug', value: 'Al' },
        { name: 'Extras', value: 'gift-card' },
        { name: 'Gift message', value: 'Love you 🎉' },
      ],
    });
    expect(submitted).toHaveLength(1);
    form.stop();
  });

  it('refuses a file over the option size before any upload, and hidden options', async () => {
    const form = createCustomOptions(mug, { transport });
    const big = await form.selectFile('104', {
      name: 'huge.png',
      size: 21 * 1024 * 1024,
      type: 'image/png',
      data: new Uint8Array(1),
    });
    expect(big).toMatchObject({ ok: false, error: { code: 'upload_maximum_file' } });
    expect(selectOptionError(form.getSnapshot(), '104')?.message).toBe('Maximum file size is 20 MB');
    expect(await form.change('107', 'hidden')).toMatchObject({
      ok: false,
      error: { code: 'option_not_shown' },
    });
    form.stop();
  });

  it('persists the form and restores it as it was', async () => {
    const form = createCustomOptions(mug, { transport });
    await form.change('102', '15oz');
    await form.change('106', ['gift-card']);
    const saved = form.persist();
    form.stop();
    const restored = createCustomOptions(mug, { transport, snapshot: saved });
    expect(restored.getSnapshot().context.values['102']).toBe('15oz');
    expect(names(restored)).toContain('Gift message');
    // A snapshot of another version is dropped: the form starts from the defaults.
    const fresh = createCustomOptions(mug, { transport, snapshot: { ...saved, version: 999 } });
    expect(fresh.getSnapshot().context.values['102']).toBe('11oz');
    restored.stop();
    fresh.stop();
  });
});
