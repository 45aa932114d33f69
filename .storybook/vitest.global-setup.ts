/**
 * Starts the platform-api for the `storybook` project before any story runs (a fresh seeded
 * database, on a free port) and names it to the Vite plugin that serves it on the stories' origin
 * (./platform-plugin.ts): the first story then does not pay for the database's start-up, which on
 * a busy 2-core machine takes longer than a test may.
 */
import { listenStoryPlatform } from './platform';
import { PLATFORM_URL_ENV } from './platform-plugin';

export default async function setup(): Promise<() => Promise<void>> {
  const platform = await listenStoryPlatform();
  process.env[PLATFORM_URL_ENV] = platform.url;
  return async () => {
    delete process.env[PLATFORM_URL_ENV];
    await platform.close();
  };
}
