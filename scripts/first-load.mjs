/**
 * The chunks a page loads before any import(): each entry chunk and what it imports statically.
 * One walk for the size budgets (scripts/size.mjs, docs/decisions/0350) and the storefront's
 * compile hints (examples/storefront/scripts/compile-hints.ts, 0561).
 *
 * @param output - a bundle's output files (Rolldown's `output`, or the values of Vite's bundle)
 */
export function firstLoadChunks(output) {
  const chunks = new Map(
    output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !chunks.has(name)) return;
    seen.add(name);
    for (const imported of chunks.get(name).imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen].map((name) => chunks.get(name));
}
