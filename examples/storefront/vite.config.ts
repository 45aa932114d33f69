import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The storefront's build: workspace packages are bundled from their sources (the
 * `@vitrine/source` export condition), so `vite build` needs no package build first and the
 * bundle is tree-shaken across every package. Route modules are split per area (see
 * src/app/routes.tsx).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@vitrine/source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', target: 'es2022', emptyOutDir: true },
});
