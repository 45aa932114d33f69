/** What the Chromium tests reach as `window.Vitrine` (bundled by esbuild from sources). */
export * from '../src/browser/index';
export { createMemoryLock, createMemoryPorts } from '@vitrine/ports';
