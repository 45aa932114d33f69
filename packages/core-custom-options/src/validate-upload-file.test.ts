import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_UPLOAD_EXTENSIONS, BYTES_PER_MB } from './custom-options.constants';
import type { CustomOption } from './custom-options.types';
import {
  hasAcceptedUploadExtension,
  maxUploadSizeMb,
  minUploadSizeMb,
  validateUploadFile,
} from './validate-upload-file';

const MB = BYTES_PER_MB;
const logo = (validations?: CustomOption['validations']): CustomOption => ({
  id: '5',
  name: 'Your logo',
  type: 'file',
  ...(validations === undefined ? {} : { validations }),
});
const png = (size: number) => ({ name: 'logo.png', size, type: 'image/png' });

describe('validateUploadFile (000 §5 File options)', () => {
  it.each([
    ['a file within the limits passes', logo({ size: 5, minSize: 1 }), png(2 * MB), null],
    ['exactly the maximum passes', logo({ size: 5 }), png(5 * MB), null],
    ['one byte over the maximum fails', logo({ size: 5 }), png(5 * MB + 1), 'Maximum file size is 5 MB'],
    ['the maximum defaults to 20 MB', logo(), png(20 * MB + 1), 'Maximum file size is 20 MB'],
    ['20 MB passes by default', logo(), png(20 * MB), null],
    ['a zero size setting means the default', logo({ size: 0 }), png(21 * MB), 'Maximum file size is 20 MB'],
    ['exactly the minimum passes', logo({ minSize: 1 }), png(1 * MB), null],
    ['one byte under the minimum fails', logo({ minSize: 1 }), png(MB - 1), 'Minimum file size is 1 MB'],
    [
      'a fractional minimum keeps its value',
      logo({ minSize: 0.5 }),
      png(1000),
      'Minimum file size is 0.5 MB',
    ],
    ['no minimum accepts tiny files', logo(), png(1), null],
    [
      'no minimum still refuses an empty file',
      logo(),
      png(0),
      'This file is empty. Please choose another file.',
    ],
    [
      'an empty file under a minimum gets the spec text',
      logo({ minSize: 1 }),
      png(0),
      'Minimum file size is 1 MB',
    ],
  ] as const)('%s', (_, option, file, expected) => {
    expect(validateUploadFile(option, file)?.message ?? null).toBe(expected);
  });

  it('gives the spec message key with its value', () => {
    expect(validateUploadFile(logo({ size: 2 }), png(3 * MB))).toEqual({
      optionId: '5',
      key: 'upload_maximum_file',
      messageId: 'custom_options.upload_maximum_file',
      message: 'Maximum file size is 2 MB',
      values: { value: 2 },
    });
    expect(validateUploadFile(logo({ minSize: 2 }), png(MB))?.key).toBe('upload_minimum_file');
  });

  it('refuses an empty file before any call, as the platform answers 400 EMPTY_FILE (decision 0568)', () => {
    expect(validateUploadFile(logo(), png(0))).toEqual({
      optionId: '5',
      key: 'upload_minimum_file',
      messageId: 'custom_options.upload_empty_file',
      message: 'This file is empty. Please choose another file.',
    });
    expect(validateUploadFile(logo(), { name: 'empty.txt', size: 0, type: '' })?.key).toBe(
      'upload_invalid_type',
    );
  });

  it('refuses a type outside the accepted list, listing the accepted ones', () => {
    const error = validateUploadFile(logo(), { name: 'brief.pdf', size: 10, type: 'application/pdf' });
    expect(error?.key).toBe('upload_invalid_type');
    expect(error?.message).toBe(
      'This file type is not supported. Accepted types: jpg, jpeg, png, XCF, PSD, tif, tiff, bmp, gif, eps, AI, CDR, raw, cr2, nef, orf, sr2, heic',
    );
  });

  it('checks the type before the size', () => {
    expect(validateUploadFile(logo({ size: 1 }), { name: 'big.exe', size: 9 * MB, type: '' })?.key).toBe(
      'upload_invalid_type',
    );
  });
});

describe('hasAcceptedUploadExtension (000 §5 Accepted upload types)', () => {
  it.each(
    ACCEPTED_UPLOAD_EXTENSIONS.flatMap((extension) => [
      extension,
      extension.toLowerCase(),
      extension.toUpperCase(),
    ]),
  )('accepts .%s in any case', (extension) => {
    expect(hasAcceptedUploadExtension(`artwork.${extension}`)).toBe(true);
  });

  it.each([
    'brief.pdf',
    'archive.png.zip',
    'png',
    'photo.',
    'photo.jpg ',
    'photo.webp',
    'vector.svg',
    'movie.mp4',
  ])('judges %j by its last extension', (name) => {
    expect(hasAcceptedUploadExtension(name)).toBe(name === 'photo.jpg ');
  });

  it('lists exactly the 18 spec types', () => {
    expect(ACCEPTED_UPLOAD_EXTENSIONS).toHaveLength(18);
  });
});

describe('size settings', () => {
  it.each([
    [{ size: 5 }, 5],
    [{ size: 0 }, 20],
    [{}, 20],
    [{ size: -3 }, 20],
  ])('maxUploadSizeMb(%j) is %d', (validations, expected) => {
    expect(maxUploadSizeMb(logo(validations))).toBe(expected);
  });

  it.each([
    [{ minSize: 1 }, 1],
    [{ minSize: 0 }, null],
    [{}, null],
  ])('minUploadSizeMb(%j) is %s', (validations, expected) => {
    expect(minUploadSizeMb(logo(validations))).toBe(expected);
  });
});

describe('size message formatting (property)', () => {
  it('states the limit the option set, for any limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 1000 }), (max, over) => {
        expect(validateUploadFile(logo({ size: max }), png(max * MB + over))?.message).toBe(
          `Maximum file size is ${max} MB`,
        );
        expect(validateUploadFile(logo({ size: max }), png(max * MB))).toBeNull();
      }),
    );
  });

  it('states the minimum the option set, for any minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 19 }), fc.integer({ min: 1, max: 1000 }), (min, under) => {
        expect(validateUploadFile(logo({ minSize: min }), png(min * MB - under))?.message).toBe(
          `Minimum file size is ${min} MB`,
        );
      }),
    );
  });
});
