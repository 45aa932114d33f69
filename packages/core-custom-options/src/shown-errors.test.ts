import { describe, expect, it } from 'vitest';
import { customOptionError } from './custom-option-error';
import { giftOptions } from './custom-options.fixtures';
import { shownErrors } from './shown-errors';

const before = { submitAttempted: false, allowedCharactersEnabled: true };
const after = { submitAttempted: true, allowedCharactersEnabled: true };

describe('shownErrors (docs/decisions/0115)', () => {
  it('keeps required hints back until a submit was attempted', () => {
    expect(shownErrors(giftOptions, { '1': 'yes' }, {}, before)).toEqual({});
    expect(Object.keys(shownErrors(giftOptions, { '1': 'yes' }, {}, after))).toEqual(['2', '5']);
  });

  it('shows invalid characters at once', () => {
    expect(shownErrors(giftOptions, { '1': 'yes', '2': 'a#b' }, {}, before)['2']?.key).toBe(
      'invalid_characters',
    );
  });

  it('keeps an upload error while the file option has no file, over the required hint', () => {
    const failed = { '5': customOptionError('5', 'upload_fail') };
    expect(shownErrors(giftOptions, { '5': null }, failed, after)['5']?.key).toBe('upload_fail');
    const file = { url: 'https://cdn.example/a.png', name: 'a.png', size: 2 * 1024 * 1024 };
    expect(shownErrors(giftOptions, { '5': file }, failed, after)['5']).toBeUndefined();
  });

  it('drops errors of options that became hidden', () => {
    const shown = shownErrors(
      giftOptions,
      { '1': 'no' },
      { '2': customOptionError('2', 'invalid_characters') },
      after,
    );
    expect(shown['2']).toBeUndefined();
  });

  it('does not keep a fixed required hint', () => {
    const previous = { '2': customOptionError('2', 'required') };
    expect(shownErrors(giftOptions, { '1': 'yes', '2': 'Hi' }, previous, after)['2']).toBeUndefined();
  });
});
