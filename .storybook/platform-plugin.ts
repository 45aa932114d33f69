/**
 * A Vite plugin that serves the real platform-api beside the stories, on the same origin: the
 * Storybook dev server (`npm run storybook`) and the Vitest browser server of the `storybook`
 * project both answer `/api/…`, `/images/…` and `/uploads/…` with the platform's app.
 *
 * @remarks
 * Same origin because the platform answers no CORS preflight, and every SDK call carries the
 * `x-shop-domain` header (a custom header, so a cross-origin call would need one): the shop is
 * resolved from that header (`localhost` is the demo shop). No msw, no mock: docs/decisions/0330.
 */
import type { Plugin } from 'vite';
import type { StoryPlatform } from './platform';

/** The paths the platform answers (the rest is Storybook's or Vitest's). */
export const PLATFORM_PATHS = ['/api/', '/images/', '/uploads/'] as const;

const PLATFORM_MODULE = new URL('./platform.ts', import.meta.url).pathname;

/** Serves a fresh platform-api (seeded in-memory database) under {@link PLATFORM_PATHS}. */
export function platformApi(): Plugin {
  return {
    name: 'vitrine:platform-api',
    apply: 'serve',
    configureServer(server) {
      let started: Promise<StoryPlatform> | undefined;
      const platform = () => {
        started ??= server
          .ssrLoadModule(PLATFORM_MODULE)
          .then((module) => (module as typeof import('./platform')).startStoryPlatform());
        return started;
      };
      // Started on the first request: Vitest also builds a server that never receives one.
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!PLATFORM_PATHS.some((path) => url.startsWith(path))) return next();
        platform().then(
          (running) => running.handle(request, response),
          (error: unknown) => {
            server.config.logger.error(`platform-api did not start: ${String(error)}`);
            next(error);
          },
        );
      });
      server.httpServer?.once('close', () => {
        void started?.then((running) => running.close());
      });
    },
  };
}
