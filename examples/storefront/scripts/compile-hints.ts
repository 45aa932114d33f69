import type { Plugin } from 'vite';
import { firstLoadChunks } from '../../../scripts/first-load.mjs';

/**
 * V8's explicit compile hint (Chrome 136 and later): every function of a file that starts with it
 * is compiled while the file streams in, on a background thread, instead of on the main thread
 * the first time it is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the files a first page runs (the entry and what it imports statically) with
 * {@link COMPILE_HINT}: nearly all of their functions run while the page starts (the storefront's
 * machines, React's hydration, the router), so compiling them up front is no waste, and the main
 * thread no longer stops to compile them one by one between the page's tasks. Lazy routes and parts
 * keep V8's own choice (docs/decisions/0561).
 *
 * The hint goes on the first line, after every other plugin wrote the files (`order: 'post'`).
 */
export function compileHints(): Plugin {
  return {
    name: 'vitrine:compile-hints',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of firstLoadChunks(Object.values(bundle)))
          if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
