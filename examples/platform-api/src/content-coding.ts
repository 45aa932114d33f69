/**
 * Content coding of the platform's answers: which clients take gzip, and from what size it is worth
 * it. One place for the static files (storefront.ts), the server-rendered pages (render.ts) and the
 * kept catalogue answers (http-cache.ts).
 */

/** Below this size gzip saves nothing worth a header. */
export const MIN_GZIP_BYTES = 1024;

/**
 * Whether an `Accept-Encoding` header takes gzip (RFC 9110 §12.5.3): `gzip` or `*`, without
 * `q=0`.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    if (coding !== 'gzip' && coding !== '*') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
