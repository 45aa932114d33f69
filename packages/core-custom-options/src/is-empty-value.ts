import type { CustomOptionFieldValue, UploadedFile } from './custom-options.types';

/**
 * Whether a value is an uploaded file (`{ url, name, size }`) rather than text or a list.
 *
 * @example
 * ```ts
 * isUploadedFile({ url: 'https://cdn.example/a.png', name: 'a.png', size: 1 }); // true
 * isUploadedFile('a.png'); // false
 * ```
 */
export function isUploadedFile(value: CustomOptionFieldValue | undefined): value is UploadedFile {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether an option value counts as empty: absent, `null`, blank text, a list with no non-blank
 * entry, or a file without a URL (000 §5 "A required option that is empty ...").
 *
 * @example
 * ```ts
 * isEmptyValue('  '); // true
 * isEmptyValue(['red']); // false
 * isEmptyValue(null); // true
 * ```
 */
export function isEmptyValue(value: CustomOptionFieldValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (isUploadedFile(value)) return value.url.trim() === '';
  return !value.some((entry) => entry.trim() !== '');
}
