/**
 * Content coding of the platform's answers: which clients take gzip, and from what size it is worth
 * it. One place for the static files (storefront.ts), the server-rendered pages (render.ts) and the
 * kept catalogue answers (http-cache.ts).
 */

/** Below this size gzip saves nothing worth a header. */
export const MIN_GZIP_BYTES = 1024;

/**
 * Whether an `Accept-Encoding` header takes gzip (RFC 9110 §12.5.3): `gzip` with a quality above 0,
 * or, when gzip is not named, `*` with a quality above 0 (`gzip;q=0, *` refuses gzip).
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    const q = quality === undefined ? 1 : Number(quality.slice(2));
    if (coding === 'gzip') gzip = q;
    else if (coding === '*') any = q;
  }
  return (gzip ?? any ?? 0) > 0;
}
