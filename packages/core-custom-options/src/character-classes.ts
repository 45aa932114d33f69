import { CHARACTER_CLASSES } from './custom-options.constants';
import type { CharacterClass } from './custom-options.types';

// docs/decisions/0111: the four classes of 000 §5, decided per grapheme cluster.
const WHITESPACE = /^\s+$/u;
// Emoji presentation (UTS #51): emoji-default pictographs, flags, keycaps, skin tones, tag
// sequences; a text-default pictograph (©, ❤) only with U+FE0F or inside a ZWJ sequence.
const EMOJI =
  /\p{Emoji_Presentation}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3|[\u{E0020}-\u{E007F}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_JOINERS = /[\uFE0F\u200D]/u;
const LETTER = /^[\p{L}\p{M}]/u;
const DIGIT = /^\p{N}/u;
// Fallback when Intl.Segmenter is missing: a base code point with its marks, variation
// selectors, skin tones, tags and ZWJ-joined followers; a pair of regional indicators.
const CLUSTER =
  /\p{Regional_Indicator}{2}|[\s\S](?:[\p{M}\p{Emoji_Modifier}\u{E0020}-\u{E007F}]|\u200D[\s\S])*/gu;

/**
 * Splits a text into user-perceived characters (grapheme clusters), with `Intl.Segmenter` when
 * the platform has it and a close regular-expression fallback otherwise.
 *
 * @example
 * ```ts
 * splitGraphemes('e\u0301🇫🇷👩‍👩‍👧'); // ['é', '🇫🇷', '👩‍👩‍👧']
 * ```
 */
export function splitGraphemes(text: string, useSegmenter = typeof Intl.Segmenter === 'function'): string[] {
  if (useSegmenter) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return text.match(CLUSTER) ?? [];
}

/**
 * The character class of one grapheme cluster, or `null` for whitespace (always allowed).
 *
 * @remarks
 * Emoji first (so a keycap `1️⃣` is an emoji, not a digit), then letters (`\p{L}`, including
 * accented and non-Latin letters and stray combining marks), digits (`\p{N}`); anything else is
 * a symbol ("special characters": punctuation, currency and maths signs, text-style ©).
 *
 * @example
 * ```ts
 * characterClassOf('ß'); // 'letters'
 * characterClassOf('٣'); // 'digits'
 * characterClassOf('👍🏽'); // 'emoji'
 * characterClassOf('#'); // 'symbol'
 * characterClassOf(' '); // null
 * ```
 */
export function characterClassOf(grapheme: string): CharacterClass | null {
  if (WHITESPACE.test(grapheme)) return null;
  if (EMOJI.test(grapheme) || (PICTOGRAPH.test(grapheme) && EMOJI_JOINERS.test(grapheme))) return 'emoji';
  if (LETTER.test(grapheme)) return 'letters';
  if (DIGIT.test(grapheme)) return 'digits';
  return 'symbol';
}

/**
 * The character classes present in a text, in {@link CHARACTER_CLASSES} order.
 *
 * @example
 * ```ts
 * characterClassesIn('Olé 2024 🎉!'); // ['letters', 'digits', 'emoji', 'symbol']
 * ```
 */
export function characterClassesIn(text: string): CharacterClass[] {
  const found = new Set<CharacterClass>();
  for (const grapheme of splitGraphemes(text)) {
    const kind = characterClassOf(grapheme);
    if (kind) found.add(kind);
  }
  return CHARACTER_CLASSES.filter((name) => found.has(name));
}

/**
 * Keeps the known class names of an `allowedCharacters` list, without repeats, in
 * {@link CHARACTER_CLASSES} order; unknown names are ignored.
 *
 * @example
 * ```ts
 * allowedCharacterClasses(['digits', 'Letters', 'digits', 'kanji']); // ['letters', 'digits']
 * ```
 */
export function allowedCharacterClasses(allowed: readonly string[]): CharacterClass[] {
  const names = new Set(allowed.map((name) => name.trim().toLowerCase()));
  return CHARACTER_CLASSES.filter((name) => names.has(name));
}

/**
 * The disallowed character classes a text uses (000 §5: "Excluded classes are ignored; the text
 * is valid only if none of the remaining disallowed classes is present"). The allowed classes
 * are the excluded ones: they are not looked for. Whitespace is always allowed.
 *
 * @example
 * ```ts
 * disallowedCharacterClasses('Hi 👋!', ['letters', 'emoji']); // ['symbol']
 * disallowedCharacterClasses('Zoë 7', ['letters', 'digits']); // []
 * ```
 */
export function disallowedCharacterClasses(text: string, allowed: readonly string[]): CharacterClass[] {
  const accepted = allowedCharacterClasses(allowed);
  return characterClassesIn(text).filter((name) => !accepted.includes(name));
}
