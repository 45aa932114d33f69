import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints';

/**
 * The storefront's build: workspace packages are bundled from their sources (the
 * `@vitrine/source` export condition), so `vite build` needs no package build first and the
 * bundle is tree-shaken across every package. Route modules are split per area (see
 * src/app/routes.tsx).
 *
 * `vite build --ssr src/entry-server.tsx --outDir dist/server` (the second half of `npm run build`)
 * builds the server entry the platform-api renders public pages with (docs/decisions/0460): the
 * workspace packages bundled from source, React and the other dependencies left to Node.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The first page's files carry V8's compile hint (scripts/compile-hints.ts, docs/decisions/0561).
  plugins: [react(), compileHints()],
  resolve: { conditions: ['@vitrine/source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: [/^@vitrine\//],
    resolve: {
      conditions: ['@vitrine/source', 'module', 'node', 'development|production'],
      externalConditions: ['node', 'import'],
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        target: 'es2022',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // What the first page needs, in a few files instead of about sixty: a browser on a slow
            // network pays a round trip per file (and Lighthouse counts each preloaded module as
            // render-blocking). `$initial` is what the entry imports statically: lazy routes and
            // parts stay in chunks of their own. React and the router change less often than our
            // code, so they are cached apart (docs/decisions/0465). React, the router, the other
            // dependencies and the sdk's packages are four files: a server-rendered page runs each
            // in a task of its own (server/paint-first.ts, docs/decisions/0554 and 0564).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/](react-dom-client|stack-capture[\w-]*)\.ts$/,
                  tags: ['$initial'],
                  priority: 5,
                },
                {
                  name: 'router',
                  test: /node_modules[\\/]react-router[\\/]/,
                  tags: ['$initial'],
                  priority: 4,
                },
                { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
                {
                  name: 'sdk',
                  test: /[\\/]packages[\\/][\w-]+[\\/]src[\\/]/,
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'storefront', tags: ['$initial'], priority: 1 },
                // window.Vitrine (000 §1), which every page imports right after its first load, in
                // one file with the constants it shares with a part (api-client's rules): on their
                // own they were a 25-byte chunk, one more request on every page. Lowest priority,
                // so what the first load holds stays in the four files above.
                {
                  name: 'scripting',
                  test: /[\\/](packages[\\/](scripting[\\/]src[\\/]|api-client[\\/]src[\\/]rules[\\/])|src[\\/]app[\\/]scripting\.ts$)/,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
}));
