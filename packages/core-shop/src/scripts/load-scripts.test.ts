import { describe, expect, it, vi } from 'vitest';
import type { ScriptLoader, ScriptOptions } from '@vitrine/ports';
import { extractScripts } from './extract-scripts';
import { loadScripts, scriptsFromScriptTags } from './load-scripts';
import type { ExtractedScript } from './script.types';

const a: ExtractedScript = { src: '/a.js', attributes: { src: '/a.js' } };
const b: ExtractedScript = { src: '/b.js', attributes: { src: '/b.js' } };
const inline: ExtractedScript = { content: 'go()', attributes: {} };

describe('loadScripts', () => {
  it('loads scripts one after the other, each waiting for the one before', async () => {
    const events: string[] = [];
    const loader: ScriptLoader = {
      load: async (src, options) => {
        const name = options?.inline ?? src;
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, src === '/a.js' ? 5 : 0));
        events.push(`end ${name}`);
      },
    };
    const report = await loadScripts([a, b, inline], loader, { log: vi.fn() });
    expect(events).toEqual([
      'start /a.js',
      'end /a.js',
      'start /b.js',
      'end /b.js',
      'start go()',
      'end go()',
    ]);
    expect(report).toEqual({ loaded: 3, failed: [] });
  });

  it('logs a failing script with no user message and goes on with the next (000 §8)', async () => {
    const logger = { log: vi.fn() };
    const loader: ScriptLoader = {
      load: vi.fn(async (src: string, _options?: ScriptOptions) => {
        if (src === '/a.js') throw new Error('404');
      }),
    };
    const report = await loadScripts([a, b], loader, logger);
    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(report).toEqual({ loaded: 1, failed: [{ script: a, error: 'Error: 404' }] });
    expect(logger.log).toHaveBeenCalledWith('error', 'Load script error', {
      src: '/a.js',
      error: 'Error: 404',
    });
  });

  it('never rejects, even when the loader throws synchronously and the logger throws', async () => {
    const loader: ScriptLoader = {
      load: () => {
        throw new Error('no document');
      },
    };
    const logger = {
      log: () => {
        throw new Error('logger down');
      },
    };
    await expect(loadScripts([inline, a], loader, logger)).resolves.toEqual({
      loaded: 0,
      failed: [
        { script: inline, error: 'Error: no document' },
        { script: a, error: 'Error: no document' },
      ],
    });
  });

  it('loads an inline script under a fresh label each time, so a page re-injection runs it again (000 §2)', async () => {
    const loader = { load: vi.fn(async (_src: string, _options?: ScriptOptions) => undefined) };
    await loadScripts([inline], loader, { log: vi.fn() });
    await loadScripts([inline], loader, { log: vi.fn() });
    const [first, second] = loader.load.mock.calls;
    expect(first?.[1]).toEqual({ attributes: {}, inline: 'go()' });
    expect(first?.[0]).not.toBe(second?.[0]);
  });

  it("runs a page body's external script again when the page is shown again (000 §2 re-injected, decision 0640)", async () => {
    // A loader keeping the port's rule: a source loads once, unless the load says `once: false`.
    const runs = new Map<string, number>();
    const seen = new Set<string>();
    const loader: ScriptLoader = {
      load: async (src, options) => {
        if (options?.once !== false && seen.has(src)) return;
        seen.add(src);
        runs.set(src, (runs.get(src) ?? 0) + 1);
      },
    };
    const { scripts } = extractScripts(
      '<div id="w"></div><script src="https://widget.example/embed.js"></script>',
    );
    await loadScripts(scripts, loader, { log: vi.fn() });
    // the shopper leaves the page and comes back: the body is shown and its scripts re-injected
    await loadScripts(scripts, loader, { log: vi.fn() });
    expect(runs.get('https://widget.example/embed.js')).toBe(2);
  });
});

describe('scriptsFromScriptTags', () => {
  it('turns bootstrap script tags into scripts, in order (000 §1 script_tags)', () => {
    expect(
      scriptsFromScriptTags([
        { src: ' https://apps.example/reviews.js ' },
        { content: 'window.shopApp = true;' },
        { content: '<script async src="https://apps.example/chat.js"></script><script>chat()</script>' },
        { src: null, content: '   ' },
        {},
      ]),
    ).toEqual([
      { src: 'https://apps.example/reviews.js', attributes: { src: 'https://apps.example/reviews.js' } },
      { content: 'window.shopApp = true;', attributes: {} },
      { src: 'https://apps.example/chat.js', attributes: { async: '', src: 'https://apps.example/chat.js' } },
      { content: 'chat()', attributes: {} },
    ]);
  });
});
