import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedCharacterClasses,
  characterClassesIn,
  characterClassOf,
  disallowedCharacterClasses,
  splitGraphemes,
} from './character-classes';
import { CHARACTER_CLASSES } from './custom-options.constants';

const family = '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}'; // 👩‍👩‍👧
const flag = '\u{1F1EB}\u{1F1F7}'; // 🇫🇷
const thumbsUpMedium = '\u{1F44D}\u{1F3FD}'; // 👍🏽
const keycapOne = '1\uFE0F\u20E3'; // 1️⃣
const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
const decomposedE = 'e\u0301'; // é as e + combining acute

describe('splitGraphemes', () => {
  it.each([
    [
      'accented letters, composed and decomposed',
      `Caf\u00E9 ${decomposedE}`,
      ['C', 'a', 'f', 'é', ' ', decomposedE],
    ],
    ['a flag is one character', `${flag}!`, [flag, '!']],
    ['a ZWJ family is one character', `a${family}b`, ['a', family, 'b']],
    ['a skin-tone emoji is one character', thumbsUpMedium, [thumbsUpMedium]],
    ['a keycap is one character', keycapOne, [keycapOne]],
    ['a subdivision flag is one character', scotland, [scotland]],
    ['two flags in a row', `${flag}${flag}`, [flag, flag]],
  ])('%s (with Intl.Segmenter and with the fallback)', (_, text, expected) => {
    expect(splitGraphemes(text, true)).toEqual(expected);
    expect(splitGraphemes(text, false)).toEqual(expected);
  });

  it('never loses or adds a code unit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, useSegmenter) => {
        expect(splitGraphemes(text, useSegmenter).join('')).toBe(text);
      }),
    );
  });
});

describe('characterClassOf (000 §5 letters, digits, emoji, symbol)', () => {
  it.each([
    ['a', 'letters'],
    ['Z', 'letters'],
    ['é', 'letters'],
    [decomposedE, 'letters'],
    ['ß', 'letters'],
    ['ж', 'letters'],
    ['中', 'letters'],
    ['あ', 'letters'],
    ['한', 'letters'],
    ['ش', 'letters'],
    ['क्ष', 'letters'],
    ['0', 'digits'],
    ['7', 'digits'],
    ['٣', 'digits'],
    ['३', 'digits'],
    ['😀', 'emoji'],
    [thumbsUpMedium, 'emoji'],
    [flag, 'emoji'],
    [family, 'emoji'],
    [keycapOne, 'emoji'],
    [scotland, 'emoji'],
    ['\u2764\uFE0F', 'emoji'], // ❤️ with emoji presentation
    ['\u2764', 'symbol'], // ❤ text presentation (docs/decisions/0111)
    ['©', 'symbol'],
    ['#', 'symbol'],
    ['!', 'symbol'],
    ['€', 'symbol'],
    ['+', 'symbol'],
    ['_', 'symbol'],
    ['«', 'symbol'],
  ] as const)('%s is %s', (grapheme, expected) => {
    expect(characterClassOf(grapheme)).toBe(expected);
  });

  it.each([' ', '\t', '\n', '\u00A0', '\u3000'])('whitespace %j belongs to no class', (space) => {
    expect(characterClassOf(space)).toBeNull();
  });
});

describe('characterClassesIn', () => {
  it.each([
    ['Olé 2024 🎉!', ['letters', 'digits', 'emoji', 'symbol']],
    ['Hello world', ['letters']],
    ['1️⃣2', ['digits', 'emoji']],
    ['   ', []],
    ['', []],
  ] as const)('%j uses %j', (text, expected) => {
    expect(characterClassesIn(text)).toEqual(expected);
  });
});

describe('allowedCharacterClasses', () => {
  it('keeps known names once, in the message order, whatever the case', () => {
    expect(allowedCharacterClasses(['symbol', 'Digits', ' letters ', 'digits', 'kanji'])).toEqual([
      'letters',
      'digits',
      'symbol',
    ]);
  });
});

describe('disallowedCharacterClasses (000 §5: excluded classes ignored, the remaining must be absent)', () => {
  it.each([
    ['only letters allowed, letters typed', 'Zoë Ångström', ['letters'], []],
    ['only letters allowed, a digit typed', 'Room 101', ['letters'], ['digits']],
    ['letters and digits allowed, emoji typed', 'Hi 👋', ['letters', 'digits'], ['emoji']],
    ['letters and emoji allowed, symbol typed', 'Hi 👋!', ['letters', 'emoji'], ['symbol']],
    ['non-Latin scripts are letters', 'Привет 你好 مرحبا', ['letters'], []],
    ['a flag is one emoji, not two symbols', `Go ${flag}`, ['letters', 'emoji'], []],
    ['a ZWJ family is one emoji', family, ['emoji'], []],
    ['a keycap is an emoji, not a digit', keycapOne, ['digits'], ['emoji']],
    ['special characters are the symbol class', '#1 & co.', ['letters', 'digits'], ['symbol']],
    ['every disallowed class is reported', 'A1😀?', ['letters'], ['digits', 'emoji', 'symbol']],
    ['whitespace is always allowed', ' \t ', [], []],
  ] as const)('%s', (_, text, allowed, expected) => {
    expect(disallowedCharacterClasses(text, allowed)).toEqual(expected);
  });

  it('allowing every class accepts any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(disallowedCharacterClasses(text, CHARACTER_CLASSES)).toEqual([]);
      }),
    );
  });

  it('allowing more classes never makes a text worse', () => {
    const classes = fc.subarray([...CHARACTER_CLASSES]);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), classes, classes, (text, some, more) => {
        const wider = [...some, ...more];
        const narrow = disallowedCharacterClasses(text, some);
        for (const name of disallowedCharacterClasses(text, wider)) expect(narrow).toContain(name);
      }),
    );
  });

  it('reports exactly the used classes that are not allowed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.subarray([...CHARACTER_CLASSES]), (text, allowed) => {
        const used = characterClassesIn(text);
        expect(disallowedCharacterClasses(text, allowed)).toEqual(
          used.filter((name) => !allowed.includes(name)),
        );
      }),
    );
  });
});
