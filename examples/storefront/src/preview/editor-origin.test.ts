import { describe, expect, it } from 'vitest';
import { platformAdminOrigin, previewEditorOrigin } from './editor-origin';

const at = (url: string) => {
  const { protocol, hostname, port, search } = new URL(url);
  return { protocol, hostname, port, search };
};

describe('platformAdminOrigin (decision 0435)', () => {
  it.each([
    ['http://localhost:3000/', 'http://127.0.0.1:3000'],
    ['http://euro.localhost:4100/cart', 'http://127.0.0.1:4100'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
  ])('trusts the reference admin on the same port for a loopback shop (%s)', (url, origin) => {
    expect(platformAdminOrigin(at(url))).toBe(origin);
  });

  it('trusts no editor on another host without a built-in origin', () => {
    expect(platformAdminOrigin(at('https://shop.example.com/'))).toBeUndefined();
  });
});

describe('previewEditorOrigin', () => {
  const page = (url: string, framed: boolean) => {
    const self: { location: ReturnType<typeof at>; parent: unknown } = { location: at(url), parent: null };
    self.parent = framed ? {} : self;
    return self;
  };

  it('is the admin origin only when framed with ?preview=true (001 §2)', () => {
    expect(previewEditorOrigin(page('http://localhost:3000/?preview=true', true))).toBe(
      'http://127.0.0.1:3000',
    );
    expect(previewEditorOrigin(page('http://localhost:3000/?preview=true', false))).toBeUndefined();
    expect(previewEditorOrigin(page('http://localhost:3000/', true))).toBeUndefined();
    expect(previewEditorOrigin(page('http://localhost:3000/?preview=1', true))).toBeUndefined();
  });

  it('never takes the origin from the URL', () => {
    expect(
      previewEditorOrigin(page('http://localhost:3000/?preview=true&editor_origin=https://evil.test', true)),
    ).toBe('http://127.0.0.1:3000');
  });

  it("keeps the first answer for the page's life (the editor's page changes drop the query)", () => {
    const framed = page('http://localhost:3000/?preview=true', true);
    expect(previewEditorOrigin(framed)).toBe('http://127.0.0.1:3000');
    framed.location = at('http://localhost:3000/products/preview');
    expect(previewEditorOrigin(framed)).toBe('http://127.0.0.1:3000');
  });
});
