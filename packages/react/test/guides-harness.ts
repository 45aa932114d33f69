/**
 * Runs the samples of docs/guides (issue 17): each ```ts / ```tsx block, cut and named as the
 * compile check cuts them (scripts/guide-samples.mjs), written verbatim to .tmp/guides-run/ (gitignored) and
 * imported, with the global fetch answered by the platform in process.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL as NodeURL } from 'node:url';
import type { StorefrontPlugin } from '@vitrine/sdk';
import { documentCookies } from '@vitrine/sdk/browser';
import { codeBlocks, sampleFile, sampleModule } from '../../../scripts/guide-samples.mjs';
import type { TestPlatform } from './harness';

const ROOT = fileURLToPath(new NodeURL('../../../', import.meta.url));
const OUT = join(ROOT, '.tmp', 'guides-run');
const GUIDES = join(ROOT, 'docs', 'guides');

/**
 * Writes every sample of docs/guides/`guide`.md to .tmp/guides-run/`guide`-`n`.ts(x), as the check
 * script does (a block with no import/export gets `export {};`); returns their paths, in order.
 */
function writeSamples(guide: string): string[] {
  mkdirSync(OUT, { recursive: true });
  const markdown = readFileSync(join(GUIDES, `${guide}.md`), 'utf8');
  return codeBlocks(markdown).map((block, index) => {
    const file = join(OUT, sampleFile(guide, index, block));
    writeFileSync(file, sampleModule(guide, block));
    return file;
  });
}

/** The samples run so far, as `<guide>-<n>`. */
const samplesRun = new Set<string>();

/** The samples of one guide; `run(n)` imports sample `n` (1-based), running it. */
export function guide<T = Record<string, unknown>>(name: string) {
  const files = writeSamples(name);
  return {
    count: files.length,
    run: (n: number): Promise<T> => {
      const file = files[n - 1];
      if (!file) throw new Error(`docs/guides/${name}.md has no sample ${n}`);
      samplesRun.add(`${name}-${n}`);
      return import(/* @vite-ignore */ file) as Promise<T>;
    },
  };
}

/** The samples of docs/guides/*.md not run so far, as `<guide>-<n>`: a new guide's are listed too. */
export function samplesNotRun(): string[] {
  return readdirSync(GUIDES)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => {
      const name = file.slice(0, -'.md'.length);
      return codeBlocks(readFileSync(join(GUIDES, file), 'utf8')).map((_, index) => `${name}-${index + 1}`);
    })
    .filter((sample) => !samplesRun.has(sample));
}

/** The origins the guides' samples call: `npm start`'s address and the page's own. */
const GUIDE_ORIGINS = ['http://127.0.0.1:3000', window.location.origin];

/**
 * A global fetch for the samples: the guides' origins are answered by `platform`; any other
 * origin is refused (recorded in `refused`) and never reaches the network.
 */
export function guidesFetch(platform: TestPlatform) {
  const refused: string[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new NodeURL(typeof input === 'string' ? input : 'url' in input ? input.url : input.href);
    if (GUIDE_ORIGINS.includes(url.origin)) return platform.fetch(input, init);
    refused.push(url.href);
    return Promise.reject(new TypeError(`guides test: no network (${url.href})`));
  };
  return { fetch: fetch as typeof globalThis.fetch, refused };
}

/** Empties what browser ports kept in the page: localStorage and document.cookie. */
export function clearBrowserState(): void {
  localStorage.clear();
  const cookies = documentCookies();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) cookies.remove(decodeURIComponent(name));
  }
}

/** `plugin`, recording the ports it was given and the extensions it provided. */
export function watchPlugin(plugin: StorefrontPlugin) {
  const given: string[][] = [];
  const provided: string[] = [];
  const watched: StorefrontPlugin = {
    manifest: plugin.manifest,
    setup: (context) => {
      given.push(Object.keys(context.ports));
      return plugin.setup({
        ...context,
        provide: (kind, extension) => {
          // A payment strategy by its code, a tracking sink by its name.
          provided.push('code' in extension ? extension.code : extension.name);
          return context.provide(kind, extension);
        },
      });
    },
  };
  return { plugin: watched, given, provided };
}
