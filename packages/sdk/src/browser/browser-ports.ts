import { createMemoryPorts, type Logger, type Ports } from '@vitrine/ports';
import { broadcastChannels } from './broadcast-channels';
import { documentCookies } from './document-cookies';
import { domScriptLoader } from './dom-script-loader';
import { webLocks } from './web-locks';
import { webStorage } from './web-storage';

/** Log lines to the browser console. */
export const consoleLogger: Logger = {
  log: (level, message, detail) => {
    const write = console[level] ?? console.log;
    if (detail === undefined) write(`[vitrine] ${message}`);
    else write(`[vitrine] ${message}`, detail);
  },
};

/**
 * The browser's {@link Ports}: `localStorage`, `document.cookie` with the spec's lifetimes, Web
 * Locks, `BroadcastChannel`, `<script>` tags and the console, with `overrides` on top. Navigation
 * is the host's (pass `navigate`, e.g. your router's, or {@link historyNavigate}); without it,
 * intents are recorded and nothing moves.
 *
 * @example
 * ```ts
 * import { createStorefront } from '@vitrine/sdk';
 * import { browserPorts, historyNavigate } from '@vitrine/sdk/browser';
 * import { intentHref } from '@vitrine/core-shop';
 *
 * const storefront = createStorefront({
 *   domain: location.hostname,
 *   ports: browserPorts({ navigate: historyNavigate({ resolve: intentHref }) }),
 * });
 * ```
 */
export function browserPorts(overrides: Partial<Ports> = {}): Ports {
  return createMemoryPorts({
    storage: webStorage(),
    cookies: documentCookies(),
    lock: webLocks(),
    channels: broadcastChannels(),
    scripts: domScriptLoader(),
    logger: consoleLogger,
    reporter: { report: (error, tags) => consoleLogger.log('error', 'error reported', { error, tags }) },
    ...overrides,
  });
}
