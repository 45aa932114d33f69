import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, sep } from 'node:path';
// Not `new URL(path, import.meta.url)`: Vite rewrites that pattern into an asset URL for the
// browser-like environments (the react tests run this server under happy-dom).
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Context, Handler } from 'hono';
import { acceptsGzip, MIN_GZIP_BYTES } from './content-coding';
import { failureBody } from './errors';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Content type by file extension (octet-stream when unknown). */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

function fileIn(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  return existsSync(full) && statSync(full).isFile() ? full : undefined;
}

/** Text types worth compressing (images other than SVG and fonts are compressed already). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.webmanifest',
]);

/** A gzipped file, kept while the file is unchanged (same size and modification time). */
interface Gzipped {
  readonly stamp: string;
  readonly body: Uint8Array<ArrayBuffer>;
}

/** Where the reference theme editor is served (examples/editor; docs/preview-protocol.md). */
export const EDITOR_PATH = '/editor';

/** examples/editor, beside this package (from src/ and from dist/ alike). */
export const DEFAULT_EDITOR_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../editor');

type SendFile = (c: Context, file: string, immutable: boolean) => Response;

/** Sends files: text gzipped to clients that accept it (compressed once per file version). */
function fileSender(): SendFile {
  const gzipped = new Map<string, Gzipped>();
  const gzipOf = (file: string, body: Buffer): Uint8Array<ArrayBuffer> => {
    const { size, mtimeMs } = statSync(file);
    const stamp = `${size}:${mtimeMs}`;
    const known = gzipped.get(file);
    if (known?.stamp === stamp) return known.body;
    const compressed = new Uint8Array(gzipSync(body));
    gzipped.set(file, { stamp, body: compressed });
    return compressed;
  };
  return (c, file, immutable) => {
    const body = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': contentTypeOf(file),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (!COMPRESSIBLE.has(extname(file).toLowerCase()) || body.length < MIN_GZIP_BYTES) {
      return c.body(body, 200, headers);
    }
    headers.vary = 'accept-encoding';
    if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(body, 200, headers);
    return c.body(gzipOf(file, body), 200, { ...headers, 'content-encoding': 'gzip' });
  };
}

/**
 * Where a storefront build keeps its hashed files (Vite's `build.assetsDir`): served for a year as
 * immutable, and a missing one is a 404, never the client shell or a rendered page (a page still
 * open from an earlier build asking for a file the new build does not have must fail to load it).
 */
export const ASSETS_PATH = '/assets/';

const notFound = (c: Context) => c.json(failureBody(404, 'not found', { error_code: 'NOT_FOUND' }), 404);

/**
 * Serves the built storefront: the file at the path if it exists, else `index.html` (history
 * routing), except under {@link ASSETS_PATH}, where a missing file is 404. Text files are sent
 * gzipped to clients that accept it (compressed once per file version), as any production host of
 * the storefront would. When the folder has no index.html, answers 404 JSON (never a placeholder
 * page).
 */
export function storefrontHandler(root: string): Handler {
  const base = normalize(root);
  const send = fileSender();
  return (c) => {
    const index = join(base, 'index.html');
    if (!existsSync(index)) return notFound(c);
    const asset = c.req.path.startsWith(ASSETS_PATH);
    const file = fileIn(base, c.req.path) ?? (asset ? undefined : index);
    if (file === undefined) return notFound(c);
    return send(c, file, asset);
  };
}

/**
 * Serves the reference theme editor (examples/editor) under {@link EDITOR_PATH}, on every host:
 * `/editor` redirects to `/editor/`, which is its index.html; a missing file is 404 JSON. The
 * storefront trusts the editor's messages only when it is opened on the platform admin's origin,
 * `http://127.0.0.1:<port>/editor/` (docs/decisions/0435-preview-editor-origin.md). Mount it on
 * `/editor` and `/editor/*` before the storefront's handlers.
 */
export function editorHandler(editorDir: string = DEFAULT_EDITOR_DIR): Handler {
  const base = normalize(editorDir);
  const send = fileSender();
  return (c) => {
    const path = c.req.path;
    if (path === EDITOR_PATH) return c.redirect(`${EDITOR_PATH}/`, 301);
    const inner = path.slice(EDITOR_PATH.length);
    const file = fileIn(base, inner.endsWith('/') ? `${inner}index.html` : inner);
    return file === undefined ? notFound(c) : send(c, file, false);
  };
}
