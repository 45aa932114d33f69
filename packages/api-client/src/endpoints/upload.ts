import * as z from 'zod/mini';
import { UPLOAD_TIMEOUT_MS } from '../rules/upload-files';
import { MultiUploadResponse, UploadResponse } from '../schemas/upload';
import { defineEndpoint } from './define';

// In a module of its own (not endpoints/cart.ts): only custom options and reviews upload, so a
// storefront's first page does not carry these rows (docs/decisions/0352).

/** POST a file (000 §7): the raw file as body; headers carry the encoded filename and content type. */
export const upload = /* @__PURE__ */ defineEndpoint({
  id: 'upload',
  method: 'POST',
  path: '/api/upload.json',
  /** The file option the upload is for: the platform checks that option's size limits (000 §5). */
  query: z.lazy(() => z.object({ option_id: z.optional(z.string()) })),
  bodyType: 'raw',
  body: z.lazy(() => z.custom<Blob | Uint8Array>()),
  headers: z.lazy(() =>
    z.object({
      'x-file-name': z.pipe(
        z.string(),
        z.transform((name: string) => encodeURIComponent(name)),
      ),
      'content-type': z.string(),
    }),
  ),
  response: UploadResponse,
  timeout: UPLOAD_TIMEOUT_MS,
});

/** POST several files as multipart, field `file` once per file (001 §7 Reviews). */
export const uploadMulti = /* @__PURE__ */ defineEndpoint({
  id: 'upload.multi',
  method: 'POST',
  path: '/api/upload/multi.json',
  bodyType: 'form',
  body: z.lazy(() => z.custom<FormData>()),
  response: MultiUploadResponse,
  timeout: UPLOAD_TIMEOUT_MS,
});
