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

  /** Runs the loader in a fake page; `paintTiming`: whether the browser reports paint entries. */
  function page(visibilityState: 'visible' | 'hidden', paintTiming: boolean) {
    const added: {
      tag: string;
      rel?: string;
      type?: string;
      src?: string;
      href?: string;
      onload?: () => void;
    }[] = [];
    const tasks: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    let observed: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(callback: NonNullable<typeof observed>) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = undefined;
      }
    }
    const script = /^<script>([\s\S]*)<\/script>$/.exec(paintFirst(TEMPLATE).loader)?.[1] ?? '';
    const document = {
      visibilityState,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', script)(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, delay = 0) => (delay === 0 ? tasks.push(callback) : undefined),
      FakeObserver,
    );
    const paint = (name: string) =>
      observed?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    const runTasks = () => {
      for (const task of tasks.splice(0)) task();
    };
    return { added, frames, listeners, paint, runTasks };
  }
  const urls = (added: readonly { src?: string; href?: string }[]) =>
    added.map((element) => element.href ?? element.src);
  const PRELOADED = ['/assets/runtime-B.js', '/assets/vendor-C.js', '/assets/index-A.js'];
  /** Runs each module script the loader added (its load event), and the task it then queues. */
  const runScripts = (view: ReturnType<typeof page>) => {
    for (let count = 0; count < 10; count += 1) {
      const last = view.added.at(-1);
      if (last?.tag !== 'script' || !last.onload) return;
      const run = last.onload;
      delete last.onload;
      run();
      view.runTasks();
    }
  };

  it('asks for the entry and every preload once the first contentful paint was presented, then runs them one task each, the entry last', () => {
    const view = page('visible', true);
    view.runTasks();
    expect(view.added).toEqual([]);
    // a paint that is not the first contentful one changes nothing
    view.paint('first-paint');
    view.runTasks();
    expect(view.added).toEqual([]);
    view.paint('first-contentful-paint');
    expect(view.added).toEqual([]);
    view.runTasks();
    // every file fetched at once; the first module script added
    expect(urls(view.added)).toEqual([...PRELOADED, '/assets/runtime-B.js']);
    expect(view.added.slice(0, 3).every((element) => element.rel === 'modulepreload')).toBe(true);
    // the next script only once the previous one ran, in a task of its own
    view.added.at(-1)?.onload?.();
    expect(view.added).toHaveLength(4);
    view.runTasks();
    expect(urls(view.added).slice(3)).toEqual(['/assets/runtime-B.js', '/assets/vendor-C.js']);
    runScripts(view);
    expect(urls(view.added).slice(3)).toEqual(PRELOADED);
    expect(view.added.at(-1)).toMatchObject({ tag: 'script', type: 'module', src: '/assets/index-A.js' });
    // once only, whatever happens next
    for (const listener of view.listeners) listener();
    view.runTasks();
    expect(view.added).toHaveLength(6);
  });

  it('loads at once in a hidden tab, when the tab is hidden before it painted, and after a frame without paint timing', () => {
    const hidden = page('hidden', true);
    runScripts(hidden);
    expect(urls(hidden.added)).toEqual([...PRELOADED, ...PRELOADED]);

    const hiddenLater = page('visible', true);
    for (const listener of hiddenLater.listeners) listener();
    hiddenLater.runTasks();
    runScripts(hiddenLater);
    expect(hiddenLater.added).toHaveLength(6);

    const older = page('visible', false);
    older.runTasks();
    expect(older.added).toEqual([]);
    for (const frame of older.frames.splice(0)) frame();
    older.runTasks();
    runScripts(older);
    expect(urls(older.added)).toEqual([...PRELOADED, ...PRELOADED]);
  });

  it('leaves a template without an entry as it is', () => {
    const template = '<html><head></head><body><div id="root"></div></body></html>';
    expect(paintFirst(template)).toEqual({ template, loader: '' });
  });
});
