import type { ExtractedScript, ExtractedScripts } from './script.types';

/**
 * Takes every `<script>` element out of an HTML string.
 *
 * @remarks
 * 000 §2 Other pages: page bodies are shown "with script tags removed and re-injected"; the
 * storefront sets the returned `html` and hands `scripts` to {@link loadScripts}, because scripts
 * set through `innerHTML` never run. A small tokenizer, not a regular expression: it follows HTML's
 * rules for tag names in any case, attributes in any order, double, single or no quotes, a `>`
 * inside a quoted value, bare attributes, and a script closed by `</script>` in any case or not
 * closed at all (the rest of the text is its code). Scripts inside `<!-- comments -->` stay put:
 * a browser would not run them either.
 *
 * @example
 * ```ts
 * extractScripts('<p>Hi</p><SCRIPT async src="/a.js?x=1&amp;y=2"></SCRIPT><script>go()</script>');
 * // {
 * //   html: '<p>Hi</p>',
 * //   scripts: [
 * //     { src: '/a.js?x=1&y=2', attributes: { async: '', src: '/a.js?x=1&y=2' } },
 * //     { content: 'go()', attributes: {} },
 * //   ],
 * // }
 * ```
 */
export function extractScripts(html: string): ExtractedScripts {
  const lower = html.toLowerCase();
  const scripts: ExtractedScript[] = [];
  let out = '';
  let copiedUpTo = 0;
  let index = 0;
  while (index < html.length) {
    const next = nextMarkup(lower, index);
    if (next === null) break;
    if (next.kind === 'comment') {
      const end = lower.indexOf('-->', next.at + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    const tag = readAttributes(html, next.at + '<script'.length);
    const close = findClosingTag(lower, tag.end);
    const code = html.slice(tag.end, close.start);
    out += html.slice(copiedUpTo, next.at);
    copiedUpTo = close.end;
    index = close.end;
    scripts.push(toScript(tag.attributes, code));
  }
  out += html.slice(copiedUpTo);
  return { html: out, scripts };
}

/** The next `<!--` or `<script` opening tag at or after `from`. */
function nextMarkup(lower: string, from: number): { kind: 'comment' | 'script'; at: number } | null {
  let at = lower.indexOf('<', from);
  while (at !== -1) {
    if (lower.startsWith('<!--', at)) return { kind: 'comment', at };
    if (lower.startsWith('<script', at) && endsTagName(lower.charAt(at + '<script'.length))) {
      return { kind: 'script', at };
    }
    at = lower.indexOf('<', at + 1);
  }
  return null;
}

/** Whether a character ends a tag name (`<script>` but not `<scripts>` or `<script-x>`). */
function endsTagName(char: string): boolean {
  return char === '' || char === '>' || char === '/' || isSpace(char);
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

/** Reads attributes from `from` up to the tag's closing `>`; `end` is just after it. */
function readAttributes(html: string, from: number): { attributes: Record<string, string>; end: number } {
  const attributes: Record<string, string> = {};
  let i = from;
  while (i < html.length) {
    const char = html.charAt(i);
    if (char === '>') return { attributes, end: i + 1 };
    if (isSpace(char) || char === '/') {
      i++;
      continue;
    }
    let nameEnd = i + 1;
    while (nameEnd < html.length && !/[\s/>=]/.test(html.charAt(nameEnd))) nameEnd++;
    const name = html.slice(i, nameEnd).toLowerCase();
    i = skipSpaces(html, nameEnd);
    let value = '';
    if (html.charAt(i) === '=') {
      i = skipSpaces(html, i + 1);
      const quote = html.charAt(i);
      if (quote === '"' || quote === "'") {
        const closing = html.indexOf(quote, i + 1);
        const valueEnd = closing === -1 ? html.length : closing;
        value = html.slice(i + 1, valueEnd);
        i = valueEnd + 1;
      } else {
        let valueEnd = i;
        while (valueEnd < html.length && !/[\s>]/.test(html.charAt(valueEnd))) valueEnd++;
        value = html.slice(i, valueEnd);
        i = valueEnd;
      }
    }
    if (!Object.hasOwn(attributes, name)) attributes[name] = decodeEntities(value);
  }
  return { attributes, end: html.length };
}

function skipSpaces(html: string, from: number): number {
  let i = from;
  while (i < html.length && isSpace(html.charAt(i))) i++;
  return i;
}

/** The `</script …>` closing the code that starts at `from`: where it starts and ends. */
function findClosingTag(lower: string, from: number): { start: number; end: number } {
  let at = lower.indexOf('</script', from);
  while (at !== -1) {
    if (endsTagName(lower.charAt(at + '</script'.length))) {
      const gt = lower.indexOf('>', at);
      return { start: at, end: gt === -1 ? lower.length : gt + 1 };
    }
    at = lower.indexOf('</script', at + 1);
  }
  return { start: lower.length, end: lower.length };
}

function toScript(attributes: Record<string, string>, code: string): ExtractedScript {
  const { src, ...others } = attributes;
  if (src !== undefined && src.trim() !== '') return { src: src.trim(), attributes };
  // A blank `src` would stop the code from running once re-injected: it is dropped.
  if (code.trim() !== '') return { content: code, attributes: others };
  return { attributes: others };
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an attribute value commonly holds (`&amp;`, `&#39;`, `&#x2F;`). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    const lowerBody = body.toLowerCase();
    if (lowerBody.startsWith('#')) {
      const code = lowerBody.startsWith('#x')
        ? Number.parseInt(lowerBody.slice(2), 16)
        : Number.parseInt(lowerBody.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[lowerBody] ?? whole;
  });
}
