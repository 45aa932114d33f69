// An uploaded file's rule (000 §5 File options, §9), shared by the reference platform (which
// refuses another file, and a whole multi-upload for one of them) and by the clients that check
// before they upload: custom options' file options (docs/decisions/0112) and a review's photos
// (docs/decisions/0615). In a module of its own, as property-value.ts, so that a part importing it
// does not share a module with the first load.

/**
 * Default maximum size of an uploaded file, in megabytes, when `validations.size` is not set
 * (000 §5 Custom options; 000 §9 "File upload maximum default 20 MB").
 *
 * @example
 * ```ts
 * DEFAULT_MAX_UPLOAD_SIZE_MB; // 20
 * ```
 */
export const DEFAULT_MAX_UPLOAD_SIZE_MB = 20;

/**
 * Bytes in one megabyte for the upload size limits (1024 × 1024, docs/decisions/0112).
 *
 * @example
 * ```ts
 * 5 * BYTES_PER_MB; // 5 MB in bytes
 * ```
 */
export const BYTES_PER_MB = 1024 * 1024;

/**
 * Time-out of an upload call, in ms (docs/decisions/0626): a 20 MB photo takes minutes on a slow
 * uplink, where every other call has the transport's 30 s. The shopper can still stop it (a file
 * picked again, the page left).
 */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** Most files in one multipart upload (docs/decisions/0157); the platform refuses more. */
export const MAX_FILES_PER_UPLOAD = 10;

/**
 * File extensions an upload may have, compared case-insensitively (000 §5 "Accepted upload
 * types"), written as the spec writes them.
 *
 * @example
 * ```ts
 * ACCEPTED_UPLOAD_EXTENSIONS.includes('heic'); // true
 * ```
 */
export const ACCEPTED_UPLOAD_EXTENSIONS: readonly string[] = [
  'jpg',
  'jpeg',
  'png',
  'XCF',
  'PSD',
  'tif',
  'tiff',
  'bmp',
  'gif',
  'eps',
  'AI',
  'CDR',
  'raw',
  'cr2',
  'nef',
  'orf',
  'sr2',
  'heic',
];

/**
 * Whether a file name has one of the accepted upload extensions, in any letter case
 * (000 §5 "Accepted upload types"): the last extension of the name, its surrounding spaces
 * trimmed (000 §5 "Non-empty values are trimmed", docs/decisions/0112).
 *
 * @example
 * ```ts
 * hasAcceptedUploadExtension('Portrait.HEIC'); // true
 * hasAcceptedUploadExtension('notes.pdf'); // false
 * ```
 */
export function hasAcceptedUploadExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = name
    .slice(dot + 1)
    .trim()
    .toLowerCase();
  return ACCEPTED_UPLOAD_EXTENSIONS.some((accepted) => accepted.toLowerCase() === extension);
}
