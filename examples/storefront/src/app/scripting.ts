import { createTransport } from '@vitrine/api-client';
import { type CatalogFacade, createCatalog } from '@vitrine/core-catalog';
import { installScripting, type ScriptingInstallation } from '@vitrine/scripting';
import type { Ports } from '@vitrine/ports';
import { type Storefront, visitorTransportOptions } from '@vitrine/sdk';
import { browserPorts, consoleLogger } from '@vitrine/sdk/browser';

/**
 * Installs `window.Vitrine`, the public scripting interface (000 §1; docs/scripting.md), over the
 * page's storefront, so the theme's script and the shop's apps (its script tags) can use the cart,
 * the customer, checkout, products and currency. Scripts that loaded first and pushed a callback
 * onto `window.Vitrine = window.Vitrine || []` run once the storefront is ready. A listener that
 * throws is written to the console, never shown. `product.get(handle)` reads through a catalogue
 * of its own on this origin's platform, never the shopper's product page (docs/decisions/0303),
 * sent as the page's own calls are: with the `digest` cookie (000 §7) and a locked shop's password
 * hash once the shopper gave it (000 §5; decision 0260), read from `ports` (the browser's cookies and
 * `localStorage`, the storefront's, by default).
 *
 * Call it from the browser entry only (it reads `page.location` and writes `page.Vitrine`); the
 * entry imports this module lazily, so it is not part of the first load.
 */
export function installPageScripting(
  storefront: Storefront,
  page: Window,
  ports?: Pick<Ports, 'cookies' | 'storage'>,
): ScriptingInstallation {
  const { location } = page;
  // Made on the first `product.get`: most pages have no app asking, and starting a catalogue's
  // machine is main-thread work right after the page hydrated (issue 18's TBT). The interface
  // configures its currencies before each read (the shop's, the visitor's: 000 §9).
  let catalog: CatalogFacade | undefined;
  const catalogue = (): CatalogFacade =>
    (catalog ??= createCatalog({
      transport: createTransport({
        baseURL: location.origin,
        shopDomain: location.hostname,
        ...visitorTransportOptions(ports ?? browserPorts()),
      }),
      ports: { logger: consoleLogger },
    }));
  return installScripting(storefront, {
    target: page as unknown as Record<string, unknown>,
    logger: consoleLogger,
    catalog: {
      product: (handle, options) => catalogue().product(handle, options),
      configure: (settings) => catalogue().configure(settings),
    },
  });
}
