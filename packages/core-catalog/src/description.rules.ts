/**
 * Per-locale blocks in a product description. 000 §3 Product: "The description may hold
 * per-locale blocks and falls back to the whole text."
 *
 * @remarks
 * The spec does not give the block syntax; we chose HTML comments, invisible to any renderer that
 * does not know them: see docs/decisions/0143-description-locale-blocks.md.
 *
 * ```html
 * <p>Shared text</p>
 * <!-- locale:fr,fr-CA --><p>Bonjour</p><!-- /locale -->
 * <!-- locale:en --><p>Hello</p><!-- /locale -->
 * ```
 */
const BLOCK = /<!--\s*locale:\s*([^>]*?)\s*-->([\s\S]*?)<!--\s*\/locale\s*-->/gi;

/** One per-locale block of a description: the locales it is written for and its text. */
export interface DescriptionBlock {
  readonly locales: readonly string[];
  readonly text: string;
}

/** The per-locale blocks of a description, in order (none for a plain description). */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  return [...description.matchAll(BLOCK)].map((match) => ({
    locales: (match[1] ?? '')
      .split(',')
      .map((tag) => tag.trim().toLowerCase())
      .filter((tag) => tag !== ''),
    text: match[2] ?? '',
  }));
}

const language = (tag: string): string => tag.split(/[-_]/)[0] ?? tag;

/**
 * The description to show in `locale`. Text outside blocks is always kept. Blocks written for the
 * exact locale are kept, else those for its bare language (`fr` for `fr-CA`), else those for
 * another region of the language (`fr-FR` for `fr-CA`); other blocks are dropped. When no block
 * fits, the whole text is shown with every block. A description without blocks is
 * returned as it is. 000 §3 Product.
 *
 * @example
 * ```ts
 * localizedDescription('<!-- locale:fr -->Bonjour<!-- /locale --><!-- locale:en -->Hello<!-- /locale -->', 'fr-FR'); // 'Bonjour'
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
  const fits = tiers.find((tier) => blocks.some((block) => tier(block.locales))) ?? (() => true);
  return description
    .replace(BLOCK, (_whole, tags: string, text: string) =>
      fits(
        tags
          .split(',')
          .map((tag) => tag.trim().toLowerCase())
          .filter((tag) => tag !== ''),
      )
        ? text
        : '',
    )
    .trim();
}
