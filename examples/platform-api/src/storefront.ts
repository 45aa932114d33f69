import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Handler } from 'hono';
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

/**
 * Serves the built storefront: the file at the path if it exists, else `index.html` (history
 * routing). When the folder has no index.html, answers 404 JSON (never a placeholder page).
 */
export function storefrontHandler(root: string): Handler {
  const base = normalize(root);
  return (c) => {
    const index = join(base, 'index.html');
    if (!existsSync(index)) {
      return c.json(failureBody(404, 'not found', { error_code: 'NOT_FOUND' }), 404);
    }
    const file = fileIn(base, c.req.path) ?? index;
    const immutable = file !== index && c.req.path.startsWith('/assets/');
    return c.body(readFileSync(file), 200, {
      'content-type': contentTypeOf(file),
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  };
}
