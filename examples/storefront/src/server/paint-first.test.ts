import { describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first';

const TEMPLATE = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-B.js">',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-C.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-D.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('paintFirst', () => {
  it('takes the entry and its preloads out of the head and keeps the stylesheet', () => {
    const { template } = paintFirst(TEMPLATE);
    expect(template).not.toContain('index-A.js');
    expect(template).not.toContain('modulepreload');
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D.css">');
  });

  it('loads the entry and every preload once a frame was painted, at once in a hidden tab', () => {
    const added: { tag: string; rel?: string; type?: string; src?: string; href?: string }[] = [];
    let frame: (() => void) | undefined;
    let task: (() => void) | undefined;
    const run = (visibilityState: 'visible' | 'hidden') => {
      added.length = 0;
      const script = /^<script>([\s\S]*)<\/script>$/.exec(paintFirst(TEMPLATE).loader)?.[1] ?? '';
      const document = {
        visibilityState,
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', script)(
        document,
        (callback: () => void) => {
          frame = callback;
        },
        (callback: () => void) => {
          task = callback;
        },
      );
    };

    run('visible');
    expect(added).toEqual([]);
    frame?.();
    expect(added).toEqual([]);
    task?.();
    expect(added.map((element) => element.href ?? element.src)).toEqual([
      '/assets/runtime-B.js',
      '/assets/vendor-C.js',
      '/assets/index-A.js',
    ]);
    expect(added.at(-1)).toMatchObject({ tag: 'script', type: 'module' });

    run('hidden');
    expect(added).toHaveLength(3);
  });

  it('leaves a template without an entry as it is', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    expect(paintFirst(template)).toEqual({ template, loader: '' });
  });
});
