/** What the Chromium sync-task test reaches as `window.VitrineSync` (bundled by esbuild from sources). */
export { createTransport } from '@vitrine/api-client';
export { createSyncTasks } from '@vitrine/core-shop';
export { browserOnline, flushWhenOnline } from '../src/browser/index';
