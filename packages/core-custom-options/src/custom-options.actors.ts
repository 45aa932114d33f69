import { type Transport, upload } from '@vitrine/api-client';
import { fromPromise } from 'xstate';
import type { UploadInput, UploadOutcome } from './custom-options.machine';

/**
 * The media type sent with a file whose type the platform (browser) could not tell.
 *
 * @example
 * ```ts
 * UNKNOWN_FILE_TYPE; // 'application/octet-stream'
 * ```
 */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream';

/**
 * The real actors of {@link customOptionsMachine}, running through the api-client's transport with
 * the one `upload` endpoint definition (so a bundle pulls only that schema): `upload`
 * POSTs the raw file to the `upload` endpoint (000 §7 "POST /api/upload.json; body is the raw
 * file, headers carry the encoded filename and content type; response file.public_url").
 *
 * @remarks
 * The call never throws: a failure resolves to `{ ok: false, reason }` with the api-client's
 * failure kind, which the machine shows as `upload_fail`. Stopping the upload actor (a new file,
 * a hidden option) aborts the request through its signal.
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * import { createActor } from 'xstate';
 *
 * const transport = createTransport({ baseURL: 'https://shop.example', shopDomain: 'shop.example' });
 * const actor = createActor(customOptionsMachine.provide({ actors: customOptionsActors(transport) }), {
 *   input: { options: product.customOptions },
 * }).start();
 * ```
 */
export function customOptionsActors(transport: Pick<Transport, 'send'>) {
  return {
    upload: fromPromise<UploadOutcome, UploadInput>(async ({ input, signal }) => {
      const { file } = input;
      const result = await transport.send(
        upload,
        {
          // The option's own size limits are checked by the platform too (000 §5, one limit).
          query: { option_id: input.optionId },
          body: file.data,
          headers: { 'x-file-name': file.name, 'content-type': file.type || UNKNOWN_FILE_TYPE },
        },
        { signal },
      );
      return result.ok
        ? { ok: true, url: result.data.file.public_url }
        : { ok: false, reason: result.failure.kind };
    }),
  };
}
