// The size table of each package's README, written from the measurements of scripts/size.mjs so
// that no README states a figure by hand (they had drifted by up to 9 kB):
//   node scripts/size.mjs --readmes     writes every package README's block
//   node scripts/size.mjs --check       also fails for a README whose block is missing, lacks an
//                                       entry, or states a min+gzip figure TOLERANCE_BYTES or more
//                                       away from the measured one, or a goal's verdict that changed
import { readFileSync, writeFileSync } from 'node:fs';

/** kB of 1024 bytes, as every size table of the repo counts them; budgets and goals are in bytes. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const START = '<!-- size:start -->';
const END = '<!-- size:end -->';
/** How far a README's figure may lag the measured one before `--check` asks for a rewrite. */
const TOLERANCE_BYTES = 512;

const readmeOf = (name) => `packages/${name}/README.md`;
const bytes = (n) => n.toLocaleString('en-US');

/** `30,000 B: met` or `not met` for an entry with an issue's goal (`$goalBytes` of the budgets). */
function goalVerdict(budgets, key, gzip) {
  const goal = budgets.$goalBytes?.[key];
  return goal === undefined ? '' : `${bytes(goal)} B: ${gzip <= goal ? 'met' : 'not met'}`;
}

/** `| entry | min | min+gzip | budget | goal |` rows for a package's measured entries. */
function block(measured, budgets) {
  const rows = measured.map(({ label, key, min, gzip }) => {
    const verdict = goalVerdict(budgets, key, gzip);
    const budget = budgets[key] === undefined ? '' : kb(budgets[key]);
    return `| ${label} | ${kb(min)} | **${kb(gzip)}** (${bytes(gzip)} B) | ${budget} | ${verdict} |`;
  });
  return [
    START,
    '| entry | min | min+gzip | budget (`npm test`) | goal |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** Rewrites the README's block; a README without one gets a `## Size` section at its end. */
export function writeReadmeSizes(name, measured, budgets) {
  const file = readmeOf(name);
  const doc = readFileSync(file, 'utf8');
  const table = block(measured, budgets);
  const at = doc.indexOf(START);
  const end = doc.indexOf(END);
  const next =
    at === -1 || end === -1
      ? `${doc.trimEnd()}\n\n## Size\n\nmin+gzip, bundled as a theme's Vite 8 build bundles it (Rolldown, minify, react external, gzip -9; \`node scripts/size.mjs ${name}\`):\n\n${table}\n`
      : `${doc.slice(0, at)}${table}${doc.slice(end + END.length)}`;
  if (next !== doc) writeFileSync(file, next);
}

/** Why the README's block no longer states the measured sizes, or undefined when it does. */
export function staleReadmeSizes(name, measured, budgets) {
  const doc = readFileSync(readmeOf(name), 'utf8');
  const at = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (at === -1 || end === -1) return 'no size table';
  const stated = new Map();
  for (const line of doc.slice(at, end).split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const figure = /\(([\d,]+) B\)/.exec(cells[3] ?? '');
    if (figure?.[1])
      stated.set(cells[1], { gzip: Number(figure[1].replaceAll(',', '')), goal: cells[5] ?? '' });
  }
  for (const { label, key, gzip } of measured) {
    const row = stated.get(label);
    if (!row) return `no row for "${label}"`;
    if (row.goal !== goalVerdict(budgets, key, gzip))
      return `"${label}" states "${row.goal}", measured "${goalVerdict(budgets, key, gzip)}"`;
    if (Math.abs(row.gzip - gzip) >= TOLERANCE_BYTES)
      return `"${label}" states ${bytes(row.gzip)} B, measured ${bytes(gzip)} B`;
  }
  return undefined;
}
