/**
 * The HTML of a server-rendered page as a stream (issue 18, docs/decisions/0464): the client
 * build's index.html up to `<div id="root">` with the page's head goes out first, then React's
 * stream of the page, then the embedded state and the rest of the template.
 */
import { createHash } from 'node:crypto';
import { EMBEDDED_ID } from './embedded';
import { paintFirst } from './paint-first';
import { escapeHtml, scriptJson } from './seo';

/** Where React's markup goes in the client build's index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** The template around the page's markup: its head filled in, the embedded state after the root. */
export interface PageFrame {
  /** Everything before the page's markup, `<div id="root">` included. */
  readonly before: string;
  /** The root's end, the embedded state, and the end of the document. */
  readonly after: string;
}

/**
 * Splits the client build's index.html around the page's markup: `<html lang>` the page's locale,
 * the page's head tags in place of the template's title and description, and the embedded state
 * (`scriptJson`, escaped for a script element) right after the root, followed by the loader of
 * the page's code (`paintFirst`).
 *
 * @param lang - the locale the page is rendered in (`pricing.getSnapshot().locale`): decision 0452
 *   "The storefront keeps `<html lang>` on the locale" (000 §9), from the first byte, so assistive
 *   technology and search engines read a French page as French before its code runs; the browser
 *   keeps the same value once hydrated (app/document-language.ts).
 * @example
 * ```ts
 * const { before, after } = pageFrame(template, headTags(seo), { snapshot }, 'fr-FR');
 * ```
 */
export function pageFrame(template: string, head: string, embedded: unknown, lang: string): PageFrame {
  const code = paintFirst(template);
  const withHead = code.template
    // the template's own lang (index.html says "en") gives way to the page's; other attributes stay
    .replace(
      /<html\b([^>]*)>/i,
      (_tag, attributes: string) =>
        `<html${attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '')} lang="${escapeHtml(lang)}">`,
    )
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    // a function, so a `$` in the head is text, not a replacement pattern (a product "Ca$$h")
    .replace('</head>', () => `  ${head}\n  </head>`);
  const at = withHead.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`the template has no ${ROOT_ELEMENT}`);
  const open = ROOT_ELEMENT.slice(0, ROOT_ELEMENT.indexOf('</div>'));
  const state = `<script id="${EMBEDDED_ID}" type="application/json">${scriptJson(embedded)}</script>`;
  return {
    before: `${withHead.slice(0, at)}${open}`,
    after: `</div>\n    ${state}${code.loader}${withHead.slice(at + ROOT_ELEMENT.length)}`,
  };
}

/**
 * A strong ETag of a page from what its bytes are made of: the frame (the build's template, the
 * head, the embedded state: the data every element is rendered from) and what else the render
 * reads (the URL rendered and the status). Known before the page is rendered, so a 304 renders
 * nothing and a 200 streams.
 */
export function pageEtag(frame: PageFrame, rendered: string, status: number): string {
  const hash = createHash('sha1');
  for (const part of [frame.before, frame.after, rendered, String(status)]) hash.update(part).update('\0');
  return `"${hash.digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2): a list of tags, compared
 * weakly (`W/"x"` names `"x"`: a CDN that compressed the page weakens its tag), or `*`.
 */
export function ifNoneMatchNames(header: string | null, etag: string): boolean {
  if (header === null) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * `before`, then every chunk of `body`, then `after`, as one byte stream; `done` is called once,
 * when the stream ended, failed or was cancelled (the reader went away).
 */
export function framedStream(
  frame: PageFrame,
  body: ReadableStream<Uint8Array>,
  done: () => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = body.getReader();
  let finished = false;
  const finish = (): void => {
    if (finished) return;
    finished = true;
    done();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(frame.before));
    },
    async pull(controller) {
      try {
        const next = await reader.read();
        if (next.done) {
          controller.enqueue(encoder.encode(frame.after));
          controller.close();
          finish();
          return;
        }
        controller.enqueue(next.value);
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    async cancel(reason) {
      finish();
      await reader.cancel(reason);
    },
  });
}
