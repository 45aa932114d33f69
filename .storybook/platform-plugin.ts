/**
 * A Vite plugin that serves the real platform-api beside the stories, on the same origin: the
 * Storybook dev server (`npm run storybook`) and the Vitest browser server of the `storybook`
 * project both answer `/api/…`, `/images/…` and `/uploads/…` with the platform's app.
 *
 * @remarks
 * Same origin because the platform answers no CORS preflight, and every SDK call carries the
 * `x-shop-domain` header (a custom header, so a cross-origin call would need one): the shop is
 * resolved from that header (`localhost` is the demo shop). When {@link PLATFORM_URL_ENV} names a
 * running platform (the Vitest project's global setup starts one before any test), requests are
 * passed to it; otherwise a platform is started in this process on the first request.
 * No msw, no mock: docs/decisions/0330.
 */
import { request as httpRequest } from 'node:http';
import type { Plugin } from 'vite';
import type { StoryPlatform } from './platform';

/** The paths the platform answers (the rest is Storybook's or Vitest's). */
export const PLATFORM_PATHS = ['/api/', '/images/', '/uploads/'] as const;

/** The environment variable naming a platform already running (`http://127.0.0.1:<port>`). */
export const PLATFORM_URL_ENV = 'VITRINE_STORYBOOK_PLATFORM_URL';

const PLATFORM_MODULE = new URL('./platform.ts', import.meta.url).pathname;

/** Serves the platform-api (a fresh seeded in-memory database) under {@link PLATFORM_PATHS}. */
export function platformApi(): Plugin {
  return {
    name: 'vitrine:platform-api',
    apply: 'serve',
    configureServer(server) {
      let started: Promise<StoryPlatform> | undefined;
      const inProcess = () => {
        started ??= server
          .ssrLoadModule(PLATFORM_MODULE)
          .then((module) => (module as typeof import('./platform')).startStoryPlatform());
        return started;
      };
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!PLATFORM_PATHS.some((path) => url.startsWith(path))) return next();
        const running = process.env[PLATFORM_URL_ENV];
        if (running) {
          const forwarded = httpRequest(
            new URL(url, running),
            { method: request.method, headers: request.headers },
            (answer) => {
              response.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(response);
            },
          );
          forwarded.on('error', next);
          request.pipe(forwarded);
          return;
        }
        inProcess().then(
          (platform) => platform.handle(request, response),
          (error: unknown) => {
            server.config.logger.error(`platform-api did not start: ${String(error)}`);
            next(error);
          },
        );
      });
      server.httpServer?.once('close', () => {
        void started?.then((platform) => platform.close());
      });
    },
  };
}
