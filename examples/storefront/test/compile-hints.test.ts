/**
 * The built storefront's first-load files carry V8's compile hint, and only they
 * (scripts/compile-hints.ts, docs/decisions/0561): on the built files, as a browser gets them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../scripts/compile-hints';
import { STOREFRONT_DIST } from './harness/paths';

const dist = STOREFRONT_DIST;
const startsWithHint = (file: string) =>
  readFileSync(join(dist, 'assets', file), 'utf8').startsWith(`${COMPILE_HINT}\n`);

describe('compile hints in the build', () => {
  it('the entry and every module it preloads start with the hint; lazy routes and parts do not', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
    // the entry, the rolldown runtime, react, the router and the other dependencies
    expect(firstLoad.length).toBeGreaterThanOrEqual(4);
    for (const file of firstLoad) expect(startsWithHint(file), file).toBe(true);
    const lazy = readdirSync(join(dist, 'assets')).filter(
      (file) => file.endsWith('.js') && !firstLoad.includes(file),
    );
    expect(lazy.some((file) => file.startsWith('checkout-'))).toBe(true);
    for (const file of lazy) expect(startsWithHint(file), file).toBe(false);
  });

  it('the server entry has none (it runs in Node)', () => {
    const server = readdirSync(join(dist, 'server')).filter((file) => file.endsWith('.js'));
    expect(server.length).toBeGreaterThan(0);
    for (const file of server)
      expect(readFileSync(join(dist, 'server', file), 'utf8').includes(COMPILE_HINT), file).toBe(false);
  });
});
