/** What the Chromium tests reach as `window.Vitrine` (bundled by esbuild from sources). */
export * from '../src/browser/index';
export { createStorefront } from '../src/index';
export { selectIsLoggedIn } from '@vitrine/core-auth';
export { selectTokens } from '@vitrine/core-cart';
export { createMemoryLock, createMemoryPorts } from '@vitrine/ports';
