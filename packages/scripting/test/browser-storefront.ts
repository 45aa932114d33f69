/**
 * The storefront of the Chromium test page: createStorefront on the browser's ports, with
 * window.Vitrine installed, as a theme's entry would do it. `window.VitrineTest` exposes what the
 * test drives.
 */
import { createTransport } from '@vitrine/api-client';
import { createCatalog } from '@vitrine/core-catalog';
import { loadScripts, scriptsFromScriptTags } from '@vitrine/core-shop';
import { createStorefront } from '@vitrine/sdk';
import { browserPorts } from '@vitrine/sdk/browser';
import { installScripting } from '../src/index';

declare const location: { readonly hostname: string; readonly origin: string };

const ports = browserPorts();
export const storefront = createStorefront({ domain: location.hostname, baseUrl: location.origin, ports });
// product.get reads products through a catalogue of its own, never the shopper's product page.
const catalog = createCatalog({
  transport: createTransport({ baseURL: location.origin, shopDomain: location.hostname }),
});
export const scripting = installScripting(storefront, { logger: ports.logger, catalog });

/** Loads script tags the way the bootstrap's `script_tags` load (000 §1), after the storefront. */
export const loadScriptTags = (srcs: readonly string[]) =>
  loadScripts(scriptsFromScriptTags(srcs.map((src) => ({ src }))), ports.scripts, ports.logger);
