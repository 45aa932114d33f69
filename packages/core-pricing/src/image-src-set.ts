import { IMAGE_SRCSET_WIDTHS } from './pricing.constants';

const DATA_URI = /^\s*data:/i;
const WIDTH_PARAM = /([?&])width=[^&#]*/;

/**
 * Whether an image URL is a data URI (`data:image/png;base64,…`), which cannot be resized.
 *
 * @remarks 000 §5 Other rules: a data-URI check exists for image URLs.
 * @example
 * ```ts
 * isDataUri('data:image/gif;base64,R0lGOD'); // true
 * isDataUri('https://cdn.example.com/shirt.jpg'); // false
 * ```
 */
export function isDataUri(url: string | null | undefined): boolean {
  return url !== null && url !== undefined && DATA_URI.test(url);
}

function withWidth(url: string, width: number): string {
  const hashAt = url.indexOf('#');
  const path = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (WIDTH_PARAM.test(path)) return `${path.replace(WIDTH_PARAM, `$1width=${width}`)}${hash}`;
  return `${path}${path.includes('?') ? '&' : '?'}width=${width}${hash}`;
}

/**
 * A responsive `srcset` for an image URL: one candidate per width (default
 * `IMAGE_SRCSET_WIDTHS`, 000 §9), each asking the image CDN for that width with a `width` query
 * parameter (kept query and fragment, an existing `width` replaced, spaces encoded). Widths are deduplicated and
 * sorted; those that are not positive integers are skipped. A data URI, an empty URL or no usable
 * width gives `''` (use the plain `src`). See docs/decisions/0107-image-src-set.md.
 *
 * @example
 * ```ts
 * srcSet('https://cdn.example.com/shirt.jpg', [180, 360]);
 * // 'https://cdn.example.com/shirt.jpg?width=180 180w, https://cdn.example.com/shirt.jpg?width=360 360w'
 * ```
 */
export function srcSet(
  url: string | null | undefined,
  widths: readonly number[] = IMAGE_SRCSET_WIDTHS,
): string {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '' || isDataUri(trimmed)) return '';
  // A srcset candidate's URL ends at the first space, so inner spaces are encoded.
  const safe = trimmed.replace(/\s/g, '%20');
  const usable = [...new Set(widths.filter((width) => Number.isInteger(width) && width > 0))].sort(
    (left, right) => left - right,
  );
  return usable.map((width) => `${withWidth(safe, width)} ${width}w`).join(', ');
}
