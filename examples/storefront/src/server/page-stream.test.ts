import { describe, expect, it } from 'vitest';
import { EMBEDDED_ID } from './embedded';
import { framedStream, pageEtag, pageFrame } from './page-stream';

const TEMPLATE = [
  '<!doctype html><html><head>',
  '<meta name="description" content="An online shop." /><title>Shop</title>',
  '<script type="module" src="/assets/index.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

/** A stream of `chunks` that hands out nothing before `open()` (React still rendering). */
function chunked(chunks: readonly string[]) {
  const encoder = new TextEncoder();
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { sent: 0, cancelled: false, open };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await opened;
      const next = chunks[state.sent];
      if (next === undefined) controller.close();
      else {
        state.sent += 1;
        controller.enqueue(encoder.encode(next));
      }
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('pageFrame', () => {
  it("puts the page's head in place of the template's title and description, the state after the root", () => {
    const frame = pageFrame(
      TEMPLATE,
      '<title>Tee | Shop</title>',
      { snapshot: { title: '</script>' } },
      'en-US',
    );
    expect(frame.before).toContain('<title>Tee | Shop</title>');
    expect(frame.before).not.toContain('<title>Shop</title>');
    expect(frame.before).not.toContain('An online shop.');
    expect(frame.before.endsWith('<div id="root">')).toBe(true);
    expect(frame.after.startsWith('</div>')).toBe(true);
    expect(frame.after).toContain(`<script id="${EMBEDDED_ID}" type="application/json">`);
    // the state is escaped for a script element: it cannot close it
    expect(frame.after).not.toContain('"</script>"');
    expect(frame.after.endsWith('</body></html>')).toBe(true);
  });

  // decision 0460: the head is the page's, escaped, as written: a `$` in a product's name is text,
  // not a replacement pattern (`$$` one dollar, `$'` the rest of the template).
  it("writes a head with dollar signs as it is: 'Ca$$h', and `$'` in JSON-LD, once", () => {
    const head = `<title>Ca$$h Tee</title><script type="application/ld+json">{"d":"5$'s $& $\`"}</script>`;
    const frame = pageFrame(TEMPLATE, head, {}, 'en-US');
    expect(frame.before).toContain(head);
    expect(frame.before.split('<div id="root"').length - 1).toBe(1);
    expect(frame.before.endsWith('<div id="root">')).toBe(true);
  });

  // Decision 0452: "The storefront keeps <html lang> on the locale" (000 §9): the page is labelled
  // in the locale it is rendered in from its first byte, not in the template's English.
  it("labels the page in its locale: the template's <html lang> replaced, its other attributes kept", () => {
    const template = TEMPLATE.replace('<html>', '<html class="js" lang="en">');
    const frame = pageFrame(template, '<title>Tee</title>', {}, 'fr-FR');
    expect(frame.before).toContain('<html class="js" lang="fr-FR">');
    expect(frame.before).not.toContain('lang="en"');
    // a template without a lang gets one
    expect(pageFrame(TEMPLATE, '', {}, 'en-US').before).toContain('<html lang="en-US">');
  });

  it('refuses a template without the root element', () => {
    expect(() => pageFrame('<html></html>', '', {}, 'en-US')).toThrow(/root/);
  });
});

describe('framedStream', () => {
  it('sends the head before React has rendered anything, then the body, then the rest', async () => {
    const frame = pageFrame(TEMPLATE, '<title>Tee</title>', { snapshot: 1 }, 'en-US');
    const body = chunked(['<h1>Tee</h1>', '<p>$10.00</p>']);
    let done = 0;
    const reader = framedStream(frame, body.stream, () => {
      done += 1;
    }).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe(frame.before);
    expect(body.state.sent).toBe(0);
    body.state.open();
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += decoder.decode(next.value);
    expect(rest).toBe(`<h1>Tee</h1><p>$10.00</p>${frame.after}`);
    expect(done).toBe(1);
  });

  it('calls done once and cancels the render when the reader goes away', async () => {
    const frame = pageFrame(TEMPLATE, '', {}, 'en-US');
    const body = chunked(['<h1>Tee</h1>', '<p>more</p>']);
    let done = 0;
    const reader = framedStream(frame, body.stream, () => {
      done += 1;
    }).getReader();
    await reader.read();
    body.state.open();
    await reader.read();
    await reader.cancel('gone');
    expect(done).toBe(1);
    expect(body.state.cancelled).toBe(true);
  });
});

describe('pageEtag', () => {
  it('is the same for the same page, another for other data, URL or status', () => {
    const frame = pageFrame(TEMPLATE, '<title>Tee</title>', { snapshot: 1 }, 'en-US');
    const tag = pageEtag(frame, '/products/tee', 200);
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(
      pageEtag(pageFrame(TEMPLATE, '<title>Tee</title>', { snapshot: 1 }, 'en-US'), '/products/tee', 200),
    ).toBe(tag);
    expect(
      pageEtag(pageFrame(TEMPLATE, '<title>Tee</title>', { snapshot: 2 }, 'en-US'), '/products/tee', 200),
    ).not.toBe(tag);
    expect(pageEtag(frame, '/products/tee?variant=2', 200)).not.toBe(tag);
    expect(pageEtag(frame, '/products/tee', 404)).not.toBe(tag);
  });
});
