import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, CHARACTER_CLASSES, MAX_PROPERTY_VALUE_LENGTH } from './custom-options.constants';
import { giftOptions } from './custom-options.fixtures';
import type { CustomOption, CustomOptionFieldValues } from './custom-options.types';
import {
  describeCharacterClasses,
  validateCustomOption,
  validateCustomOptions,
} from './validate-custom-options';

const logo = { url: 'https://cdn.example/logo.png', name: 'logo.png', size: 2 * BYTES_PER_MB };
const text = (allowed?: readonly string[], required = false): CustomOption => ({
  id: '9',
  name: 'Engraving',
  type: 'text',
  validations: { required, ...(allowed === undefined ? {} : { allowedCharacters: [...allowed] }) },
});
const on = { allowedCharactersEnabled: true };

describe('validateCustomOptions (000 §5 Custom options)', () => {
  it('passes a complete form', () => {
    const values = { '1': 'yes', '2': 'Happy 30th 🎉', '5': logo };
    expect(validateCustomOptions(giftOptions, values, on)).toEqual({ valid: true, errors: [] });
  });

  it('blocks empty required options with their hints, in option order', () => {
    const result = validateCustomOptions(giftOptions, { '1': 'yes', '2': '   ', '5': null });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      {
        optionId: '2',
        key: 'required',
        messageId: 'custom_options.required',
        message: 'Please finish this field.',
      },
      {
        optionId: '5',
        key: 'required_upload',
        messageId: 'custom_options.required_upload',
        message: 'Please upload a file.',
      },
    ]);
  });

  it('skips hidden required options', () => {
    const result = validateCustomOptions(giftOptions, { '1': 'no', '5': logo });
    expect(result).toEqual({ valid: true, errors: [] });
  });

  it('checks an uploaded file against the size limits', () => {
    const tooBig = { ...logo, size: 6 * BYTES_PER_MB };
    const tooSmall = { ...logo, size: 10 };
    expect(validateCustomOptions(giftOptions, { '1': 'no', '5': tooBig }).errors[0]?.message).toBe(
      'Maximum file size is 5 MB',
    );
    expect(validateCustomOptions(giftOptions, { '1': 'no', '5': tooSmall }).errors[0]?.message).toBe(
      'Minimum file size is 1 MB',
    );
  });

  it('lists the accepted classes when a note has invalid characters', () => {
    const result = validateCustomOptions(giftOptions, { '1': 'yes', '2': 'Love & hugs', '5': logo }, on);
    expect(result.errors).toEqual([
      {
        optionId: '2',
        key: 'invalid_characters',
        messageId: 'custom_options.invalid_characters',
        message: 'Your custom text has invalid characters. We only accept letters, digits, emoji.',
        values: { value: 'letters, digits, emoji' },
      },
    ]);
  });

  it('does not check characters with the feature flag off', () => {
    const values: CustomOptionFieldValues = { '1': 'yes', '2': 'Love & hugs', '5': logo };
    expect(validateCustomOptions(giftOptions, values).valid).toBe(true);
    expect(validateCustomOptions(giftOptions, values, { allowedCharactersEnabled: false }).valid).toBe(true);
  });
});

describe('validateCustomOption: allowed characters (000 §5)', () => {
  it.each([
    ['letters only, accented and non-Latin', ['letters'], 'Ångström Привет 日本', null],
    ['letters only, a digit', ['letters'], 'Agent 007', 'letters'],
    ['letters and digits, an emoji', ['letters', 'digits'], 'Hi 😀', 'letters, digits'],
    ["'symbol' reads as special characters", ['symbol'], 'abc', 'special characters'],
    ['letters and symbols, punctuation passes', ['letters', 'symbol'], "Rock 'n' roll!", null],
    ['emoji only, a flag and a family pass', ['emoji'], '🇯🇵 👩‍👩‍👧', null],
    ['emoji only, a keycap passes', ['emoji'], '1️⃣', null],
    ['digits only, a keycap fails', ['digits'], '1️⃣', 'digits'],
    ['all four accept anything', ['letters', 'digits', 'emoji', 'symbol'], 'Ünïcödé 42 🎉 #!', null],
    [
      'the message order is fixed, not the list order',
      ['symbol', 'letters'],
      '42',
      'letters, special characters',
    ],
    ['an empty list restricts nothing', [], '42 🎉 #', null],
    ['a list of unknown names restricts nothing', ['kanji'], '42 🎉 #', null],
    ['no list restricts nothing', undefined, '42 🎉 #', null],
  ] as const)('%s', (_, allowed, value, accepted) => {
    const error = validateCustomOption(text(allowed), value, on);
    expect(error?.message ?? null).toBe(
      accepted === null ? null : `Your custom text has invalid characters. We only accept ${accepted}.`,
    );
  });

  it('checks characters only on text options', () => {
    const select: CustomOption = {
      id: '1',
      name: 'S',
      type: 'select',
      validations: { allowedCharacters: ['letters'] },
    };
    expect(validateCustomOption(select, '42', on)).toBeNull();
  });

  it('reports an empty required text before anything else', () => {
    expect(validateCustomOption(text(['letters'], true), '', on)?.key).toBe('required');
  });

  it('lets optional empty options pass', () => {
    expect(validateCustomOption(text(['letters']), '', on)).toBeNull();
    expect(validateCustomOption({ id: '1', name: 'F', type: 'file' }, null)).toBeNull();
    expect(
      validateCustomOption({ id: '1', name: 'C', type: 'checkbox', validations: { required: true } }, [])
        ?.key,
    ).toBe('required');
  });
});

describe('validateCustomOption: length of a custom text (docs/decisions/0261, 0596)', () => {
  const tooLong = {
    optionId: '9',
    key: 'text_too_long',
    messageId: 'custom_options.text_too_long',
    message: 'Your custom text is too long. Please use at most 2000 characters.',
    values: { value: 2_000 },
  };

  it('refuses a text of 2,001 characters, as the platform would, with the flag on or off', () => {
    expect(validateCustomOption(text(), 'a'.repeat(2_001))).toEqual(tooLong);
    expect(validateCustomOption(text(['letters']), 'a'.repeat(2_001), on)).toEqual(tooLong);
    expect(validateCustomOptions([text()], { '9': 'a'.repeat(2_001) })).toEqual({
      valid: false,
      errors: [tooLong],
    });
  });

  it('passes a text of 2,000 characters, counting the trimmed text the cart receives', () => {
    expect(validateCustomOption(text(), 'a'.repeat(2_000))).toBeNull();
    expect(validateCustomOption(text(['letters']), 'a'.repeat(2_000), on)).toBeNull();
    expect(validateCustomOption(text(), `  ${'a'.repeat(2_000)}\n`)).toBeNull();
    expect(validateCustomOptions([text()], { '9': 'a'.repeat(2_000) })).toEqual({ valid: true, errors: [] });
  });
});

describe('describeCharacterClasses', () => {
  it('names the classes with the catalogue texts', () => {
    expect(describeCharacterClasses(['letters', 'digits', 'emoji', 'symbol'])).toBe(
      'letters, digits, emoji, special characters',
    );
  });
});

describe('invalid-characters message formatting (property)', () => {
  const sample: Record<string, string> = { letters: 'x', digits: '4', emoji: '🙂', symbol: '%' };
  const names: Record<string, string> = {
    letters: 'letters',
    digits: 'digits',
    emoji: 'emoji',
    symbol: 'special characters',
  };

  it('names exactly the allowed classes, in the fixed order, whatever list order the shop sends', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...CHARACTER_CLASSES], { minLength: 1, maxLength: 3 }),
        fc.nat(),
        (allowed, pick) => {
          const refused = CHARACTER_CLASSES.filter((name) => !allowed.includes(name));
          const bad = refused[pick % refused.length] ?? 'symbol';
          const error = validateCustomOption(text(allowed), `ok ${sample[bad]}`, on);
          const listed = CHARACTER_CLASSES.filter((name) => allowed.includes(name)).map(
            (name) => names[name],
          );
          expect(error?.message).toBe(
            `Your custom text has invalid characters. We only accept ${listed.join(', ')}.`,
          );
        },
      ),
    );
  });
});
