import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  BYTES_PER_MB,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  hasAcceptedUploadExtension,
  MAX_FILES_PER_UPLOAD,
  upload,
  uploadMulti,
} from '@vitrine/api-client';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import type { Db } from '../db/client';
import { products, shopDomains, uploads } from '../db/schema/index';
import { fail, failureBody } from '../errors';
import { normalizeDomain } from '../shop';
import { shopOrigin } from '../shop-origin';
import { idOf } from '../validate';

// The upload rule (000 §5 accepted types, compared case-insensitively; §9 "File upload maximum
// default 20 MB"; decision 0157: at most 10 files in one multipart upload) is the api-client's
// (ACCEPTED_UPLOAD_EXTENSIONS, hasAcceptedUploadExtension, DEFAULT_MAX_UPLOAD_SIZE_MB,
// BYTES_PER_MB, MAX_FILES_PER_UPLOAD), shared with clients that check before they upload
// (docs/decisions/0615).

/** Largest upload of an option with no `validations.size` (000 §5, §9). */
export const MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_SIZE_MB * BYTES_PER_MB;

/** Content type served back per extension (never the uploader's own claim). */
const SERVED_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  psd: 'image/vnd.adobe.photoshop',
  eps: 'application/postscript',
  ai: 'application/postscript',
};

/**
 * The lower-case extension of a file name, or '', its surrounding spaces trimmed: 'photo.jpg ' is
 * a jpg (000 §5 "Non-empty values are trimmed"), as hasAcceptedUploadExtension judges it
 * (docs/decisions/0112 "the last extension of the file name"): the type served back.
 */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

/** A file name safe on disk and in a URL path segment. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '');
  return (cleaned || 'file').slice(-120);
}

/** Room for one multipart part's boundary and headers beside its file (multi-file upload). */
const MULTIPART_PART_OVERHEAD_BYTES = 16 * 1024;

/**
 * A request's body, or `undefined` as soon as it passes `max` bytes: by its Content-Length, else
 * while streaming (a body sent chunked has none), the rest never read (decision 0157).
 */
async function readWithin(request: Request, max: number): Promise<Buffer | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The size limits of an upload, in MB: the file option's `validations.size` and `min_size` (000 §5). */
export interface UploadLimits {
  maxMb: number;
  minMb: number;
}

/**
 * One limit, from the option (000 §5: "maximum size is validations.size in MB (default 20);
 * minimum is min_size"). With `?option_id=` the limits of that file option of the shop; without
 * it (the api-client sends none yet) the largest maximum of the shop's file options, so a file an
 * option allows is never refused here (docs/decisions/0266-uploads-redirects-previews.md).
 */
export async function uploadLimits(
  db: Db,
  shopId: number,
  optionId: number | undefined,
): Promise<UploadLimits> {
  const rows = await db
    .select({ options: products.customOptions })
    .from(products)
    .where(
      and(
        eq(products.shopId, shopId),
        optionId === undefined
          ? sql`${products.customOptions} @> '[{"type":"file"}]'::jsonb`
          : sql`${products.customOptions} @> ${JSON.stringify([{ id: optionId, type: 'file' }])}::jsonb`,
      ),
    );
  const options = rows
    .flatMap((row) => row.options)
    .filter((option) => option.type === 'file' && (optionId === undefined || option.id === optionId));
  const sizes = options.map((option) => positive(option.validations.size) ?? DEFAULT_MAX_UPLOAD_SIZE_MB);
  const option = optionId === undefined ? undefined : options[0];
  return {
    maxMb: sizes.length ? Math.max(...sizes) : DEFAULT_MAX_UPLOAD_SIZE_MB,
    minMb: positive(option?.validations.min_size) ?? 0,
  };
}

function positive(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function optionIdOf(c: Context): number | undefined {
  return idOf(c.req.query('option_id'));
}

/** 413 with the spec's text 'Maximum file size is {value} MB' (000 §5). */
const tooLarge = (c: Context, maxMb: number) =>
  fail(c, 413, `Maximum file size is ${maxMb} MB`, {
    error_code: 'FILE_TOO_LARGE',
    error_message: `Maximum file size is ${maxMb} MB`,
  });
/** 400 with the spec's text 'Minimum file size is {value} MB' (000 §5). */
const tooSmall = (c: Context, minMb: number) =>
  fail(c, 400, `Minimum file size is ${minMb} MB`, {
    error_code: 'FILE_TOO_SMALL',
    error_message: `Minimum file size is ${minMb} MB`,
  });
const unsupported = (c: Context) =>
  fail(c, 415, 'unsupported file type', {
    error_code: 'UNSUPPORTED_FILE_TYPE',
    error_message: `Accepted types: ${ACCEPTED_UPLOAD_EXTENSIONS.join(', ')}`,
  });

/** Registers POST /api/upload.json, POST /api/upload/multi.json and GET /uploads/{id}/{name}. */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const root = join(deps.dataDir, 'uploads');

  const store = async (c: Context<AppEnv>, name: string, contentType: string, bytes: Buffer) => {
    const id = randomBytes(12).toString('hex');
    const fileName = safeFileName(name);
    mkdirSync(join(root, id), { recursive: true });
    writeFileSync(join(root, id, fileName), bytes);
    await deps.db.insert(uploads).values({
      id,
      shopId: c.get('shop').id,
      fileName,
      contentType,
      size: bytes.byteLength,
    });
    // On a domain of the shop (docs/decisions/0595): the file is served on its shop's hosts only.
    const origin = await shopOrigin(deps.db, c.get('shop').id, c.req.url);
    return {
      id,
      name: fileName,
      size: bytes.byteLength,
      content_type: contentType,
      public_url: `${origin}/uploads/${id}/${encodeURIComponent(fileName)}`,
    };
  };

  app.post(upload.path, async (c) => {
    const rawName = c.req.header('x-file-name');
    if (!rawName) return fail(c, 400, 'missing x-file-name header', { error_code: 'BAD_REQUEST' });
    let name: string;
    try {
      // Trimmed (000 §5 "Non-empty values are trimmed"): 'photo.jpg ' is stored as photo.jpg.
      name = decodeURIComponent(rawName).trim();
    } catch {
      return fail(c, 400, 'x-file-name is not URI-encoded', { error_code: 'BAD_REQUEST' });
    }
    if (!hasAcceptedUploadExtension(name)) return unsupported(c);
    const { maxMb, minMb } = await uploadLimits(deps.db, c.get('shop').id, optionIdOf(c));
    const max = maxMb * BYTES_PER_MB;
    const bytes = await readWithin(c.req.raw, max);
    if (bytes === undefined) return tooLarge(c, maxMb);
    if (bytes.byteLength === 0) return fail(c, 400, 'empty file', { error_code: 'EMPTY_FILE' });
    if (bytes.byteLength < minMb * BYTES_PER_MB) return tooSmall(c, minMb);
    const contentType = c.req.header('content-type') ?? 'application/octet-stream';
    const file = await store(c, name, contentType, bytes);
    return c.json({ code: 200, success: true, file, result: { file } });
  });

  app.post(uploadMulti.path, async (c) => {
    const { maxMb, minMb } = await uploadLimits(deps.db, c.get('shop').id, optionIdOf(c));
    const max = maxMb * BYTES_PER_MB;
    // The whole body holds at most MAX_FILES_PER_UPLOAD files of the maximum (000 §5, decision
    // 0157), checked before the form is parsed. Each part also carries its boundary and headers (a
    // file name of up to a few hundred bytes): ten files of exactly the maximum fit.
    const body = await readWithin(c.req.raw, (max + MULTIPART_PART_OVERHEAD_BYTES) * MAX_FILES_PER_UPLOAD);
    if (body === undefined) return tooLarge(c, maxMb);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': c.req.header('content-type') ?? '' },
      }).formData();
    } catch {
      return fail(c, 400, 'expected multipart/form-data with field file', { error_code: 'BAD_REQUEST' });
    }
    const files = form.getAll('file').filter((entry) => typeof entry !== 'string');
    if (files.length === 0) return fail(c, 400, 'no file in field file', { error_code: 'BAD_REQUEST' });
    if (files.length > MAX_FILES_PER_UPLOAD) {
      return fail(c, 400, `at most ${MAX_FILES_PER_UPLOAD} files`, { error_code: 'TOO_MANY_FILES' });
    }
    for (const file of files) {
      if (!hasAcceptedUploadExtension(file.name)) return unsupported(c);
      if (file.size > max) return tooLarge(c, maxMb);
      if (file.size === 0) return fail(c, 400, 'empty file', { error_code: 'EMPTY_FILE' });
      if (file.size < minMb * BYTES_PER_MB) return tooSmall(c, minMb);
    }
    const stored = [];
    for (const file of files) {
      stored.push(
        await store(
          c,
          file.name.trim(),
          file.type || 'application/octet-stream',
          Buffer.from(await file.arrayBuffer()),
        ),
      );
    }
    return c.json({ code: 200, success: true, files: stored, result: { files: stored } });
  });

  app.get('/uploads/:id/:name', async (c) => {
    const id = c.req.param('id');
    const name = c.req.param('name');
    const notFound = () => c.json(failureBody(404, 'not found', { error_code: 'NOT_FOUND' }), 404);
    if (!/^[a-f0-9]{24}$/.test(id)) return notFound();
    // Served on a host of the uploading shop only (docs/decisions/0595): another shop's domain, or
    // a host of none, answers 404 as for an unknown file. The store-password lock is not checked:
    // an <img> cannot send x-store-password (see the decision).
    const [row] = await deps.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .innerJoin(
        shopDomains,
        and(
          eq(shopDomains.shopId, uploads.shopId),
          eq(shopDomains.domain, normalizeDomain(new URL(c.req.url).host)),
        ),
      )
      .where(and(eq(uploads.id, id), eq(uploads.fileName, name)))
      .limit(1);
    const path = join(root, id, safeFileName(name));
    if (!row || !existsSync(path)) return notFound();
    return c.body(readFileSync(path), 200, {
      'content-type': SERVED_TYPES[extensionOf(row.fileName)] ?? 'application/octet-stream',
      'content-disposition': `inline; filename="${row.fileName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
