import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsGzip, MIN_GZIP_BYTES } from './content-coding';
import { failureBody } from './errors';
import { bodyEtagsOf, gzipEtagOf } from './http-cache';
import { ASSETS_PATH } from './storefront';

/**
 * What the storefront's server entry (examples/storefront/src/entry-server.tsx, built into
 * `dist/server/entry-server.js`) exports: an answer for a storefront request, or `null` when the
 * static handler should serve the file or the client shell.
 */
export interface ServerEntry {
  handleRequest(
    request: Request,
    options: { readonly fetch: typeof globalThis.fetch; readonly template: string },
  ): Promise<Response | null>;
}

/** Where the server entry sits in a storefront build. */
export const SERVER_ENTRY_PATH = join('server', 'entry-server.js');

function isServerEntry(value: unknown): value is ServerEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { handleRequest?: unknown }).handleRequest === 'function'
  );
}

/** A server renderer over one storefront build. */
export interface ServerRenderer {
  /**
   * The storefront's answer to a request (robots.txt, a sitemap, a server-rendered page), or
   * `null` when the build has no server entry or the request is not for it.
   */
  render(request: Request): Promise<Response | null>;
}

/**
 * The server render of the storefront build in `root` (docs/decisions/0460): when the build has a
 * server entry, it is imported once (again when the file changes) and given every GET of a
 * storefront path with `fetch`, the platform answering in process (no socket, no port to know,
 * the same request pipeline as any client), and the client build's index.html as its template.
 * A build without one (an older build) renders nothing: the client shell is served as before.
 */
export function serverRenderer(root: string, fetch: typeof globalThis.fetch): ServerRenderer {
  const entryFile = join(root, SERVER_ENTRY_PATH);
  const templateFile = join(root, 'index.html');
  let loaded: { readonly stamp: string; readonly entry: Promise<ServerEntry | undefined> } | undefined;
  const entry = (): Promise<ServerEntry | undefined> => {
    if (!existsSync(entryFile) || !existsSync(templateFile)) return Promise.resolve(undefined);
    const { mtimeMs, size } = statSync(entryFile);
    const stamp = `${size}:${mtimeMs}`;
    if (loaded?.stamp !== stamp) {
      loaded = {
        stamp,
        entry: import(`${pathToFileURL(entryFile).href}?v=${encodeURIComponent(stamp)}`).then(
          (module: unknown) => (isServerEntry(module) ? module : undefined),
        ),
      };
    }
    return loaded.entry;
  };
  return {
    async render(request) {
      const found = await entry();
      if (found === undefined) return null;
      return found.handleRequest(request, { fetch, template: readFileSync(templateFile, 'utf8') });
    },
  };
}

/**
 * Sends a rendered answer as it comes (a server-rendered page is a stream: its head goes out before
 * React has rendered the body, docs/decisions/0464), gzipped for a client that accepts it (as the
 * static files are). An answer that ends below {@link MIN_GZIP_BYTES} is sent as it is.
 */
async function sendRendered(answer: Response, acceptEncoding: string | undefined): Promise<Response> {
  const gzip = acceptsGzip(acceptEncoding);
  if (answer.body === null) {
    // A 304 names the representation the client holds: the gzipped one's tag and Vary, as its 200
    // had them (RFC 9110 §15.4.5: the same Vary and ETag as a 200 would send).
    if (answer.status !== 304) return answer;
    const headers = new Headers(answer.headers);
    varyOnEncoding(headers);
    if (gzip) gzipTag(headers);
    return new Response(null, { status: 304, headers });
  }
  const reader = answer.body.getReader();
  const first: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  while (size < MIN_GZIP_BYTES) {
    const next = await reader.read();
    if (next.done) {
      ended = true;
      break;
    }
    first.push(next.value);
    size += next.value.byteLength;
  }
  const headers = new Headers(answer.headers);
  if (ended && size < MIN_GZIP_BYTES) {
    return new Response(concatBytes(first, size), { status: answer.status, headers });
  }
  varyOnEncoding(headers);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of first) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  if (!gzip) return new Response(body, { status: answer.status, headers });
  gzipTag(headers);
  headers.set('content-encoding', 'gzip');
  return new Response(body.pipeThrough(flushingGzip()), { status: answer.status, headers });
}

/** A page's answer varies on the client's accepted codings (both representations say so). */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes('accept-encoding')) {
    headers.set('vary', [vary, 'accept-encoding'].filter(Boolean).join(', '));
  }
}

/** The gzipped representation's own strong tag (RFC 9110 §8.8.3; as the API's, decision 0468). */
function gzipTag(headers: Headers): void {
  const etag = headers.get('etag');
  if (etag !== null && !etag.startsWith('W/')) headers.set('etag', gzipEtagOf(etag));
}

/**
 * The request the storefront renders: a validator of the gzipped representation names the page
 * itself (the storefront tags pages, the platform their gzipped bytes).
 */
function withPageValidators(request: Request): Request {
  const asked = request.headers.get('if-none-match');
  if (asked === null) return request;
  const named = bodyEtagsOf(asked);
  if (named === asked) return request;
  const headers = new Headers(request.headers);
  headers.set('if-none-match', named);
  return new Request(request, { headers });
}

function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * gzip that sends what it has after every chunk (a sync flush), so a streamed page's head reaches
 * the browser at once instead of waiting in the compressor for the rest of the page.
 */
function flushingGzip(): TransformStream<Uint8Array, Uint8Array> {
  const gzip = createGzip();
  // A write or the end fails through its own callback; an error with nobody waiting (the client
  // left) must not become an uncaught exception of the server.
  gzip.on('error', () => undefined);
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      gzip.on('data', (data: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(data));
        } catch {
          // The client went away while the page was compressed: nothing more is sent.
          gzip.destroy();
        }
      });
    },
    transform(chunk) {
      return new Promise<void>((resolve, reject) => {
        gzip.write(chunk, (error) => {
          if (error) reject(error);
        });
        gzip.flush(() => resolve());
      });
    },
    flush() {
      return new Promise<void>((resolve, reject) => {
        gzip.once('end', () => resolve());
        gzip.once('error', reject);
        gzip.end();
      });
    },
  });
}

/** Options of {@link serverRenderHandler}. */
export interface ServerRenderHandlerOptions {
  /** The platform, in process. */
  readonly fetch: typeof globalThis.fetch;
  /** Where a failed render is logged (the static handler then serves the client shell). */
  readonly logError?: (error: unknown) => void;
}

/**
 * The Hono middleware in front of the storefront's static handler: a GET (or a HEAD, answered as
 * its GET without the body) of a path that is not a file of the build is offered to the server
 * render first (a rendered page, a redirect, robots.txt, a sitemap), sent gzipped when the client
 * accepts it; when the render answers `null` (a private route, a build without server entry) or
 * fails, the static handler serves the file or the client shell as before. The server build
 * itself (`dist/server`) is never served, and a missing file under {@link ASSETS_PATH} is left to
 * the static handler's 404.
 */
export function serverRenderHandler(root: string, options: ServerRenderHandlerOptions): MiddlewareHandler {
  const renderer = serverRenderer(root, options.fetch);
  return async (c, next) => {
    const path = c.req.path;
    if (path === '/server' || path.startsWith('/server/')) {
      return c.json(failureBody(404, 'not found', { error_code: 'NOT_FOUND' }), 404);
    }
    // A file, or a missing one of the build's assets (the static handler answers 404).
    if (path.startsWith(ASSETS_PATH) || isFile(root, path)) return next();
    // A HEAD is answered as its GET would be, without the body (RFC 9110 §9.3.2): a crawler or a
    // link checker asking HEAD of a missing product must see its 404, of a renamed one its 301.
    const head = c.req.method === 'HEAD';
    try {
      const asked = withPageValidators(c.req.raw);
      const answer = await renderer.render(head ? new Request(asked, { method: 'GET' }) : asked);
      if (answer) {
        const sent = await sendRendered(answer, c.req.header('accept-encoding'));
        if (!head) return sent;
        // Stops the render: nobody reads the page.
        await sent.body?.cancel().catch(() => undefined);
        return new Response(null, { status: sent.status, headers: sent.headers });
      }
    } catch (error) {
      (options.logError ?? console.error)(error);
    }
    return next();
  };
}

/** Whether a URL path names a file of the build (the static handler serves it). */
function isFile(root: string, urlPath: string): boolean {
  try {
    const full = normalize(join(root, decodeURIComponent(urlPath)));
    return full.startsWith(normalize(root) + sep) && statSync(full).isFile();
  } catch {
    return false;
  }
}
