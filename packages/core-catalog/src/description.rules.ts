/**
 * Per-locale blocks in a product description. 000 §3 Product: "The description may hold
 * per-locale blocks and falls back to the whole text."
 *
 * @remarks
 * The spec does not give the block syntax. A block is any HTML element with a `data-locale`
 * attribute naming one or more locales, comma-separated; this is also what the reference
 * platform's seed data writes. See docs/decisions/0143-description-locale-blocks.md.
 *
 * ```html
 * <p>Shared text</p>
 * <div data-locale="fr,fr-CA"><p>Bonjour</p></div>
 * <div data-locale="en"><p>Hello</p></div>
 * ```
 */

/** One per-locale block of a description: the locales it is written for and its inner HTML. */
export interface DescriptionBlock {
  readonly locales: readonly string[];
  readonly text: string;
  /** Where the whole element starts and ends in the description. @internal */
  readonly start: number;
  /** @internal */
  readonly end: number;
}

const OPENING = /<([a-z][a-z0-9-]*)\b[^>]*?\sdata-locale\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/gi;

const tagsOf = (value: string): string[] =>
  value
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');

/** The end of the element opened at `from` (after its opening tag): same-name tags are counted. */
function closingOf(
  html: string,
  name: string,
  from: number,
): { readonly inner: number; readonly end: number } | null {
  const tag = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'gi');
  tag.lastIndex = from;
  let depth = 1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (match[1] === '/') depth -= 1;
    else if (match[2] !== '/') depth += 1;
    if (depth === 0) return { inner: match.index, end: match.index + match[0].length };
  }
  return null;
}

/** The top-level per-locale blocks of a description, in order (none for a plain description). */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  OPENING.lastIndex = 0;
  for (let match = OPENING.exec(description); match; match = OPENING.exec(description)) {
    const name = match[1] ?? '';
    const bodyStart = match.index + match[0].length;
    const closing = closingOf(description, name, bodyStart);
    if (!closing) continue; // an unclosed element is not a block
    blocks.push({
      locales: tagsOf(match[2] ?? match[3] ?? ''),
      text: description.slice(bodyStart, closing.inner),
      start: match.index,
      end: closing.end,
    });
    OPENING.lastIndex = closing.end;
  }
  return blocks;
}

const language = (tag: string): string => tag.split(/[-_]/)[0] ?? tag;

/**
 * The description to show in `locale`. Text outside blocks is always kept. Blocks written for the
 * exact locale are kept, else those for its bare language (`fr` for `fr-CA`), else those for
 * another region of the language (`fr-FR` for `fr-CA`); other blocks are dropped, and a kept
 * block shows its inner HTML. When no block fits, the whole text is shown as it is. 000 §3 Product.
 *
 * @example
 * ```ts
 * localizedDescription('<div data-locale="fr">Bonjour</div><div data-locale="en">Hello</div>', 'fr-FR'); // 'Bonjour'
 * ```
 */
export function localizedDescription(description: string | null | undefined, locale: string): string {
  if (!description) return '';
  const blocks = descriptionBlocks(description);
  if (blocks.length === 0) return description;
  const exact = locale.trim().toLowerCase();
  const lang = language(exact);
  const tiers = [
    (tags: readonly string[]) => tags.includes(exact),
    (tags: readonly string[]) => tags.includes(lang),
    (tags: readonly string[]) => tags.some((tag) => language(tag) === lang),
  ];
  const fits = tiers.find((tier) => blocks.some((block) => tier(block.locales)));
  if (!fits) return description;
  let shown = '';
  let at = 0;
  for (const block of blocks) {
    shown += description.slice(at, block.start) + (fits(block.locales) ? block.text : '');
    at = block.end;
  }
  return (shown + description.slice(at)).trim();
}
