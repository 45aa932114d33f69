/**
 * The code samples of docs/guides, cut one way for the two that use them: the compile check
 * (scripts/docs-check-guides.mjs) and the run (packages/react/test/guides.test.tsx).
 */

/** The ```ts / ```tsx blocks of a markdown text, with the line each starts on. */
export function codeBlocks(markdown) {
  const blocks = [];
  const lines = markdown.split('\n');
  let open = null;
  for (const [index, line] of lines.entries()) {
    const fence = /^```(\w+)?\s*$/.exec(line);
    if (!fence) {
      if (open) open.lines.push(line);
      continue;
    }
    if (open) {
      if (open.lang === 'ts' || open.lang === 'tsx') blocks.push({ ...open, code: open.lines.join('\n') });
      open = null;
    } else {
      open = { lang: fence[1] ?? '', line: index + 2, lines: [] };
    }
  }
  return blocks;
}

/** The file the `index`th block (from 0) of `guide` is written to: `react-theme-2.tsx`. */
export const sampleFile = (guide, index, block) => `${guide}-${index + 1}.${block.lang}`;

/**
 * A block as the module it is compiled and run as, headed by where it comes from: a block without
 * import or export would be a script sharing one global scope, so it is made a module.
 */
export function sampleModule(guide, block) {
  const code = /^\s*(import|export)\s/m.test(block.code) ? block.code : `${block.code}\nexport {};`;
  return `// docs/guides/${guide}.md:${block.line}\n${code}\n`;
}
